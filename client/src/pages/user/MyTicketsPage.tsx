/** /user/queries — 'My Tickets' (PAGES §2.2): the member's tickets with a status filter; a row opens the ticket. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import type { TicketStatus } from '../../generated/types';
import { useListMyTicketsQuery, type TicketFieldsFragment } from '../../modules/tickets/tickets.generated';
import { errorMessage } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { TicketStatusBadge } from '../../modules/tickets/components/TicketStatusBadge';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../modules/tickets/labels';

const PAGE_SIZE = 10;

export default function MyTicketsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useListMyTicketsQuery({ variables: { status, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });

  const columns: Column<TicketFieldsFragment>[] = [
    { key: 'id', header: 'Ticket ID', render: (t) => <Anchor component={Link} to={`/user/queries/${t.id}`}>#{t.id}</Anchor>, csv: (t) => t.id },
    { key: 'subject', header: 'Subject', render: (t) => t.subject },
    { key: 'category', header: 'Category', render: (t) => t.category },
    { key: 'status', header: 'Status', render: (t) => <TicketStatusBadge status={t.status} />, csv: (t) => TICKET_STATUS_LABELS[t.status] },
    { key: 'created', header: 'Created', render: (t) => formatDateTime(t.createdAt) },
    { key: 'updated', header: 'Last Update', render: (t) => formatDateTime(t.updatedAt) },
    { key: 'open', header: 'Action', render: (t) => <Button size="xs" variant="light" onClick={() => navigate(`/user/queries/${t.id}`)}>Open</Button> },
  ];

  return (
    <>
      <PageHeader
        title="My tickets"
        actions={
          <Button component={Link} to="/user/query/create" leftSection={<IconPlus size={16} />}>
            New Ticket
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => {
            setStatus((v as TicketStatus) ?? null);
            setPage(1);
          }}
          w={220}
          mb="sm"
        />
        <DataTable
          columns={columns}
          rows={data?.myTickets.items}
          rowKey={(t) => t.id}
          loading={loading}
          error={error ? errorMessage(error) : null}
          emptyText="No tickets yet"
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.myTickets.total, onPageChange: setPage } : undefined}
        />
      </Paper>
    </>
  );
}
