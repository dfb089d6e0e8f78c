import { sha256 } from '../common/hash';
import type { TokenIdentity } from '../modules/tokens/api-tokens.service';
import { ApiToken } from '../modules/tokens/api-token.entity';
import type { Services } from './services';

/**
 * API tokens as the session cache keeps accounts (SESSION_CACHE_MS): a read by an `mrd_pat_` token
 * may reuse what the last look-up of that token found (its id, scopes, budget, expiry) instead of
 * reading its row again, so a token client costs what a session does. The owner's account row comes
 * from the session cache (dropped at once, on every replica, when the row changes: a block, a
 * delete). What keeps revocation immediate: revoking a token drops its entry on every replica (the
 * SESSION_REVOKED pub/sub, app.ts), mutations always read the token from the database (`fresh`),
 * and an entry is never used past the token's expiry. A budget set by staff applies at once on the
 * replica that set it and within SESSION_CACHE_MS on the others. Every look-up that reads the row
 * (at most one per token per SESSION_CACHE_MS) still records the token's last use (at most once a
 * minute, as before).
 */
export class TokenCache {
  private readonly entries = new Map<string, { token: TokenIdentity; expiresAt: number; until: number }>();
  /** Bumped by every drop: a look-up stores its answer only if no drop happened while it ran. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The token's identity: cached, or `resolve` (then the token's expiry from `expiry`). */
  async load(secret: string, resolve: () => Promise<TokenIdentity | null>, expiry: (id: number) => Promise<Date | null>): Promise<TokenIdentity | null> {
    const key = sha256(secret);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && hit.expiresAt > now) return hit.token;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const token = await resolve();
    if (!token || !this.enabled) return token;
    const expiresAt = (await expiry(token.id))?.getTime() ?? 0;
    if (generation === this.generation && expiresAt > now) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { token, expiresAt, until: now + this.ttlMs });
    }
    return token;
  }

  /** Drops one token (revoked, or its budget changed). */
  forget(tokenId: number): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.token.id === tokenId) this.entries.delete(key);
  }
}

const caches = new WeakMap<Services, TokenCache>();

/** The token cache of an app (one per `Services`), sized by SESSION_CACHE_MS (0: off). */
export function tokenCacheOf(services: Services): TokenCache {
  let cache = caches.get(services);
  if (!cache) {
    const created = new TokenCache(services.config.sessionCacheMs);
    // A revocation here drops the entry at once (the pub/sub drops it on the other replicas, app.ts).
    services.sessions.onRevoked((_userId, tokenId) => {
      if (tokenId !== undefined) created.forget(tokenId);
    });
    cache = created;
    caches.set(services, cache);
  }
  return cache;
}

/** The expiry of a token row (a look-up by primary key). */
export async function tokenExpiry(services: Services, id: number): Promise<Date | null> {
  const row = await services.db.manager.findOne(ApiToken, { where: { id }, select: { id: true, expiresAt: true } });
  return row?.expiresAt ?? null;
}
