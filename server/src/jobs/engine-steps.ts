import type { EntityManager } from 'typeorm';
import type { Database } from '../database/data-source';
import { execute, forceIndex, insertIgnoreInto, updateJoinTable, upsertAdd } from '../database/sql';
import { applyRateSql } from '../rules/rate';
import { dailyRoiSql, ranOnDaySql } from '../rules/roi';
import { capOfSql, trimToCapSql } from '../rules/cap';
import { isUniqueViolation, type BatchPosting, type LedgerService } from '../modules/ledger/ledger.service';
import type { EntryKind, WalletType } from '../modules/ledger/ledger.entities';
import { parsePercent } from '../common/money';
import { addBatchToMemberTotals } from '../modules/ledger/member-totals';
import { JobChunk } from './jobs.entities';
import { buildPopulation, computeLevelIncome, encodeLines, LevelCredit } from './level-rule';
import { levelRates } from '../rules/levels';
import type { DailyStep, StepContext, StepResult } from './step';
import type { SettingOf } from '../modules/settings/settings.definitions';

/**
 * The engine's own daily steps: ROI, level income, compound ROI. Each walks the members in chunks of
 * member-id ranges ([k x size, (k+1) x size)); a chunk is one database transaction holding one batch
 * posting (key `<step>:<day>:<k>`), the cap and `income_daily` updates and the chunk's done-mark,
 * so a crash resumes at the first unfinished chunk and a replay posts nothing.
 */
export interface EngineDeps {
  db: Database;
  ledger: LedgerService;
  chunkSize: () => number;
  /** Chunks committed concurrently (MySQL: 2; SQLite has one writer: 1). */
  parallel: () => number;
}

/** Income credits of one step: which ledger kind, which wallet. */
interface CreditSpec {
  step: string;
  kind: EntryKind;
  wallet: WalletType;
  memo: string;
  /** The source reads the credited wallets' balances (compound): they are locked before it. */
  sourceReadsWallets?: boolean;
}

const ROI: CreditSpec = { step: 'roi', kind: 'ROI', wallet: 'ROI', memo: 'Daily ROI' };
const LEVEL: CreditSpec = { step: 'level', kind: 'LEVEL_INCOME', wallet: 'INCOME', memo: 'Level income' };
const COMPOUND: CreditSpec = { step: 'compound', kind: 'COMPOUND_ROI', wallet: 'COMPOUND', memo: 'Compound ROI', sourceReadsWallets: true };

/** The cap trim (rules/cap.ts) of `amountExpr` against the `member_cap` row `capAlias`. */
export function capTrimmed(db: Database, amountExpr: string, capAlias = 'c', capTotal = `${capAlias}.cap_total`): string {
  return trimToCapSql(db.engine, amountExpr, capTotal, `${capAlias}.earned`);
}

export async function maxMemberId(db: Database): Promise<number> {
  const [row] = await db.manager.query('SELECT COALESCE(MAX(id), 0) AS m FROM users');
  return Number(row.m);
}

/**
 * Runs chunks 0..n-1 of a step; `source(lo, hi)` gives the SELECT of (member_id, amount) already
 * trimmed to the cap; `before(em, lo, hi)` may write rows the source reads (level breakdown).
 */
async function runChunks(
  deps: EngineDeps,
  ctx: StepContext,
  spec: CreditSpec,
  source: (lo: number, hi: number) => { sql: string; params: unknown[] },
  before?: (em: EntityManager, lo: number, hi: number) => Promise<number>,
): Promise<StepResult> {
  const { db, ledger } = deps;
  const size = deps.chunkSize();
  const chunks = Math.floor((await maxMemberId(db)) / size) + 1;
  let rows = 0;
  let next = 0;
  let done = 0;
  const runChunk = async (k: number) => {
    const lo = k * size;
    const hi = lo + size;
    let written = 0;
    try {
      written = await db.transaction(async (em) => {
        if (await em.findOne(JobChunk, { where: { day: ctx.day, step: spec.step, chunk: k } })) return -1;
        const extra = before ? await before(em, lo, hi) : 0;
        const batch: BatchPosting = {
          key: `${spec.step}:${ctx.day}:${k}`,
          kind: spec.kind,
          wallet: spec.wallet,
          contra: 'INCOME_EXPENSE',
          source: source(lo, hi),
          sourceReadsWallets: spec.sourceReadsWallets,
          memo: `${spec.memo} ${ctx.day} (members ${lo}-${hi - 1})`,
          description: `${spec.memo} ${ctx.day}`,
          range: { from: lo, to: hi },
          incomeDay: ctx.day,
          // The caps are read by the source and raised after it: no top-up may move them in between.
          // COUNT(*): the same row locks (primary-key range, in member order) without sending the ids back.
          lockSources: (tx) => tx.query('SELECT COUNT(*) AS n FROM member_cap WHERE member_id >= ? AND member_id < ? FOR UPDATE', [lo, hi]),
        };
        const result = await ledger.postBatch(em, batch, (_transactionId, credits) => recordIncome(db, em, credits, spec.kind, ctx.day));
        // The chunk's postings, with the postings (the run's record sums them, whoever ran which chunk).
        await em.insert(JobChunk, { day: ctx.day, step: spec.step, chunk: k, rows: result.entries });
        return result.entries;
      });
    } catch (err) {
      // Another replica committed this chunk first (same key): nothing more to do here.
      if (!isUniqueViolation(err)) throw err;
      written = -1;
    }
    if (written > 0) {
      rows += written;
      ledger.publishBatch({ from: lo, to: hi });
    }
    done++;
    await ctx.progress(done, chunks);
  };
  // A few workers take the next chunk in turn; chunks are disjoint member ranges.
  let failed = false;
  const worker = async () => {
    while (!failed && next < chunks) {
      try {
        await runChunk(next++);
      } catch (err) {
        failed = true; // the other workers stop after their current chunk
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.parallel(), chunks)) }, worker));
  return { rows };
}

