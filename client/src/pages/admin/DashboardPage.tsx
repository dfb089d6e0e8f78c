/**
 * /admin/dashboard — 'Dashboard' (PAGES §2.3): figure cards (each opens its list page), deposits,
 * withdrawals and top-ups per month (bars, 12 months), new members per day (line, 30 days), income
 * per month by type (stacked area), pending queues with counts, the monthly
 * transaction summary with a month picker, the ledger check, 'Other Information' (feature
 * switches) and recent sign-ups. While only one staff member can move money, a warning asks for a
 * second person (maker-checker).
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Group, List, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconCash, IconCoin, IconReceipt, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatDateTime, formatMoney } from '../../lib/money';
import {
  useAdminDashboardQuery,
  useAdminReconciliationQuery,
  useAdminTransactionSummaryQuery,
  type AdminDashboardQuery,
  type AdminTransactionSummaryQuery,
} from '../../modules/admin/graphql/dashboard.generated';
import { useAdminSettingsQuery } from '../../modules/admin/graphql/settings.generated';
import { useConsoleDashboardQuery, type ConsoleDashboardQuery } from '../../modules/console/console.generated';
import { humanize, lastMonths, monthLabel, moneyToChartNumber } from '../../modules/admin/actions';
import { StatCard } from '../../components/StatCard';
import { FEATURE_SWITCHES } from '../../modules/admin/settingsMeta';
import { IncomeChart, PendingQueues } from '../../modules/console/components/ConsolePanels';
import { SecondPersonAlert } from '../../modules/staff/components/SecondPersonAlert';

type Dashboard = AdminDashboardQuery;
type SummaryRow = AdminTransactionSummaryQuery['transactionSummary']['rows'][number];
type Signup = Dashboard['adminOverview']['recentSignups'][number];

/** Axis ticks and tooltips in the one money format ($1,250.00). */
function axisMoney(value: number): string {
  // One money format everywhere (PAGES conventions), also on chart axes and tooltips.
  return formatMoney(String(value));
}

interface MonthPoint {
  month: string;
  Deposits: number;
  Withdrawals: number;
  'Top-ups': number;
  /** The exact Money strings, for the tooltip. */
  depositsText: string;
  withdrawalsText: string;
  topUpsText: string;
}

function MoneyTooltip({ label, payload }: { label?: unknown; payload?: ReadonlyArray<{ payload?: MonthPoint }> }) {
  const point = payload?.[0]?.payload;
  if (!point) return null;
  return (
    <Paper withBorder shadow="md" p="xs" radius="md">
      <Text size="sm" fw={600} mb={4}>
        {String(label ?? point.month)}
      </Text>
      <Text size="sm" c="teal">{`Deposits: ${formatMoney(point.depositsText)}`}</Text>
      <Text size="sm" c="red">{`Withdrawals: ${formatMoney(point.withdrawalsText)}`}</Text>
      <Text size="sm" c="indigo.7">{`Top-ups: ${formatMoney(point.topUpsText)}`}</Text>
    </Paper>
  );
}

