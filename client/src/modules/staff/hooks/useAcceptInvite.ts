/**
 * Accepting a staff invitation (/admin/invite/:token): acceptStaffInvite over the public pages' fetch
 * caller (no Apollo on public pages). The server sets the admin cookie; here the admin half of the
 * session is stored as the admin login does (session.tsx: identity + expiry), Apollo's cache is
 * emptied for the new session, and the new staff member goes to the admin dashboard.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pickSessionUser, useSession } from '../../../app/session';
import { HOME_PATH } from '../../../app/sessionExpiry';
import { publicGraphql } from '../../../lib/publicGraphql';
import { GENERIC_ERROR, notifySuccess } from '../../../lib/notify';
import { callFailure, type CallFailure } from '../../auth/errors';
import { AcceptStaffInviteDocument, type AcceptStaffInviteMutation, type AcceptStaffInviteMutationVariables } from '../invite.generated';

/** Sessions last one day when the server does not say otherwise (cookie Max-Age=86400). */
const DEFAULT_SESSION_MS = 86_400_000;

export const INVITE_ACCEPTED = 'Welcome to the staff console: your password is set';

function expiry(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(n) ? n : Date.now() + DEFAULT_SESSION_MS;
}

/** A signed-in area starts from an empty Apollo cache and a fresh WebSocket (as after a sign-in). */
async function afterSessionChange(): Promise<void> {
  try {
    const { resetApolloStore, restartWsConnection } = await import('../../../app/apollo');
    await resetApolloStore().catch(() => undefined);
    restartWsConnection();
  } catch {
    // Apollo failed to load: it holds no cache yet; the admin layout loads it again.
  }
}

export function useAcceptInvite(): (token: string, password: string) => Promise<{ ok: true } | CallFailure> {
  const navigate = useNavigate();
  const { setAdminSession } = useSession();
  return useCallback(
    async (token, password) => {
      let data: AcceptStaffInviteMutation | undefined;
      try {
        data = await publicGraphql<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>(AcceptStaffInviteDocument, { token, password });
      } catch (err) {
        return callFailure(err);
      }
      const admin = pickSessionUser(data?.acceptStaffInvite.account, 'admin');
      if (!admin) return { ok: false, error: GENERIC_ERROR };
      await afterSessionChange();
      setAdminSession(admin, expiry(data!.acceptStaffInvite.expireAt));
      notifySuccess(INVITE_ACCEPTED);
      navigate(HOME_PATH.admin, { replace: true });
      return { ok: true };
    },
    [navigate, setAdminSession],
  );
}
