/** /admin/tickets — 'Tickets' (PAGES §2.3): every ticket with status and search filters; a row's status select → updateTicketStatus; Open ⇒ /admin/ticket/{id}. */
import { exportUrl } from '../../modules/console/exportUrl';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import type { TicketStatus } from '../../generated/types';
import { useListTicketsQuery, useUpdateTicketStatusMutation, type ListTicketsQuery } from '../../modules/tickets/tickets.generated';
import { errorMessage } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { runAction } from '../../modules/admin/actions';
import { PRIORITY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../modules/tickets/labels';

type Row = ListTicketsQuery['tickets']['items'][number];
const PAGE_SIZE = 20;
const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

export default function TicketsPage() {
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useListTicketsQuery({ variables: { status, search: debounced || null, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateTicketStatusMutation();

  const changeStatus = (row: Row, next: string | null) => {
    if (!next || next === row.status) return;
    void runAction(() => update({ variables: { id: row.id, status: next as TicketStatus } }), 'Ticket status updated successfully!');
  };

  const columns: Column<Row>[] = [
    { key: 'id', header: 'Ticket ID', render: (t) => `#${t.id}`, csv: (t) => t.id },
    { key: 'member', header: 'Member', render: (t) => (t.member ? <Anchor component={Link} to={`/admin/check/profile/${t.member.id}`}>{t.member.username}</Anchor> : '—'), csv: (t) => t.member?.username },
    { key: 'subject', header: 'Subject', render: (t) => t.subject },
    { key: 'category', header: 'Category', render: (t) => t.category },
    { key: 'priority', header: 'Priority', render: (t) => PRIORITY_LABELS[t.priority] },
    {
      key: 'status',
      header: 'Status',
      render: (t) => <Select aria-label={`Status of ticket ${t.id}`} size="xs" w={140} data={STATUS_OPTIONS} value={t.status} allowDeselect={false} onChange={(v) => changeStatus(t, v)} />,
      csv: (t) => TICKET_STATUS_LABELS[t.status],
    },
    { key: 'created', header: 'Created', render: (t) => formatDateTime(t.createdAt) },
    { key: 'updated', header: 'Updated', render: (t) => formatDateTime(t.updatedAt) },
    { key: 'open', header: 'Action', render: (t) => <Button size="xs" variant="light" component={Link} to={`/admin/ticket/${t.id}`}>Open</Button> },
  ];

  return (
    <>
      <PageHeader title="Tickets" />
      <Paper withBorder p="md" radius="md">
        <Group mb="sm" align="flex-end">
          <Select label="Status" placeholder="All" clearable data={STATUS_OPTIONS} value={status} onChange={(v) => { setStatus((v as TicketStatus) ?? null); setPage(1); }} w={200} />
          <TextInput label="Search" placeholder="Ticket ID or subject" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} w={260} />
        </Group>
        <DataTable
          columns={columns}
          rows={data?.tickets.items}
          rowKey={(t) => t.id}
          loading={loading}
          error={error ? errorMessage(error) : null}
          exportHref={exportUrl('tickets')}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.tickets.total, onPageChange: setPage } : undefined}
        />
      </Paper>
    </>
  );
}
