/**
 * The maker-checker queue: tabs Pending (default) / Approved / Rejected / Withdrawn / All; each
 * request with its maker, member, amount, what approving it does, reason and date (decided ones: who
 * decided, when, and the rejection's reason). Approve (confirm) and Reject (asks for a reason) show
 * only for a role holding the request's permission, and never on the signed-in staff member's own
 * requests; on those, Withdraw (confirm) takes the request back.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Box, Button, Group, Modal, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { RecordStatus } from '../../admin/components/RecordStatus';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { ApprovalStatus } from '../../../generated/types';
import { useStaffAccess } from '../access';
import { usePendingApprovalsQuery, type ApprovalFieldsFragment } from '../approvals.generated';
import { describeApproval, kindLabel } from '../approvalText';
import { REJECT_REASON_MAX, rejectReasonError, useApprovalActions } from '../hooks/useApprovalActions';
import type { StaffPermission } from '../permissions';
import { adminMemberPath } from '../../../app/routes/paths';

export const APPROVALS_PAGE_SIZE = 20;

export const APPROVAL_TABS: Array<{ value: ApprovalStatus; label: string }> = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
  { value: 'ALL', label: 'All' },
];

type Request = ApprovalFieldsFragment;

/** The permissions of withdrawRequest (any one of them), as for approveRequest / rejectRequest. */
const WITHDRAW_PERMISSIONS: StaffPermission[] = ['wallets:adjust', 'withdrawals:decide', 'topups:reverse'];

