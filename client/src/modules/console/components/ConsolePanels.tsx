/**
 * Admin dashboard panels fed by consoleDashboard: income per month by type (stacked area, Mantine
 * charts) and the pending queues with counts (each opens the page that works it).
 */
import { Link } from 'react-router-dom';
import { AreaChart } from '@mantine/charts';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import type { ConsoleDashboardQuery } from '../console.generated';
import { incomeLabel, incomeSeries, seriesColor } from '../chartData';

type Console = ConsoleDashboardQuery['consoleDashboard'];

function axisMoney(value: number): string {
  // One money format everywhere (PAGES conventions), also on chart axes and tooltips.
  return formatMoney(String(value));
}

export function IncomeChart({ data }: { data: Console }) {
  const { data: points, kinds } = incomeSeries(data.incomePerMonth);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Income per month by type
      </Title>
      {kinds.length ? (
        <div role="img" aria-label={`Stacked area chart of incomes paid per month by type: ${kinds.join(', ')}`}>
          <AreaChart h={260} data={points} dataKey="month" type="stacked" series={kinds.map((name, i) => ({ name, color: seriesColor(i) }))} withLegend valueFormatter={axisMoney} yAxisProps={{ width: 96 }} curveType="monotone" />
        </div>
      ) : (
        <Text c="dimmed" size="sm">
          No income paid in the last 12 months.
        </Text>
      )}
      {data.incomeTotals.length ? (
        <Group gap="xs" mt="sm">
          {data.incomeTotals.map((t) => (
            <Badge key={t.kind} variant="light" tt="none" size="lg" radius="sm">{`${incomeLabel(t.kind)}: ${formatMoney(t.amount)}`}</Badge>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

export function PendingQueues({ queues }: { queues: Console['queues'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Pending queues
      </Title>
      <Stack gap={4}>
        {queues.map((q) => (
          <UnstyledButton key={q.queue} component={Link} to={q.link} p={6} style={{ borderRadius: 6 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{q.label}</Text>
              <Group gap="xs" wrap="nowrap">
                {q.amount !== null && q.amount !== undefined && q.count > 0 ? (
                  <Text size="sm" c="dimmed">
                    {formatMoney(q.amount)}
                  </Text>
                ) : null}
                <Badge color={q.count > 0 ? 'orange' : 'gray'} variant={q.count > 0 ? 'filled' : 'light'}>
                  {q.count}
                </Badge>
              </Group>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
