/**
 * Route guards (PAGES §1.5). They render after session restore (SessionProvider gates the router)
 * and re-check expiry on every navigation and when the expiry moment passes.
 */
import { useEffect, useReducer, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdminValid, isUserValid, useSession, useSessionStore, type SessionArea } from './session';
import { HOME_PATH, LOGIN_PATH, isSafeReturnPath, notifySessionExpired } from './sessionExpiry';

const MAX_TIMER_MS = 2_147_483_647;

/** Re-renders the caller when `expireAt` passes, so an open page notices its session ending. */
function useRerenderAt(expireAt: number | null): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (expireAt === null) return;
    const delay = expireAt - Date.now();
    if (delay <= 0) return;
    const timer = setTimeout(tick, Math.min(delay + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expireAt]);
}

function useAreaGuard(area: SessionArea): { allowed: boolean; expired: boolean } {
  const session = useSession();
  const store = useSessionStore();
  const identity = area === 'admin' ? session.admin : session.user;
  const expireAt = area === 'admin' ? session.adminExpireAt : session.expireAt;
  useRerenderAt(expireAt);
  useLocation(); // re-evaluate on every navigation inside the area

  const allowed = area === 'admin' ? isAdminValid(session) : isUserValid(session);
  const expired = !!identity && !allowed;
  const { clearUser, clearAdmin } = session;

  useEffect(() => {
    if (!expired) return;
    if (area === 'admin') clearAdmin();
    else clearUser();
    notifySessionExpired();
  }, [area, expired, clearAdmin, clearUser]);

  // A half that restore dropped as expired: tell the visitor why they land on the login page.
  useEffect(() => {
    if (!allowed && !expired && store.takeExpiredAtRestore(area)) notifySessionExpired();
  }, [allowed, expired, area, store]);

  return { allowed, expired };
}

function GuardRedirect({ area }: { area: SessionArea }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={LOGIN_PATH[area]} replace state={{ from }} />;
}

/** Member area: needs `auth.user` with a future `expireAt`; else replace ⇒ /user/login (remembering the target). */
export function RequireMember({ children }: { children?: ReactNode }) {
  const { allowed } = useAreaGuard('user');
  if (!allowed) return <GuardRedirect area="user" />;
  return <>{children ?? <Outlet />}</>;
}

/** Admin area: needs `auth.admin` with a future `adminExpireAt`; else replace ⇒ /admin/panel/login. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { allowed } = useAreaGuard('admin');
  if (!allowed) return <GuardRedirect area="admin" />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Public-only pages: a signed-in member on /user/login or /register goes to the remembered target
 * or /user/dashboard; a signed-in admin on /admin/panel/login goes to /admin/dashboard.
 */
export function PublicOnly({ area, children }: { area: SessionArea; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = area === 'admin' ? isAdminValid(session) : isUserValid(session);
  if (signedIn) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={isSafeReturnPath(from, area) ? from : HOME_PATH[area]} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
