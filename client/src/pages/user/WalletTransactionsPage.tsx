/**
 * /user/dep — Wallet Transactions (PAGES §2.2): the member's Active Wallet ledger with its balance
 * card, filters Type (entry kinds) and date range (From / To, whole days, From ≤ To), server paging
 * (10), Refresh and Export CSV (of the filtered ledger). A filter change reloads from page 1; an
 * invalid range is shown and not sent. New lines appear live (walletChanged).
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconRefresh, IconWallet } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { MyWalletEntriesDocument, useMyWalletEntriesQuery, type MyWalletEntriesQuery, type MyWalletEntriesQueryVariables } from '../../generated/graphql';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { toUnits } from '../../modules/money/amount';
import { ExportCsvButton, collectPages } from '../../modules/money/exportCsv';
import { dayRange } from '../../modules/money/dateRange';
import { ACTIVE_WALLET_KIND_OPTIONS, kindLabel } from '../../modules/money/labels';
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

interface FilterInputs {
  kinds: string[];
  from: string;
  to: string;
}

type AppliedFilters = Pick<MyWalletEntriesQueryVariables, 'kinds' | 'from' | 'to'>;

const NO_FILTERS: FilterInputs = { kinds: [], from: '', to: '' };

/** The query arguments of valid filter inputs (unset filters left out); null while the range is invalid. */
export function walletEntryFilters(inputs: FilterInputs): AppliedFilters | null {
  const range = dayRange(inputs.from, inputs.to);
  if (range.error) return null;
  const applied: AppliedFilters = {};
  if (inputs.kinds.length) applied.kinds = inputs.kinds;
  if (range.from) applied.from = range.from;
  if (range.to) applied.to = range.to;
  return applied;
}

export default function WalletTransactionsPage() {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const [inputs, setInputs] = useState<FilterInputs>(NO_FILTERS);
  // What the list shows: the last valid filters (an invalid range is not sent).
  const [applied, setApplied] = useState<AppliedFilters>({});
  const range = dayRange(inputs.from, inputs.to);
  const filtered = inputs.kinds.length > 0 || inputs.from !== '' || inputs.to !== '';

  const changeFilters = (patch: Partial<FilterInputs>) => {
    const next = { ...inputs, ...patch };
    setInputs(next);
    const valid = walletEntryFilters(next);
    if (!valid) return;
    setApplied(valid);
    setPage(1);
  };

  const entries = useMyWalletEntriesQuery({ variables: { wallet: 'ACTIVE', page, pageSize: PAGE_SIZE, ...applied }, notifyOnNetworkStatusChange: true });
  const { wallets, loading: walletsLoading, refetch: refetchWallets } = useLiveWallets({ onChange: () => void entries.refetch() });
  const total = entries.data?.walletEntries.total ?? 0;

  const loadAll = () =>
    collectPages(async (p, size) => {
      const { data } = await client.query<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>({
        query: MyWalletEntriesDocument,
        variables: { wallet: 'ACTIVE', page: p, pageSize: size, ...applied },
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
      <Group gap="sm" wrap="wrap" align="flex-start">
        <MultiSelect
          label="Type"
          placeholder={inputs.kinds.length ? undefined : 'All types'}
          data={ACTIVE_WALLET_KIND_OPTIONS}
          value={inputs.kinds}
          onChange={(kinds) => changeFilters({ kinds })}
          clearable
          w={{ base: '100%', sm: 320 }}
        />
        <TextInput
          label="From"
          type="date"
          value={inputs.from}
          max={inputs.to || undefined}
          onChange={(e) => changeFilters({ from: e.currentTarget.value })}
          error={range.errorField === 'from' ? range.error : undefined}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          label="To"
          type="date"
          value={inputs.to}
          min={inputs.from || undefined}
          onChange={(e) => changeFilters({ to: e.currentTarget.value })}
          error={range.errorField === 'to' ? range.error : undefined}
          w={{ base: '100%', xs: 170 }}
        />
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={() => changeFilters(NO_FILTERS)} disabled={!filtered} mt={22}>
          Clear filters
        </Button>
      </Group>
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
