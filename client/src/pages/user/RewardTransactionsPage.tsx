/** /user/transaction/reward-transaction — 'Reward Transactions' (PAGES §2.2). */
import { Link } from 'react-router-dom';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useMyIncomeTotalsQuery } from '../../modules/member/member.generated';
import { useRewardLedgerQuery, type RewardLedgerQuery } from '../../modules/ranks/ranks.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { useKeysetPaging } from '../../lib/keysetPaging';

type Row = RewardLedgerQuery['ledgerRows']['items'][number];
const PAGE_SIZE = 10;

/** 'Rank 3 reward' -> '3'. */
export const rankOf = (description: string) => /Rank (\d+)/.exec(description)?.[1] ?? '—';

export default function RewardTransactionsPage() {
  const { page, before, setPage } = useKeysetPaging();
  const rows = useRewardLedgerQuery({ variables: { page, pageSize: PAGE_SIZE, before } });
  const totals = useMyIncomeTotalsQuery();
  const columns: Column<Row>[] = [
    { key: 'sr', header: 'SR No', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'id', header: 'ID', render: (r) => r.id },
    { key: 'rank', header: 'Rank', render: (r) => rankOf(r.description) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reward transactions"
        actions={
          <Button component={Link} to="/user/rewards" variant="default" leftSection={<IconTrophy size={16} />}>
            My Rewards
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Total Reward" value={formatMoney(totals.data?.me.totals.rewardIncome)} loading={totals.loading && !totals.data} error={totals.error && !totals.data} testId="reward-total" />
      </SimpleGrid>
      <DataTable
        columns={columns}
        rows={rows.data?.ledgerRows.items}
        rowKey={(r) => r.id}
        loading={rows.loading}
        error={rows.error && !rows.data ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
        emptyText="No transactions found"
        paging={{ page, pageSize: PAGE_SIZE, total: rows.data?.ledgerRows.total ?? 0, onPageChange: (p) => setPage(p, rows.data?.ledgerRows) }}
      />
    </Stack>
  );
}
