/** /admin/support — 'Support Messages' (PAGES §2.3): ID, Email, Title, Message, Status, Sent At, Action; status filter; Reply/Resolve → updateSupportMessage; Delete (confirm). */
import { useState } from 'react';
import { Button, Group, Modal, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { confirm } from '../../components/confirm';
import type { SupportStatus } from '../../generated/types';
import {
  useDeleteSupportMessageMutation,
  useListSupportMessagesQuery,
  useUpdateSupportMessageMutation,
  type ListSupportMessagesQuery,
} from '../../modules/support/support.generated';
import { errorMessage } from '../../lib/notify';
import { runAction } from '../../lib/useMutationFlow';
import { SupportMessagesTable } from '../../modules/support/components/SupportMessagesTable';

type Row = ListSupportMessagesQuery['supportMessages']['items'][number];
const PAGE_SIZE = 20;

function ReplyModal({ row, onClose, onSaved }: { row: Row | null; onClose: () => void; onSaved: () => void }) {
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<SupportStatus>('RESOLVED');
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useUpdateSupportMessageMutation();
  const save = async () => {
    if (!row) return;
    if (reply.trim().length > 2000) return setError('Reply must be at most 2000 characters');
    setError(null);
    const done = await runAction(() => update({ variables: { id: row.id, status, reply: reply.trim() || null } }), 'Support message updated');
    if (done) {
      setReply('');
      onSaved();
      onClose();
    }
  };
  return (
    <Modal opened={!!row} onClose={onClose} title={row ? `Reply to "${row.title}"` : ''} centered>
      {row ? (
        <Stack>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {row.message}
          </Text>
          <Textarea label="Reply" autosize minRows={3} maxLength={2000} value={reply} onChange={(e) => setReply(e.currentTarget.value)} error={error} />
          <Select label="Status" data={[{ value: 'RESOLVED', label: 'Resolved' }, { value: 'PENDING', label: 'Pending' }]} value={status} allowDeselect={false} onChange={(v) => setStatus((v as SupportStatus) ?? 'RESOLVED')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

export default function AdminSupportPage() {
  const [filter, setFilter] = useState<'all' | SupportStatus>('PENDING');
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<Row | null>(null);
  const { data, loading, error, refetch } = useListSupportMessagesQuery({ variables: { status: filter === 'all' ? null : filter, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteSupportMessageMutation();

  const del = async (m: Row) => {
    if (!(await confirm({ title: 'Delete this message?', details: [['From', m.email ?? ''], ['Title', m.title]], confirmLabel: 'Delete', danger: true }))) return;
    if (await runAction(() => remove({ variables: { id: m.id } }), 'Support message deleted')) await refetch();
  };

  return (
    <>
      <PageHeader title="Support messages" />
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          mb="sm"
          aria-label="Status"
          value={filter}
          onChange={(v) => {
            setFilter(v as 'all' | SupportStatus);
            setPage(1);
          }}
          data={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'RESOLVED', label: 'Resolved' },
            { value: 'all', label: 'All' },
          ]}
        />
        <SupportMessagesTable
          admin
          rows={data?.supportMessages.items}
          loading={loading}
          error={error ? errorMessage(error) : null}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.supportMessages.total, onPageChange: setPage } : undefined}
          onResolve={setReplying}
          onDelete={(m) => void del(m)}
        />
      </Paper>
      <ReplyModal row={replying} onClose={() => setReplying(null)} onSaved={() => void refetch()} />
    </>
  );
}
