import { AreaChart } from '@mantine/charts';
import { Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { usePairHistoryQuery } from '../ranks.generated';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';

export type ChartRange = '1D' | '1W' | '1M';

/** The price chart of one pair (AreaChart, 1D/1W/1M). Prices are plotted as numbers: display only. */
export function PriceChart({ pair, range, onRange }: { pair: string; range: ChartRange; onRange: (r: ChartRange) => void }) {
  const q = usePairHistoryQuery({ variables: { pair, range }, skip: !pair });
  const data = (q.data?.pairHistory ?? []).map((p) => ({ time: formatDateTime(p.time), price: Number(p.price) }));
  return (
    <Stack gap="xs">
      <SegmentedControl value={range} onChange={(v) => onRange(v as ChartRange)} data={['1D', '1W', '1M']} aria-label="Chart range" role="radiogroup" w={200} />
      {q.loading && !q.data ? (
        <Center h={260}>
          <Loader size="sm" />
        </Center>
      ) : q.error ? (
        <Text c="red">{errorMessage(q.error)}</Text>
      ) : (
        // The label on an element with a role (a chart's own root is a plain div).
        <div role="img" aria-label={`${pair} price chart`}>
          <AreaChart h={260} data={data} dataKey="time" series={[{ name: 'price', label: pair, color: 'teal.6' }]} curveType="monotone" withDots={false} />
        </div>
      )}
    </Stack>
  );
}
