/**
 * The support messages of the member's 'Support' page (their own) and the admin's 'Support
 * messages' (everyone's): one table of the same records, each message with its reply. `admin` adds
 * the sender's e-mail, the Resolve button (→ onResolve) and the server's export; both delete
 * (→ onDelete, which confirms).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageReply, IconTrash } from '@tabler/icons-react';
import { DataTable, type Column, type ServerPaging } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/money';
import { exportUrl } from '../../console/exportUrl';
import type { SupportMessageFieldsFragment } from '../support.generated';

/** A message of either list (the admin's carries the sender's e-mail). */
export type SupportMessageRow = SupportMessageFieldsFragment & { email?: string | null };

interface Props<T extends SupportMessageRow> {
  rows: T[] | undefined;
  loading?: boolean;
  error?: string | null;
  paging?: ServerPaging;
  onDelete: (row: T) => void;
  /** The admin's list: e-mail column, Resolve, export. */
  admin?: boolean;
  /** Admin: Resolve opens the reply for this message. */
  onResolve?: (row: T) => void;
}

export function SupportMessagesTable<T extends SupportMessageRow>({ rows, loading, error, paging, onDelete, admin = false, onResolve }: Props<T>) {
  const columns: Column<T>[] = [
    { key: 'id', header: 'ID', render: (m) => m.id },
    ...(admin ? [{ key: 'email', header: 'Email', render: (m: T) => m.email ?? '—' }] : []),
    { key: 'title', header: 'Title', render: (m) => m.title },
    {
      key: 'message',
      header: 'Message',
      render: (m) => (
        <Stack gap={2}>
          <Text size="sm">{m.message}</Text>
          {m.reply ? (
            <Text size="sm" c="teal">
              Reply: {m.reply}
            </Text>
          ) : null}
        </Stack>
      ),
      csv: (m) => m.message,
    },
    { key: 'status', header: 'Status', render: (m) => <StatusBadge status={m.status} />, csv: (m) => m.status },
    { key: 'sent', header: 'Sent At', render: (m) => formatDateTime(m.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (m) => {
        const remove = (
          <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => onDelete(m)}>
            Delete
          </Button>
        );
        return admin ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" leftSection={<IconMessageReply size={14} />} onClick={() => onResolve?.(m)}>
              Resolve
            </Button>
            {remove}
          </Group>
        ) : (
          remove
        );
      },
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(m) => m.id} loading={loading} error={error} exportHref={admin ? exportUrl('support') : undefined} paging={paging} />;
}
