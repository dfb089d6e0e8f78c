import crypto from 'node:crypto';

/**
 * SHA-256 (hex) of a text or bytes: random secrets (codes, reset tokens, API tokens), which are
 * high-entropy or short-lived and attempt-limited; the ids of the web app's trusted documents;
 * uploaded files and request fingerprints (idempotency).
 */
export function sha256(value: string | Buffer): string {
  // The one-shot form: no Hash object per call (an API token is hashed on every request it makes).
  return crypto.hash('sha256', value, 'hex');
}
