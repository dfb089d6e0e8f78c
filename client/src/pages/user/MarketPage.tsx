/**
 * /user/market — 'Market' (PAGES §2.2): trading pairs (Pair, Last Price, 24h Change %, 24h High,
 * 24h Low), refreshed every 30 s; 'Chart' selects the chart's pair; 'Trade' opens /user/trade?pair=.
 * On a phone the pairs are the shared stacked cards with both buttons visible.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useMarketPairsQuery } from '../../modules/ranks/ranks.generated';
import { formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { PriceChart, type ChartRange } from '../../modules/ranks/components/PriceChart';

export default function MarketPage() {
  const q = useMarketPairsQuery({ pollInterval: 30_000 });
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [range, setRange] = useState<ChartRange>('1D');
  const pairs = q.data?.marketPairs ?? [];
  const pair = selected ?? pairs[0]?.pair ?? '';
  const columns: Column<(typeof pairs)[number]>[] = [
    { key: 'pair', header: 'Pair', render: (p) => <Text fw={600} size="sm">{p.pair}</Text>, csv: (p) => p.pair },
    { key: 'last', header: 'Last Price', align: 'right', render: (p) => p.lastPrice },
    {
      key: 'change',
      header: '24h Change %',
      align: 'right',
      render: (p) => (
        <Text c={p.change24h.startsWith('-') ? 'red' : 'teal'} size="sm" component="span">
          {formatPercent(p.change24h)}
        </Text>
      ),
      csv: (p) => p.change24h,
    },
    { key: 'high', header: '24h High', align: 'right', render: (p) => p.high24h },
    { key: 'low', header: '24h Low', align: 'right', render: (p) => p.low24h },
    {
      key: 'action',
      header: 'Action',
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          {/* Selects the chart's pair (a row click before: a button works by keyboard and on a phone). */}
          <Button size="xs" variant={p.pair === pair ? 'light' : 'default'} aria-pressed={p.pair === pair} aria-label={`Chart ${p.pair}`} onClick={() => setSelected(p.pair)}>
            Chart
          </Button>
          <Button size="xs" aria-label={`Trade ${p.pair}`} onClick={() => navigate(`/user/trade?pair=${encodeURIComponent(p.pair)}`)}>
            Trade
          </Button>
        </Group>
      ),
      csv: () => '',
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Market" subtitle="Prices refresh every 30 seconds" />
      <QueryState loading={q.loading && !q.data} error={q.error && !q.data ? errorMessage(q.error) : null} onRetry={() => void q.refetch()}>
        <Paper withBorder radius="md" p="md">
          {/* The shared list: a table on wider screens, stacked cards on a phone (nothing to scroll sideways). */}
          <DataTable columns={columns} rows={pairs} rowKey={(p) => p.pair} emptyText="No trading pairs" caption="Trading pairs" />
        </Paper>
        {pair ? (
          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="sm">
              {pair}
            </Title>
            <PriceChart pair={pair} range={range} onRange={setRange} />
          </Paper>
        ) : null}
      </QueryState>
    </Stack>
  );
}
