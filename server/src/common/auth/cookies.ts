import type { Response } from 'express';
import { SESSION_SECONDS } from './tokens';

/**
 * httpOnly SameSite=Lax session cookie; Secure in production (and whenever the request came over
 * https, which behind a proxy Express only knows when TRUST_PROXY names that proxy).
 */
export function setSessionCookie(res: Response | undefined, name: string, token: string) {
  if (!res) return;
  res.cookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_SECONDS * 1000,
    secure: Boolean(res.req?.secure) || res.req?.app.get('secure cookies') === true,
  });
}

export function clearSessionCookie(res: Response | undefined, name: string) {
  if (!res) return;
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/' });
}
