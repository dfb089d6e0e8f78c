import crypto from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import type { Config } from '../../config/config';
import { afterCommit, type Database } from '../../database/data-source';
import { asText, dateParam, execute, insertIgnoreInto, insertRow, readDate, storedDate, storedDateUp } from '../../database/sql';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { formatMoney } from '../../common/money';
import type { Mailer } from '../../common/mail';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { RefusedTarget, resolveTarget, ResolvedTarget } from './address-guard';
import { isWebhookEventType, WEBHOOK_EVENT_SCOPES, WebhookEventType, WebhookSink } from './events';
import { AttemptResult, WebhookSender } from './sender';
import { generateSecret, newMessageId, SecretBox, signedHeaders } from './signing';
import { DeliveryStatus, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { log } from '../../common/logger';

/** Who manages endpoints: a member (their own) or staff holding `webhooks:manage` (the platform's). */
export interface WebhookOwner {
  id: number;
  platform: boolean;
}

/** The caller of an operation on an existing endpoint or delivery: the member and/or the staff member allowed to manage platform endpoints. */
export interface WebhookCaller {
  memberId: number | null;
  staffId: number | null;
}

export interface DeliveryView {
  delivery: WebhookDelivery;
  eventType: string;
  eventUid: string;
  attempts: WebhookAttempt[];
}

interface LiveEndpoint {
  id: number;
  userId: number;
  platform: boolean;
  events: ReadonlySet<string>;
}

/** A delivery claimed for one attempt, with what the attempt needs. */
interface Claimed {
  id: number;
  attempts: number;
  windowStart: Date | null;
  manual: boolean;
  endpointId: number;
  url: string;
  secretEnc: string;
  uid: string;
  payload: string;
  token: string;
}

interface Outcome {
  claimed: Claimed;
  result: AttemptResult;
  at: Date;
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  windowStart: Date;
  /** Redis: the job token stays on the row (a superseded job finds another token and stops). */
  keepToken: boolean;
}

/** Thrown by a BullMQ job to be retried after `delayMs` (the worker's backoff strategy reads it). */
class RetryLater extends Error {
  constructor(readonly delayMs: number) {
    super('webhook delivery failed; retrying');
  }
}

const MAX_MEMBER_ENDPOINTS = 10;
const MAX_PLATFORM_ENDPOINTS = 25;
const ENDPOINT_CACHE_MS = 5_000;
/** Outcomes waiting for their batch write above which no more deliveries are claimed. */
const MAX_UNWRITTEN = 2_000;
/**
 * Deliveries claimed per statement, and outcomes written per transaction (or after FLUSH_MS): each
 * claim and each write is a commit, and on MariaDB a commit waits for the disk, so they are batched.
 */
const CLAIM_BATCH = 256;
const FLUSH_ROWS = 500;
const FLUSH_MS = 50;
const TARGET_CACHE_MS = 5_000;
const MAX_DELAY_MS = 6 * 3_600_000;
const QUEUE = 'webhooks';
/** Log rows (events, deliveries, attempts) are kept this long. */
export const WEBHOOK_LOG_DAYS = 30;

/** Exponential back-off: base, 2 x base, 4 x base … capped at 6 h, with up to 10 % jitter. */
export function retryDelayMs(attemptsMade: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), MAX_DELAY_MS);
  return Math.round(delay * (1 + Math.random() * 0.1));
}

const marks = (n: number) => new Array(n).fill('?').join(', ');

/**
 * Outbound webhooks (issue 18 item 5): endpoint management, the outbox written inside the money
 * transactions (`record`), the daily income fan-out, and delivery — BullMQ with Redis, else the
 * database outbox polled in this process. At-least-once: a receiver deduplicates on `webhook-id`.
 */
