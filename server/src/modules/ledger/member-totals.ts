import { Column, Entity, type EntityManager } from 'typeorm';
import { MoneyColumn } from '../../common/columns';
import { toBigInt } from '../../common/money';
import type { Engine } from '../../database/data-source';
import { asText, bigParam, concat, execute, insertOrAdd, upsertAdd } from '../../database/sql';
import { marks, type FigureQuery } from '../../common/figures';
import { INCOME_KINDS } from '../income/kinds';

/**
 * What `member_totals` keeps per member: every income kind (net of reversals), the deposits
 * completed, and `WITHDRAWN`, the gross of the withdrawals completed.
 */
export const TOTAL_KINDS = [...INCOME_KINDS, 'DEPOSIT', 'WITHDRAWN'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

/** The column of a kind (its name in lower case); anything else is a programming error. */
export function totalsColumn(kind: string): string {
  if (!(TOTAL_KINDS as readonly string[]).includes(kind)) throw new Error(`member_totals keeps no ${kind}`);
  return kind.toLowerCase();
}

/**
 * Lifetime totals of one member, one column per kind of TOTAL_KINDS. The writers add to them in the
 * transaction that posts the money: `IncomeService.credit` and `reverse`, the daily run's batches,
 * the deposit and withdrawal decisions. So the dashboard and the legacy member object read one row
 * whatever the member's history (summing `income_daily` grew with every day of ROI), and
 * `JobsService.reconcileIncome` checks every row against the ledger and the withdrawals.
 */
@Entity('member_totals')
export class MemberTotals {
  @Column({ name: 'member_id', type: 'int', primary: true }) memberId: number;
  @MoneyColumn() roi: bigint;
  @MoneyColumn({ name: 'direct_income' }) directIncome: bigint;
  @MoneyColumn({ name: 'level_income' }) levelIncome: bigint;
  @MoneyColumn({ name: 'activation_level_income' }) activationLevelIncome: bigint;
  @MoneyColumn() reward: bigint;
  @MoneyColumn() salary: bigint;
  @MoneyColumn() cto: bigint;
  @MoneyColumn() leadership: bigint;
  @MoneyColumn({ name: 'compound_roi' }) compoundRoi: bigint;
  @MoneyColumn() deposit: bigint;
  @MoneyColumn() withdrawn: bigint;
}

/** Adds `amount` (negative for a reversal) to one member's total of `kind` (one of TOTAL_KINDS), in the caller's transaction. */
export async function addToMemberTotals(em: EntityManager, engine: Engine, memberId: number, kind: string, amount: bigint): Promise<void> {
  if (amount === 0n) return;
  await em.query(insertOrAdd(engine, 'member_totals', ['member_id'], [totalsColumn(kind)]), [memberId, bigParam(engine, amount)]);
}

/** The same for a batch: `table` holds `member_id, amount` rows, one per member (the daily run's staged credits). */
export function addBatchToMemberTotals(engine: Engine, kind: string, table: string): string {
  const column = totalsColumn(kind);
  return upsertAdd(engine, 'member_totals', ['member_id', column], ['member_id'], [column], `SELECT member_id, amount AS ${column} FROM ${table}`);
}

/**
 * The totals as figures (common/figures.ts): one row per member whose value is the columns as text,
 * comma-separated in TOTAL_KINDS order (a figure row carries one value; one row is what makes the
 * read cheap). A member without a row has no totals yet: every kind is zero.
 */
export function memberTotalsFigure(engine: Engine): FigureQuery<Record<TotalKind, bigint>> {
  const columns = TOTAL_KINDS.map(totalsColumn);
  const joined = concat(engine, ...columns.flatMap((c, i) => (i ? ["','", asText(engine, c)] : [asText(engine, c)])));
  return {
    select: (ids, q) => ({ sql: `SELECT ${q} AS q, member_id AS m, 'totals' AS k, ${joined} AS v FROM member_totals WHERE member_id IN (${marks(ids)})`, params: ids }),
    empty: () => Object.fromEntries(TOTAL_KINDS.map((k) => [k, 0n])) as Record<TotalKind, bigint>,
    fold: (totals, r) => {
      const values = (r.v ?? '').split(',');
      TOTAL_KINDS.forEach((k, i) => (totals[k] = toBigInt(values[i]) ?? 0n));
      return totals;
    },
  };
}

/** The kinds counted from the member's ledger entries (all but WITHDRAWN). */
const ENTRY_KINDS = TOTAL_KINDS.filter((k) => k !== 'WITHDRAWN');

/**
 * The sources of the totals, per member (optionally for members in [lo, hi), `?` parameters): a pivot
 * of the member's ledger entries of ENTRY_KINDS, one column each, over the `(member_id, kind)` index.
 */
function entrySums(range = false): string {
  const pivot = ENTRY_KINDS.map((k) => `SUM(CASE WHEN kind = '${k}' THEN amount ELSE 0 END) AS ${totalsColumn(k)}`).join(', ');
  const where = range ? 'member_id >= ? AND member_id < ?' : 'member_id IS NOT NULL';
  return `SELECT member_id, ${pivot} FROM ledger_entries WHERE ${where} AND kind IN (${ENTRY_KINDS.map((k) => `'${k}'`).join(', ')}) GROUP BY member_id`;
}
/** ... and the gross of the completed withdrawals. */
function withdrawnSums(range = false): string {
  return `SELECT user_id AS member_id, SUM(gross) AS withdrawn FROM withdrawals WHERE status = 'complete'${range ? ' AND user_id >= ? AND user_id < ?' : ''} GROUP BY user_id`;
}

/**
 * Members per statement of the drift check: over 200,000 members at once MariaDB took 9.9 s (it sorted the
 * joined derived tables); 50,000 at a time, 2.0 s in all.
 */
const DRIFT_RANGE = 50_000;

/** Members whose stored totals differ from their sources (one text line each; empty = reconciled). */
export async function memberTotalsDrift(em: EntityManager, engine: Engine): Promise<string[]> {
  const entryColumns = ENTRY_KINDS.map(totalsColumn);
  const columns = [...entryColumns, 'withdrawn'];
  const txt = (expr: string, c: string) => `${asText(engine, expr)} AS ${c}`;
  // Per member range: stored rows against their sources, then sources no row stands for (stored minus sources).
  const sql = `SELECT t.member_id AS member_id, ${entryColumns.map((c) => txt(`t.${c} - COALESCE(e.${c}, 0)`, c)).join(', ')}, ${txt('t.withdrawn - COALESCE(w.withdrawn, 0)', 'withdrawn')}
     FROM member_totals t LEFT JOIN (${entrySums(true)}) e ON e.member_id = t.member_id LEFT JOIN (${withdrawnSums(true)}) w ON w.member_id = t.member_id
     WHERE t.member_id >= ? AND t.member_id < ? AND (${entryColumns.map((c) => `t.${c} <> COALESCE(e.${c}, 0)`).join(' OR ')} OR t.withdrawn <> COALESCE(w.withdrawn, 0))
     UNION ALL
     SELECT e.member_id AS member_id, ${entryColumns.map((c) => txt(`-e.${c}`, c)).join(', ')}, '0' AS withdrawn FROM (${entrySums(true)}) e
     WHERE NOT EXISTS (SELECT 1 FROM member_totals t WHERE t.member_id = e.member_id) AND (${entryColumns.map((c) => `e.${c} <> 0`).join(' OR ')})
     UNION ALL
     SELECT w.member_id AS member_id, ${entryColumns.map((c) => `'0' AS ${c}`).join(', ')}, ${txt('-w.withdrawn', 'withdrawn')} FROM (${withdrawnSums(true)}) w
     WHERE NOT EXISTS (SELECT 1 FROM member_totals t WHERE t.member_id = w.member_id) AND w.withdrawn <> 0`;
  const [{ top }] = await em.query('SELECT MAX(id) AS top FROM users');
  // A member without a row can come back from two branches (entries, withdrawals): one line, columns in order.
  const byMember = new Map<number, Map<string, string>>();
  for (let lo = 0; lo <= Number(top ?? 0); lo += DRIFT_RANGE) {
    const hi = lo + DRIFT_RANGE;
    const rows: Array<Record<string, string>> = await em.query(sql, [lo, hi, lo, hi, lo, hi, lo, hi, lo, hi]);
    for (const r of rows) {
      const off = byMember.get(Number(r.member_id)) ?? new Map<string, string>();
      for (const c of columns) if (toBigInt(r[c]) !== 0n) off.set(c, r[c]);
      byMember.set(Number(r.member_id), off);
    }
  }
  return [...byMember].map(([member, off]) => {
    const parts = columns.filter((c) => off.has(c)).map((c) => `${c} off by ${off.get(c)}`);
    return `member_totals of member ${member}: ${parts.join(', ')} (stored minus ledger and withdrawals)`;
  });
}

/** Rewrites every member's totals from their sources, in the caller's transaction; returns the members written. */
export async function rebuildMemberTotals(em: EntityManager, engine: Engine): Promise<number> {
  await em.query('DELETE FROM member_totals');
  const columns = ENTRY_KINDS.map(totalsColumn).join(', ');
  await execute(em, `INSERT INTO member_totals (member_id, ${columns}) SELECT member_id, ${columns} FROM (${entrySums()}) e`, []);
  await execute(em, upsertAdd(engine, 'member_totals', ['member_id', 'withdrawn'], ['member_id'], ['withdrawn'], withdrawnSums()), []);
  const [{ n }] = await em.query('SELECT COUNT(*) AS n FROM member_totals');
  return Number(n);
}
