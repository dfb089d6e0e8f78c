/**
 * /admin/salary-analysis — 'Salary Analysis' (PAGES §2.3): cards, tiers, charts (members per tier,
 * paid per month) and a member's history lookup.
 */
import { useState } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { QueryState } from '../../components/QueryState';
import { useSalaryAnalysisQuery, useSalaryUserHistoryLazyQuery, type SalaryPaymentFieldsFragment, type SalaryTierFieldsFragment } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatMoney } from '../../lib/money';
import { StatCard } from '../../components/StatCard';

const tierColumns: Column<SalaryTierFieldsFragment>[] = [
  { key: 'tier', header: 'Tier', render: (t) => `${t.rank} — ${t.title}` },
  { key: 'req', header: 'Requirement', align: 'right', render: (t) => formatMoney(t.requiredBusiness) },
  { key: 'monthly', header: 'Monthly Amount', align: 'right', render: (t) => formatMoney(t.salaryAmount) },
  { key: 'duration', header: 'Duration', align: 'right', render: (t) => `${t.duration} months` },
  { key: 'members', header: 'Members', align: 'right', render: (t) => t.members },
  { key: 'paid', header: 'Total Paid', align: 'right', render: (t) => formatMoney(t.paidTotal) },
];

const paymentColumns: Column<SalaryPaymentFieldsFragment>[] = [
  { key: 'id', header: 'ID', render: (p) => p.id },
  { key: 'paid', header: 'Paid Amount', align: 'right', render: (p) => formatMoney(p.paidAmount) },
  { key: 'notes', header: 'Notes', render: (p) => p.notes || '—' },
  { key: 'date', header: 'Transaction Date', render: (p) => formatDate(p.transactionDate) },
];

function HistoryLookup() {
  const [userId, setUserId] = useState('');
  const [load, h] = useSalaryUserHistoryLazyQuery({ fetchPolicy: 'network-only' });
  const valid = /^[1-9]\d*$/.test(userId);
  const data = h.data?.salaryUserHistory;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Member history
      </Title>
      <Group align="flex-end">
        <TextInput label="User ID" value={userId} onChange={(e) => setUserId(e.currentTarget.value)} error={userId && !valid ? 'A positive whole number' : null} />
        <Button onClick={() => void load({ variables: { memberId: Number(userId) } })} disabled={!valid} loading={h.loading}>
          Load History
        </Button>
      </Group>
      {h.error ? (
        <Text c="red" mt="sm">
          {errorMessage(h.error, 'Failed to fetch user salary history')}
        </Text>
      ) : null}
      {data ? (
        <Stack mt="md" gap="sm">
          <Text size="sm">
            Rank {data.rank} · {formatMoney(data.salaryAmount)} / month · {data.monthsPaid} paid, {data.monthsLeft} left · total {formatMoney(data.totalPaid)}
          </Text>
          <DataTable columns={paymentColumns} rows={data.payments} rowKey={(p) => p.id} emptyText="No salary payments" exportHref={exportUrl('salary-transactions', { memberId: h.variables?.memberId })} />
        </Stack>
      ) : null}
    </Paper>
  );
}

export default function SalaryAnalysisPage() {
  const q = useSalaryAnalysisQuery();
  const d = q.data?.salaryAdminDashboard;
  return (
    <Stack gap="lg">
      <PageHeader title="Salary analysis" />
      <QueryState loading={q.loading && !d} error={q.error && !d ? errorMessage(q.error, 'Failed to fetch admin dashboard') : null} onRetry={() => void q.refetch()}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatCard label="Total Paid" value={formatMoney(d?.totalPaid)} testId="salary-total-paid" />
          <StatCard label="Members on Salary" value={String(d?.activeEntitlements ?? 0)} />
          <StatCard label="Paid This Month" value={formatMoney(d?.paidThisMonth)} />
          <StatCard label="Average Payment" value={formatMoney(d?.averagePayment)} />
        </SimpleGrid>
        <DataTable columns={tierColumns} rows={d?.tiers} rowKey={(t) => t.rank} emptyText="No tiers" exportHref={exportUrl('salary-tiers')} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={5} mb="sm">
              Members per tier
            </Title>
            <BarChart h={240} data={(d?.tiers ?? []).map((t) => ({ tier: `Rank ${t.rank}`, Members: t.members }))} dataKey="tier" series={[{ name: 'Members', color: 'teal.6' }]} yAxisProps={{ allowDecimals: false }} />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={5} mb="sm">
              Paid per month
            </Title>
            <LineChart h={240} data={(d?.perMonth ?? []).map((m) => ({ month: m.month, Paid: Number(m.total) }))} dataKey="month" series={[{ name: 'Paid', color: 'indigo.6' }]} curveType="monotone" />
          </Paper>
        </SimpleGrid>
      </QueryState>
      <HistoryLookup />
    </Stack>
  );
}
