/**
 * /admin/pending-principle-withdrawal-request — Principal Withdrawals (PAGES §2.3): the withdrawal
 * queue plus Plan, Start Date, Days Running, Exit Fee %; completing ends the investment, declining
 * lets it earn again.
 */
import { exportUrl } from '../../modules/console/exportUrl';
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import type { Decision } from '../../generated/types';
import { useAdminSetWithdrawalStatusMutation } from '../../modules/admin/graphql/money.generated';
import { usePrincipalWithdrawalsQuery, type PrincipalWithdrawalFieldsFragment } from '../../modules/plans/investments.generated';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useMutationFlow } from '../../lib/useMutationFlow';
import { recordStatusOf, type StatusTab } from '../../modules/admin/actions';
import { RecordStatus } from '../../modules/admin/components/RecordStatus';
import { StatusTabs } from '../../modules/admin/components/StatusTabs';
import { decisionColumn, decisionText } from '../../modules/admin/components/WithdrawalQueue';
import { useStaffAccess } from '../../modules/staff/access';
import { runGuarded } from '../../modules/staff/pending';

const PAGE_SIZE = 10;
type Row = PrincipalWithdrawalFieldsFragment;

const address = (w: Row) => [w.bep20 ? `BEP20 ${w.bep20}` : null, w.trc20 ? `TRC20 ${w.trc20}` : null].filter(Boolean).join(' · ') || 'No payout address';

export default function PrincipalWithdrawalsPage() {
  const [tab, setTab] = useState<StatusTab>('pending');
  const [page, setPage] = useState(1);
  const { busyId, run } = useMutationFlow<number>();
  const { data, loading, error, refetch } = usePrincipalWithdrawalsQuery({
    variables: { status: recordStatusOf(tab), page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus] = useAdminSetWithdrawalStatusMutation();
  const canDecide = useStaffAccess().can('withdrawals:decide');

  const decide = async (w: Row, status: Decision) => {
    const completing = status === 'COMPLETE';
    const ok = await confirm({
      title: completing ? 'Complete principal withdrawal' : 'Decline principal withdrawal',
      message: completing ? 'Completing ends the investment for good: it stops earning and leaves the cap and team business.' : 'The investment starts earning again.',
      details: [
        ['Member', w.member ? `${w.member.fullname} (${w.member.username})` : `Member #${w.memberId}`],
        ['Plan', w.investment?.plan?.name ?? '—'],
        ['Principal', formatMoney(w.gross)],
        ['Exit fee', `${formatMoney(w.fee)} (${formatPercent(w.feePercent)})`],
        ['Net', formatMoney(w.net)],
        ['Address', address(w)],
      ],
      confirmLabel: completing ? 'Complete' : 'Decline',
      danger: !completing,
    });
    if (!ok) return;
    // runGuarded shows the outcome itself (done, sent for approval, or the server's message).
    const result = await run(w.id, () =>
      runGuarded(() => setStatus({ variables: { id: w.id, status, kind: 'PRINCIPLE' } }), (r) => r.data?.setWithdrawalStatus, decisionText(status, w.gross, 'Principal withdrawal')),
    );
    if (result) void refetch();
  };

  const columns: Column<Row>[] = [
    { key: 'name', header: 'Name', render: (w) => (w.member ? `${w.member.fullname} (${w.member.username})` : `Member #${w.memberId}`) },
    { key: 'email', header: 'E-mail', render: (w) => w.email ?? '—' },
    { key: 'plan', header: 'Plan', render: (w) => w.investment?.plan?.name ?? '—' },
    { key: 'start', header: 'Start Date', render: (w) => formatDate(w.investment?.startDay) },
    { key: 'days', header: 'Days Running', align: 'right', render: (w) => (w.investment ? String(w.investment.ageDays) : '—') },
    { key: 'amount', header: 'Principal', align: 'right', render: (w) => formatMoney(w.gross) },
    { key: 'fee', header: 'Exit Fee %', align: 'right', render: (w) => `${formatPercent(w.feePercent)} (${formatMoney(w.fee)})` },
    { key: 'net', header: 'Net', align: 'right', render: (w) => formatMoney(w.net) },
    { key: 'address', header: 'Payout Address', render: (w) => <Text size="xs" style={{ overflowWrap: 'anywhere' }}>{address(w)}</Text>, csv: address },
    { key: 'status', header: 'Status', render: (w) => <RecordStatus status={w.status} />, csv: (w) => w.status },
    { key: 'requested', header: 'Requested At', render: (w) => formatDateTime(w.createdAt) },
    ...decisionColumn(busyId, decide, canDecide),
  ];
  const list = data?.withdrawals;
  return (
    <Stack gap="lg">
      <PageHeader title="Principal withdrawals" subtitle="Requests to end an investment and return its principal, less the exit fee by age." />
      <StatusTabs
        value={tab}
        onChange={(t) => {
          setTab(t);
          setPage(1);
        }}
        label="Withdrawal status"
      />
      <DataTable
        columns={columns}
        rows={list?.items}
        rowKey={(w) => w.id}
        loading={loading}
        error={error && !list ? errorMessage(error) : null}
        exportHref={exportUrl('withdrawals', { kind: 'PRINCIPLE', status: tab === 'all' ? null : tab })}
        paging={list ? { page, pageSize: PAGE_SIZE, total: list.total, onPageChange: setPage } : undefined}
      />
    </Stack>
  );
}
