/**
 * Ending a session that the server or the clock declared over (PAGES §1.3): clear that half of
 * `auth`, show 'Your session has expired. Please sign in again.' and go to the matching login page.
 */
import { browser } from '../lib/browser';
import { notifyError } from '../lib/notify';
import { sessionStore, type SessionArea, type SessionStore } from './session';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export const LOGIN_PATH: Record<SessionArea, string> = {
  user: '/user/login',
  admin: '/admin/panel/login',
};

export const HOME_PATH: Record<SessionArea, string> = {
  user: '/user/dashboard',
  admin: '/admin/dashboard',
};

type Navigator = (to: string, options: { replace: boolean; state?: unknown }) => void;

let navigator: Navigator | null = null;

/** The router registers its navigate function here (src/app/router.tsx). */
export function registerNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/** The toast, shown once while visible. */
export function notifySessionExpired(): void {
  notifyError(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
}

/** Which area the current page belongs to. */
export function areaOfPath(pathname: string): SessionArea | null {
  if (pathname.startsWith('/admin/') && pathname !== LOGIN_PATH.admin) return 'admin';
  if (
    pathname.startsWith('/user/') ||
    pathname.startsWith('/transactions/') ||
    pathname === '/agreement-terms-condition'
  ) {
    return pathname === LOGIN_PATH.user ? null : 'user';
  }
  return null;
}

/** A `from` target is only honoured inside the area the session opens. */
export function isSafeReturnPath(path: unknown, area: SessionArea): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/)[0];
  return areaOfPath(pathname) === area;
}

/** Clears the half, toasts, and replaces the location with the login page (remembering `from`). */
export function expireSession(area: SessionArea, store: SessionStore = sessionStore): void {
  if (area === 'admin') store.clearAdmin();
  else store.clearUser();
  notifySessionExpired();

  const { pathname, search, hash } = window.location;
  const from = `${pathname}${search}${hash}`;
  const state = areaOfPath(pathname) === area ? { from } : undefined;
  if (pathname === LOGIN_PATH[area]) return;
  if (navigator) navigator(LOGIN_PATH[area], { replace: true, state });
  else browser.assign(LOGIN_PATH[area]);
}
