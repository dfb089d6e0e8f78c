/** A table of investments (top-ups): member pages and the admin desk. */
import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { DataTable, type Column, type ServerPaging } from '../../../components/DataTable';
import type { InvestmentStatus } from '../../../generated/types';
import type { InvestmentFieldsFragment } from '../investments.generated';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../../lib/money';

export type Investment = InvestmentFieldsFragment;

const STATUS_COLOR: Record<InvestmentStatus, string> = { RUNNING: 'green', PAUSED: 'yellow', CLOSED: 'gray', EXPIRED: 'gray', CLAIMING: 'yellow', REVERSED: 'red' };
const STATUS_TEXT: Record<InvestmentStatus, string> = { RUNNING: 'Running', PAUSED: 'Withdrawal pending', CLOSED: 'Withdrawn', EXPIRED: 'Expired', CLAIMING: 'Withdrawal pending', REVERSED: 'Reversed' };
const KIND_TEXT: Record<string, string> = { TOPUP: 'Top-Up', RETOPUP: 'Re-Top-Up', FRIEND: 'Friend Top-Up' };

export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {STATUS_TEXT[status]}
    </Badge>
  );
}

export function personName(p: { fullname: string; username: string } | null | undefined, fallbackId: number): string {
  return p ? `${p.fullname} (${p.username})` : `Member #${fallbackId}`;
}

export type InvestmentColumn = 'id' | 'plan' | 'kind' | 'amount' | 'roi' | 'period' | 'status' | 'payer' | 'receiver' | 'description' | 'created' | 'detail';

export interface InvestmentTableProps {
  rows: Investment[] | undefined;
  columns: InvestmentColumn[];
  loading?: boolean;
  error?: string | null;
  paging?: ServerPaging;
  emptyText?: string;
  exportName?: string;
  /** Server CSV export of the whole table (GET /api/v1/export/investments). */
  exportHref?: string;
  searchable?: boolean;
  /** Admin list: a Delete action beside View (the caller confirms and performs). */
  onDelete?: (row: Investment) => void;
}

export function InvestmentTable({ rows, columns, loading, error, paging, emptyText = 'No top-ups yet', exportName, exportHref, searchable, onDelete }: InvestmentTableProps) {
  const all: Record<InvestmentColumn, Column<Investment>> = {
    id: { key: 'id', header: 'ID', render: (i) => String(i.id) },
    plan: { key: 'plan', header: 'Plan', render: (i) => i.plan?.name ?? `Plan #${i.planId}` },
    kind: { key: 'kind', header: 'Type', render: (i) => KIND_TEXT[i.kind] ?? i.kind },
    amount: { key: 'amount', header: 'Amount', align: 'right', render: (i) => formatMoney(i.amount) },
    roi: { key: 'roi', header: 'Daily ROI', align: 'right', render: (i) => formatPercent(i.roiDay) },
    period: { key: 'period', header: 'Period', render: (i) => `${formatDate(i.startDay)} – ${formatDate(i.endDay)}` },
    status: { key: 'status', header: 'Status', render: (i) => <InvestmentStatusBadge status={i.status} />, csv: (i) => i.status },
    payer: { key: 'payer', header: 'Topup By', render: (i) => personName(i.payer, i.payerId) },
    receiver: { key: 'receiver', header: 'Topup To', render: (i) => personName(i.member, i.memberId) },
    description: { key: 'description', header: 'Description', render: (i) => i.description || '—', csv: (i) => i.description },
    created: { key: 'created', header: 'Created At', render: (i) => formatDateTime(i.createdAt) },
    detail: {
      key: 'detail',
      header: 'Action',
      render: (i) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/admin/topup/detail/${i.id}`} size="sm">
            View
          </Anchor>
          {onDelete ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(i)} aria-label={`Delete top-up #${i.id}`}>
              Delete
            </Button>
          ) : null}
        </Group>
      ),
      csv: () => '',
    },
  };
  return (
    <DataTable
      columns={columns.map((c) => all[c])}
      rows={rows}
      rowKey={(i) => i.id}
      loading={loading}
      error={error}
      emptyText={emptyText}
      paging={paging}
      exportName={exportName}
      exportHref={exportHref}
      searchable={searchable}
    />
  );
}
