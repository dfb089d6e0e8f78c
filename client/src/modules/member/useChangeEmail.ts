/**
 * The email-change flow of the member profile: mail a code to the new address, then verify that
 * code and set the address with the current password. The server tells the old address and holds
 * withdrawals for `withdrawalHoldHours`.
 */
import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client';
// Documents only: auth.generated's hooks stay unused, so the public pages that share its documents
// (over src/lib/publicGraphql.ts) do not pull @apollo/client through it.
import {
  SendVerificationEmailDocument,
  VerifyUserDocument,
  type SendVerificationEmailMutation,
  type SendVerificationEmailMutationVariables,
  type VerifyUserMutation,
  type VerifyUserMutationVariables,
} from '../auth/auth.generated';
import { useChangeMyEmailMutation } from './member.generated';
import { perform } from '../money/action';

export const EMAIL_CODE_SENT = 'A code was sent to the new address';
export const EMAIL_CHANGED = 'Email changed successfully';

export type ConfirmResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

export function useChangeEmail() {
  const [sendCode, { loading: sending }] = useMutation<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>(SendVerificationEmailDocument);
  const [verifyCode, { loading: verifying }] = useMutation<VerifyUserMutation, VerifyUserMutationVariables>(VerifyUserDocument);
  const [changeEmail, { loading: changing }] = useChangeMyEmailMutation();
  /** The address a code was sent to; null before step one. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  /** The address whose code was accepted: a verified code cannot be checked twice, so a retry after a wrong password skips it. */
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);

  const requestCode = useCallback(
    async (email: string): Promise<boolean> => {
      const outcome = await perform(() => sendCode({ variables: { email } }), {
        success: EMAIL_CODE_SENT,
      });
      if (outcome.ok) {
        setPendingEmail(email);
        setVerifiedEmail(null);
      }
      return outcome.ok;
    },
    [sendCode],
  );

  const confirm = useCallback(
    async (code: string, currentPassword: string): Promise<ConfirmResult> => {
      if (!pendingEmail) return { ok: false };
      if (verifiedEmail !== pendingEmail) {
        const verified = await perform(() => verifyCode({ variables: { email: pendingEmail, otp: code } }));
        if (!verified.ok) return { ok: false, fieldErrors: { code: verified.error } };
        setVerifiedEmail(pendingEmail);
      }
      const changed = await perform(
        () =>
          changeEmail({
            variables: { email: pendingEmail, currentPassword },
            refetchQueries: ['MyProfile'],
            awaitRefetchQueries: true,
          }),
        { success: EMAIL_CHANGED },
      );
      if (!changed.ok) return { ok: false, fieldErrors: changed.fieldErrors };
      setPendingEmail(null);
      setVerifiedEmail(null);
      return { ok: true };
    },
    [pendingEmail, verifiedEmail, verifyCode, changeEmail],
  );

  /** Back to step one (another address). */
  const restart = useCallback(() => {
    setPendingEmail(null);
    setVerifiedEmail(null);
  }, []);

  return {
    pendingEmail,
    codeVerified: pendingEmail !== null && verifiedEmail === pendingEmail,
    requestCode,
    confirm,
    restart,
    sending,
    confirming: verifying || changing,
  };
}
