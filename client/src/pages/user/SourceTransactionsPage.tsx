/**
 * /transactions/{source} — '{Source} Transactions' (PAGES §2.2), e.g. 'Income to Active': the
 * member's journal rows of one source with filters Type, Status and search (server side; a filter
 * change reloads from page 1), paging (10) and Refresh.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { useMyJournalQuery, type MyJournalQuery } from '../../modules/money/money.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { humanize } from '../../modules/money/labels';

type Row = MyJournalQuery['transactions']['items'][number];
const PAGE_SIZE = 10;

const TYPE_OPTIONS = [
  { value: 'ALL', label: 'All types' },
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
  { value: 'move', label: 'Move' },
];

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'complete', label: 'Complete' },
  { value: 'decline', label: 'Declined' },
];

export const JOURNAL_COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'Transaction ID', render: (r) => r.transactionId },
  { key: 'type', header: 'Type', render: (r) => humanize(r.transactionType) },
  { key: 'source', header: 'Source', render: (r) => humanize(r.source) },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} />, csv: (r) => r.status },
  { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
];

export default function SourceTransactionsPage() {
  const { source = '' } = useParams();
  const [type, setType] = useState('ALL');
  const [status, setStatus] = useState('ALL');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  // The page belongs to one filter: a filter change (or another source) starts again at page 1.
  const filterKey = JSON.stringify([source, type, status, debouncedSearch]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const query = useMyJournalQuery({
    variables: {
      filter: {
        source,
        transactionType: type === 'ALL' ? null : type,
        status: status === 'ALL' ? null : status,
        search: debouncedSearch || null,
        page,
        pageSize: PAGE_SIZE,
      },
    },
    notifyOnNetworkStatusChange: true,
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title={`${humanize(source)} transactions`}
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()} loading={query.loading}>
            Refresh
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select label="Type" data={TYPE_OPTIONS} value={type} onChange={(v) => setType(v ?? 'ALL')} allowDeselect={false} w={{ base: '100%', xs: 180 }} />
        <Select label="Status" data={STATUS_OPTIONS} value={status} onChange={(v) => setStatus(v ?? 'ALL')} allowDeselect={false} w={{ base: '100%', xs: 180 }} />
        <TextInput
          label="Search"
          placeholder="Transaction ID"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <DataTable
        columns={JOURNAL_COLUMNS}
        rows={query.data?.transactions.items}
        rowKey={(r) => r.transactionId}
        loading={query.loading}
        error={query.error && !query.data ? errorMessage(query.error, 'Failed to fetch user transactions') : null}
        emptyText="No transactions found"
        paging={{ page, pageSize: PAGE_SIZE, total: query.data?.transactions.total ?? 0, onPageChange: setPage }}
      />
    </Stack>
  );
}