function Charts({ money, topUps }: { money: Dashboard['moneyDashboard']; topUps: ConsoleDashboardQuery['consoleDashboard']['topUpsPerMonth'] }) {
  // Money strings become numbers here ONLY to plot bar heights; the tooltip shows the exact strings.
  const topUpOf = new Map(topUps.map((t) => [t.month, t.amount]));
  const monthly: MonthPoint[] = money.monthly.map((m) => ({
    month: monthLabel(m.month),
    Deposits: moneyToChartNumber(m.deposits),
    Withdrawals: moneyToChartNumber(m.withdrawals),
    'Top-ups': moneyToChartNumber(topUpOf.get(m.month) ?? '0'),
    depositsText: m.deposits,
    withdrawalsText: m.withdrawals,
    topUpsText: topUpOf.get(m.month) ?? '0.00',
  }));
  const daily = money.signupsPerDay.map((d) => ({ day: formatDate(d.day).replace(/ \d{4}$/, ''), Members: d.count }));
  const totalSignups = money.signupsPerDay.reduce((n, d) => n + d.count, 0);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Deposits, withdrawals and top-ups per month
        </Title>
        <div role="img" aria-label={`Bar chart of completed deposits, withdrawals and top-ups over the last ${monthly.length} months`}>
          <BarChart
            h={260}
            data={monthly}
            dataKey="month"
            series={[
              { name: 'Deposits', color: 'teal.6' },
              { name: 'Withdrawals', color: 'red.5' },
              { name: 'Top-ups', color: 'indigo.5' },
            ]}
            withLegend
            valueFormatter={axisMoney}
            yAxisProps={{ width: 96 }}
            tooltipProps={{ content: ({ label, payload }) => <MoneyTooltip label={label} payload={payload as ReadonlyArray<{ payload?: MonthPoint }>} /> }}
          />
        </div>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5">
            New members per day
          </Title>
          <Text size="sm" c="dimmed">
            {`${totalSignups} in ${daily.length} days`}
          </Text>
        </Group>
        <div role="img" aria-label={`Line chart of new members per day over the last ${daily.length} days: ${totalSignups} in total`}>
          <LineChart h={260} data={daily} dataKey="day" series={[{ name: 'Members', color: 'indigo.6' }]} curveType="monotone" withDots={false} yAxisProps={{ allowDecimals: false }} />
        </div>
      </Paper>
    </SimpleGrid>
  );
}

function MonthlySummary() {
  const months = useMemo(() => lastMonths(12), []);
  const [month, setMonth] = useState(months[0]);
  const { data, loading, error } = useAdminTransactionSummaryQuery({ variables: { month }, fetchPolicy: 'cache-and-network' });
  const columns: Column<SummaryRow>[] = [
    { key: 'type', header: 'Type', render: (r) => humanize(r.transactionType) },
    { key: 'source', header: 'Source', render: (r) => humanize(r.source) },
    { key: 'count', header: 'Count', render: (r) => r.count, align: 'right' },
    { key: 'total', header: 'Total', render: (r) => formatMoney(r.total), align: 'right' },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h5">
          Transaction summary
        </Title>
        <Select label="Month" data={months} value={month} onChange={(v) => v && setMonth(v)} allowDeselect={false} w={160} size="xs" />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.transactionSummary.rows}
        rowKey={(r) => `${r.transactionType}:${r.source}`}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        exportName={`transaction-summary-${month}`}
      />
    </Paper>
  );
}