/** Asks for the rejection's reason (3–500 characters), then rejects. */
function RejectModal({ request, busy, onClose, onReject }: { request: Request | null; busy: boolean; onClose: () => void; onReject: (r: Request, reason: string) => Promise<boolean> }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? rejectReasonError(reason) : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={request !== null} onClose={close} title="Reject request" centered>
      {request ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setTouched(true);
            if (rejectReasonError(reason)) return;
            if (await onReject(request, reason)) close();
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">
              {describeApproval(request)}
              {request.memberName ? ` — ${request.memberName}` : ''}. Nothing is posted; {request.makerName} sees your reason.
            </Text>
            <Textarea
              label="Reason"
              required
              autosize
              minRows={2}
              maxRows={6}
              data-autofocus
              description={`${[...reason.trim()].length}/${REJECT_REASON_MAX}`}
              value={reason}
              error={error}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={busy}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

export function ApprovalsQueue() {
  const [state, setState] = useState<{ status: ApprovalStatus; page: number }>({ status: 'PENDING', page: 1 });
  const { adminId, can } = useStaffAccess();
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const { data, loading, error, refetch } = usePendingApprovalsQuery({
    variables: { status: state.status, page: state.page, pageSize: APPROVALS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { approve, reject, withdraw, busyId } = useApprovalActions(() => void refetch());

  const mine = (r: Request) => adminId !== null && r.makerId === adminId;
  // The maker takes back their own pending request (the server asks for one of the money permissions).
  const mayWithdraw = (r: Request) => r.status === 'PENDING' && mine(r) && WITHDRAW_PERMISSIONS.some((p) => can(p));
  const mayCheck = (r: Request) => r.status === 'PENDING' && !mine(r) && can(r.permission as StaffPermission);

  const decisionColumn: Column<Request> = {
    key: 'decision',
    header: 'Decision',
    render: (r) =>
      r.decidedAt ? (
        <Stack gap={0} maw={260}>
          <Text size="sm">{r.status === 'WITHDRAWN' ? `Withdrawn by ${r.makerName}` : `${r.status === 'REJECTED' ? 'Rejected' : 'Approved'} by ${r.checkerName ?? '—'}`}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.decidedAt)}
          </Text>
          {r.decisionNote ? (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {r.decisionNote}
            </Text>
          ) : null}
        </Stack>
      ) : (
        '—'
      ),
    csv: (r) => [r.status === 'WITHDRAWN' ? r.makerName : r.checkerName, r.decisionNote].filter(Boolean).join(': '),
  };

  const columns: Column<Request>[] = [
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'maker',
      header: 'Maker',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.makerName}</Text>
          {mine(r) ? (
            <Text size="xs" c="dimmed">
              You
            </Text>
          ) : null}
        </Stack>
      ),
      csv: (r) => r.makerName,
    },
    {
      key: 'member',
      header: 'Member',
      render: (r) =>
        r.memberId && r.memberName && can('members:read') ? (
          <Anchor component={Link} to={adminMemberPath(r.memberId)} size="sm">
            {r.memberName}
          </Anchor>
        ) : (
          (r.memberName ?? '—')
        ),
      csv: (r) => r.memberName,
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => (r.amount ? formatMoney(r.amount) : '—'), csv: (r) => r.amount },
    {
      key: 'what',
      header: 'What it does',
      render: (r) => (
        <Stack gap={0} maw={340}>
          <Text size="sm" fw={500}>
            {kindLabel(r.kind)}
          </Text>
          <Text size="xs" c="dimmed">
            {describeApproval(r)}
          </Text>
        </Stack>
      ),
      csv: (r) => describeApproval(r),
    },
    { key: 'reason', header: 'Reason', render: (r) => <Text size="sm" maw={260} style={{ overflowWrap: 'anywhere' }}>{r.reason}</Text>, csv: (r) => r.reason },
    {
      key: 'status',
      header: 'Status',
      // Withdrawn (taken back by its maker) has its own grey badge: neither approved nor rejected.
      render: (r) =>
        r.status === 'WITHDRAWN' ? (
          <Box style={{ minWidth: 'max-content' }}>
            <Badge color="gray" variant="light">
              Withdrawn
            </Badge>
          </Box>
        ) : (
          <RecordStatus status={r.status} />
        ),
      csv: (r) => r.status,
    },
    // Who decided, when, and a rejection's reason: not on the Pending tab, where nothing is decided yet.
    ...(state.status === 'PENDING' ? [] : [decisionColumn]),
    {
      key: 'action',
      header: 'Action',
      render: (r) => {
        if (!mayCheck(r)) {
          if (r.status === 'PENDING' && mine(r)) {
            const busy = busyId === r.id;
            return (
              <Stack gap={4} maw={160}>
                <Text size="xs" c="dimmed">
                  Your request: another staff member must check it
                </Text>
                {mayWithdraw(r) ? (
                  <Button size="compact-xs" color="gray" variant="light" loading={busy} disabled={busyId !== null && !busy} onClick={() => void withdraw(r)} aria-label={`Withdraw request ${r.id}`}>
                    Withdraw
                  </Button>
                ) : null}
              </Stack>
            );
          }
          return <Text size="sm" c="dimmed">—</Text>;
        }
        const busy = busyId === r.id;
        return (
          <Stack gap={4} style={{ minWidth: 'max-content' }}>
            <Button size="compact-xs" color="green" loading={busy} disabled={busyId !== null && !busy} onClick={() => void approve(r)} aria-label={`Approve request ${r.id}`}>
              Approve
            </Button>
            <Button size="compact-xs" color="red" variant="light" disabled={busyId !== null} onClick={() => setRejecting(r)} aria-label={`Reject request ${r.id}`}>
              Reject
            </Button>
          </Stack>
        );
      },
      csv: () => '',
    },
  ];

  const list = data?.pendingApprovals;
  const emptyText = state.status === 'PENDING' ? 'Nothing waits for approval' : 'No requests';
  return (
    <>
      <Tabs value={state.status} onChange={(v) => v && setState({ status: v as ApprovalStatus, page: 1 })} mb="md" keepMounted={false}>
        <Tabs.List aria-label="Approval status">
          {APPROVAL_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        columns={columns}
        rows={list?.items}
        rowKey={(r) => r.id}
        loading={loading}
        error={error && !list ? errorMessage(error) : null}
        emptyText={emptyText}
        caption={list ? `${list.total} request${list.total === 1 ? '' : 's'}` : undefined}
        paging={list ? { page: state.page, pageSize: APPROVALS_PAGE_SIZE, total: list.total, onPageChange: (page) => setState((s) => ({ ...s, page })) } : undefined}
      />
      <RejectModal request={rejecting} busy={rejecting !== null && busyId === rejecting.id} onClose={() => setRejecting(null)} onReject={reject} />
    </>
  );
}
