import type { Database } from '../database/data-source';
import { AppError, badInput, conflict } from '../common/errors';
import { asText, dayOf, execute } from '../database/sql';
import { toBigInt } from '../common/money';
import type { LedgerService } from '../modules/ledger/ledger.service';
import type { SettingsService } from '../modules/settings/settings.service';
import type { Services } from '../app/services';
import { JobLease, JobRun } from './jobs.entities';
import { DailyRunLease } from './lease';
import { log } from '../common/logger';
import { addDays, isValidDay, platformToday } from './days';
import { compoundRate, compoundSourceSql, computeDayLevelIncome, EngineDeps, compoundStep, levelStep, roiSourceParams, roiSourceSql, roiStep } from './engine-steps';
import { decodeLines, LevelLine } from './level-rule';
import { rankSteps } from './rank-steps';
import { expiryStep } from '../modules/investments/investments.expiry';
import type { DailyStep, SettingsSnapshot } from './step';

import { INCOME_KINDS } from '../modules/income/kinds';
import { trimToCap } from '../rules/cap';
import { memberTotalsDrift, rebuildMemberTotals } from '../modules/ledger/member-totals';

export interface PreviewTotals {
  day: string;
  totals: Array<{ kind: string; amount: bigint; members: number }>;
  topEarners: Array<{ memberId: number; amount: bigint }>;
}

export interface LevelExplanation {
  memberId: number;
  day: string;
  /** Share before the cap. */
  amount: bigint;
  /** What was credited (after the cap). */
  credited: bigint;
  sources: number;
  lines: LevelLine[];
}

/**
 * The daily run: steps in order (expiry, roi, level, compound, then the ranks branch's steps), each a row in
 * `job_runs` with its progress; one settings snapshot per day, read at the day's first start and
 * reused on resume so a resumed run computes exactly what the first attempt would have.
 */
