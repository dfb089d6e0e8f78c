import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { Transporter } from 'nodemailer';
import { EntityManager, In, IsNull, LessThan, LessThanOrEqual, Or } from 'typeorm';
import type { Database } from '../database/data-source';
import { insertRow, storedDate } from '../database/sql';
import { MailOutboxRow } from './mail-outbox.entity';
import { log } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How long a worker's claim on a mail lasts: a worker that dies mid-send leaves it to another after this. */
const CLAIM_MS = 5 * 60_000;
/** Failed mails are retried (backing off from MAIL_RETRY_BASE_MS, doubling, at most hourly) for this long, then given up. */
const RETRY_WINDOW_MS = 24 * 3_600_000;
const MAX_BACKOFF_MS = 3_600_000;
/** Sent mails are removed after a week (housekeeping). */
const KEEP_SENT_MS = 7 * 24 * 3_600_000;
const BATCH = 50;

/**
 * Where a mail goes: SMTP when SMTP_URL is set; otherwise one JSON file per mail (to, subject, text,
 * html, created_at) in the outbox folder. Both are keyed by the outbox row, so a mail sent again
 * after a crash between sending and recording it is the same mail: the same file (overwritten), the
 * same SMTP Message-ID (which receiving servers and clients de-duplicate).
 */
export class MailTransport {
  private readonly transport?: Transporter;
  constructor(private readonly opts: { smtpUrl?: string; outbox: string; from: string }) {
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  async send(row: Pick<MailOutboxRow, 'id' | 'createdAt' | 'to' | 'subject' | 'text' | 'html'>): Promise<void> {
    const message = { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined };
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...message, messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@meridian>` });
      return;
    }
    await fs.promises.mkdir(this.opts.outbox, { recursive: true });
    const name = `${row.createdAt.getTime()}-${String(row.id).padStart(10, '0')}.json`;
    const body = { to: row.to, subject: row.subject, text: row.text, html: row.html ?? null, created_at: row.createdAt.toISOString() };
    const tmp = path.join(this.opts.outbox, `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    await fs.promises.writeFile(tmp, JSON.stringify(body, null, 2));
    await fs.promises.rename(tmp, path.join(this.opts.outbox, name));
  }
}

/**
 * Mail as a job (issue 19 item 4). A mail is written to the `mail_outbox` table in the transaction
 * that decides it (`add`), so a rolled-back decision mails nothing and a committed one is never
 * lost: a process that dies leaves the row, which a mail worker sends. Workers claim due rows with
 * a token (one worker per mail), record the outcome, and retry failures with back-off.
 *
 * Which processes send: those with `sends` (ROLE `all` and `worker`); they poll every MAIL_POLL_MS.
 * In such a process the code that decided a mail also makes its first attempt once the transaction
 * has committed, and waits for it (`settle`), as it waited for the mail before the outbox; a `web`
 * process only writes the rows, which a worker's next poll sends.
 */
export class Mailer {
  private readonly inFlight = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly opts: { sends: boolean; pollMs: number; retryBaseMs: number },
  ) {}

  /** Writes `message` to the outbox in the caller's transaction; returns its id (for `settle`). */
  async add(em: EntityManager, message: MailMessage): Promise<number> {
    const now = storedDate(this.db.engine);
    const id = await insertRow(em, MailOutboxRow, {
      to: message.to,
      subject: message.subject.slice(0, 255),
      text: message.text,
      html: message.html ?? null,
      attempts: 0,
      nextAttemptAt: now,
      lockToken: null,
      lockedUntil: null,
      lastError: null,
      sentAt: null,
      failedAt: null,
      createdAt: now,
    });
    return id;
  }

  /** A mail that is a decision of its own (nothing else is written with it): its own transaction, then `settle`. */
  async send(message: MailMessage): Promise<void> {
    const id = await this.db.transaction((em) => this.add(em, message));
    await this.settle([id]);
  }

