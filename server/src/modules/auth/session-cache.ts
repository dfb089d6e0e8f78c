import type { User } from '../users/user.entity';
import type { ChangedUsers } from '../../database/user-changes';

/**
 * The member rows behind sessions, kept for a few seconds so a read does not pay a database round
 * trip for its session check. Revocation stays immediate: every committed write to a `users` row
 * (token version, status, deletion, profile) drops it here at commit, on every replica through the
 * pub/sub; mutations and REST writes always read the row fresh (see AuthService.resolve). A load
 * that began before a drop is not stored, so a read racing a commit cannot put back the old row.
 */
export class SessionCache {
  private readonly rows = new Map<number, { user: User; until: number }>();
  /** Bumped by every drop: a load stores its row only if no drop happened while it ran. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async load(id: number, read: (id: number) => Promise<User | null>): Promise<User | null> {
    const now = Date.now();
    const hit = this.rows.get(id);
    if (hit && hit.until > now) return hit.user;
    const generation = this.generation;
    const user = await read(id);
    if (user && this.enabled && generation === this.generation) this.store(user, now);
    return user;
  }

  /** Several rows (the request loaders' `user`): cached ones from here, the rest in one read. */
  async loadMany(ids: readonly number[], read: (ids: number[]) => Promise<User[]>): Promise<Map<number, User>> {
    const now = Date.now();
    const found = new Map<number, User>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.rows.get(id);
      if (hit && hit.until > now) found.set(id, hit.user);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const generation = this.generation;
    const rows = await read(missing);
    for (const user of rows) {
      found.set(user.id, user);
      if (this.enabled && generation === this.generation && user.deletedAt === null) this.store(user, now);
    }
    return found;
  }

  private store(user: User, now: number) {
    if (this.rows.size >= this.maxEntries) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(user.id, { user, until: now + this.ttlMs });
  }

  forget(changed: ChangedUsers) {
    this.generation++;
    if (changed === 'all') this.rows.clear();
    else for (const id of changed) this.rows.delete(id);
  }
}
