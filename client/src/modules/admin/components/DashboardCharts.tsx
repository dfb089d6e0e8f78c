/**
 * The admin dashboard's two charts (PAGES §2.3): completed deposits, withdrawals and top-ups per
 * month (bars, 12 months; the tooltip shows the exact amounts) and new members per day (line, 30 days).
 */
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '../../../lib/money';
import type { AdminDashboardQuery } from '../graphql/dashboard.generated';
import type { ConsoleDashboardQuery } from '../../console/console.generated';
import { monthLabel, moneyToChartNumber } from '../actions';

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

export function DashboardCharts({ money, topUps }: { money: AdminDashboardQuery['moneyDashboard']; topUps: ConsoleDashboardQuery['consoleDashboard']['topUpsPerMonth'] }) {
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
