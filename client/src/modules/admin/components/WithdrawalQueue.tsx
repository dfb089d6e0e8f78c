/**
 * One withdrawal queue (PAGES §2.3): NORMAL (/admin/pending-withdrawal-request[/:action]), ROI and
 * COMPOUND. Tabs Pending (default) / Complete / Decline / All; Complete / Decline with a confirm
 * that repeats amount, fee, net and payout address → setWithdrawalStatus(id, status, kind). Only a
 * role with withdrawals:decide sees the buttons; completing above the approval threshold may answer
 * 'sent for approval' (maker-checker) instead of paying out.
 */
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { exportUrl } from '../../console/exportUrl';
import { DataTable, type Column } from '../../../components/DataTable';
import { RecordStatus } from './RecordStatus';
import { confirm } from '../../../components/confirm';
import { errorMessage } from '../../../lib/notify';
import { useMutationFlow } from '../../../lib/useMutationFlow';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/money';
import type { Decision, WithdrawalKind } from '../../../generated/types';
import {
  useAdminSetWithdrawalStatusMutation,
  useAdminWithdrawalsQuery,
  type AdminWithdrawalFieldsFragment,
} from '../graphql/money.generated';
import { recordStatusOf, type StatusTab } from '../actions';
import { useStaffAccess } from '../../staff/access';
import { runGuarded } from '../../staff/pending';
import { AddressQr } from './AddressQr';
import type { PickedMember } from './MemberPicker';
import { QueueFilters } from './QueueFilters';
import { PersonName } from '../../../components/PersonName';

export const WITHDRAWALS_PAGE_SIZE = 10;

type Withdrawal = AdminWithdrawalFieldsFragment;

const KIND_TEXT: Record<WithdrawalKind, string> = {
  NORMAL: 'Income withdrawal',
  ROI: 'ROI withdrawal',
  COMPOUND: 'Compound withdrawal',
  PRINCIPLE: 'Principal withdrawal',
};

function memberName(w: Withdrawal): string {
  return w.member?.fullname || w.member?.username || `Member #${w.memberId}`;
}

/** The payout addresses of a request as [network, address] pairs. */
function addresses(w: Withdrawal): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (w.bep20) out.push(['BEP20', w.bep20]);
  if (w.trc20) out.push(['TRC20', w.trc20]);
  return out;
}

export interface WithdrawalQueueProps {
  kind: WithdrawalKind;
  /** Page title (the route fills in its action). */
  title: string;
  tab: StatusTab;
  onTabChange: (tab: StatusTab) => void;
}

/**
 * The queue's Action column: Complete / Decline on a pending request, one decision at a time; no
 * column at all for a role without withdrawals:decide (`allowed` false).
 */
export function decisionColumn<T extends { id: number; status: string }>(busyId: number | null, decide: (row: T, status: Decision) => Promise<unknown> | void, allowed = true): Column<T>[] {
  if (!allowed) return [];
  return [
    {
      key: 'action',
      header: 'Action',
      render: (w) => {
        if (w.status !== 'PENDING') return <Text size="sm" c="dimmed">—</Text>;
        const busy = busyId === w.id;
        return (
          <Stack gap={4} style={{ minWidth: 'max-content' }}>
            <Button size="compact-xs" color="green" loading={busy} disabled={busyId !== null && !busy} onClick={() => void decide(w, 'COMPLETE')}>
              Complete
            </Button>
            <Button size="compact-xs" color="red" variant="light" disabled={busyId !== null} onClick={() => void decide(w, 'DECLINE')}>
              Decline
            </Button>
          </Stack>
        );
      },
      csv: () => '',
    },
  ];
}

/** The toast after a decision that applied (a completion waiting for approval says so instead). */
export function decisionText(status: Decision, amount: string, what = 'Withdrawal'): string {
  return status === 'COMPLETE' ? `${what} of ${formatMoney(amount)} completed` : `${what} of ${formatMoney(amount)} declined`;
}

