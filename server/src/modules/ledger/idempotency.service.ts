import { sha256 } from '../../common/hash';
import { EntityManager, LessThan } from 'typeorm';
import type { Database } from '../../database/data-source';
import { AppError, badInput } from '../../common/errors';
import { IdempotencyRecord } from './ledger.entities';
import { isUniqueViolation } from './ledger.service';
import { insertRow } from '../../database/sql';

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, v[k]]),
      );
    return v;
  });
}

/** How long a client key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The window of a derived key (`derivedKey`): a repeat within it replays, a later one posts again. */
export const DERIVED_KEY_WINDOW_MS = 60_000;

/**
 * Client-sent idempotency keys (`Idempotency-Key` header, `idempotencyKey` argument).
 *
 * `run` writes the business effect (`exec`, which must do all its writes with the given `em`) and
 * the key row with its answer in ONE database transaction: a crash at any moment leaves either
 * nothing (the retry runs cleanly) or everything (the retry gets the first answer). A failed `exec`
 * rolls back everything, so the client may fix the request and retry with the same key. Of
 * concurrent requests with the same key one commits; the others are rolled back (at the key's
 * unique index at the latest) and replay its answer. The same key with other parameters is
 * IDEMPOTENCY_MISMATCH. Keys are forgotten after 24 hours (`prune`).
 *
 * Work after commit (publishing walletChanged) belongs after `run` returns.
 */
export class IdempotencyService {
  constructor(private readonly db: Database) {}

  async run(memberId: number, key: string | null | undefined, operation: string, params: unknown, exec: (em: EntityManager) => Promise<number>): Promise<{ id: number; replayed: boolean }> {
    if (key === undefined || key === null || key === '') return { id: await this.db.transaction(exec), replayed: false };
    if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(key)) throw badInput('Invalid idempotency key', { idempotencyKey: '1-100 letters, digits, _ . : -' });
    const scopeKey = `${memberId}:${key}`;
    const requestHash = sha256(operation + '\n' + stableJson(params));

    // A replay is answered from committed data without opening a write transaction.
    const saved = await this.db.manager.findOne(IdempotencyRecord, { where: { scopeKey } });
    if (saved && this.isLive(saved)) return this.replay(saved, requestHash);

    for (let attempt = 1; ; attempt++) {
      try {
        const id = await this.db.transaction(async (em) => {
          // Rows without an answer can only be left by the former two-step protocol (a crash
          // between its steps), expired rows by a missed prune: both are taken over. Only a key
          // seen before needs the clean-up.
          if (saved || attempt > 1) {
            await em.delete(IdempotencyRecord, { scopeKey, createdAt: LessThan(new Date(Date.now() - IDEMPOTENCY_TTL_MS)) });
            await em.delete(IdempotencyRecord, { scopeKey, statusCode: 0 });
          }
          const result = await exec(em);
          // The key is written last, with its answer, in one statement.
          await insertRow(em, IdempotencyRecord, em.create(IdempotencyRecord, { scopeKey, requestHash, statusCode: 200, response: String(result), createdAt: new Date() }));
          return result;
        });
        return { id, replayed: false };
      } catch (err) {
        // A concurrent request with this key may have committed first. This one's work is rolled
        // back, whether it lost at the key's unique index or was refused by the state the first
        // left behind (the balance it spent): it answers with the first answer.
        const first = await this.db.manager.findOne(IdempotencyRecord, { where: { scopeKey } });
        if (first && this.isLive(first)) return this.replay(first, requestHash);
        // Otherwise a stale row held the key (the next attempt takes it over), or the error is the request's own.
        if (!first || !isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  /**
   * `run` for an operation that creates a row: answers the row `exec` wrote, without reading it back
   * after the commit (its timestamps as stored: `storedDate`), or on a replay the first answer's row
   * through `load`.
   */
  async create<T extends { id: number }>(
    memberId: number,
    key: string | null | undefined,
    operation: string,
    params: unknown,
    exec: (em: EntityManager) => Promise<T>,
    load: (id: number) => Promise<T>,
  ): Promise<T> {
    let created: T | undefined;
    const { id, replayed } = await this.run(memberId, key, operation, params, async (em) => {
      created = await exec(em);
      return created.id;
    });
    return replayed || !created ? load(id) : created;
  }

  /**
   * The key a money request sent without one gets (legacy REST clients): derived from the caller
   * (`scopeId`, the id the operation's `run` is scoped by), the request (`request`: route and body)
   * and a 60-second window, so a double click or a retry within a minute replays the first answer
   * and a deliberate repeat a minute later posts again. Keys are `auto:<hash>:<minute>`; a request
   * in the minute after one reuses that minute's key while it is less than `windowMs` old.
   */
  async derivedKey(scopeId: number, request: unknown, now = Date.now(), windowMs = DERIVED_KEY_WINDOW_MS): Promise<string> {
    const hash = sha256(stableJson(request)).slice(0, 40);
    const minute = Math.floor(now / windowMs);
    const previous = `auto:${hash}:${minute - 1}`;
    const saved = await this.db.manager.findOne(IdempotencyRecord, { where: { scopeKey: `${scopeId}:${previous}` } });
    if (saved && saved.createdAt.getTime() > now - windowMs) return previous;
    return `auto:${hash}:${minute}`;
  }

  private isLive(record: IdempotencyRecord) {
    return record.response !== null && record.createdAt.getTime() > Date.now() - IDEMPOTENCY_TTL_MS;
  }

  private replay(saved: IdempotencyRecord, requestHash: string) {
    if (saved.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with different parameters');
    return { id: Number(saved.response), replayed: true };
  }

  /** Forgets keys older than 24 hours; returns how many were removed. */
  async prune(now = new Date()): Promise<number> {
    const result = await this.db.transaction((em) => em.delete(IdempotencyRecord, { createdAt: LessThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS)) }));
    return result.affected ?? 0;
  }
}