  /**
   * After the deciding transaction committed: in a process that sends mail, the first attempt of
   * these mails, waited for (a failure is left to the retries, never thrown); elsewhere nothing.
   */
  async settle(ids: number[]): Promise<void> {
    if (!this.opts.sends || !ids.length) return;
    let mine: MailOutboxRow[] = [];
    try {
      mine = await this.claim(ids);
      await this.deliver(mine);
    } catch (err) {
      log.error({ err }, 'Mail: claiming mails failed');
    }
    // Taken by this process's poller meanwhile: wait for its pass (another process's claim: its own business).
    if (mine.length < ids.length) await this.running;
    await Promise.all(ids.map((id) => this.inFlight.get(id)));
  }

  /** Starts the worker (processes with `sends`): polls every MAIL_POLL_MS. */
  start(): void {
    if (!this.opts.sends || !this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the attempts in flight (their outcome is recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await Promise.all(this.inFlight.values());
  }

  /** Sends what is due now (the worker's pass; also callable by tests and scripts). Resolves when the pass is done. */
  async flush(): Promise<void> {
    for (;;) {
      const rows = await this.claim();
      await this.deliver(rows);
      if (rows.length < BATCH) break;
    }
    await Promise.all(this.inFlight.values());
  }

  private wake(): void {
    if (this.stopped || !this.opts.sends) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.flush();
        } catch (err) {
          log.error({ err }, 'Mail: sending pass failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Claims unsent mails nobody holds: the given ones, or (none given) those due now, oldest first. */
  private async claim(ids?: number[]): Promise<MailOutboxRow[]> {
    const now = new Date();
    const free = { sentAt: IsNull(), failedAt: IsNull(), lockedUntil: Or(IsNull(), LessThan(now)) };
    const candidates = ids ?? (await this.db.manager.find(MailOutboxRow, { select: { id: true }, where: { ...free, nextAttemptAt: LessThanOrEqual(now) }, order: { id: 'ASC' }, take: BATCH })).map((r) => r.id);
    if (!candidates.length) return [];
    const token = crypto.randomBytes(16).toString('hex');
    const claimed = await this.db.transaction((em) => em.update(MailOutboxRow, { ...free, id: In(candidates) }, { lockToken: token, lockedUntil: new Date(now.getTime() + CLAIM_MS) }));
    if (!claimed.affected) return [];
    return this.db.manager.find(MailOutboxRow, { where: { lockToken: token } });
  }

  private deliver(rows: MailOutboxRow[]): Promise<void[]> {
    return Promise.all(
      rows.map((row) => {
        const attempt = this.attempt(row).finally(() => this.inFlight.delete(row.id));
        this.inFlight.set(row.id, attempt);
        return attempt;
      }),
    );
  }

  /** One attempt; its outcome is written under the claim's token (a claim taken over meanwhile writes nothing). */
  private async attempt(row: MailOutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    const mine = { id: row.id, lockToken: row.lockToken! };
    try {
      await this.transport.send(row);
    } catch (err) {
      const now = new Date();
      const giveUp = now.getTime() - row.createdAt.getTime() >= RETRY_WINDOW_MS;
      const wait = Math.min(this.opts.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 300);
      log.warn({ mailId: row.id, attempts, err: lastError }, `Mail ${row.id}: attempt ${attempts} failed (${lastError}); ${giveUp ? 'given up' : `retry in ${Math.round(wait / 1000)} s`}`);
      await this.record(mine, { attempts, lastError, lockToken: null, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + wait), failedAt: giveUp ? now : null });
      return;
    }
    // Sent: the body (codes, links) is not kept.
    await this.record(mine, { attempts, sentAt: new Date(), lastError: null, lockToken: null, lockedUntil: null, text: '', html: null });
  }

  private async record(where: { id: number; lockToken: string }, values: Partial<MailOutboxRow>): Promise<void> {
    try {
      await this.db.transaction((em) => em.update(MailOutboxRow, where, values));
    } catch (err) {
      // The claim expires and the mail is attempted again (the same file or Message-ID).
      log.error({ err, mailId: where.id }, `Mail ${where.id}: outcome not recorded`);
    }
  }

  /** Housekeeping: removes sent mails older than a week. */
  async prune(now = new Date()): Promise<number> {
    const gone = await this.db.transaction((em) => em.delete(MailOutboxRow, { sentAt: LessThan(new Date(now.getTime() - KEEP_SENT_MS)) }));
    return gone.affected ?? 0;
  }
}
