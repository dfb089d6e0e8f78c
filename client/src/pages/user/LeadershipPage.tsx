/** /user/leadership — 'Leadership Income' (PAGES §2.2): total card and 'Leadership History'. */
import { useState } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useLeadershipIncomeQuery } from '../../modules/ranks/ranks.generated';
import { LeadershipTable } from '../../modules/ranks/components/LeadershipTable';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';

const PAGE_SIZE = 10;

export default function LeadershipPage() {
  const [page, setPage] = useState(1);
  const q = useLeadershipIncomeQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const data = q.data?.leadershipIncome;
  return (
    <Stack gap="lg">
      <PageHeader title="Leadership income" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Total Leadership Income" value={formatMoney(data?.totalAmount)} icon={IconCoins} loading={q.loading && !data} testId="leadership-total" />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={4}>Leadership History</Title>
        <LeadershipTable
          rows={data?.items}
          loading={q.loading}
          error={q.error && !data ? errorMessage(q.error, 'Failed to fetch transactions') : null}
          paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Stack>
  );
}
