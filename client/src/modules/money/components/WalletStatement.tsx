/**
 * A member's statement (PAGES §2.2 /user/dep, /user/statement): the lines of one wallet or of all
 * four, newest first, each with its wallet's running balance; filters Wallet (unless fixed), Type
 * (entry kinds) and date range (From / To, whole days, From ≤ To); server paging by key (10);
 * Refresh and Export CSV of the filtered lines. A filter change reloads from page 1; an invalid range
 * is shown and not sent. New lines appear live (walletChanged).
 */
import { useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChartLine, IconCoins, IconDownload, IconFilterOff, IconPigMoney, IconRefresh, IconWallet } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import type { WalletKind } from '../../../generated/types';
import { useMyWalletEntriesQuery, type MyWalletEntriesQuery, type MyWalletEntriesQueryVariables } from '../money.generated';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useKeysetPaging } from '../../../lib/keysetPaging';
import { toUnits } from '../amount';
import { statementExportUrl } from '../../console/exportUrl';
import { dayRange } from '../dateRange';
import { ACTIVE_WALLET_KIND_OPTIONS, STATEMENT_KIND_OPTIONS, kindLabel } from '../labels';
import { StatCard } from '../../../components/StatCard';
import { WALLET_LABELS, useLiveWallets, type WalletName } from '../../member/useLiveWallets';

type Entry = MyWalletEntriesQuery['walletEntries']['items'][number];
const PAGE_SIZE = 10;

const isCredit = (e: Entry) => (toUnits(e.amount) ?? 0n) > 0n;
const absolute = (amount: string) => amount.replace(/^-/, '');

export const WALLET_NAMES: Record<WalletKind, WalletName> = { ACTIVE: 'active', INCOME: 'income', ROI: 'roi', COMPOUND: 'compound' };
const WALLET_ICONS = { active: IconWallet, income: IconCoins, roi: IconChartLine, compound: IconPigMoney };
const WALLET_COLORS = { active: 'teal', income: 'indigo', roi: 'grape', compound: 'orange' };

const walletColumn: Column<Entry> = { key: 'wallet', header: 'Wallet', render: (e) => WALLET_LABELS[WALLET_NAMES[e.wallet]], csv: (e) => e.wallet };

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

const STATEMENT_COLUMNS: Column<Entry>[] = [WALLET_ENTRY_COLUMNS[0], walletColumn, ...WALLET_ENTRY_COLUMNS.slice(1)];

interface FilterInputs {
  wallet: WalletKind | null;
  kinds: string[];
  from: string;
  to: string;
}

type AppliedFilters = Pick<MyWalletEntriesQueryVariables, 'wallet' | 'kinds' | 'from' | 'to'>;

/** The query arguments of valid filter inputs (unset filters left out); null while the range is invalid. */
export function walletEntryFilters(inputs: FilterInputs): AppliedFilters | null {
  const range = dayRange(inputs.from, inputs.to);
  if (range.error) return null;
  const applied: AppliedFilters = {};
  if (inputs.wallet) applied.wallet = inputs.wallet;
  if (inputs.kinds.length) applied.kinds = inputs.kinds;
  if (range.from) applied.from = range.from;
  if (range.to) applied.to = range.to;
  return applied;
}

export interface WalletStatementProps {
  title: string;
  subtitle: string;
  /** One wallet only (no Wallet filter); otherwise all four with a Wallet filter. */
  fixedWallet?: WalletKind;
  /** Filters to start with (e.g. from a dashboard link). */
  initialWallet?: WalletKind | null;
  initialKinds?: string[];
  csvName: string;
  caption: string;
}

