/** /user/queries — 'My Tickets' (PAGES §2.2): the member's tickets with a status filter; a row opens the ticket. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import type { TicketStatus } from '../../generated/types';
import { useListMyTicketsQuery } from '../../modules/tickets/tickets.generated';
import { errorMessage } from '../../lib/notify';
import { TicketsTable } from '../../modules/tickets/components/TicketsTable';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../modules/tickets/labels';

const PAGE_SIZE = 10;

export default function MyTicketsPage() {
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useListMyTicketsQuery({ variables: { status, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });

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
        <TicketsTable
          rows={data?.myTickets.items}
          loading={loading}
          error={error ? errorMessage(error) : null}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.myTickets.total, onPageChange: setPage } : undefined}
        />
      </Paper>
    </>
  );
}
