/** /admin/leadership — 'Leadership Income' (PAGES §2.3): all entries, total, Delete (reverses). */
import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { useLeadershipIncomeQuery, type LeadershipFieldsFragment } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatMoney } from '../../lib/money';
import { StatCard } from '../../components/StatCard';
import { useDeleteLeadership } from '../../modules/ranks/hooks';
import { useStaffAccess } from '../../modules/staff/access';
import { leadershipColumns } from '../user/LeadershipPage';

const PAGE_SIZE = 10;

export default function LeadershipAdminPage() {
  const [page, setPage] = useState(1);
  const q = useLeadershipIncomeQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const { remove, loading } = useDeleteLeadership(() => void q.refetch());
  const data = q.data?.leadershipIncome;
  // Reversing an entry needs income:pay.
  const canPay = useStaffAccess().can('income:pay');
  const columns: Column<LeadershipFieldsFragment>[] = [
    ...leadershipColumns,
    ...(canPay
      ? [
          {
            key: 'action',
            header: 'Action',
            render: (r: LeadershipFieldsFragment) => (
              <Button size="xs" color="red" variant="light" loading={loading} onClick={() => void remove(r.id, r.amount)}>
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Leadership income" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Total" value={formatMoney(data?.totalAmount)} loading={q.loading && !data} testId="leadership-total" />
      </SimpleGrid>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        loading={q.loading}
        error={q.error && !data ? errorMessage(q.error, 'Failed to fetch transactions') : null}
        emptyText="No leadership income yet"
        paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage }}
        exportHref={exportUrl('leadership')}
      />
    </Stack>
  );
}
