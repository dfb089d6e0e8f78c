/**
 * /user/market — 'Market' (PAGES §2.2): trading pairs (Pair, Last Price, 24h Change %, 24h High,
 * 24h Low), refreshed every 30 s; a row selects the chart's pair; 'Trade' opens /user/trade?pair=.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
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
  return (
    <Stack gap="lg">
      <PageHeader title="Market" subtitle="Prices refresh every 30 seconds" />
      <QueryState loading={q.loading && !q.data} error={q.error && !q.data ? errorMessage(q.error) : null} onRetry={() => void q.refetch()}>
        <Paper withBorder radius="md" p="md">
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {['Pair', 'Last Price', '24h Change %', '24h High', '24h Low', ''].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pairs.map((p) => (
                <Table.Tr
                  key={p.pair}
                  onClick={() => setSelected(p.pair)}
                  onKeyDown={(e) => (e.key === 'Enter' ? setSelected(p.pair) : undefined)}
                  tabIndex={0}
                  aria-selected={p.pair === pair}
                  bg={p.pair === pair ? 'var(--mantine-color-teal-light)' : undefined}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td fw={600}>{p.pair}</Table.Td>
                  <Table.Td>{p.lastPrice}</Table.Td>
                  <Table.Td>
                    <Text c={p.change24h.startsWith('-') ? 'red' : 'teal'} size="sm">
                      {formatPercent(p.change24h)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.high24h}</Table.Td>
                  <Table.Td>{p.low24h}</Table.Td>
                  <Table.Td>
                    <Button size="xs" onClick={(e) => { e.stopPropagation(); navigate(`/user/trade?pair=${encodeURIComponent(p.pair)}`); }}>
                      Trade
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
