/**
 * Maker-checker on the money desk: a guarded money action (cash handling, a withdrawal above the
 * approval threshold, a top-up reversal or deletion) may answer with `pendingApproval` instead of
 * applying. The staff member is then told it waits for a second person, never that it is done.
 */
import { notifications } from '@mantine/notifications';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

export const SENT_FOR_APPROVAL = 'Sent for approval: a second staff member must approve it';

/** The 'sent for approval' toast (blue: nothing happened yet). */
export function notifySentForApproval(): void {
  notifications.show({ color: 'blue', autoClose: 6000, title: 'Waiting for a second person', message: SENT_FOR_APPROVAL });
}

/** True when a guarded action's answer carries a pending approval request. */
export function isPendingApproval(answer: { pendingApproval?: { id: string | number } | null } | null | undefined): boolean {
  return !!answer?.pendingApproval;
}

/**
 * Runs a guarded money mutation: the 'done' toast when it applied, 'Sent for approval…' when it
 * waits for a second staff member, the server's message when it failed. Resolves to the result and
 * whether it waits (null after a failure); never rejects.
 */
export async function runGuarded<T>(
  call: () => Promise<T>,
  answerOf: (result: T) => { pendingApproval?: { id: string | number } | null } | null | undefined,
  done: string,
): Promise<{ result: T; pending: boolean } | null> {
  try {
    const result = await call();
    const pending = isPendingApproval(answerOf(result));
    if (pending) notifySentForApproval();
    else notifySuccess(done);
    return { result, pending };
  } catch (err) {
    notifyError(errorMessage(err));
    return null;
  }
}
