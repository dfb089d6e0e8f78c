/**
 * Earnings over time: ROI, level and direct income per day of the last `days` days (the member's
 * myIncome series), stacked. Used on the dashboard and the Income page.
 */
import { AreaChart } from '@mantine/charts';
import { Alert } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import { kindLabel } from '../../money/labels';
import { chartRows } from '../kinds';

export const CHART_KINDS = ['ROI', 'LEVEL_INCOME', 'DIRECT_INCOME'];

export function EarningsChart({ days, loading, failed, h = 240, period = 'the last 30 days' }: { days: Array<{ day: string; kind: string; amount: string }> | undefined; loading?: boolean; failed?: boolean; h?: number; period?: string }) {
  if (failed) return <Alert color="red">The earnings could not be loaded.</Alert>;
  if (!days || !days.length) return <Alert color="gray">{loading ? 'Loading…' : `No income in ${period} yet.`}</Alert>;
  return (
    <div role="img" aria-label={`Earnings per day over ${period}: ${CHART_KINDS.map((k) => kindLabel(k)).join(', ')}`}>
      <AreaChart
        h={h}
        data={chartRows(days, CHART_KINDS)}
        dataKey="day"
        type="stacked"
        series={CHART_KINDS.map((k, i) => ({ name: k, label: kindLabel(k), color: ['teal.6', 'indigo.6', 'orange.6'][i] }))}
        valueFormatter={(v) => formatMoney(String(v))}
      />
    </div>
  );
}