/**
 * After a batch: the members' earned-so-far (cap), the per-day income summary and the lifetime totals, set-based, from
 * the batch's staged credits (`credits`: the temporary table of postBatch, one row per credited
 * member, exactly the amounts of its ledger entries).
 */
async function recordIncome(db: Database, em: EntityManager, credits: string, kind: EntryKind, day: string) {
  const e = db.engine;
  await execute(em, updateJoinTable(e, 'member_cap', 'c', credits, 's', 'c.member_id = s.member_id', 'earned = c.earned + s.amount'), []);
  await execute(
    em,
    upsertAdd(e, 'income_daily', ['member_id', 'day', 'kind', 'amount', 'entries'], ['member_id', 'day', 'kind'], ['amount', 'entries'],
      `SELECT member_id, ? AS day, ? AS kind, amount, 1 AS entries FROM ${credits}`),
    [day, kind],
  );
  await execute(em, addBatchToMemberTotals(e, kind, credits), []);
}

function switchOn(ctx: StepContext, name: SettingOf<'switch' | 'bool'>): boolean {
  return ctx.settings[name] === '1';
}

/**
 * SQL of the day's ROI per member in [lo, hi) before the cap (floored per investment); parameters
 * `roiSourceParams(day, lo, hi)`. An investment counts while it ran on D: RUNNING, or EXPIRED by a
 * later day's run (end_day > D, so a hole before a later run is still paid), or stopped after D
 * (paused, withdrawn or reversed on a later day: `stopped_day` > D, a late run of D still pays it). A member who traded on D
 * (table `trades`) is left out whatever the `manualTrade` switch says now: the trade already credited
 * that day's ROI under its own keys (`roi:<investment>:<day>`), so switching `manualTrade` off later
 * that day can never pay the member twice.
 */
export function roiSourceSql(db: Database, trimmed: boolean): string {
  const perInvestment = dailyRoiSql(db.engine, 'i.amount', 'i.roi_rate');
  // The cap on D: today's, plus what investments that ran on D and were withdrawn or reversed since
  // added to it (they left the cap when they closed).
  const capOnD = `(c.cap_total + COALESCE((SELECT SUM(${capOfSql('x.amount', 'x.cap_multiplier', 'c.cto_qualified')}) FROM investments x
      WHERE x.member_id = i.member_id AND x.status IN ('CLOSED', 'REVERSED') AND x.stopped_day > ? AND x.start_day <= ? AND x.end_day > ?), 0))`;
  const amount = trimmed ? capTrimmed(db, `SUM(${perInvestment})`, 'c', capOnD) : `SUM(${perInvestment})`;
  // By the member index: the status index would read every running investment for each chunk.
  return `SELECT i.member_id AS member_id, ${amount} AS amount
    FROM investments i ${forceIndex(db.engine, 'idx_investment_member')} JOIN member_cap c ON c.member_id = i.member_id
    WHERE ${ranOnDaySql('i')}
      AND NOT EXISTS (SELECT 1 FROM trades tr WHERE tr.member_id = i.member_id AND tr.day = ?)
      AND i.member_id >= ? AND i.member_id < ?
    GROUP BY i.member_id, c.cap_total, c.earned, c.cto_qualified`;
}

/** The parameters of `roiSourceSql(db, trimmed)`. */
export function roiSourceParams(day: string, lo: number, hi: number, trimmed = true): unknown[] {
  return [...(trimmed ? [day, day, day] : []), day, day, day, day, lo, hi];
}