export function WithdrawalQueue({ kind, title, tab, onTabChange }: WithdrawalQueueProps) {
  const [pageState, setPageState] = useState({ tab, page: 1 });
  // Search by member (name, email or code): the list and the CSV export alike (issue 20 item 15).
  const [member, setMember] = useState<PickedMember | null>(null);
  const page = pageState.tab === tab ? pageState.page : 1;
  const { busyId, run } = useMutationFlow<number>();

  const { data, loading, error, refetch } = useAdminWithdrawalsQuery({
    variables: { kind, status: recordStatusOf(tab), ...(member ? { memberId: member.id } : {}), page, pageSize: WITHDRAWALS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus] = useAdminSetWithdrawalStatusMutation();
  const canDecide = useStaffAccess().can('withdrawals:decide');

  const decide = async (w: Withdrawal, status: Decision) => {
    const completing = status === 'COMPLETE';
    const addr = addresses(w);
    const ok = await confirm({
      title: completing ? 'Complete withdrawal' : 'Decline withdrawal',
      message: completing
        ? `Pay the net amount to the member's address; the fee goes to fees. (${KIND_TEXT[kind]})`
        : `The gross amount returns to the member's wallet. (${KIND_TEXT[kind]})`,
      details: [
        ['Member', `${memberName(w)}${w.email ? ` (${w.email})` : ''}`],
        ['Amount', formatMoney(w.gross)],
        ['Fee', `${formatMoney(w.fee)} (${formatPercent(w.feePercent)})`],
        ['Net', formatMoney(w.net)],
        ...(addr.length ? addr.map(([net, a]): [string, string] => [`${net} address`, a]) : [['Address', 'No payout address'] as [string, string]]),
      ],
      confirmLabel: completing ? 'Complete' : 'Decline',
      danger: !completing,
    });
    if (!ok) return;
    // runGuarded shows the outcome itself (done, sent for approval, or the server's message).
    const result = await run(w.id, () =>
      runGuarded(() => setStatus({ variables: { id: w.id, status, kind } }), (r) => r.data?.setWithdrawalStatus, decisionText(status, w.gross)),
    );
    if (result) void refetch();
  };

  const columns: Column<Withdrawal>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (w) => <PersonName name={memberName(w)} code={w.member?.username} />,
      csv: (w) => memberName(w),
    },
    { key: 'email', header: 'E-mail', render: (w) => w.email ?? '—' },
    {
      key: 'address',
      header: 'Payout Address',
      render: (w) => {
        const addr = addresses(w);
        if (!addr.length) return <AddressQr address={null} />;
        return (
          <Stack gap={4}>
            {addr.map(([net, a]) => (
              <AddressQr key={net} address={a} network={addr.length > 1 ? net : undefined} />
            ))}
          </Stack>
        );
      },
      csv: (w) => addresses(w).map(([, a]) => a).join(' '),
    },
    { key: 'amount', header: 'Amount', render: (w) => formatMoney(w.gross), align: 'right' },
    {
      key: 'fee',
      header: 'Deduction',
      render: (w) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatMoney(w.fee)}</Text>
          <Text size="xs" c="dimmed">
            {formatPercent(w.feePercent)}
          </Text>
        </Stack>
      ),
      csv: (w) => formatMoney(w.fee),
      align: 'right',
    },
    { key: 'net', header: 'Net', render: (w) => formatMoney(w.net), align: 'right' },
    { key: 'status', header: 'Status', render: (w) => <RecordStatus status={w.status} />, csv: (w) => w.status },
    { key: 'requested', header: 'Requested At', render: (w) => formatDateTime(w.createdAt) },
    { key: 'processed', header: 'Processed At', render: (w) => formatDateTime(w.processedAt) },
    ...decisionColumn(busyId, decide, canDecide),
  ];

  const list = data?.withdrawals;
  return (
    <>
      <PageHeader title={title} subtitle={`${KIND_TEXT[kind]} requests: the gross is held from the wallet until you complete or decline.`} />
      <QueueFilters
        tab={tab}
        onTabChange={onTabChange}
        tabsLabel="Withdrawal status"
        member={member}
        onMemberChange={(m) => {
          setMember(m);
          setPageState({ tab, page: 1 });
        }}
      />
      <DataTable
        columns={columns}
        rows={list?.items}
        rowKey={(w) => w.id}
        loading={loading}
        error={error && !list ? errorMessage(error) : null}
        caption={list ? `${list.total} request${list.total === 1 ? '' : 's'}` : undefined}
        paging={list ? { page, pageSize: WITHDRAWALS_PAGE_SIZE, total: list.total, onPageChange: (p) => setPageState({ tab, page: p }) } : undefined}
        exportHref={exportUrl('withdrawals', { kind, status: tab === 'all' ? null : tab, memberId: member?.id ?? null })}
      />
    </>
  );
}
