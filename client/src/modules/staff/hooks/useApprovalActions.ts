/**
 * Approve / reject a maker-checker request, or withdraw one's own pending request (confirm →
 * mutation → toast). Failures show the server's
 * message (e.g. FORBIDDEN 'A second staff member must check this request: you made it'). Each action
 * resolves to true when it went through; never rejects.
 */
import { useCallback } from 'react';
import { confirm } from '../../../components/confirm';
import { formatMoney } from '../../../lib/money';
import { useMutationFlow } from '../../../lib/useMutationFlow';
import { useApproveRequestMutation, useRejectRequestMutation, useWithdrawRequestMutation, type ApprovalFieldsFragment } from '../approvals.generated';
import { describeApproval, kindLabel } from '../approvalText';

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

/** The reason's error (3 to 500 characters), or null. */
export function rejectReasonError(reason: string): string | null {
  const n = [...reason.trim()].length;
  if (n < REJECT_REASON_MIN) return `Give a reason of at least ${REJECT_REASON_MIN} characters`;
  if (n > REJECT_REASON_MAX) return `At most ${REJECT_REASON_MAX} characters`;
  return null;
}

export function useApprovalActions(onDone: () => void) {
  const [approveRequest] = useApproveRequestMutation();
  const [rejectRequest] = useRejectRequestMutation();
  const [withdrawRequest] = useWithdrawRequestMutation();
  const { busyId, run } = useMutationFlow<string>();

  /** Runs one decision on `r` (busy while it runs), then the success toast and `onDone`, or the server's message. */
  const perform = useCallback(
    async (r: ApprovalFieldsFragment, mutate: () => Promise<unknown>, success: string): Promise<boolean> => {
      const done = (await run(r.id, mutate, success)) !== null;
      if (done) onDone();
      return done;
    },
    [onDone, run],
  );

  const approve = useCallback(
    async (r: ApprovalFieldsFragment): Promise<boolean> => {
      const ok = await confirm({
        title: 'Approve request',
        message: 'Approving applies the action now, once. It cannot be undone from here.',
        details: [
          ['Request', kindLabel(r.kind)],
          ['What it does', describeApproval(r)],
          ['Member', r.memberName ?? '—'],
          ['Amount', r.amount ? formatMoney(r.amount) : '—'],
          ['Asked by', r.makerName],
          ['Reason', r.reason],
        ],
        confirmLabel: 'Approve',
      });
      return ok && perform(r, () => approveRequest({ variables: { id: r.id } }), `Approved: ${describeApproval(r)}`);
    },
    [approveRequest, perform],
  );

  const reject = useCallback(
    (r: ApprovalFieldsFragment, reason: string): Promise<boolean> =>
      perform(r, () => rejectRequest({ variables: { id: r.id, reason: reason.trim() } }), `Rejected: nothing was posted (${kindLabel(r.kind).toLowerCase()})`),
    [rejectRequest, perform],
  );

  /** The maker takes back their own pending request (e.g. the only other checker has left): nothing is posted. */
  const withdraw = useCallback(
    async (r: ApprovalFieldsFragment): Promise<boolean> => {
      const ok = await confirm({
        title: 'Withdraw request',
        message: 'Withdrawing cancels your request: nothing is posted and nobody can approve it any more. You can make a new request afterwards.',
        details: [
          ['Request', kindLabel(r.kind)],
          ['What it would do', describeApproval(r)],
          ['Member', r.memberName ?? '—'],
          ['Amount', r.amount ? formatMoney(r.amount) : '—'],
          ['Reason', r.reason],
        ],
        confirmLabel: 'Withdraw',
        danger: true,
      });
      return ok && perform(r, () => withdrawRequest({ variables: { id: r.id } }), `Withdrawn: nothing was posted (${kindLabel(r.kind).toLowerCase()})`);
    },
    [withdrawRequest, perform],
  );

  return { approve, reject, withdraw, busyId };
}
