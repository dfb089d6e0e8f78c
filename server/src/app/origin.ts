import type { Config } from '../config/config';

/**
 * An Origin the app trusts with cookie-authenticated calls: its own (the request's Host, or
 * PUBLIC_URL) or one listed in CORS_ORIGINS. Shared by REST unsafe calls and WebSocket upgrades.
 */
export function trustedOrigin(origin: string | undefined, host: string | undefined, config: Pick<Config, 'publicUrl' | 'corsOrigins'>): boolean {
  if (!origin) return false;
  if (config.corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    if (host && url.host === host) return true;
    return url.origin === new URL(config.publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * A cookie-authenticated write may go ahead: the browser says the call is same-origin
 * (`Sec-Fetch-Site: same-origin`) or its Origin is trusted (`trustedOrigin`). REST unsafe calls
 * and GraphQL mutations alike; Bearer-authenticated calls do not need it (no ambient credential).
 */
export function sameOriginWrite(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string; host?: string },
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
): boolean {
  if (headers['sec-fetch-site'] === 'same-origin') return true;
  return trustedOrigin(headers.origin, headers.host, config);
}

/**
 * Positive evidence that a request comes from the app itself, for GETs that change state (sign-out):
 * `Sec-Fetch-Site: same-origin` or `none` (the user typed the address or used a bookmark), or an
 * Origin or Referer that is trusted (see `trustedOrigin`). A request with none of them (an old
 * browser that strips all three, a link followed from another site) is not evidence.
 */
export function fromOwnOrigin(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string; referer?: string; host?: string },
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  if (trustedOrigin(headers.origin, headers.host, config)) return true;
  if (!headers.referer) return false;
  try {
    return trustedOrigin(new URL(headers.referer).origin, headers.host, config);
  } catch {
    return false;
  }
}
