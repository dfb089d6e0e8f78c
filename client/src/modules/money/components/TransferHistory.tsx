/**
 * 'Transfer history' of /user/transfer (PAGES §2.2): the member's transfers, sent (negative),
 * received and own moves to the Active Wallet, with Refresh and server paging.
 */
import { Stack } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { SectionHeader } from '../../../components/SectionHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { MyTransferFieldsFragment, MyTransfersQueryResult } from '../money.generated';

export const TRANSFER_PAGE_SIZE = 10;

function transferColumns(selfId: string): Column<MyTransferFieldsFragment>[] {
  const sent = (t: MyTransferFieldsFragment) => String(t.fromMemberId) === selfId;
  return [
    {
      key: 'type',
      header: 'Type',
      render: (t) => (t.kind === 'to_active' ? `${t.sourceWallet === 'ROI' ? 'ROI' : 'Income'} to Active` : sent(t) ? 'Sent' : 'Received'),
    },
    {
      key: 'member',
      header: 'Member',
      render: (t) => {
        if (t.kind === 'to_active') return 'Own wallet';
        const other = sent(t) ? t.to : t.from;
        return other ? `${other.fullname} (${other.username})` : '—';
      },
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (t) => (t.kind !== 'to_active' && sent(t) ? formatMoney(`-${t.amount}`) : formatMoney(t.amount)),
    },
    { key: 'description', header: 'Description', render: (t) => t.description || '—' },
    { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} />, csv: (t) => t.status },
    { key: 'date', header: 'Date', render: (t) => formatDateTime(t.createdAt) },
  ];
}

interface TransferHistoryProps {
  history: MyTransfersQueryResult;
  /** The signed-in member's id ('' when unknown): tells sent from received. */
  selfId: string;
  page: number;
  onPageChange: (page: number) => void;
}

export function TransferHistory({ history, selfId, page, onPageChange }: TransferHistoryProps) {
  return (
    <Stack gap="sm">
      <SectionHeader title="Transfer history" onRefresh={() => void history.refetch()} loading={history.loading} />
      <DataTable
        columns={transferColumns(selfId)}
        rows={history.data?.myTransfers.items}
        rowKey={(t) => t.id}
        loading={history.loading}
        error={history.error && !history.data ? errorMessage(history.error) : null}
        emptyText="No transfers yet"
        paging={{ page, pageSize: TRANSFER_PAGE_SIZE, total: history.data?.myTransfers.total ?? 0, onPageChange }}
      />
    </Stack>
  );
}
