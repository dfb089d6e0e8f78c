/**
 * The reward credits of the member's 'Reward transactions' (their own) and the admin's (everyone's):
 * one table of the same ledger rows. The member's numbers the rows (SR No); `admin` adds the member
 * and e-mail, a search over the page and the server's export.
 */
import { DataTable, type Column, type ServerPaging } from '../../../components/DataTable';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { exportUrl } from '../../console/exportUrl';
import type { RewardLedgerQuery } from '../ranks.generated';

type Row = RewardLedgerQuery['ledgerRows']['items'][number];

/** 'Rank 3 reward' -> '3'. */
export const rankOf = (description: string) => /Rank (\d+)/.exec(description)?.[1] ?? '—';

interface Props {
  rows: Row[] | undefined;
  loading?: boolean;
  error?: string | null;
  paging: ServerPaging;
  /** The admin's list: member, e-mail, search, export. */
  admin?: boolean;
}

export function RewardLedgerTable({ rows, loading, error, paging, admin = false }: Props) {
  const columns: Column<Row>[] = [
    ...(admin ? [] : [{ key: 'sr', header: 'SR No', render: (_r: Row, i: number) => (paging.page - 1) * paging.pageSize + i + 1 }]),
    { key: 'id', header: 'ID', render: (r) => r.id },
    ...(admin
      ? [
          { key: 'member', header: 'Member', render: (r: Row) => r.username },
          { key: 'email', header: 'E-mail', render: (r: Row) => r.email },
        ]
      : []),
    { key: 'rank', header: 'Rank', render: (r) => rankOf(r.description) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      error={error}
      emptyText="No transactions found"
      searchable={admin}
      searchPlaceholder={admin ? 'Search this page' : undefined}
      paging={paging}
      exportHref={admin ? exportUrl('reward-transactions') : undefined}
    />
  );
}