function LedgerStatus() {
  const { data, loading, error } = useAdminReconciliationQuery({ fetchPolicy: 'network-only' });
  const rec = data?.reconciliation;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          Ledger
        </Title>
        {loading && !rec ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm">Checking...</Text>
          </Group>
        ) : rec?.ok ? (
          <Badge color="green" variant="filled">
            Ledger reconciled
          </Badge>
        ) : rec ? (
          <Badge color="red" variant="filled">{`${rec.problems.length} problem${rec.problems.length === 1 ? '' : 's'}`}</Badge>
        ) : null}
      </Group>
      {rec ? (
        <Text size="xs" c="dimmed" mt={4}>
          {`${rec.accounts} accounts · ${rec.transactions} postings · ${rec.entries} entries`}
        </Text>
      ) : null}
      {error && !rec ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
      {rec && !rec.ok ? (
        <Alert color="red" mt="sm" title="Ledger problems" role="alert">
          <List size="sm" spacing={2}>
            {rec.problems.map((p, i) => (
              <List.Item key={i}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Paper>
  );
}

function OtherInformation() {
  const { data, loading, error } = useAdminSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const settings = data?.settings;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Other Information
        </Title>
        <Anchor component={Link} to="/admin/settings" size="sm">
          Settings
        </Anchor>
      </Group>
      {settings ? (
        <Group gap="xs">
          {FEATURE_SWITCHES.map(({ key, feature }) => (
            <Badge key={key} color={settings[key] ? 'green' : 'red'} variant="light" size="lg" radius="sm" tt="none">
              {`${feature}: ${settings[key] ? 'On' : 'Off'}`}
            </Badge>
          ))}
        </Group>
      ) : loading ? (
        <Text size="sm">Loading...</Text>
      ) : error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
    </Paper>
  );
}

function RecentSignups({ rows }: { rows: Signup[] }) {
  const columns: Column<Signup>[] = [
    {
      key: 'username',
      header: 'Username',
      render: (m) => (
        <Anchor component={Link} to={`/admin/check/profile/${m.id}`} size="sm">
          {m.username}
        </Anchor>
      ),
      csv: (m) => m.username,
    },
    { key: 'name', header: 'Name', render: (m) => m.fullname },
    { key: 'email', header: 'E-mail', render: (m) => m.email },
    { key: 'joined', header: 'Joined', render: (m) => formatDateTime(m.createdAt) },
    {
      key: 'view',
      header: 'Action',
      render: (m) => (
        <Anchor component={Link} to={`/admin/check/profile/${m.id}`} size="sm" aria-label={`View ${m.username}`}>
          View
        </Anchor>
      ),
      csv: () => '',
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Recent sign-ups
        </Title>
        <Anchor component={Link} to="/admin/user/all" size="sm">
          All users
        </Anchor>
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(m) => m.id} />
    </Paper>
  );
}

function Cards({ data }: { data: Dashboard }) {
  const m = data.adminOverview.members;
  const money = data.moneyDashboard;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      <StatCard
        label="Members"
        value={m.total}
        icon={IconUsers}
        to="/admin/user/all"
        details={[
          ['Active', m.active],
          ['Inactive', m.inactive],
          ['Blocked', m.blocked],
        ]}
      />
      <StatCard label="Joined Today" value={m.joinedToday} icon={IconUserPlus} to="/admin/user/all" color="indigo" />
      <StatCard
        label="Deposits"
        value={formatMoney(money.depositsCompleted)}
        icon={IconArrowDownRight}
        to="/admin/deposite/complete"
        details={[
          ['Pending', money.depositsPendingCount],
          ['Pending amount', formatMoney(money.depositsPendingAmount)],
        ]}
      />
      <StatCard label="Withdrawals" value={formatMoney(money.withdrawalsCompleted)} icon={IconArrowUpRight} to="/admin/pending-withdrawal-request/complete" color="red" />
      <StatCard
        label="Pending Withdrawals"
        value={money.withdrawalsPendingCount}
        icon={IconReceipt}
        to="/admin/pending-withdrawal-request/pending"
        color="orange"
        details={[['Amount', formatMoney(money.withdrawalsPendingAmount)]]}
      />
      <StatCard label="Income Paid" value={formatMoney(money.incomePaid)} icon={IconCash} color="grape" />
      <StatCard label="Fees" value={formatMoney(money.fees)} icon={IconCoin} color="yellow" />
    </SimpleGrid>
  );
}

export default function DashboardPage() {
  const { data, loading, error, refetch } = useAdminDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const consoleData = useConsoleDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const extra = consoleData.data?.consoleDashboard;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Members, money and platform health at a glance." />
      <SecondPersonAlert />
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {data ? (
          <Stack gap="lg">
            <Cards data={data} />
            <Charts money={data.moneyDashboard} topUps={extra?.topUpsPerMonth ?? []} />
            {extra ? (
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <IncomeChart data={extra} />
                <PendingQueues queues={extra.queues} />
              </SimpleGrid>
            ) : consoleData.error ? (
              <Text c="red" size="sm" role="alert">
                {errorMessage(consoleData.error)}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <LedgerStatus />
              <OtherInformation />
            </SimpleGrid>
            <MonthlySummary />
            <RecentSignups rows={data.adminOverview.recentSignups} />
          </Stack>
        ) : null}
      </QueryState>
    </>
  );
}
