/** /admin/reward-transactions — 'Reward Transactions' (PAGES §2.3): every member's reward credits. */
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useRankedMembersQuery, useRewardLedgerQuery, type RewardLedgerQuery } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDateTime, formatMoney, formatMoneyOrDash } from '../../lib/money';
import { StatCard } from '../../components/StatCard';
import { exportUrl } from '../../modules/console/exportUrl';
import { useKeysetPaging } from '../../lib/keysetPaging';
import { fromMicro, toMicro } from '../../modules/ranks/salaryTable';
import { rankOf } from '../user/RewardTransactionsPage';

type Row = RewardLedgerQuery['ledgerRows']['items'][number];
const PAGE_SIZE = 10;

const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', render: (r) => r.id },
  { key: 'member', header: 'Member', render: (r) => r.username },
  { key: 'email', header: 'E-mail', render: (r) => r.email },
  { key: 'rank', header: 'Rank', render: (r) => rankOf(r.description) },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
  { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
];

export default function RewardTransactionsAdminPage() {
  const { page, before, setPage } = useKeysetPaging();
  const rows = useRewardLedgerQuery({ variables: { page, pageSize: PAGE_SIZE, before }, notifyOnNetworkStatusChange: true });
  const ranked = useRankedMembersQuery();
  const total = fromMicro((ranked.data?.rankedMembers ?? []).reduce((s, m) => s + toMicro(m.totalReward), 0n));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reward transactions"
        actions={
          <>
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={rows.loading} onClick={() => { void rows.refetch(); void ranked.refetch(); }}>
              Refresh
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Total Rewards Paid" value={formatMoneyOrDash(ranked.data ? total : undefined)} loading={ranked.loading && !ranked.data} error={ranked.error && !ranked.data} testId="reward-total" />
        <StatCard label="Entries" value={rows.data ? String(rows.data.ledgerRows.total) : '—'} loading={rows.loading && !rows.data} error={rows.error && !rows.data} testId="reward-entries" />
      </SimpleGrid>
      <DataTable
        columns={columns}
        rows={rows.data?.ledgerRows.items}
        rowKey={(r) => r.id}
        loading={rows.loading}
        error={rows.error && !rows.data ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
        emptyText="No transactions found"
        searchable
        searchPlaceholder="Search this page"
        paging={{ page, pageSize: PAGE_SIZE, total: rows.data?.ledgerRows.total ?? 0, onPageChange: (p) => setPage(p, rows.data?.ledgerRows) }}
        exportHref={exportUrl('reward-transactions')}
      />
    </Stack>
  );
}
