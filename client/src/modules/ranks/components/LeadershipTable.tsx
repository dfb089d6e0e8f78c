/**
 * Leadership income entries of the member's 'Leadership History' and the admin's 'Leadership
 * income': one table of the same records. `admin` adds the server's export and, given onDelete (a
 * role with income:pay), a Delete that reverses the entry.
 */
import { Button } from '@mantine/core';
import { DataTable, type Column, type ServerPaging } from '../../../components/DataTable';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { exportUrl } from '../../console/exportUrl';
import type { LeadershipFieldsFragment } from '../ranks.generated';

interface Props {
  rows: LeadershipFieldsFragment[] | undefined;
  loading?: boolean;
  error?: string | null;
  paging: ServerPaging;
  /** The admin's list: export, and Delete when onDelete is given. */
  admin?: boolean;
  onDelete?: (row: LeadershipFieldsFragment) => void;
  /** A Delete is under way. */
  deleting?: boolean;
}

export function LeadershipTable({ rows, loading, error, paging, admin = false, onDelete, deleting }: Props) {
  const columns: Column<LeadershipFieldsFragment>[] = [
    { key: 'user', header: 'User', render: (r) => r.leaderEmail ?? `#${r.leaderId}` },
    { key: 'by', header: 'User By', render: (r) => r.sourceEmail ?? `#${r.sourceMemberId}` },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
    { key: 'rate', header: 'Percent', align: 'right', render: (r) => `${r.percent}% of ${formatMoney(r.onAmount)}` },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
    ...(admin && onDelete
      ? [
          {
            key: 'action',
            header: 'Action',
            render: (r: LeadershipFieldsFragment) => (
              <Button size="xs" color="red" variant="light" loading={deleting} onClick={() => onDelete(r)}>
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      error={error}
      emptyText="No leadership income yet"
      paging={paging}
      exportHref={admin ? exportUrl('leadership') : undefined}
    />
  );
}
