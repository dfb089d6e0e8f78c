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

/** The same for a batch: `source` is a SELECT of `member_id, amount` rows (one per member). */
export function addBatchToMemberTotals(engine: Engine, kind: string, source: string): string {
  const column = totalsColumn(kind);
  return upsertAdd(engine, 'member_totals', ['member_id', column], ['member_id'], [column], `SELECT member_id, amount AS ${column} FROM (${source}) s`);
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

/**
 * Every member's totals computed from their sources, as `member_id` and one column per kind: the
 * member's ledger entries of the income kinds and DEPOSIT, and the gross of completed withdrawals.
 */
export function memberTotalsFromSources(): string {
  const entryKinds = TOTAL_KINDS.filter((k) => k !== 'WITHDRAWN')
    .map((k) => `'${k}'`)
    .join(', ');
  const pivot = TOTAL_KINDS.map((k) => `SUM(CASE WHEN kind = '${k}' THEN amount ELSE 0 END) AS ${totalsColumn(k)}`).join(', ');
  return `SELECT member_id, ${pivot} FROM (
      SELECT member_id, kind, amount FROM ledger_entries WHERE member_id IS NOT NULL AND kind IN (${entryKinds})
      UNION ALL
      SELECT user_id AS member_id, 'WITHDRAWN' AS kind, gross AS amount FROM withdrawals WHERE status = 'complete'
    ) src GROUP BY member_id`;
}

/** Members whose stored totals differ from `memberTotalsFromSources` (one text line each; empty = reconciled). */
export async function memberTotalsDrift(em: EntityManager, engine: Engine): Promise<string[]> {
  const columns = TOTAL_KINDS.map(totalsColumn);
  const rows: Array<Record<string, string>> = await em.query(
    `SELECT d.member_id AS member_id, ${columns.map((c) => `${asText(engine, `SUM(d.${c})`)} AS ${c}`).join(', ')} FROM (
       SELECT member_id, ${columns.join(', ')} FROM member_totals
       UNION ALL
       SELECT member_id, ${columns.map((c) => `-${c}`).join(', ')} FROM (${memberTotalsFromSources()}) s
     ) d GROUP BY d.member_id HAVING ${columns.map((c) => `SUM(d.${c}) <> 0`).join(' OR ')}`,
  );
  return rows.map((r) => {
    const off = columns.filter((c) => toBigInt(r[c]) !== 0n).map((c) => `${c} off by ${r[c]}`);
    return `member_totals of member ${r.member_id}: ${off.join(', ')} (stored minus ledger and withdrawals)`;
  });
}

/** Rewrites every member's totals from their sources, in the caller's transaction; returns the rows written. */
export async function rebuildMemberTotals(em: EntityManager): Promise<number> {
  await em.query('DELETE FROM member_totals');
  const columns = TOTAL_KINDS.map(totalsColumn).join(', ');
  return execute(em, `INSERT INTO member_totals (member_id, ${columns}) SELECT member_id, ${columns} FROM (${memberTotalsFromSources()}) s`, []);
}
