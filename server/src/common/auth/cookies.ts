import type { Response } from 'express';
import { SESSION_SECONDS } from './tokens';

/** httpOnly SameSite=Lax session cookie; Secure unless served over plain local http. */
export function setSessionCookie(res: Response | undefined, name: string, token: string) {
  if (!res) return;
  res.cookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_SECONDS * 1000,
    secure: res.req?.secure ?? false,
  });
}

export function clearSessionCookie(res: Response | undefined, name: string) {
  if (!res) return;
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/' });
}
