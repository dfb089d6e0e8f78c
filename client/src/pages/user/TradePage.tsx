/**
 * /user/trade — 'Trade' (PAGES §2.2): pair (prefilled from ?pair=), price and chart, today's trade
 * status, the latest 5 trades; 'Trade Now' (confirm) → selfTrade → 'Trade Successfull!'.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useMarketPairsQuery, useMyTradesQuery, useTodayTradeQuery, useTradeRunningPlansQuery, type TradeFieldsFragment } from '../../modules/ranks/ranks.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { PriceChart, type ChartRange } from '../../modules/ranks/components/PriceChart';
import { useSelfTrade } from '../../modules/ranks/hooks';

const columns: Column<TradeFieldsFragment>[] = [
  { key: 'pair', header: 'Pair', render: (t) => t.pair },
  { key: 'price', header: 'Price', align: 'right', render: (t) => t.price },
  { key: 'amount', header: 'ROI credited', align: 'right', render: (t) => formatMoney(t.amount) },
  { key: 'at', header: 'Traded At', render: (t) => formatDateTime(t.tradedAt) },
];

export default function TradePage() {
  const [params] = useSearchParams();
  const pairs = useMarketPairsQuery({ pollInterval: 30_000 });
  const today = useTodayTradeQuery();
  const trades = useMyTradesQuery({ variables: { limit: 5 } });
  const running = useTradeRunningPlansQuery();
  const plans = running.data?.myInvestments.items ?? [];
  const activePlan = plans.length ? plans.map((i) => `${i.plan?.name ?? 'Plan'} ${formatMoney(i.amount)} (${i.roiDay}% a day)`).join(', ') : 'No running plan';
  const [chosen, setChosen] = useState<string | null>(params.get('pair'));
  const [range, setRange] = useState<ChartRange>('1D');
  const list = pairs.data?.marketPairs ?? [];
  const pair = list.some((p) => p.pair === chosen) ? chosen! : (list[0]?.pair ?? '');
  const ticker = list.find((p) => p.pair === pair);
  const { trade, loading } = useSelfTrade(() => {
    void today.refetch();
    void trades.refetch();
  });
  const traded = today.data?.todayTrade;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Trade"
        actions={
          <Button component={Link} to="/user/transaction/roi_transaction/invest" variant="default">
            View Trade Transactions
          </Button>
        }
      />
      {pairs.error && !pairs.data ? <Alert color="red">{errorMessage(pairs.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <StatCard label="My Active Plan" value={activePlan} loading={running.loading && !running.data} testId="trade-plan" />
        <StatCard label="Price" value={ticker ? `${ticker.lastPrice}` : '—'} loading={pairs.loading && !pairs.data} testId="trade-price" />
        <StatCard
          label="Today's trade"
          value={traded ? <Badge color="teal">Traded {traded.pair}</Badge> : <Badge color="gray">Not traded yet</Badge>}
          loading={today.loading && !today.data}
          error={today.error && !today.data}
        />
        <StatCard label="ROI credited today" value={formatMoney(traded?.amount ?? '0')} loading={today.loading && !today.data} error={today.error && !today.data} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" mb="md">
          <Select label="Pair" data={list.map((p) => p.pair)} value={pair || null} onChange={setChosen} allowDeselect={false} w={200} required />
          <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => void trade(pair, ticker?.lastPrice)} loading={loading} disabled={!pair || !!traded}>
            Trade Now
          </Button>
        </Group>
        {pair ? <PriceChart pair={pair} range={range} onRange={setRange} /> : null}
      </Paper>
      <Stack gap="sm">
        <Title order={4}>Latest trades</Title>
        <DataTable columns={columns} rows={trades.data?.myTrades} rowKey={(t) => t.id} loading={trades.loading} error={trades.error && !trades.data ? errorMessage(trades.error) : null} emptyText="No trades yet" />
      </Stack>
    </Stack>
  );
}
