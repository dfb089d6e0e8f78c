/**
 * The tickets list of the member's 'My tickets' (/user/queries) and the admin's 'Tickets'
 * (/admin/tickets): one table of the same records. `admin` adds the member and the priority, puts a
 * status select in place of the badge (→ onStatusChange) and the server's export; a row opens the
 * ticket in its own area.
 */
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Select } from '@mantine/core';
import { DataTable, type Column, type ServerPaging } from '../../../components/DataTable';
import type { TicketStatus } from '../../../generated/types';
import { formatDateTime } from '../../../lib/money';
import { exportUrl } from '../../console/exportUrl';
import type { TicketFieldsFragment } from '../tickets.generated';
import { PRIORITY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '../labels';
import { TicketStatusBadge } from './TicketStatusBadge';
import { adminMemberPath } from '../../../app/routes/paths';

/** A ticket of either list (the admin's carries its member). */
export type TicketRow = TicketFieldsFragment & { member?: { id: number; username: string } | null };

const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

interface Props {
  rows: TicketRow[] | undefined;
  loading?: boolean;
  error?: string | null;
  paging?: ServerPaging;
  /** The admin's list: member, priority, status select, export. */
  admin?: boolean;
  /** Admin: a row's status select picked another status. */
  onStatusChange?: (row: TicketRow, status: TicketStatus) => void;
}

export function TicketsTable({ rows, loading, error, paging, admin = false, onStatusChange }: Props) {
  const navigate = useNavigate();
  const area = admin ? '/admin/ticket' : '/user/queries';
  const columns: Column<TicketRow>[] = [
    admin
      ? { key: 'id', header: 'Ticket ID', render: (t) => `#${t.id}`, csv: (t) => t.id }
      : { key: 'id', header: 'Ticket ID', render: (t) => <Anchor component={Link} to={`${area}/${t.id}`}>#{t.id}</Anchor>, csv: (t) => t.id },
    ...(admin
      ? [
          {
            key: 'member',
            header: 'Member',
            render: (t: TicketRow) => (t.member ? <Anchor component={Link} to={adminMemberPath(t.member.id)}>{t.member.username}</Anchor> : '—'),
            csv: (t: TicketRow) => t.member?.username,
          },
        ]
      : []),
    { key: 'subject', header: 'Subject', render: (t) => t.subject },
    { key: 'category', header: 'Category', render: (t) => t.category },
    ...(admin ? [{ key: 'priority', header: 'Priority', render: (t: TicketRow) => PRIORITY_LABELS[t.priority] }] : []),
    admin
      ? {
          key: 'status',
          header: 'Status',
          render: (t) => (
            <Select
              aria-label={`Status of ticket ${t.id}`}
              size="xs"
              w={140}
              data={STATUS_OPTIONS}
              value={t.status}
              allowDeselect={false}
              onChange={(v) => {
                if (v && v !== t.status) onStatusChange?.(t, v as TicketStatus);
              }}
            />
          ),
          csv: (t) => TICKET_STATUS_LABELS[t.status],
        }
      : { key: 'status', header: 'Status', render: (t) => <TicketStatusBadge status={t.status} />, csv: (t) => TICKET_STATUS_LABELS[t.status] },
    { key: 'created', header: 'Created', render: (t) => formatDateTime(t.createdAt) },
    { key: 'updated', header: admin ? 'Updated' : 'Last Update', render: (t) => formatDateTime(t.updatedAt) },
    {
      key: 'open',
      header: 'Action',
      render: (t) =>
        admin ? (
          <Button size="xs" variant="light" component={Link} to={`${area}/${t.id}`}>
            Open
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={() => navigate(`${area}/${t.id}`)}>
            Open
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      loading={loading}
      error={error}
      emptyText={admin ? undefined : 'No tickets yet'}
      exportHref={admin ? exportUrl('tickets') : undefined}
      paging={paging}
    />
  );
}