export function roiStep(deps: EngineDeps): DailyStep {
  return {
    name: 'roi',
    async run(ctx) {
      if (!switchOn(ctx, 'roi')) return { rows: 0 };
      // With manualTrade on, a member's ROI is credited by their trade of the day (the trade action
      // posts `roi:<investment>:<day>` through IncomeService), not by the daily job; with it off the
      // job pays everyone who did not trade that day (see roiSourceSql).
      if (switchOn(ctx, 'manualTrade')) return { rows: 0 };
      const sql = roiSourceSql(deps.db, true);
      return runChunks(deps, ctx, ROI, (lo, hi) => ({ sql, params: roiSourceParams(ctx.day, lo, hi) }));
    },
  };
}

/** Computes every upline's level income of the day from the ROI credited that day (income_daily). */
export async function computeDayLevelIncome(db: Database, day: string, roiOverride?: Map<number, bigint>): Promise<LevelCredit[]> {
  const members: Array<{ id: number; sponsor_id: number | null; is_active: number | boolean }> = await db.manager.query(
    "SELECT id, sponsor_id, is_active FROM users WHERE role = 'user' ORDER BY id",
  );
  let roi = roiOverride;
  if (!roi) {
    roi = new Map();
    const rows: Array<{ member_id: number; amount: string | number }> = await db.manager.query(
      "SELECT member_id, amount FROM income_daily WHERE day = ? AND kind = 'ROI'",
      [day],
    );
    for (const r of rows) roi.set(Number(r.member_id), BigInt(r.amount));
  }
  const pop = buildPopulation(
    members.map((m) => ({ id: Number(m.id), sponsorId: m.sponsor_id === null ? null : Number(m.sponsor_id), active: Boolean(Number(m.is_active)) })),
    roi,
  );
  return computeLevelIncome(pop, await levelRates(db.manager, 'INVESTMENT'));
}

export function levelStep(deps: EngineDeps): DailyStep {
  return {
    name: 'level',
    async run(ctx) {
      if (!switchOn(ctx, 'level')) return { rows: 0 };
      const credits = await computeDayLevelIncome(deps.db, ctx.day);
      const e = deps.db.engine;
      // The breakdown of a chunk is written in the chunk's transaction (insert-ignore: a resumed
      // run recomputes the same rows), then posted from it with the cap trim.
      const before = async (em: EntityManager, lo: number, hi: number) => {
        const slice = credits.filter((c) => c.memberId >= lo && c.memberId < hi);
        // 2,000 rows (10,000 parameters) per statement: within SQLite's and MySQL's placeholder limits.
        for (let i = 0; i < slice.length; i += 2000) {
          const part = slice.slice(i, i + 2000);
          const params: unknown[] = [];
          for (const c of part) params.push(ctx.day, c.memberId, c.amount.toString(), c.sources, encodeLines(c.lines));
          await execute(em, insertIgnoreInto(e, 'level_income_breakdown', `(day, member_id, amount, sources, detail) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`), params);
        }
        return 0;
      };
      const sql = `SELECT b.member_id AS member_id, ${capTrimmed(deps.db, 'b.amount')} AS amount
        FROM level_income_breakdown b JOIN member_cap c ON c.member_id = b.member_id
        WHERE b.day = ? AND b.member_id >= ? AND b.member_id < ?`;
      return runChunks(deps, ctx, LEVEL, (lo, hi) => ({ sql, params: [ctx.day, lo, hi] }), before);
    },
  };
}

/** Compound ROI rate: the `compoundPercent` setting (percent x 10^4). */
export function compoundRate(settings: Record<string, string>): bigint {
  return parsePercent(settings.compoundPercent ?? '0', 'compoundPercent');
}

export function compoundSourceSql(db: Database, rate: bigint, trimmed: boolean): string {
  const raw = applyRateSql(db.engine, 'a.balance', rate.toString());
  return `SELECT a.owner_id AS member_id, ${trimmed ? capTrimmed(db, raw) : raw} AS amount
    FROM accounts a ${forceIndex(db.engine, 'idx_account_type_owner')} JOIN member_cap c ON c.member_id = a.owner_id
    WHERE a.type = 'COMPOUND' AND a.balance > 0 AND a.owner_id >= ? AND a.owner_id < ?`;
}

export function compoundStep(deps: EngineDeps): DailyStep {
  return {
    name: 'compound',
    async run(ctx) {
      const rate = compoundRate(ctx.settings);
      if (rate <= 0n) return { rows: 0 };
      const sql = compoundSourceSql(deps.db, rate, true);
      return runChunks(deps, ctx, COMPOUND, (lo, hi) => ({ sql, params: [lo, hi] }));
    },
  };
}
