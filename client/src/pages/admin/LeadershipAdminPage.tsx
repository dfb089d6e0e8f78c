/** /admin/leadership — 'Leadership Income' (PAGES §2.3): all entries, total, Delete (reverses). */
import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useLeadershipIncomeQuery } from '../../modules/ranks/ranks.generated';
import { LeadershipTable } from '../../modules/ranks/components/LeadershipTable';
import { errorMessage } from '../../lib/notify';
import { formatMoney } from '../../lib/money';
import { StatCard } from '../../components/StatCard';
import { useDeleteLeadership } from '../../modules/ranks/hooks';
import { useStaffAccess } from '../../modules/staff/access';

const PAGE_SIZE = 10;

export default function LeadershipAdminPage() {
  const [page, setPage] = useState(1);
  const q = useLeadershipIncomeQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const { remove, loading } = useDeleteLeadership(() => void q.refetch());
  const data = q.data?.leadershipIncome;
  // Reversing an entry needs income:pay.
  const canPay = useStaffAccess().can('income:pay');
  return (
    <Stack gap="lg">
      <PageHeader title="Leadership income" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Total" value={formatMoney(data?.totalAmount)} loading={q.loading && !data} testId="leadership-total" />
      </SimpleGrid>
      <LeadershipTable
        admin
        rows={data?.items}
        loading={q.loading}
        error={q.error && !data ? errorMessage(q.error, 'Failed to fetch transactions') : null}
        paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage }}
        onDelete={canPay ? (r) => void remove(r.id, r.amount) : undefined}
        deleting={loading}
      />
    </Stack>
  );
}