export function WalletStatement({ title, subtitle, fixedWallet, initialWallet = null, initialKinds = [], csvName, caption }: WalletStatementProps) {
  const start: FilterInputs = { wallet: fixedWallet ?? initialWallet, kinds: initialKinds, from: '', to: '' };
  const [inputs, setInputs] = useState<FilterInputs>(start);
  // What the list shows: the last valid filters (an invalid range is not sent).
  const [applied, setApplied] = useState<AppliedFilters>(() => walletEntryFilters(start) ?? {});
  const range = dayRange(inputs.from, inputs.to);
  const cleared: FilterInputs = { wallet: fixedWallet ?? null, kinds: [], from: '', to: '' };
  const filtered = JSON.stringify(inputs) !== JSON.stringify(cleared);

  const changeFilters = (patch: Partial<FilterInputs>) => {
    const next = { ...inputs, ...patch };
    setInputs(next);
    const valid = walletEntryFilters(next);
    if (valid) setApplied(valid);
  };

  // A filter change starts over at page 1.
  const { page, before, setPage } = useKeysetPaging(JSON.stringify(applied));
  const entries = useMyWalletEntriesQuery({ variables: { page, pageSize: PAGE_SIZE, before, ...applied }, notifyOnNetworkStatusChange: true });
  const { wallets, loading: walletsLoading, refetch: refetchWallets } = useLiveWallets({ onChange: () => void entries.refetch() });
  const total = entries.data?.walletEntries.total ?? 0;
  const columns = fixedWallet ? WALLET_ENTRY_COLUMNS : STATEMENT_COLUMNS;
  const shownWallets: WalletKind[] = fixedWallet ? [fixedWallet] : ['ACTIVE', 'INCOME', 'ROI', 'COMPOUND'];


  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={subtitle}
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
            {/* The server streams every filtered line (no row cap): the member's own statement only. */}
            <Button component="a" href={statementExportUrl(applied)} download={`${csvName}.csv`} variant="default" leftSection={<IconDownload size={16} />}>
              Export CSV
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: fixedWallet ? 1 : 2, xs: 2, md: fixedWallet ? 3 : 4 }} spacing="md">
        {shownWallets.map((w) => {
          const name = WALLET_NAMES[w];
          return (
            <StatCard
              key={w}
              label={WALLET_LABELS[name]}
              value={wallets ? formatMoney(wallets[name]) : walletsLoading ? '' : '—'}
              icon={WALLET_ICONS[name]}
              color={WALLET_COLORS[name]}
              loading={walletsLoading}
              testId={fixedWallet ? 'dep-balance' : `statement-balance-${name}`}
            />
          );
        })}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap" align="flex-start">
        {fixedWallet ? null : (
          <Select
            label="Wallet"
            placeholder="All wallets"
            data={shownWallets.map((w) => ({ value: w, label: WALLET_LABELS[WALLET_NAMES[w]] }))}
            value={inputs.wallet}
            onChange={(wallet) => changeFilters({ wallet: (wallet as WalletKind | null) ?? null })}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        )}
        <MultiSelect
          label="Type"
          placeholder={inputs.kinds.length ? undefined : 'All types'}
          data={fixedWallet === 'ACTIVE' ? ACTIVE_WALLET_KIND_OPTIONS : STATEMENT_KIND_OPTIONS}
          value={inputs.kinds}
          onChange={(kinds) => changeFilters({ kinds })}
          clearable
          searchable
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
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={() => changeFilters(cleared)} disabled={!filtered} mt={22}>
          Clear filters
        </Button>
      </Group>
      <Stack gap={4}>
        <DataTable
          columns={columns}
          rows={entries.data?.walletEntries.items}
          rowKey={(e) => e.id}
          loading={entries.loading}
          error={entries.error && !entries.data ? errorMessage(entries.error, 'Failed to fetch transactions') : null}
          emptyText="No transactions found"
          paging={{ page, pageSize: PAGE_SIZE, total, onPageChange: (p) => setPage(p, entries.data?.walletEntries) }}
          caption={caption}
        />
        {total && total <= PAGE_SIZE ? <Text size="sm" c="dimmed">{`${total} ${total === 1 ? 'entry' : 'entries'}`}</Text> : null}
      </Stack>
    </Stack>
  );
}
