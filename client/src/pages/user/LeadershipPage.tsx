/** /user/leadership — 'Leadership Income' (PAGES §2.2): total card and 'Leadership History'. */
import { useState } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useLeadershipIncomeQuery, type LeadershipFieldsFragment } from '../../modules/ranks/ranks.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';

const PAGE_SIZE = 10;

export const leadershipColumns: Column<LeadershipFieldsFragment>[] = [
  { key: 'user', header: 'User', render: (r) => r.leaderEmail ?? `#${r.leaderId}` },
  { key: 'by', header: 'User By', render: (r) => r.sourceEmail ?? `#${r.sourceMemberId}` },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
  { key: 'rate', header: 'Percent', align: 'right', render: (r) => `${r.percent}% of ${formatMoney(r.onAmount)}` },
  { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
];

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
        <DataTable
          columns={leadershipColumns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={q.loading}
          error={q.error && !data ? errorMessage(q.error, 'Failed to fetch transactions') : null}
          emptyText="No leadership income yet"
          paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Stack>
  );
}
