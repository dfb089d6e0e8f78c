/** /user/transaction/reward-transaction — 'Reward Transactions' (PAGES §2.2). */
import { Link } from 'react-router-dom';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useMyIncomeTotalsQuery } from '../../modules/member/member.generated';
import { useRewardLedgerQuery } from '../../modules/ranks/ranks.generated';
import { RewardLedgerTable } from '../../modules/ranks/components/RewardLedgerTable';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { useKeysetPaging } from '../../lib/keysetPaging';

const PAGE_SIZE = 10;

export default function RewardTransactionsPage() {
  const { page, before, setPage } = useKeysetPaging();
  const rows = useRewardLedgerQuery({ variables: { page, pageSize: PAGE_SIZE, before } });
  const totals = useMyIncomeTotalsQuery();
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
      <RewardLedgerTable
        rows={rows.data?.ledgerRows.items}
        loading={rows.loading}
        error={rows.error && !rows.data ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
        paging={{ page, pageSize: PAGE_SIZE, total: rows.data?.ledgerRows.total ?? 0, onPageChange: (p) => setPage(p, rows.data?.ledgerRows) }}
      />
    </Stack>
  );
}
