/**
 * /user/transaction/roi_transaction/invest — 'Trade Transactions' (PAGES §2.2): the ROI credited by
 * the member's trades (listMyLedger(roi_transaction, invest)): SR No, ID, Pair, Price, Amount,
 * On Amount (the investment's principal), Percent (its daily %), Created At; the total credited by
 * trades; server paging (10); 'Trade Now' ⇒ /user/trade. This explicit route wins over
 * /user/transaction/{table_name}/{fit}.
 */
import { Link } from 'react-router-dom';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconCoins, IconRefresh } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useMyLedgerRowsQuery, type MyLedgerRowsQuery } from '../../modules/money/money.generated';
import { formatDateTime, formatMoney, formatMoneyOrDash, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useKeysetPaging } from '../../lib/keysetPaging';

type Row = MyLedgerRowsQuery['ledgerRows']['items'][number];
const PAGE_SIZE = 10;
const TABLE = 'roi_transaction';
const FIT = 'invest';

export function tradeColumns(offset: number): Column<Row>[] {
  return [
    { key: 'sr', header: 'SR No', render: (_r, i) => offset + i + 1 },
    { key: 'id', header: 'ID', render: (r) => r.id },
    { key: 'pair', header: 'Pair', render: (r) => r.pair ?? '—' },
    { key: 'price', header: 'Price', align: 'right', render: (r) => r.price ?? '—' },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
    { key: 'onAmount', header: 'On Amount', align: 'right', render: (r) => formatMoneyOrDash(r.onAmount) },
    { key: 'percent', header: 'Percent', align: 'right', render: (r) => formatPercent(r.percent) },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
}

export default function TradeTransactionsPage() {
  const { page, before, setPage } = useKeysetPaging(`${TABLE}/${FIT}`);
  const rows = useMyLedgerRowsQuery({ variables: { tableName: TABLE, page, pageSize: PAGE_SIZE, before, fit: FIT }, notifyOnNetworkStatusChange: true });
  const data = rows.data?.ledgerRows;
  const failed = rows.error && !rows.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Trade transactions"
        actions={
          <>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void rows.refetch()} loading={rows.loading}>
              Refresh
            </Button>
            <Button component={Link} to="/user/trade" leftSection={<IconArrowsExchange size={16} />}>
              Trade Now
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label="Total trade ROI" value={formatMoneyOrDash(data?.totalAmount)} icon={IconCoins} loading={rows.loading && !rows.data} error={failed} testId="trade-roi-total" />
        <StatCard label="Trades" value={data ? String(data.total) : '—'} loading={rows.loading && !rows.data} error={failed} testId="trade-count" />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={4}>Transaction History</Title>
        <DataTable
          columns={tradeColumns((page - 1) * PAGE_SIZE)}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={rows.loading}
          error={failed ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
          emptyText="No trades yet: trade on the Trade page to earn your ROI"
          paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: (p) => setPage(p, data) }}
        />
      </Stack>
    </Stack>
  );
}
