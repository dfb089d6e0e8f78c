/** /admin/salary-today — "Today's Salaries" (PAGES §2.3): today's figures and the entitlements list. */
import { useState } from 'react';
import { Badge, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { useSalaryTodayQuery, useUserSalariesQuery, type UserSalariesQuery } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatMoney } from '../../lib/money';
import { StatCard } from '../../components/StatCard';

type Row = UserSalariesQuery['userSalaries']['items'][number];
const PAGE_SIZE = 10;

export default function SalaryTodayPage() {
  const [page, setPage] = useState(1);
  const today = useSalaryTodayQuery({ notifyOnNetworkStatusChange: true });
  const list = useUserSalariesQuery({ variables: { page, pageSize: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const t = today.data?.salaryTodayStats;
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'username', header: 'Username', render: (r) => r.username },
    { key: 'salary', header: 'Salary ID', render: (r) => r.rank },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.salaryAmount) },
    { key: 'duration', header: 'Duration', align: 'right', render: (r) => `${r.duration} months` },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (r) => r.remaining },
    { key: 'status', header: 'Status', render: (r) => <Badge variant="light" color={r.status === 'ACTIVE' ? 'teal' : 'gray'}>{r.status}</Badge> },
    { key: 'assigned', header: 'Assigned Date', render: (r) => formatDate(r.assignedDay) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Today's salaries"
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={today.loading || list.loading} onClick={() => { void today.refetch(); void list.refetch(); }}>
            Refresh
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Payments Today" value={String(t?.paidCount ?? 0)} hint={t ? `${t.dueCount} due on ${formatDate(t.date)}` : undefined} loading={today.loading && !t} error={today.error && !t} testId="salary-today-count" />
        <StatCard label="Amount Today" value={formatMoney(t?.paidTotal)} loading={today.loading && !t} error={today.error && !t} />
        <StatCard label="New Tier Assignments" value={String(t?.newAssignments ?? 0)} loading={today.loading && !t} error={today.error && !t} />
      </SimpleGrid>
      <DataTable
        columns={columns}
        rows={list.data?.userSalaries.items}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={(list.error && !list.data) || (today.error && !t) ? errorMessage(list.error ?? today.error, "Failed to fetch today's stats") : null}
        emptyText="No salary entitlements yet"
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.userSalaries.total ?? 0, onPageChange: setPage }}
        exportHref={exportUrl('salary-entitlements')}
      />
    </Stack>
  );
}
