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