export class JobsService {
  /**
   * Members per chunk (member-id range) and chunks committed concurrently (disjoint ranges). MySQL:
   * 10,000 x 4 (measured at 200,000 members on 2 cores: 18 % faster than 50,000 x 2; smaller
   * statements and temporary tables, the cores kept busy while a chunk waits). SQLite has one
   * writer: 50,000 x 1. Tests lower the chunk size to exercise many chunks.
   */
  chunkSize: number;
  parallel: number;
  private services: Services | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  readonly steps: DailyStep[];
  /** Days whose steps this process executed (not mere replays); the scale-out test reads it. */
  readonly ranDays: string[] = [];
  private readonly runListeners: Array<(change: JobRun) => void> = [];
  private readonly dayListeners: Array<(day: string) => void> = [];
  /** The day this process is running now, if any (outbound webhooks hold their deliveries meanwhile). */
  runningDay: string | null = null;
  /** The database lease every run of a day holds (one day at a time across all processes). */
  readonly lease: DailyRunLease;
  /**
   * Set on a web replica: an admin's manual run is handed to the workers' queue rather than run here
   * (the resolver then answers the day's record as it stands).
   */
  dispatch: ((day: string) => Promise<void>) | null = null;
  /** Set by `interrupt()` (shutdown): runs stop after their current chunk and no new one starts. */
  private stopping = false;
  /** Set when the heartbeat found the lease taken over: the run stops after its current chunk. */
  private lost = false;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
  ) {
    this.lease = new DailyRunLease(db);
    this.parallel = db.engine === 'mysql' ? 4 : 1;
    this.chunkSize = db.engine === 'mysql' ? 10_000 : 50_000;
    const deps: EngineDeps = { db, ledger, chunkSize: () => this.chunkSize, parallel: () => this.parallel };
    // Expiry first: an investment whose term ended by D leaves the running principal (cap, team business) before anything is paid.
    this.steps = [expiryStep, roiStep(deps), levelStep(deps), compoundStep(deps), ...rankSteps];
  }

  bind(services: Services) {
    this.services = services;
    const { dailyRunLeaseMs, dailyRunChunkSize } = services.config;
    this.lease.ttlMs = dailyRunLeaseMs;
    this.lease.beatMs = Math.max(Math.floor(dailyRunLeaseMs / 3), 300);
    if (dailyRunChunkSize) this.chunkSize = dailyRunChunkSize;
  }

  /** Called after every committed change of a step row (start, each chunk, end): the jobs page's live progress. */
  onRunChange(listener: (change: JobRun) => void) {
    this.runListeners.push(listener);
  }

  /** Called once this process has run a day's remaining steps and all have committed (outbound webhooks: income.daily). */
  onDayDone(listener: (day: string) => void) {
    this.dayListeners.push(listener);
  }

  /** Writes a change of a step row, then tells the listeners the row as it now stands. */
  private async updateRun(row: JobRun, patch: Partial<JobRun>): Promise<void> {
    await this.db.transaction((em) => em.update(JobRun, { id: row.id }, patch));
    Object.assign(row, patch);
    for (const l of this.runListeners) l({ ...row });
  }

  /** The platform day's zone: TZ_PLATFORM unless an admin set the `timeZone` setting to another zone. */
  async timeZone(): Promise<string> {
    return this.settings.timeZone();
  }

  async today(): Promise<string> {
    return platformToday(await this.timeZone());
  }

  async checkDay(day: string): Promise<void> {
    if (!isValidDay(day)) throw badInput('Invalid date: use YYYY-MM-DD', { date: 'YYYY-MM-DD' });
    if (day > (await this.today())) throw new AppError('BAD_USER_INPUT', 'A day in the future cannot be run', { date: 'not in the future' });
  }

  /**
   * A day may be run once it has ended in the platform time zone: a run of today would leave out a
   * top-up made later today (it starts today) and never pay its first day's ROI.
   */
  async checkEnded(day: string): Promise<void> {
    await this.checkDay(day);
    if (day === (await this.today())) {
      throw new AppError('BAD_USER_INPUT', `${day} has not ended yet in the platform time zone (${await this.timeZone()}): it can be run from ${addDays(day, 1)} 00:00 there`, { date: 'a day that has ended' });
    }
  }

  /**
   * Runs (or resumes) one day that has ended, under the lease; serialised within the process.
   * Returns the day's step rows. While another process holds the lease (running any day), a
   * CONFLICT names it and its last beat.
   */
  async runDay(day: string): Promise<JobRun[]> {
    await this.checkEnded(day);
    if (this.stopping) throw conflict('This process is shutting down; the run resumes on another worker');
    const run = this.queue.then(async () => {
      const holder = await this.lease.acquire(day);
      if (holder) throw conflict(`The daily run of ${holder.day} is running on ${holder.owner} (last beat ${new Date(holder.heartbeatAt!).toISOString()})`);
      this.runningDay = day;
      const beat = setInterval(() => {
        this.lease.beat().then(
          (kept) => {
            if (kept || this.lost) return;
            log.error({ day }, 'Daily run lease lost (a stall let another worker take over): stopping after the current chunk');
            this.lost = true;
          },
          (err) => log.warn({ err, day }, 'Daily run heartbeat failed'),
        );
      }, this.lease.beatMs);
      try {
        return await this.runDayNow(day);
      } finally {
        clearInterval(beat);
        this.runningDay = null;
        if (!this.lost) await this.lease.release().catch((err) => log.warn({ err }, 'Daily run lease not released (it expires)'));
        this.lost = false;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Stops this process's runs (shutdown): a day being run stops after its current chunk, its step
   * left RUNNING and the lease released, so a live worker resumes it at once. Settles when stopped.
   */
  async interrupt(): Promise<void> {
    this.stopping = true;
    if (this.runningDay) log.info({ day: this.runningDay }, `Stopping the daily run of ${this.runningDay} after its current chunk`);
    await this.queue;
  }

  /**
   * The watchdog's round: the earliest day left RUNNING whose lease is free (its runner crashed or
   * stopped) is resumed here. Returns that day, if any.
   */
  async resumeStalled(): Promise<string | null> {
    if (this.stopping || this.runningDay) return null;
    const [row] = await this.db.manager.query("SELECT MIN(day) AS d FROM job_runs WHERE status = 'RUNNING'");
    if (!row?.d || (await this.lease.current())) return null;
    const day = String(row.d);
    log.warn({ day }, `The daily run of ${day} was left running without a live worker: taking it over`);
    await this.catchUp(day);
    return day;
  }

  /** The lease's live holder (the jobs page: which worker runs, its last beat). */
  async leaseHolder(): Promise<JobLease | null> {
    return this.lease.current();
  }

  private async runDayNow(day: string): Promise<JobRun[]> {
    if (!this.services) throw new Error('JobsService is not bound to the services');
    const snapshot = await this.snapshotFor(day);
    const settingsText = JSON.stringify(snapshot);
    let executed = false;
    for (const [position, step] of this.steps.entries()) {
      const row = await this.claimRow(day, step.name, position, settingsText);
      if (row.status === 'DONE') continue;
      executed = true;
      const started = Date.now();
      await this.updateRun(row, { status: 'RUNNING', attempts: row.attempts + 1, startedAt: new Date(), error: null, finishedAt: null, worker: this.lease.owner });
      // A step's chunk workers report in turn (done 1, 2, 3...) but their writes could commit out of
      // order: each report waits for the one before, so the row and the live events go 1, 2, 3.
      let reported: Promise<void> = Promise.resolve();
      try {
        const result = await step.run({
          day,
          runId: row.id,
          settings: snapshot,
          services: this.services,
          progress: async (done, total) => {
            const report = reported.then(() => this.updateRun(row, { done, total }));
            reported = report.catch(() => undefined);
            await report;
            // A turn of the event loop between chunks: on SQLite (synchronous driver) a run would
            // otherwise never let the lease's heartbeat or a SIGTERM in until it ends.
            await new Promise((resolve) => setImmediate(resolve));
            // After a committed chunk: a shutdown or a lost lease stops here (resumed from the next chunk).
            if (this.stopping || this.lost) throw new RunInterrupted();
          },
        });
        await this.updateRun(row, { status: 'DONE', rows: await this.postedRows(day, step.name, row.rows + result.rows), durationMs: row.durationMs + (Date.now() - started), finishedAt: new Date() });
      } catch (err) {
        if (err instanceof RunInterrupted) {
          // Left RUNNING: the watchdog of a live worker resumes it.
          await this.updateRun(row, { error: err.message, durationMs: row.durationMs + (Date.now() - started) });
          throw err;
        }
        const message = err instanceof Error ? err.message : String(err);
        await this.updateRun(row, { status: 'FAILED', error: message.slice(0, 500), durationMs: row.durationMs + (Date.now() - started), finishedAt: new Date() });
        throw err;
      }
    }
    if (executed) {
      this.ranDays.push(day);
      for (const l of this.dayListeners) l(day);
    }
    return this.runsOf(day);
  }

  /**
   * What a step posted over all its attempts: a chunked step's committed chunks record their
   * postings' entries in the chunks' own transactions (a crashed attempt's chunks count too); other
   * steps count in process (`counted`).
   */
  private async postedRows(day: string, step: string, counted: number): Promise<number> {
    const [c] = await this.db.manager.query('SELECT COUNT(*) AS n, SUM(row_count) AS r FROM job_chunks WHERE day = ? AND step = ?', [day, step]);
    return Number(c.n) > 0 ? Number(c.r) : counted;
  }

  /** The day's snapshot: the one recorded by its first attempt, else the settings now. */
  private async snapshotFor(day: string): Promise<SettingsSnapshot> {
    const first = await this.db.manager.findOne(JobRun, { where: { day }, order: { position: 'ASC' } });
    if (first) return JSON.parse(first.settings);
    return { ...(await this.settings.all()) };
  }

  private async claimRow(day: string, step: string, position: number, settings: string): Promise<JobRun> {
    const found = await this.db.manager.findOne(JobRun, { where: { day, step } });
    if (found) return found;
    try {
      await this.db.transaction((em) =>
        em.insert(JobRun, { day, step, position, status: 'RUNNING', done: 0, total: 0, rows: 0, durationMs: 0, attempts: 0, settings, error: null, startedAt: new Date(), finishedAt: null }),
      );
    } catch {
      // another replica created it at the same moment
    }
    return (await this.db.manager.findOne(JobRun, { where: { day, step } }))!;
  }

  async runsOf(day: string): Promise<JobRun[]> {
    return this.db.manager.find(JobRun, { where: { day }, order: { position: 'ASC' } });
  }

  async isDayDone(day: string): Promise<boolean> {
    const done = new Set((await this.runsOf(day)).filter((r) => r.status === 'DONE').map((r) => r.step));
    return this.steps.every((s) => done.has(s.name));
  }

  /** Latest runs for the jobs page, newest day first. */
  async recentRuns(limit = 60): Promise<JobRun[]> {
    return this.db.manager.find(JobRun, { order: { day: 'DESC', position: 'ASC' }, take: Math.min(Math.max(limit, 1), 200) });
  }

  /**
   * Missed days, in order: every day from the first recorded run (or `upTo` when no day was ever run)
   * up to `upTo` whose run is not complete (a step missing or not DONE). A hole left before a later
   * manual run, or a day whose run failed, is run again; complete days are skipped without a write.
   */
  async catchUp(upTo: string): Promise<string[]> {
    const [first] = await this.db.manager.query('SELECT MIN(day) AS d FROM job_runs');
    const from: string = first?.d ? String(first.d) : upTo;
    const names = this.steps.map((s) => s.name);
    const rows: Array<{ day: string; step: string }> = await this.db.manager.query(
      `SELECT day, step FROM job_runs WHERE day >= ? AND day <= ? AND status = 'DONE' AND step IN (${names.map(() => '?').join(', ')})`,
      [from, upTo, ...names],
    );
    const doneSteps = new Map<string, number>();
    for (const r of rows) doneSteps.set(String(r.day), (doneSteps.get(String(r.day)) ?? 0) + 1);
    const ran: string[] = [];
    for (let day = from; day <= upTo; day = addDays(day, 1)) {
      if (doneSteps.get(day) === names.length) continue;
      await this.runDay(day);
      ran.push(day);
    }
    return ran;
  }

  /** What a run of `day` would pay, without posting: totals per income kind and the top earners. */
  async preview(day: string): Promise<PreviewTotals> {
    await this.checkDay(day);
    const snapshot = await this.settings.all();
    const e = this.db.engine;
    const remaining = new Map<number, bigint>();
    const caps: Array<{ member_id: number; rem: string }> = await this.db.manager.query(
      `SELECT member_id, ${asText(e, 'cap_total - earned')} AS rem FROM member_cap`,
    );
    for (const c of caps) remaining.set(Number(c.member_id), maxBig(toBigInt(c.rem)!, 0n));
    const perMember = new Map<number, bigint>();
    const totals: PreviewTotals['totals'] = [];
    const credit = (kind: string, rows: Array<[number, bigint]>) => {
      let amount = 0n;
      let members = 0;
      for (const [memberId, raw] of rows) {
        const rem = remaining.get(memberId) ?? 0n;
        const v = trimToCap(raw, rem, 0n);
        if (v === 0n) continue;
        remaining.set(memberId, rem - v);
        perMember.set(memberId, (perMember.get(memberId) ?? 0n) + v);
        amount += v;
        members++;
      }
      totals.push({ kind, amount, members });
      return amount;
    };
    // ROI (unless switched off or left to the daily trade)
    const roi = new Map<number, bigint>();
    if (snapshot.roi === '1' && snapshot.manualTrade !== '1') {
      const rows: Array<{ member_id: number; amount: string }> = await this.db.manager.query(
        `SELECT member_id, ${asText(e, 'amount')} AS amount FROM (${roiSourceSql(this.db, false)}) r`,
        roiSourceParams(day, 0, 2 ** 31 - 1, false),
      );
      const credited: Array<[number, bigint]> = rows.map((r) => [Number(r.member_id), toBigInt(r.amount)!]);
      const before = new Map(remaining);
      credit('ROI', credited);
      for (const [m] of credited) roi.set(m, (before.get(m) ?? 0n) - (remaining.get(m) ?? 0n));
    } else totals.push({ kind: 'ROI', amount: 0n, members: 0 });
    if (snapshot.level === '1') {
      const level = await computeDayLevelIncome(this.db, day, roi);
      credit('LEVEL_INCOME', level.map((c) => [c.memberId, c.amount]));
    } else totals.push({ kind: 'LEVEL_INCOME', amount: 0n, members: 0 });
    const rate = compoundRate(snapshot);
    if (rate > 0n) {
      const rows: Array<{ member_id: number; amount: string }> = await this.db.manager.query(
        `SELECT member_id, ${asText(e, 'amount')} AS amount FROM (${compoundSourceSql(this.db, rate, false)}) r`,
        [0, 2 ** 31 - 1],
      );
      credit('COMPOUND_ROI', rows.map((r) => [Number(r.member_id), toBigInt(r.amount)!]));
    } else totals.push({ kind: 'COMPOUND_ROI', amount: 0n, members: 0 });
    const topEarners = [...perMember.entries()]
      .sort((a, b) => (a[1] === b[1] ? a[0] - b[0] : a[1] > b[1] ? -1 : 1))
      .slice(0, 10)
      .map(([memberId, amount]) => ({ memberId, amount }));
    return { day, totals, topEarners };
  }

  /**
   * The ledger's income entries as `income_daily` lines: each entry counts for its posting's income
   * day (postings written before that column existed: their UTC date).
   */
  private ledgerIncomeLines(): string {
    const e = this.db.engine;
    const kinds = INCOME_KINDS.map((k) => `'${k}'`).join(', ');
    return `SELECT le.member_id AS member_id, COALESCE(t.income_day, ${dayOf(e, 'le.created_at')}) AS day, le.kind AS kind, le.amount AS amount
      FROM ledger_entries le JOIN ledger_transactions t ON t.id = le.transaction_id
      WHERE le.member_id IS NOT NULL AND le.kind IN (${kinds})`;
  }

  /**
   * The income summaries against their sources: every line of the per-member, per-day, per-kind
   * `income_daily` has the amount and entry count of the ledger's income entries of that member, day
   * and kind, and every member's lifetime `member_totals` equal the member's ledger entries of each
   * kind and the gross of the completed withdrawals. Returns the mismatches (empty = reconciled).
   */
  async reconcileIncome(): Promise<string[]> {
    const e = this.db.engine;
    const kinds = INCOME_KINDS.map((k) => `'${k}'`).join(', ');
    const rows: Array<{ member_id: number; day: string; kind: string; summary: string; ledger: string; se: number; le: number }> = await this.db.manager.query(
      `SELECT x.member_id AS member_id, x.day AS day, x.kind AS kind, ${asText(e, 'SUM(x.s)')} AS summary, ${asText(e, 'SUM(x.l)')} AS ledger,
              SUM(x.se) AS se, SUM(x.le) AS le FROM (
         SELECT member_id, day, kind, amount AS s, 0 AS l, entries AS se, 0 AS le FROM income_daily WHERE kind IN (${kinds})
         UNION ALL
         SELECT member_id, day, kind, 0 AS s, amount AS l, 0 AS se, 1 AS le FROM (${this.ledgerIncomeLines()}) li
       ) x GROUP BY x.member_id, x.day, x.kind HAVING SUM(x.s) <> SUM(x.l) OR SUM(x.se) <> SUM(x.le)`,
    );
    const daily = rows.map((r) => `income_daily of member ${r.member_id} ${r.day} ${r.kind}: ${r.summary} in ${r.se} entries but ledger ${r.ledger} in ${r.le}`);
    return [...daily, ...(await memberTotalsDrift(this.db.manager, e))];
  }

  /**
   * Rebuilds `income_daily` from the ledger and `member_totals` from the ledger and the withdrawals
   * (`npm run reconcile -- --rebuild-income`), in one transaction: what a repair after a restore or a
   * hand edit needs. Returns the lines written to each.
   */
  async rebuildIncomeSummary(): Promise<{ daily: number; totals: number }> {
    return this.db.transaction(async (em) => {
      await em.query('DELETE FROM income_daily');
      const daily = await execute(
        em,
        `INSERT INTO income_daily (member_id, day, kind, amount, entries)
         SELECT member_id, day, kind, SUM(amount), COUNT(*) FROM (${this.ledgerIncomeLines()}) li GROUP BY member_id, day, kind`,
        [],
      );
      return { daily, totals: await rebuildMemberTotals(em, this.db.engine) };
    });
  }

  /** The explanation of a member's level income of a day (null when there was none). */
  async levelExplanation(memberId: number, day: string): Promise<LevelExplanation | null> {
    if (!isValidDay(day)) throw badInput('Invalid date: use YYYY-MM-DD', { date: 'YYYY-MM-DD' });
    const e = this.db.engine;
    const [row] = await this.db.manager.query(
      `SELECT ${asText(e, 'b.amount')} AS amount, b.sources AS sources, b.detail AS detail,
         (SELECT ${asText(e, 'd.amount')} FROM income_daily d WHERE d.member_id = b.member_id AND d.day = b.day AND d.kind = 'LEVEL_INCOME') AS credited
       FROM level_income_breakdown b WHERE b.member_id = ? AND b.day = ?`,
      [memberId, day],
    );
    if (!row) return null;
    return { memberId, day, amount: toBigInt(row.amount)!, credited: toBigInt(row.credited) ?? 0n, sources: Number(row.sources), lines: decodeLines(row.detail) };
  }

}

/** A run stopped between chunks (shutdown, lost lease): not a failure, resumed by a live worker. */
export class RunInterrupted extends Error {
  constructor() {
    super('Interrupted between chunks (shutdown or lost lease); resumed by a live worker');
  }
}

function maxBig(a: bigint, b: bigint) {
  return a > b ? a : b;
}
