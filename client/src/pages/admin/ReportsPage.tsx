/**
 * /admin/reports — 'Reports': every ledger line of member wallets with filters by day range,
 * member and kind, the filtered total, server paging and a streamed CSV export of the same filter.
 */
import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { PersonName, personLabel } from '../../components/PersonName';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useAdminReportQuery, type AdminReportQuery } from '../../modules/console/console.generated';
import { exportUrl } from '../../modules/console/exportUrl';
import { EMPTY_FILTER, ReportFilters, toFilterInput, type AppliedFilter } from '../../modules/console/components/ReportFilters';
import { humanize } from '../../modules/admin/actions';
import { adminMemberPath } from '../../app/routes/paths';

type Row = AdminReportQuery['report']['items'][number];

/** Ledger entry kinds (server EntryKind). */
export const ENTRY_KINDS = [
  'DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RETURN', 'TRANSFER_OUT', 'TRANSFER_IN', 'WALLET_MOVE',
  'COMPOUND_IN', 'COMPOUND_ROI', 'COMPOUND_WITHDRAWAL', 'ADMIN_CREDIT', 'ADMIN_DEBIT', 'TOPUP', 'RETOPUP', 'ENTRY_FEE',
  'ROI', 'DIRECT_INCOME', 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME', 'REWARD', 'SALARY', 'CTO', 'LEADERSHIP',
];

const PAGE_SIZE = 10;

export default function ReportsPage() {
  const [filter, setFilter] = useState<AppliedFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const input = toFilterInput(filter);
  const { data, loading, error } = useAdminReportQuery({ variables: { filter: input, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const columns: Column<Row>[] = [
    { key: 'id', header: 'Entry ID', render: (r) => r.id },
    {
      key: 'member',
      header: 'Member',
      render: (r) => <PersonName name={r.fullname} code={r.username || `#${r.memberId}`} to={adminMemberPath(r.memberId)} />,
      csv: (r) => personLabel(r.fullname, r.username),
    },
    { key: 'kind', header: 'Type', render: (r) => humanize(r.kind) },
    { key: 'wallet', header: 'Wallet', render: (r) => humanize(r.wallet) },
    { key: 'amount', header: 'Amount', render: (r) => <Text size="sm" c={r.amount.startsWith('-') ? 'red' : 'teal'}>{formatMoney(r.amount)}</Text>, csv: (r) => r.amount, align: 'right' },
    { key: 'balance', header: 'Balance After', render: (r) => formatMoney(r.balanceAfter), align: 'right' },
    { key: 'description', header: 'Description', render: (r) => r.description },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <>
      <PageHeader title="Reports" subtitle="Every wallet movement, by date, member and type." />
      <Stack>
        <Paper withBorder p="md" radius="md">
          <ReportFilters
            kinds={ENTRY_KINDS}
            memberLabel="Member"
            memberSearch
            onApply={(f) => {
              setFilter(f);
              setPage(1);
            }}
          />
        </Paper>
        {data ? (
          <Group gap="lg">
            <Text size="sm">
              <Text span c="dimmed">
                Rows:
              </Text>{' '}
              <Text span fw={600}>
                {data.report.total}
              </Text>
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Net total:
              </Text>{' '}
              <Text span fw={600}>
                {formatMoney(data.report.sum)}
              </Text>
            </Text>
          </Group>
        ) : null}
        <DataTable
          columns={columns}
          rows={data?.report.items}
          rowKey={(r) => r.id}
          loading={loading}
          error={error && !data ? errorMessage(error) : null}
          exportHref={exportUrl('ledger', input)}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.report.total, onPageChange: setPage } : undefined}
        />
      </Stack>
    </>
  );
}
