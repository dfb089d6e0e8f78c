import { expectReconciled, TestApp } from './harness';
import { bulkLoadMembers, MemberSpec } from '../src/jobs/population';
import { asText } from '../src/database/sql';

export const D = '2026-11-20';

export function inv(amountUsd: string, ratePercentX1e4 = 5000n, opts: { startDay?: string; endDay?: string; status?: string; cap?: number } = {}) {
  return { amount: usd(amountUsd), roiRate: ratePercentX1e4, capMultiplier: opts.cap ?? 2, startDay: opts.startDay ?? '2026-11-01', endDay: opts.endDay ?? '2028-11-01', status: opts.status };
}

/** "12.345" -> micro-units, exact. */
export function usd(v: string): bigint {
  const [w, f = ''] = v.split('.');
  return BigInt(w) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
}

export async function load(t: TestApp, specs: MemberSpec[]) {
  const s = t.running.services;
  return bulkLoadMembers(s.db, s.ledger, specs);
}

/** The books the engine tests compare: every member wallet, cap earned, income_daily, breakdowns. */
export async function books(t: TestApp) {
  const db = t.db;
  const e = db.engine;
  const q = (sql: string) => db.manager.query(sql);
  return {
    // Member wallets row by row; each system account as the sum of its rows (a posting's row follows its transaction id).
    accounts: await q(
      `SELECT code, ${asText(e, 'balance')} AS balance FROM accounts WHERE owner_id IS NOT NULL
       UNION ALL SELECT type, ${asText(e, 'SUM(balance)')} FROM accounts WHERE owner_id IS NULL GROUP BY type ORDER BY 1`,
    ),
    caps: await q(`SELECT member_id, ${asText(e, 'earned')} AS earned FROM member_cap ORDER BY member_id`),
    daily: await q(`SELECT member_id, day, kind, ${asText(e, 'amount')} AS amount, entries FROM income_daily ORDER BY member_id, day, kind`),
    breakdown: await q(`SELECT day, member_id, ${asText(e, 'amount')} AS amount, sources, detail FROM level_income_breakdown ORDER BY day, member_id`),
    transactions: Number((await q('SELECT COUNT(*) AS n FROM ledger_transactions'))[0].n),
    entries: Number((await q('SELECT COUNT(*) AS n FROM ledger_entries'))[0].n),
  };
}

export async function walletOf(t: TestApp, memberId: number, wallet: string): Promise<bigint> {
  const [row] = await t.db.manager.query(`SELECT ${asText(t.db.engine, 'balance')} AS b FROM accounts WHERE code = ?`, [`u:${memberId}:${wallet}`]);
  return BigInt(row.b);
}

/** Ledger invariants and the income summaries (`income_daily`, `member_totals`) against the ledger. */
export async function expectAllReconciled(t: TestApp) {
  await expectReconciled(t);
  const problems = await t.running.services.jobs.reconcileIncome();
  if (problems.length) throw new Error(`the income summaries do not reconcile:\n${problems.join('\n')}`);
  // The summaries are rebuildable from the ledger alone: a rebuild gives back the same lines.
  const summary = `SELECT member_id, day, kind, ${asText(t.db.engine, 'amount')} AS amount, entries FROM income_daily ORDER BY member_id, day, kind`;
  const totals = `SELECT * FROM member_totals ORDER BY member_id`;
  const before = [await t.db.manager.query(summary), await t.db.manager.query(totals)];
  await t.running.services.jobs.rebuildIncomeSummary();
  expect([await t.db.manager.query(summary), await t.db.manager.query(totals)]).toEqual(before);
}
