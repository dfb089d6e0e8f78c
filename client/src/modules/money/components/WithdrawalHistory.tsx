/**
 * 'Withdrawal history' of /user/withdrawal (PAGES §2.2): status filter, Refresh, and the table with
 * type, amount, fee, net, status, dates and 'Cancel' on a pending row.
 */
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { MyWithdrawalFieldsFragment } from '../money.generated';
import { WITHDRAWAL_PAGE_SIZE, type WithdrawalHistoryState } from '../hooks/useWithdrawalHistory';
import { KIND_LABELS } from '../hooks/useRequestWithdrawal';

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'All statuses' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETE', label: 'Complete' },
  { value: 'DECLINE', label: 'Declined' },
];

export function WithdrawalHistory({ history, onCancel }: { history: WithdrawalHistoryState; onCancel: (w: MyWithdrawalFieldsFragment) => void }) {
  const { query, status, page, setPage, filter } = history;
  const columns: Column<MyWithdrawalFieldsFragment>[] = [
    { key: 'type', header: 'Type', render: (w) => KIND_LABELS[w.kind] },
    { key: 'amount', header: 'Amount', render: (w) => formatMoney(w.gross), align: 'right' },
    { key: 'fee', header: 'Fee', render: (w) => formatMoney(w.fee), align: 'right' },
    { key: 'net', header: 'Net', render: (w) => formatMoney(w.net), align: 'right' },
    { key: 'status', header: 'Status', render: (w) => <StatusBadge status={w.status.toLowerCase()} />, csv: (w) => w.status.toLowerCase() },
    { key: 'requested', header: 'Requested At', render: (w) => formatDateTime(w.createdAt) },
    { key: 'processed', header: 'Processed At', render: (w) => formatDateTime(w.processedAt) },
    {
      key: 'action',
      header: 'Action',
      render: (w) =>
        w.status === 'PENDING' ? (
          <Button size="compact-sm" color="red" variant="light" onClick={() => onCancel(w)} aria-label={`Cancel withdrawal #${w.id}`}>
            Cancel
          </Button>
        ) : (
          '—'
        ),
      csv: () => '',
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={4}>Withdrawal history</Title>
        <Group gap="xs">
          <Select aria-label="Status filter" data={STATUS_OPTIONS} value={status} onChange={(v) => filter(v ?? 'ALL')} allowDeselect={false} w={170} />
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()} loading={query.loading}>
            Refresh
          </Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        rows={query.data?.myWithdrawals.items}
        rowKey={(w) => w.id}
        loading={query.loading}
        error={query.error && !query.data ? errorMessage(query.error) : null}
        emptyText="No withdrawals yet"
        searchable
        searchPlaceholder="Search withdrawals..."
        paging={{ page, pageSize: WITHDRAWAL_PAGE_SIZE, total: query.data?.myWithdrawals.total ?? 0, onPageChange: setPage }}
      />
    </Stack>
  );
}