export class WebhooksService implements WebhookSink {
  private readonly box: SecretBox;
  private readonly sender: WebhookSender;
  private endpointCache: { at: number; endpoints: LiveEndpoint[] } | null = null;
  private readonly targets = new Map<string, { at: number; target: Promise<ResolvedTarget> }>();
  private readonly secrets = new Map<string, string>();
  private started = false;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private inflight = 0;
  /** Claimed deliveries waiting for a free slot (database outbox). */
  private ready: Claimed[] = [];
  private filling = false;
  private refill = false;
  private writes: Array<{ outcome: Outcome; resolve: () => void; reject: (err: unknown) => void }> = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private queue: import('bullmq').Queue | null = null;
  private closers: Array<() => Promise<void>> = [];
  private jobLoads: Array<{ id: number; token: string; resolve: (c: Claimed | undefined) => void; reject: (err: unknown) => void }> = [];
  private jobLoadTimer: NodeJS.Timeout | null = null;
  private background = new Set<Promise<unknown>>();
  /** Set by services.ts: whether every step of a day's run is done (the missed-day check). */
  isDayDone: ((day: string) => Promise<boolean>) | null = null;
  /**
   * Set by services.ts: whether this process is running a day now. The daily run has priority:
   * meanwhile no new delivery starts here (events are still written; other replicas deliver).
   */
  dailyRunBusy: () => boolean = () => false;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
  ) {
    this.box = new SecretBox(config.jwtSecret);
    this.sender = new WebhookSender(config.webhooks.timeoutMs);
  }

  private get policy() {
    return this.config.webhooks;
  }

  // ------------------------------------------------------------------ endpoints

  private guard() {
    return { allowLoopback: this.policy.allowLoopback };
  }

  async create(owner: WebhookOwner, input: { url: unknown; events: unknown }, tokenScopes: readonly string[] | null): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
    if (!Array.isArray(input.events) || input.events.length === 0) throw badInput('Choose at least one event', { events: 'at least one' });
    const events = [...new Set(input.events)];
    const unknown = events.filter((e) => !isWebhookEventType(e));
    if (unknown.length) throw badInput(`Unknown event type: ${unknown.join(', ')}`, { events: 'unknown event type' });
    if (tokenScopes && !owner.platform) {
      for (const e of events as WebhookEventType[]) {
        const needed = WEBHOOK_EVENT_SCOPES[e];
        if (!needed.some((s) => tokenScopes.includes(s))) throw forbidden(`This API token needs the scope ${needed.join(' or ')} to subscribe to ${e}`);
      }
    }
    if (typeof input.url !== 'string' || !input.url.trim()) throw badInput('Enter the endpoint URL', { url: 'required' });
    let target: ResolvedTarget;
    try {
      target = await resolveTarget(input.url, this.guard());
    } catch (err) {
      if (err instanceof RefusedTarget) throw badInput(err.message, { url: err.message });
      throw err;
    }
    const secret = generateSecret();
    const endpoint = await this.db.transaction(async (em) => {
      const count = await em.count(WebhookEndpoint, { where: owner.platform ? { platform: true, deletedAt: IsNull() } : { platform: false, userId: owner.id, deletedAt: IsNull() } });
      const max = owner.platform ? MAX_PLATFORM_ENDPOINTS : MAX_MEMBER_ENDPOINTS;
      if (count >= max) throw conflict(`At most ${max} webhook endpoints; delete one first`);
      const row = em.create(WebhookEndpoint, {
        userId: owner.id,
        platform: owner.platform,
        url: target.url.toString(),
        events: events.join(' '),
        secretEnc: this.box.seal(secret),
        failingSince: null,
        lastSuccessAt: null,
        disabledAt: null,
        disabledReason: null,
        createdAt: storedDate(this.db.engine),
        deletedAt: null,
      });
      await insertRow(em, WebhookEndpoint, row);
      if (owner.platform) await this.audit.record(owner.id, 'webhook.create', `webhook:${row.id}`, { url: row.url, events: row.events }, em);
      return row;
    });
    this.endpointCache = null;
    return { secret, endpoint };
  }

  async list(owner: WebhookOwner): Promise<WebhookEndpoint[]> {
    return this.db.manager.find(WebhookEndpoint, {
      where: owner.platform ? { platform: true, deletedAt: IsNull() } : { platform: false, userId: owner.id, deletedAt: IsNull() },
      order: { id: 'DESC' },
    });
  }

  /** The endpoint if the caller may manage it (a member their own, staff the platform's), else NOT_FOUND. */
  async requireFor(caller: WebhookCaller, id: number): Promise<WebhookEndpoint> {
    const e = await this.db.manager.findOne(WebhookEndpoint, { where: { id, deletedAt: IsNull() } });
    const mine = e && (e.platform ? caller.staffId !== null : caller.memberId !== null && e.userId === caller.memberId);
    if (!e || !mine) throw notFound('Webhook not found');
    return e;
  }

  async remove(caller: WebhookCaller, id: number): Promise<WebhookEndpoint> {
    const e = await this.requireFor(caller, id);
    const now = storedDate(this.db.engine);
    await this.db.transaction(async (em) => {
      await em.update(WebhookEndpoint, { id }, { deletedAt: now });
      await this.cancelPending(em, id, 'endpoint deleted');
      if (e.platform) await this.audit.record(caller.staffId!, 'webhook.delete', `webhook:${id}`, { url: e.url }, em);
    });
    this.endpointCache = null;
    return { ...e, deletedAt: now };
  }

  /** Turns a disabled endpoint back on (its failure streak starts afresh). */
  async enable(caller: WebhookCaller, id: number): Promise<WebhookEndpoint> {
    const e = await this.requireFor(caller, id);
    try {
      await resolveTarget(e.url, this.guard());
    } catch (err) {
      if (err instanceof RefusedTarget) throw badInput(err.message, { url: err.message });
      throw err;
    }
    await this.db.transaction((em) => em.update(WebhookEndpoint, { id }, { disabledAt: null, disabledReason: null, failingSince: null }));
    this.endpointCache = null;
    return { ...e, disabledAt: null, disabledReason: null, failingSince: null };
  }

  private async cancelPending(em: EntityManager, endpointId: number, reason: string) {
    await execute(em, "UPDATE webhook_deliveries SET status = 'cancelled', last_error = ?, locked_until = NULL WHERE endpoint_id = ? AND status = 'pending'", [reason, endpointId]);
  }

  /** The endpoint's latest deliveries, newest first, each with its attempts. */
  async deliveries(caller: WebhookCaller, endpointId: number, limit = 50): Promise<DeliveryView[]> {
    await this.requireFor(caller, endpointId);
    const take = Math.min(Math.max(Math.trunc(limit) || 50, 1), 200);
    const rows = await this.db.manager.find(WebhookDelivery, { where: { endpointId }, order: { id: 'DESC' }, take });
    return this.views(rows);
  }

  private async views(rows: WebhookDelivery[]): Promise<DeliveryView[]> {
    if (!rows.length) return [];
    const eventIds = [...new Set(rows.map((r) => r.eventId))];
    const events: Array<{ id: number; type: string; uid: string }> = await this.db.manager.query(`SELECT id, type, uid FROM webhook_events WHERE id IN (${marks(eventIds.length)})`, eventIds);
    const byEvent = new Map(events.map((e) => [Number(e.id), e]));
    const attempts = await this.db.manager
      .createQueryBuilder(WebhookAttempt, 'a')
      .where('a.delivery_id IN (:...ids)', { ids: rows.map((r) => r.id) })
      .orderBy('a.id', 'DESC')
      .getMany();
    return rows.map((d) => ({
      delivery: d,
      eventType: byEvent.get(d.eventId)?.type ?? '',
      eventUid: byEvent.get(d.eventId)?.uid ?? '',
      attempts: attempts.filter((a) => a.deliveryId === d.id).slice(0, 20),
    }));
  }

  /**
   * Sends a delivery again by hand, at once, with the same `webhook-id` and body; a failed
   * redelivery is retried as a new one would be (a new 24 h window).
   */
  async redeliver(caller: WebhookCaller, deliveryId: number): Promise<DeliveryView> {
    const d = await this.db.manager.findOne(WebhookDelivery, { where: { id: deliveryId } });
    if (!d) throw notFound('Delivery not found');
    const endpoint = await this.requireFor(caller, d.endpointId).catch(() => {
      throw notFound('Delivery not found');
    });
    if (endpoint.disabledAt) throw conflict('The endpoint is disabled: enable it first');
    const now = storedDate(this.db.engine);
    await this.db.transaction((em) =>
      em.update(WebhookDelivery, { id: deliveryId }, { status: 'pending', manual: true, nextAttemptAt: now, windowStart: null, lockedUntil: null, lockToken: null, queuedAt: null, deliveredAt: null }),
    );
    this.wake();
    const fresh = await this.db.manager.findOneOrFail(WebhookDelivery, { where: { id: deliveryId } });
    return (await this.views([fresh]))[0];
  }

  // ------------------------------------------------------------------ the outbox

  /**
   * The live endpoints, read at most every 5 s (and at once after a change in this process). Inside
   * a money transaction `em` reads them on the transaction's own connection: asking the pool for a
   * second one while holding wallet locks stalls a replica whose pool is full of transactions
   * waiting for those locks (each burst of transfers from one member, until InnoDB's lock wait
   * timeout; found by the scale-out suite).
   */
  private async liveEndpoints(fresh = false, em: EntityManager = this.db.manager): Promise<LiveEndpoint[]> {
    if (!fresh && this.endpointCache && Date.now() - this.endpointCache.at < ENDPOINT_CACHE_MS) return this.endpointCache.endpoints;
    const rows: Array<{ id: number; user_id: number; platform: unknown; events: string }> = await em.query(
      'SELECT id, user_id, platform, events FROM webhook_endpoints WHERE deleted_at IS NULL AND disabled_at IS NULL',
    );
    const endpoints = rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), platform: Number(r.platform) === 1 || r.platform === true, events: new Set(r.events.split(' ')) }));
    this.endpointCache = { at: Date.now(), endpoints };
    return endpoints;
  }

  private body(type: string, at: Date, data: Record<string, unknown>): string {
    return JSON.stringify({ type, timestamp: at.toISOString(), data });
  }

  /**
   * Writes an event and its deliveries (the member's endpoints and the platform's subscribed to the
   * type) inside the caller's transaction; delivery starts after the commit. No endpoint: no write.
   */
  async record(em: EntityManager, type: WebhookEventType, memberId: number, data: Record<string, unknown>): Promise<void> {
    const targets = (await this.liveEndpoints(false, em)).filter((e) => e.events.has(type) && (e.platform || e.userId === memberId));
    if (!targets.length) return;
    const engine = this.db.engine;
    const now = storedDate(engine);
    const at = dateParam(engine, now);
    // Plain statements (no query builder): this runs inside the money transaction.
    const inserted = await em.queryRunner!.query(
      'INSERT INTO webhook_events (uid, type, member_id, event_key, payload, created_at) VALUES (?, ?, ?, NULL, ?, ?)',
      [newMessageId(), type, memberId, this.body(type, now, data), at],
      true,
    );
    const eventId = Number(typeof inserted.raw === 'object' && inserted.raw !== null ? inserted.raw.insertId : inserted.raw);
    await execute(
      em,
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, status, attempts, next_attempt_at, manual, created_at) VALUES ${targets.map(() => "(?, ?, 'pending', 0, ?, 0, ?)").join(', ')}`,
      targets.flatMap((t) => [t.id, eventId, at, at]),
    );
    afterCommit(em, () => this.wake());
  }

  /**
   * `income.daily` after a day's run committed: one event per member with income that day (totals
   * by kind from `income_daily`), for the members with a subscribed endpoint (every member when a
   * platform endpoint subscribes). Idempotent (unique event key per member and day), so a crash
   * midway or a second call writes each event and delivery once. Returns the events written.
   */
  async emitDailyIncome(day: string): Promise<number> {
    const engine = this.db.engine;
    const endpoints = (await this.liveEndpoints(true)).filter((e) => e.events.has('income.daily'));
    const platform = endpoints.filter((e) => e.platform).map((e) => e.id);
    const byMember = new Map<number, number[]>();
    for (const e of endpoints) if (!e.platform) byMember.set(e.userId, [...(byMember.get(e.userId) ?? []), e.id]);
    let written = 0;
    if (platform.length || byMember.size) {
      const totals = new Map<number, Map<string, bigint>>();
      const add = (rows: Array<{ member_id: number; kind: string; amount: string }>) => {
        for (const r of rows) {
          const m = Number(r.member_id);
          if (!totals.has(m)) totals.set(m, new Map());
          totals.get(m)!.set(r.kind, BigInt(r.amount));
        }
      };
      const select = `SELECT member_id, kind, ${asText(engine, 'amount')} AS amount FROM income_daily WHERE day = ?`;
      if (platform.length) add(await this.db.manager.query(`${select} ORDER BY member_id`, [day]));
      else {
        const ids = [...byMember.keys()];
        for (let i = 0; i < ids.length; i += 500) {
          const part = ids.slice(i, i + 500);
          add(await this.db.manager.query(`${select} AND member_id IN (${marks(part.length)})`, [day, ...part]));
        }
      }
      const members = [...totals.keys()].sort((a, b) => a - b);
      for (let i = 0; i < members.length; i += 500) {
        const part = members.slice(i, i + 500);
        written += await this.db.transaction(async (em) => {
          const now = storedDate(engine);
          const at = dateParam(engine, now);
          const values: unknown[] = [];
          for (const m of part) {
            const kinds = totals.get(m)!;
            let total = 0n;
            const byKind: Record<string, string> = {};
            for (const [kind, amount] of [...kinds.entries()].sort()) {
              byKind[kind] = formatMoney(amount);
              total += amount;
            }
            const payload = this.body('income.daily', now, { memberId: m, day, totals: byKind, total: formatMoney(total) });
            values.push(newMessageId(), 'income.daily', m, `income.daily:${day}:${m}`, payload, at);
          }
          await execute(em, insertIgnoreInto(engine, 'webhook_events', `(uid, type, member_id, event_key, payload, created_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`), values);
          const keys = part.map((m) => `income.daily:${day}:${m}`);
          const events: Array<{ id: number; member_id: number }> = await em.query(`SELECT id, member_id FROM webhook_events WHERE event_key IN (${marks(keys.length)})`, keys);
          const rows: unknown[][] = [];
          for (const ev of events) for (const endpointId of [...platform, ...(byMember.get(Number(ev.member_id)) ?? [])]) rows.push([endpointId, Number(ev.id), 'pending', 0, at, 0, at]);
          for (let j = 0; j < rows.length; j += 1000) {
            const chunk = rows.slice(j, j + 1000);
            await execute(
              em,
              insertIgnoreInto(engine, 'webhook_deliveries', `(endpoint_id, event_id, status, attempts, next_attempt_at, manual, created_at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`),
              chunk.flat(),
            );
          }
          afterCommit(em, () => this.wake());
          return events.length;
        });
      }
    }
    await this.db.transaction((em) =>
      execute(em, insertIgnoreInto(engine, 'webhook_daily_runs', '(day, events, created_at) VALUES (?, ?, ?)'), [day, written, dateParam(engine, storedDate(engine))]),
    );
    return written;
  }

  /** Called when a day's run has committed: the fan-out runs in the background, once the run has returned. */
  dayDone(day: string): void {
    const emitted = new Promise<number>((resolve) => setImmediate(() => resolve(this.emitDailyIncome(day))));
    void this.track(emitted.catch((err) => log.error({ err, day }, `Webhooks: income.daily for ${day} failed`)));
  }

  /** Waits (polling) until this process runs no day (BullMQ jobs, which cannot simply be left unclaimed). */
  private async afterDailyRun(): Promise<void> {
    while (this.dailyRunBusy() && !this.stopped) await new Promise((r) => setTimeout(r, 250));
  }

  /** Days whose run finished in the last 36 hours without their income.daily events (a crash in between): written now. */
  async emitMissedDays(): Promise<string[]> {
    if (!this.isDayDone) return [];
    const since = new Date(Date.now() - 36 * 3_600_000);
    const rows: Array<{ day: string }> = await this.db.manager.query(
      'SELECT DISTINCT r.day AS day FROM job_runs r LEFT JOIN webhook_daily_runs w ON w.day = r.day WHERE r.finished_at >= ? AND w.day IS NULL',
      [dateParam(this.db.engine, since)],
    );
    const done: string[] = [];
    for (const { day } of rows) {
      if (!(await this.isDayDone(String(day)))) continue;
      await this.emitDailyIncome(String(day));
      done.push(String(day));
    }
    return done;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.background.add(p);
    void p.finally(() => this.background.delete(p));
    return p;
  }

  /** Waits for the background work started so far (tests, bench, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  // ------------------------------------------------------------------ delivery

  /** Starts delivering: BullMQ with REDIS_URL, else the database outbox polled in this process. */
  async start(): Promise<void> {
    if (this.started || !this.policy.worker) return;
    this.started = true;
    if (this.config.redisUrl) await this.startQueue(this.config.redisUrl);
    const poll = setInterval(() => this.wake(), this.policy.pollMs);
    poll.unref();
    const missed = setInterval(() => void this.track(this.emitMissedDays().catch(() => undefined)), 10 * 60_000);
    missed.unref();
    this.timers.push(poll, missed);
    void this.track(this.emitMissedDays().catch((err) => log.error({ err }, 'Webhooks: missed-day check failed')));
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.idle();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flush();
    // Claimed but not sent: released now rather than when their lock runs out.
    const unsent = this.ready.splice(0);
    if (unsent.length) {
      await this.db
        .transaction(async (em) => {
          for (const c of unsent) await execute(em, 'UPDATE webhook_deliveries SET locked_until = NULL, lock_token = NULL WHERE id = ? AND lock_token = ?', [c.id, c.token]);
        })
        .catch((err) => log.error({ err }, 'Webhooks: releasing claimed deliveries failed'));
    }
    for (const close of this.closers) await close();
    this.closers = [];
    this.sender.close();
  }

  /** Looks for work now (after a commit, a redelivery, and on the poll timer). */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.queue) void this.track(this.enqueue().catch((err) => log.error({ err }, 'Webhooks: enqueue failed')));
    else void this.fill();
  }

  /**
   * Database outbox: claims due deliveries in batches (a few times the concurrency, held in
   * memory under the claim's lock) and keeps `concurrency` attempts in flight. A slot is free again
   * as soon as the receiver answered; the outcomes are written in batches behind it.
   */
  private async fill(): Promise<void> {
    this.startSends();
    if (this.filling) {
      this.refill = true;
      return;
    }
    this.filling = true;
    try {
      do {
        this.refill = false;
        while (!this.stopped && !this.dailyRunBusy() && this.ready.length < this.lowWater() && this.writes.length < MAX_UNWRITTEN) {
          const batch = await this.claimDue(CLAIM_BATCH - this.ready.length);
          this.ready.push(...batch);
          this.startSends();
          if (!batch.length) break;
        }
      } while (this.refill && !this.stopped);
    } catch (err) {
      log.error({ err }, 'Webhooks: claiming deliveries failed');
    } finally {
      this.filling = false;
    }
  }

  /** Claim more once fewer than this many claimed deliveries wait for a slot. */
  private lowWater() {
    return Math.max(this.policy.concurrency, CLAIM_BATCH / 4);
  }

  private startSends() {
    while (!this.stopped && !this.dailyRunBusy() && this.inflight < this.policy.concurrency && this.ready.length) {
      const c = this.ready.shift()!;
      this.inflight++;
      const written = this.attempt(c, false, () => {
        this.inflight--;
        this.startSends();
        if (this.ready.length < this.lowWater()) void this.fill();
      });
      void this.track(written.catch((err) => log.error({ err }, 'Webhooks: delivery outcome not recorded')));
    }
  }

  private lockMs() {
    return this.policy.timeoutMs * 3 + 60_000;
  }

  private async claimDue(limit: number): Promise<Claimed[]> {
    const e = this.db.engine;
    const now = new Date();
    const rows: Array<{ id: number }> = await this.db.manager.query(
      `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?) ORDER BY next_attempt_at LIMIT ${Math.trunc(limit)}`,
      [dateParam(e, now), dateParam(e, now)],
    );
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const token = crypto.randomBytes(12).toString('hex');
    await this.db.transaction((em) =>
      execute(
        em,
        `UPDATE webhook_deliveries SET locked_until = ?, lock_token = ? WHERE id IN (${marks(ids.length)}) AND status = 'pending' AND (locked_until IS NULL OR locked_until < ?)`,
        [dateParam(e, new Date(now.getTime() + this.lockMs())), token, ...ids, dateParam(e, now)],
      ),
    );
    return this.loadClaimed(ids, token);
  }

  /** The claimed rows (still pending, this token) with their event and endpoint; those of a dead endpoint are cancelled. */
  private async loadClaimed(ids: number[], token: string): Promise<Claimed[]> {
    const rows: Array<Record<string, any>> = await this.db.manager.query(
      `SELECT d.id, d.attempts, d.window_start, d.manual, d.endpoint_id, p.url, p.secret_enc, p.disabled_at, p.deleted_at, ev.uid, ev.payload
       FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id JOIN webhook_endpoints p ON p.id = d.endpoint_id
       WHERE d.id IN (${marks(ids.length)}) AND d.lock_token = ? AND d.status = 'pending'`,
      [...ids, token],
    );
    const dead = rows.filter((r) => r.disabled_at || r.deleted_at);
    if (dead.length) {
      await this.db.transaction((em) =>
        execute(em, `UPDATE webhook_deliveries SET status = 'cancelled', last_error = 'endpoint disabled or deleted', locked_until = NULL WHERE id IN (${marks(dead.length)})`, dead.map((r) => Number(r.id))),
      );
    }
    return rows
      .filter((r) => !r.disabled_at && !r.deleted_at)
      .map((r) => ({
        id: Number(r.id),
        attempts: Number(r.attempts),
        windowStart: r.window_start ? readDate(r.window_start) : null,
        manual: Number(r.manual) === 1 || r.manual === true,
        endpointId: Number(r.endpoint_id),
        url: r.url,
        secretEnc: r.secret_enc,
        uid: r.uid,
        payload: r.payload,
        token,
      }));
  }

  /** The checked target of a URL, resolved at most every 5 s per URL (DNS is re-checked at delivery time). */
  private target(url: string): Promise<ResolvedTarget> {
    const cached = this.targets.get(url);
    if (cached && Date.now() - cached.at < TARGET_CACHE_MS) return cached.target;
    const target = resolveTarget(url, this.guard());
    target.catch(() => undefined);
    this.targets.set(url, { at: Date.now(), target });
    if (this.targets.size > 10_000) this.targets.clear();
    return target;
  }

  /** A stored secret, decrypted once per process (the sealed form changes only with the endpoint). */
  private secretOf(sealed: string): string {
    let secret = this.secrets.get(sealed);
    if (secret === undefined) {
      secret = this.box.open(sealed);
      if (this.secrets.size > 10_000) this.secrets.clear();
      this.secrets.set(sealed, secret);
    }
    return secret;
  }

  /** One attempt: check the address, sign, send, and record the outcome (awaited); `sent` is called once the receiver answered. */
  private async attempt(c: Claimed, keepToken = false, sent?: () => void): Promise<Outcome> {
    let result: AttemptResult;
    try {
      const target = await this.target(c.url);
      const headers = signedHeaders(this.secretOf(c.secretEnc), c.uid, c.payload);
      result = await this.sender.post(target, headers, c.payload);
    } catch (err) {
      const message = err instanceof RefusedTarget ? `refused: ${err.message}` : err instanceof Error ? err.message : String(err);
      result = { ok: false, statusCode: null, latencyMs: 0, error: message, excerpt: null };
    }
    sent?.();
    const at = new Date();
    const windowStart = c.windowStart ?? at;
    let status: DeliveryStatus = 'delivered';
    let nextAttemptAt: Date | null = null;
    if (!result.ok) {
      const next = new Date(at.getTime() + retryDelayMs(c.attempts + 1, this.policy.retryBaseMs));
      if (next.getTime() - windowStart.getTime() <= this.policy.retryWindowMs) {
        status = 'pending';
        nextAttemptAt = next;
      } else status = 'failed';
    }
    const outcome: Outcome = { claimed: c, result, at, status, nextAttemptAt, windowStart, keepToken };
    await this.write(outcome);
    return outcome;
  }

  /** Outcomes are written in batches (one transaction per batch); resolves once this one is committed. */
  private write(outcome: Outcome): Promise<void> {
    return new Promise((resolve, reject) => {
      this.writes.push({ outcome, resolve, reject });
      if (this.writes.length >= FLUSH_ROWS) {
        if (this.flushTimer) clearTimeout(this.flushTimer);
        this.flushTimer = null;
        void this.flush();
      } else if (!this.flushTimer) {
        this.flushTimer = setTimeout(() => {
          this.flushTimer = null;
          void this.flush();
        }, FLUSH_MS);
      }
    });
  }

  private flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      const batch = this.writes.splice(0);
      if (!batch.length) return;
      try {
        const { disabled, mailed } = await this.db.transaction(async (em) => {
          const disabled = await this.recordOutcomes(em, batch.map((b) => b.outcome));
          // The owners' notices and mails are written with the disabling (issue 19 item 4).
          const mailed: Array<() => Promise<void>> = [];
          for (const e of disabled) mailed.push(await this.noticeDisabled(em, e));
          return { disabled, mailed };
        });
        for (const b of batch) b.resolve();
        // Claiming pauses while too many outcomes wait to be written: resume it.
        if (!this.queue && this.started && this.ready.length < this.lowWater()) void this.fill();
        if (disabled.length) this.endpointCache = null;
        for (const first of mailed) void this.track(first());
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async recordOutcomes(em: EntityManager, outcomes: Outcome[]): Promise<WebhookEndpoint[]> {
    const e = this.db.engine;
    const d = (v: Date | null) => (v ? dateParam(e, storedDate(e, v)) : null);
    // MySQL keeps whole seconds: a retry time is rounded up, never earlier than its back-off.
    const later = (v: Date | null) => (v ? dateParam(e, storedDateUp(e, v)) : null);
    await execute(
      em,
      `INSERT INTO webhook_attempts (delivery_id, attempt, manual, status_code, latency_ms, error, response_excerpt, created_at) VALUES ${outcomes.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      outcomes.flatMap((o) => [
        o.claimed.id,
        o.claimed.attempts + 1,
        o.claimed.manual ? 1 : 0,
        o.result.statusCode,
        o.result.latencyMs,
        o.result.error?.slice(0, 300) ?? null,
        o.result.excerpt?.slice(0, 200) ?? null,
        d(o.at),
      ]),
    );
    // Delivered: one statement per claim (token), the per-row figures through CASE.
    const delivered = new Map<string, Outcome[]>();
    for (const o of outcomes) if (o.status === 'delivered') delivered.set(o.claimed.token, [...(delivered.get(o.claimed.token) ?? []), o]);
    for (const [token, group] of delivered) {
      for (let i = 0; i < group.length; i += 200) {
        const part = group.slice(i, i + 200);
        const cases = (value: (o: Outcome) => unknown) => ({ sql: `CASE id ${part.map(() => 'WHEN ? THEN ?').join(' ')} END`, params: part.flatMap((o) => [o.claimed.id, value(o)]) });
        const attempts = cases((o) => o.claimed.attempts + 1);
        const at = cases((o) => d(o.at));
        const code = cases((o) => o.result.statusCode);
        const latency = cases((o) => o.result.latencyMs);
        await execute(
          em,
          `UPDATE webhook_deliveries SET status = 'delivered', attempts = ${attempts.sql}, next_attempt_at = NULL, last_attempt_at = ${at.sql}, delivered_at = ${at.sql},
             last_status_code = ${code.sql}, last_latency_ms = ${latency.sql}, last_error = NULL, manual = 0, locked_until = NULL, lock_token = NULL
           WHERE id IN (${marks(part.length)}) AND lock_token = ?`,
          [...attempts.params, ...at.params, ...at.params, ...code.params, ...latency.params, ...part.map((o) => o.claimed.id), token],
        );
      }
    }
    for (const o of outcomes) {
      if (o.status === 'delivered') continue;
      await execute(
        em,
        `UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, window_start = ?, last_attempt_at = ?, last_status_code = ?, last_latency_ms = ?, last_error = ?, manual = 0, locked_until = NULL, lock_token = ?, delivered_at = NULL
         WHERE id = ? AND lock_token = ?`,
        [
          o.status,
          o.claimed.attempts + 1,
          later(o.nextAttemptAt),
          d(o.windowStart),
          d(o.at),
          o.result.statusCode,
          o.result.latencyMs,
          o.result.error?.slice(0, 300) ?? null,
          o.keepToken ? o.claimed.token : null,
          o.claimed.id,
          o.claimed.token,
        ],
      );
    }
    // The endpoint's failure streak: a success ends it; 3 days of failures without one disable it.
    const now = new Date();
    const succeeded = [...new Set(outcomes.filter((o) => o.result.ok).map((o) => o.claimed.endpointId))];
    const failed = [...new Set(outcomes.filter((o) => !o.result.ok).map((o) => o.claimed.endpointId))].filter((id) => !succeeded.includes(id));
    if (succeeded.length) await execute(em, `UPDATE webhook_endpoints SET failing_since = NULL, last_success_at = ? WHERE id IN (${marks(succeeded.length)})`, [d(now), ...succeeded]);
    const disabled: WebhookEndpoint[] = [];
    if (failed.length) {
      await execute(em, `UPDATE webhook_endpoints SET failing_since = ? WHERE id IN (${marks(failed.length)}) AND failing_since IS NULL`, [d(now), ...failed]);
      const due = await em
        .createQueryBuilder(WebhookEndpoint, 'w')
        .where('w.id IN (:...ids)', { ids: failed })
        .andWhere('w.disabled_at IS NULL AND w.deleted_at IS NULL AND w.failing_since <= :limit', { limit: new Date(now.getTime() - this.policy.disableAfterMs) })
        .getMany();
      for (const w of due) {
        const reason = `Every delivery failed for ${Math.round(this.policy.disableAfterMs / 3_600_000)} hours`;
        const won = await execute(em, 'UPDATE webhook_endpoints SET disabled_at = ?, disabled_reason = ? WHERE id = ? AND disabled_at IS NULL', [d(now), reason, w.id]);
        if (won !== 1) continue;
        await this.cancelPending(em, w.id, 'endpoint disabled');
        disabled.push({ ...w, disabledAt: now, disabledReason: reason });
      }
    }
    return disabled;
  }

  /**
   * The disabled endpoint's notice and mail, written in the disabling transaction `em`: a member's
   * endpoint notifies and mails its member; a platform endpoint notifies the admins and mails the
   * admin who owns it. Returns the mails' first attempt, for after the commit.
   */
  private async noticeDisabled(em: EntityManager, e: WebhookEndpoint): Promise<() => Promise<void>> {
    const title = 'Webhook endpoint disabled';
    const message = `Deliveries to ${e.url} have failed for 3 days, so the endpoint was disabled and its pending deliveries stopped. Fix the receiver, then enable the endpoint again on the Webhooks page.`;
    if (!e.platform) return this.notifications.notifyMember(e.userId, { title, message, email: true }, em);
    await this.notifications.notifyAdmins({ title, message }, em);
    const owner = await em.findOne(User, { where: { id: e.userId } });
    if (!owner?.email) return async () => undefined;
    const mail = await this.mailer.add(em, { to: owner.email, subject: title, text: `Hello ${owner.fullname},\n\n${message}\n\nMeridian` });
    return () => this.mailer.settle([mail]).catch((err) => log.error({ err, mailId: mail }, 'Webhooks: disabled-endpoint mail: first attempt failed (left to the mail worker)'));
  }

  // ------------------------------------------------------------------ BullMQ (REDIS_URL)

  private async startQueue(redisUrl: string) {
    const { Queue, Worker } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    // Redis outages are reported once per state change by the app's Redis monitor, not per retry.
    connection.on('error', () => undefined);
    workerConnection.on('error', () => undefined);
    const prefix = this.config.redisPrefix;
    const queue = new Queue(QUEUE, { connection, prefix });
    queue.on('error', () => undefined);
    const worker = new Worker(QUEUE, async (job) => this.processJob(job.data as { deliveryId: number; token: string }), {
      connection: workerConnection,
      prefix,
      // A job holds its slot until its outcome is written (batched, up to FLUSH_MS): more slots than
      // requests in flight keep the receivers busy (the HTTP agent still caps sockets per host).
      concurrency: this.policy.concurrency * 4,
      settings: { backoffStrategy: (attemptsMade: number, _type?: string, err?: Error) => (err instanceof RetryLater ? err.delayMs : retryDelayMs(attemptsMade, this.policy.retryBaseMs)) },
    });
    worker.on('error', (err) => log.debug({ err }, 'Webhooks worker error'));
    this.queue = queue;
    this.closers.push(async () => {
      this.queue = null;
      // With Redis away BullMQ's close would wait for it: the connections end first (no reconnect
      // timer left behind), the worker and queue are closed without waiting for their jobs.
      const away = connection.status !== 'ready' || workerConnection.status !== 'ready';
      if (away) {
        connection.disconnect();
        workerConnection.disconnect();
      }
      const closed = Promise.all([worker.close(away), queue.close()]).catch(() => undefined);
      if (away) await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      else await closed;
      connection.disconnect();
      workerConnection.disconnect();
    });
  }

  /** Puts pending deliveries not yet queued on the BullMQ queue (claimed by a token, so each is queued once). */
  private async enqueue(): Promise<void> {
    const e = this.db.engine;
    for (;;) {
      const queue = this.queue;
      if (!queue || this.stopped) return;
      const rows: Array<{ id: number }> = await this.db.manager.query("SELECT id FROM webhook_deliveries WHERE status = 'pending' AND queued_at IS NULL ORDER BY id LIMIT 500");
      if (!rows.length) return;
      const ids = rows.map((r) => Number(r.id));
      const token = crypto.randomBytes(12).toString('hex');
      await this.db.transaction((em) =>
        execute(em, `UPDATE webhook_deliveries SET queued_at = ?, lock_token = ? WHERE id IN (${marks(ids.length)}) AND status = 'pending' AND queued_at IS NULL`, [dateParam(e, new Date()), token, ...ids]),
      );
      const mine: Array<{ id: number }> = await this.db.manager.query(`SELECT id FROM webhook_deliveries WHERE id IN (${marks(ids.length)}) AND lock_token = ?`, [...ids, token]);
      try {
        await queue.addBulk(
          mine.map((r) => ({
            name: 'deliver',
            data: { deliveryId: Number(r.id), token },
            opts: { jobId: `${r.id}-${token}`, attempts: 1000, backoff: { type: 'webhook' }, removeOnComplete: { age: 3600, count: 10_000 }, removeOnFail: { age: 7 * 86_400 } },
          })),
        );
      } catch (err) {
        await this.db.transaction((em) => execute(em, `UPDATE webhook_deliveries SET queued_at = NULL WHERE id IN (${marks(ids.length)}) AND lock_token = ?`, [...ids, token]));
        throw err;
      }
      if (rows.length < 500) return;
    }
  }

  /**
   * The delivery a BullMQ job stands for, read together with the other jobs started within 5 ms
   * (one query per claim token instead of one per job).
   */
  private loadForJob(id: number, token: string): Promise<Claimed | undefined> {
    return new Promise((resolve, reject) => {
      this.jobLoads.push({ id, token, resolve, reject });
      if (!this.jobLoadTimer) this.jobLoadTimer = setTimeout(() => void this.runJobLoads(), 5);
    });
  }

  private async runJobLoads() {
    this.jobLoadTimer = null;
    const batch = this.jobLoads.splice(0);
    const byToken = new Map<string, typeof batch>();
    for (const l of batch) byToken.set(l.token, [...(byToken.get(l.token) ?? []), l]);
    for (const [token, loads] of byToken) {
      try {
        const found = new Map((await this.loadClaimed(loads.map((l) => l.id), token)).map((c) => [c.id, c]));
        for (const l of loads) l.resolve(found.get(l.id));
      } catch (err) {
        for (const l of loads) l.reject(err);
      }
    }
  }

  /** One BullMQ job: one attempt; a failure inside the 24 h window is thrown back so BullMQ retries it after the back-off. */
  private async processJob(data: { deliveryId: number; token: string }): Promise<string> {
    const c = await this.loadForJob(data.deliveryId, data.token);
    // Delivered, cancelled, or superseded by a redelivery (another token): nothing to do.
    if (!c) return 'skipped';
    await this.afterDailyRun();
    const outcome = await this.attempt(c, true);
    if (outcome.status === 'pending') throw new RetryLater(Math.max(0, outcome.nextAttemptAt!.getTime() - Date.now()));
    return outcome.status;
  }

  // ------------------------------------------------------------------ housekeeping

  /** Forgets events, deliveries and attempts older than 30 days (pending deliveries are kept). */
  async prune(now = new Date()): Promise<number> {
    const before = dateParam(this.db.engine, new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000));
    return this.db.transaction(async (em) => {
      const olds: Array<{ id: number }> = await em.query("SELECT id FROM webhook_deliveries WHERE created_at < ? AND status <> 'pending' LIMIT 10000", [before]);
      const ids = olds.map((r) => Number(r.id));
      let n = 0;
      for (let i = 0; i < ids.length; i += 500) {
        const part = ids.slice(i, i + 500);
        await execute(em, `DELETE FROM webhook_attempts WHERE delivery_id IN (${marks(part.length)})`, part);
        n += await execute(em, `DELETE FROM webhook_deliveries WHERE id IN (${marks(part.length)})`, part);
      }
      await execute(em, 'DELETE FROM webhook_events WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)', [before]);
      await execute(em, 'DELETE FROM webhook_daily_runs WHERE created_at < ?', [before]);
      return n;
    });
  }
}
