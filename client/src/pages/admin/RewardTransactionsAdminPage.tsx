/** /admin/reward-transactions — 'Reward Transactions' (PAGES §2.3): every member's reward credits. */
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useRankedMembersQuery, useRewardLedgerQuery } from '../../modules/ranks/ranks.generated';
import { RewardLedgerTable } from '../../modules/ranks/components/RewardLedgerTable';
import { errorMessage } from '../../lib/notify';
import { formatMoneyOrDash } from '../../lib/money';
import { StatCard } from '../../components/StatCard';
import { useKeysetPaging } from '../../lib/keysetPaging';
import { fromMicro, toMicro } from '../../modules/ranks/salaryTable';

const PAGE_SIZE = 10;

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
      <RewardLedgerTable
        admin
        rows={rows.data?.ledgerRows.items}
        loading={rows.loading}
        error={rows.error && !rows.data ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
        paging={{ page, pageSize: PAGE_SIZE, total: rows.data?.ledgerRows.total ?? 0, onPageChange: (p) => setPage(p, rows.data?.ledgerRows) }}
      />
    </Stack>
  );
}
