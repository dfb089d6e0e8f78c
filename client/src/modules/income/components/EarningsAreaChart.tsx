/**
 * The stacked area chart of EarningsChart, in a chunk of its own: recharts (through @mantine/charts)
 * is about 125 KB gzip, so it loads only when a member has earnings to draw, after the dashboard's
 * first figures, never with the page itself (issue 22 item 3).
 */
import { AreaChart } from '@mantine/charts';
import { formatMoney } from '../../../lib/money';
import { kindLabel } from '../../money/labels';
import { chartRows } from '../kinds';

export default function EarningsAreaChart({ days, kinds, h }: { days: Array<{ day: string; kind: string; amount: string }>; kinds: string[]; h: number }) {
  return (
    <AreaChart
      h={h}
      data={chartRows(days, kinds)}
      dataKey="day"
      type="stacked"
      series={kinds.map((k, i) => ({ name: k, label: kindLabel(k), color: ['teal.6', 'indigo.6', 'orange.6'][i] }))}
      valueFormatter={(v) => formatMoney(String(v))}
    />
  );
}
