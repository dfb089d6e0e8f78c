/** /admin/tickets — 'Tickets' (PAGES §2.3): every ticket with status and search filters; a row's status select → updateTicketStatus; Open ⇒ /admin/ticket/{id}. */
import { useState } from 'react';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import type { TicketStatus } from '../../generated/types';
import { useListTicketsQuery, useUpdateTicketStatusMutation } from '../../modules/tickets/tickets.generated';
import { errorMessage } from '../../lib/notify';
import { runAction } from '../../lib/useMutationFlow';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../modules/tickets/labels';
import { TicketsTable } from '../../modules/tickets/components/TicketsTable';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

export default function TicketsPage() {
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useListTicketsQuery({ variables: { status, search: debounced || null, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateTicketStatusMutation();

  return (
    <>
      <PageHeader title="Tickets" />
      <Paper withBorder p="md" radius="md">
        <Group mb="sm" align="flex-end">
          <Select label="Status" placeholder="All" clearable data={STATUS_OPTIONS} value={status} onChange={(v) => { setStatus((v as TicketStatus) ?? null); setPage(1); }} w={200} />
          <TextInput label="Search" placeholder="Ticket ID or subject" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} w={260} />
        </Group>
        <TicketsTable
          admin
          rows={data?.tickets.items}
          loading={loading}
          error={error ? errorMessage(error) : null}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.tickets.total, onPageChange: setPage } : undefined}
          onStatusChange={(row, next) => void runAction(() => update({ variables: { id: row.id, status: next } }), 'Ticket status updated successfully!')}
        />
      </Paper>
    </>
  );
}
