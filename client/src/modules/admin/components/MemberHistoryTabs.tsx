/**
 * The member profile's history tabs: Deposits, Withdrawals, Transfers, Transactions and the wallet
 * ledger. Each tab loads its own page (10 per page) when opened; Export CSV downloads the member's
 * whole list from the server.
 */
import { useState } from 'react';
import { useKeysetPaging } from '../../../lib/keysetPaging';
import { Badge, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { exportUrl, statementExportUrl } from '../../console/exportUrl';
import { DataTable, type Column } from '../../../components/DataTable';
import { RecordStatus } from './RecordStatus';
import { errorMessage } from '../../../lib/notify';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/money';
import type { WalletKind } from '../../../generated/types';
import {
  useAdminMemberTransactionsQuery,
  useAdminTransfersQuery,
  useAdminWalletEntriesQuery,
  type AdminMemberTransactionsQuery,
  type AdminTransfersQuery,
  type AdminWalletEntriesQuery,
} from '../graphql/members.generated';
import {
  useAdminDepositsQuery,
  useAdminWithdrawalsQuery,
  type AdminDepositFieldsFragment,
  type AdminWithdrawalFieldsFragment,
} from '../graphql/money.generated';
import { humanize } from '../actions';
import { CopyValue } from './CopyValue';
import { WALLET_OPTIONS } from './CashHandlingForm';

const PAGE_SIZE = 10;

function paging(total: number | undefined, page: number, setPage: (p: number) => void) {
  return total === undefined ? undefined : { page, pageSize: PAGE_SIZE, total, onPageChange: setPage };
}

function DepositsTab({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAdminDepositsQuery({ variables: { memberId, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const columns: Column<AdminDepositFieldsFragment>[] = [
    { key: 'id', header: 'ID', render: (d) => d.id },
    { key: 'amount', header: 'Amount', render: (d) => formatMoney(d.amount), align: 'right' },
    { key: 'network', header: 'Network', render: (d) => d.currency },
    { key: 'method', header: 'Method', render: (d) => humanize(d.method) },
    { key: 'hash', header: 'Hash', render: (d) => <CopyValue value={d.hash} label="hash" />, csv: (d) => d.hash },
    { key: 'status', header: 'Status', render: (d) => <RecordStatus status={d.status} />, csv: (d) => d.status },
    { key: 'requested', header: 'Requested At', render: (d) => formatDateTime(d.createdAt) },
    { key: 'processed', header: 'Processed At', render: (d) => formatDateTime(d.processedAt) },
  ];
  return <DataTable columns={columns} rows={data?.deposits.items} rowKey={(d) => d.id} loading={loading} error={error && !data ? errorMessage(error) : null} paging={paging(data?.deposits.total, page, setPage)} exportHref={exportUrl('deposits', { memberId })} />;
}

function WithdrawalsTab({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAdminWithdrawalsQuery({ variables: { memberId, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const columns: Column<AdminWithdrawalFieldsFragment>[] = [
    { key: 'id', header: 'ID', render: (w) => w.id },
    { key: 'kind', header: 'Kind', render: (w) => humanize(w.kind) },
    { key: 'amount', header: 'Amount', render: (w) => formatMoney(w.gross), align: 'right' },
    { key: 'fee', header: 'Deduction', render: (w) => `${formatMoney(w.fee)} (${formatPercent(w.feePercent)})`, align: 'right' },
    { key: 'net', header: 'Net', render: (w) => formatMoney(w.net), align: 'right' },
    { key: 'address', header: 'Payout Address', render: (w) => <CopyValue value={w.bep20 || w.trc20} label="address" />, csv: (w) => w.bep20 || w.trc20 },
    { key: 'status', header: 'Status', render: (w) => <RecordStatus status={w.status} />, csv: (w) => w.status },
    { key: 'requested', header: 'Requested At', render: (w) => formatDateTime(w.createdAt) },
    { key: 'processed', header: 'Processed At', render: (w) => formatDateTime(w.processedAt) },
  ];
  return <DataTable columns={columns} rows={data?.withdrawals.items} rowKey={(w) => w.id} loading={loading} error={error && !data ? errorMessage(error) : null} paging={paging(data?.withdrawals.total, page, setPage)} exportHref={exportUrl('withdrawals', { memberId })} />;
}

type Transfer = AdminTransfersQuery['transfers']['items'][number];

function TransfersTab({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAdminTransfersQuery({ variables: { memberId, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const who = (m: Transfer['from'], id: number) => (m ? `${m.username}${m.id === memberId ? ' (this member)' : ''}` : `#${id}`);
  const columns: Column<Transfer>[] = [
    { key: 'date', header: 'Date', render: (t) => formatDateTime(t.createdAt) },
    { key: 'kind', header: 'Kind', render: (t) => humanize(t.kind) },
    { key: 'from', header: 'From', render: (t) => who(t.from, t.fromMemberId) },
    { key: 'to', header: 'To', render: (t) => who(t.to, t.toMemberId) },
    { key: 'wallet', header: 'Source Wallet', render: (t) => humanize(t.sourceWallet) },
    {
      key: 'amount',
      header: 'Amount',
      render: (t) => (
        <Text size="sm" c={t.toMemberId === memberId && t.fromMemberId !== memberId ? 'green' : undefined}>
          {formatMoney(t.amount)}
        </Text>
      ),
      csv: (t) => formatMoney(t.amount),
      align: 'right',
    },
    { key: 'fee', header: 'Fee', render: (t) => formatMoney(t.fee), align: 'right' },
    { key: 'status', header: 'Status', render: (t) => <RecordStatus status={t.status} />, csv: (t) => t.status },
    { key: 'description', header: 'Description', render: (t) => t.description || '—' },
  ];
  return <DataTable columns={columns} rows={data?.transfers.items} rowKey={(t) => t.id} loading={loading} error={error && !data ? errorMessage(error) : null} paging={paging(data?.transfers.total, page, setPage)} exportHref={exportUrl('transfers', { memberId })} />;
}

type Journal = AdminMemberTransactionsQuery['transactions']['items'][number];

function TransactionsTab({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAdminMemberTransactionsQuery({ variables: { filter: { memberId, page, pageSize: PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  const columns: Column<Journal>[] = [
    { key: 'id', header: 'Transaction ID', render: (t) => <Text size="sm" ff="monospace">{t.transactionId}</Text>, csv: (t) => t.transactionId },
    { key: 'type', header: 'Type', render: (t) => humanize(t.transactionType) },
    { key: 'source', header: 'Source', render: (t) => humanize(t.source) },
    { key: 'amount', header: 'Amount', render: (t) => formatMoney(t.amount), align: 'right' },
    { key: 'status', header: 'Status', render: (t) => <RecordStatus status={t.status} />, csv: (t) => t.status },
    { key: 'created', header: 'Created At', render: (t) => formatDateTime(t.createdAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={data?.transactions.items}
      rowKey={(t) => t.transactionId}
      loading={loading}
      error={error && !data ? errorMessage(error) : null}
      paging={paging(data?.transactions.total, page, setPage)}
      exportHref={exportUrl('ledger', { memberId })}
    />
  );
}

type Entry = AdminWalletEntriesQuery['walletEntries']['items'][number];

function LedgerTab({ memberId }: { memberId: number }) {
  const [wallet, setWallet] = useState<WalletKind>('ACTIVE');
  const { page, before, setPage } = useKeysetPaging(wallet);
  const { data, loading, error } = useAdminWalletEntriesQuery({ variables: { memberId, wallet, page, pageSize: PAGE_SIZE, before }, fetchPolicy: 'cache-and-network' });
  const columns: Column<Entry>[] = [
    { key: 'date', header: 'Date', render: (e) => formatDateTime(e.createdAt) },
    { key: 'kind', header: 'Kind', render: (e) => <Badge variant="light" color="gray" style={{ minWidth: 'max-content' }}>{humanize(e.kind)}</Badge>, csv: (e) => e.kind },
    { key: 'description', header: 'Description', render: (e) => e.description || '—' },
    {
      key: 'amount',
      header: 'Amount',
      render: (e) => (
        <Text size="sm" c={e.amount.trim().startsWith('-') ? 'red' : 'green'}>
          {formatMoney(e.amount)}
        </Text>
      ),
      csv: (e) => formatMoney(e.amount),
      align: 'right',
    },
    { key: 'balance', header: 'Balance After', render: (e) => formatMoney(e.balanceAfter), align: 'right' },
    { key: 'tx', header: 'Posting', render: (e) => `#${e.transactionId}` },
  ];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Wallet"
        value={wallet}
        onChange={(v) => setWallet(v as WalletKind)}
        data={WALLET_OPTIONS.map((o) => ({ value: o.value, label: o.label.replace(' Wallet', '') }))}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        columns={columns}
        rows={data?.walletEntries.items}
        rowKey={(e) => e.id}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        paging={paging(data?.walletEntries.total, page, (p) => setPage(p, data?.walletEntries))}
        exportHref={statementExportUrl({ memberId, wallet })}
      />
    </Stack>
  );
}

export function MemberHistoryTabs({ memberId }: { memberId: number }) {
  return (
    <Tabs defaultValue="deposits" keepMounted={false}>
      <Tabs.List mb="md" aria-label="Member history">
        <Tabs.Tab value="deposits">Deposits</Tabs.Tab>
        <Tabs.Tab value="withdrawals">Withdrawals</Tabs.Tab>
        <Tabs.Tab value="transfers">Transfers</Tabs.Tab>
        <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
        <Tabs.Tab value="ledger">Wallet ledger</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="deposits">
        <DepositsTab memberId={memberId} />
      </Tabs.Panel>
      <Tabs.Panel value="withdrawals">
        <WithdrawalsTab memberId={memberId} />
      </Tabs.Panel>
      <Tabs.Panel value="transfers">
        <TransfersTab memberId={memberId} />
      </Tabs.Panel>
      <Tabs.Panel value="transactions">
        <TransactionsTab memberId={memberId} />
      </Tabs.Panel>
      <Tabs.Panel value="ledger">
        <LedgerTab memberId={memberId} />
      </Tabs.Panel>
    </Tabs>
  );
}
