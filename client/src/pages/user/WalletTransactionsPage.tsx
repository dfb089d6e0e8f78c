/**
 * /user/dep — Wallet Transactions (PAGES §2.2): the member's Active Wallet ledger with its balance
 * card, server paging (10), Refresh and Export CSV. New lines appear live (walletChanged).
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWallet } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { MyWalletEntriesDocument, useMyWalletEntriesQuery, type MyWalletEntriesQuery, type MyWalletEntriesQueryVariables } from '../../generated/graphql';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { toUnits } from '../../modules/money/amount';
import { ExportCsvButton, collectPages } from '../../modules/money/exportCsv';
import { kindLabel } from '../../modules/money/labels';
import { StatCard } from '../../modules/money/StatCard';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';

type Entry = MyWalletEntriesQuery['walletEntries']['items'][number];
const PAGE_SIZE = 10;

const isCredit = (e: Entry) => (toUnits(e.amount) ?? 0n) > 0n;
const absolute = (amount: string) => amount.replace(/^-/, '');

export const WALLET_ENTRY_COLUMNS: Column<Entry>[] = [
  { key: 'date', header: 'Date', render: (e) => formatDateTime(e.createdAt) },
  { key: 'description', header: 'Description', render: (e) => e.description || '—' },
  { key: 'type', header: 'Type', render: (e) => kindLabel(e.kind, e.description) },
  { key: 'credit', header: 'Credit', align: 'right', render: (e) => (isCredit(e) ? formatMoney(e.amount) : '—'), csv: (e) => (isCredit(e) ? e.amount : '') },
  {
    key: 'debit',
    header: 'Debit',
    align: 'right',
    render: (e) => (!isCredit(e) ? formatMoney(absolute(e.amount)) : '—'),
    csv: (e) => (!isCredit(e) ? absolute(e.amount) : ''),
  },
  { key: 'balance', header: 'Balance After', align: 'right', render: (e) => formatMoney(e.balanceAfter), csv: (e) => e.balanceAfter },
  { key: 'reference', header: 'Reference', render: (e) => `#${e.transactionId}`, csv: (e) => e.transactionId },
];

export default function WalletTransactionsPage() {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const entries = useMyWalletEntriesQuery({ variables: { wallet: 'ACTIVE', page, pageSize: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const { wallets, loading: walletsLoading, refetch: refetchWallets } = useLiveWallets({ onChange: () => void entries.refetch() });
  const total = entries.data?.walletEntries.total ?? 0;

  const loadAll = () =>
    collectPages(async (p, size) => {
      const { data } = await client.query<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>({
        query: MyWalletEntriesDocument,
        variables: { wallet: 'ACTIVE', page: p, pageSize: size },
        fetchPolicy: 'network-only',
      });
      return data.walletEntries;
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Wallet Transactions"
        subtitle="Every credit and debit of your Active Wallet."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => {
                void entries.refetch();
                void refetchWallets();
              }}
              loading={entries.loading}
            >
              Refresh
            </Button>
            <ExportCsvButton name="active-wallet-transactions" columns={WALLET_ENTRY_COLUMNS} load={loadAll} disabled={!total} />
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label={WALLET_LABELS.active} value={formatMoney(wallets?.active)} icon={IconWallet} loading={walletsLoading} testId="dep-balance" />
      </SimpleGrid>
      <Stack gap={4}>
        <DataTable
          columns={WALLET_ENTRY_COLUMNS}
          rows={entries.data?.walletEntries.items}
          rowKey={(e) => e.id}
          loading={entries.loading}
          error={entries.error && !entries.data ? errorMessage(entries.error, 'Failed to fetch transactions') : null}
          emptyText="No transactions found"
          paging={{ page, pageSize: PAGE_SIZE, total, onPageChange: setPage }}
          caption="Active Wallet ledger, newest first"
        />
        {total && total <= PAGE_SIZE ? (
          <Text size="sm" c="dimmed">{`${total} ${total === 1 ? 'entry' : 'entries'}`}</Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
