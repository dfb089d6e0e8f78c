import type { Database } from '../../database/data-source';
import { asText, dateParam, dayOf, yearMonth } from '../../database/sql';
import { toBigInt } from '../../common/money';
import type { LedgerReads } from '../ledger/ledger-reads';

/** Money figures and series for the admin dashboard. */
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerReads,
  ) {}

  /** Deposits and withdrawals (done and pending), fees, incomes paid; the last 12 months' flows and 30 days' sign-ups. */
  async figures() {
    const e = this.db.engine;
    const since12 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1));
    const since30 = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    since30.setUTCHours(0, 0, 0, 0);
    const [dep] = await this.db.manager.query(
      `SELECT ${asText(e, "COALESCE(SUM(CASE WHEN status = 'complete' THEN amount ELSE 0 END), 0)")} AS completed,
              SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending_count,
              ${asText(e, "COALESCE(SUM(CASE WHEN status = 'pending' THEN amount ELSE 0 END), 0)")} AS pending_amount
       FROM deposits`,
    );
    const [wd] = await this.db.manager.query(
      `SELECT ${asText(e, "COALESCE(SUM(CASE WHEN status = 'complete' THEN gross ELSE 0 END), 0)")} AS completed,
              SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending_count,
              ${asText(e, "COALESCE(SUM(CASE WHEN status = 'pending' THEN gross ELSE 0 END), 0)")} AS pending_amount
       FROM withdrawals`,
    );
    const fees = await this.ledger.systemBalance('FEES');
    const [income] = await this.db.manager.query(
      `SELECT ${asText(e, 'COALESCE(SUM(amount), 0)')} AS total FROM ledger_entries
       WHERE member_id IS NOT NULL AND kind IN ('ROI','DIRECT_INCOME','LEVEL_INCOME','ACTIVATION_LEVEL_INCOME','REWARD','SALARY','CTO','LEADERSHIP','COMPOUND_ROI')`,
    );
    const monthly = await this.db.manager.query(
      `SELECT m, kind, ${asText(e, 'SUM(amount)')} AS total FROM (
         SELECT ${yearMonth(e, 'processed_at')} AS m, 'deposits' AS kind, amount FROM deposits WHERE status = 'complete' AND processed_at >= ?
         UNION ALL
         SELECT ${yearMonth(e, 'processed_at')}, 'withdrawals', gross FROM withdrawals WHERE status = 'complete' AND processed_at >= ?
       ) x GROUP BY m, kind ORDER BY m`,
      [dateParam(e, since12), dateParam(e, since12)],
    );
    const signups = await this.db.manager.query(
      `SELECT ${dayOf(e, 'created_at')} AS d, COUNT(*) AS n FROM users WHERE role = 'user' AND created_at >= ? GROUP BY ${dayOf(e, 'created_at')} ORDER BY d`,
      [dateParam(e, since30)],
    );
    const months: string[] = [];
    for (let i = 0; i < 12; i++) months.push(new Date(Date.UTC(since12.getUTCFullYear(), since12.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
    const days: string[] = [];
    for (let i = 0; i < 30; i++) days.push(new Date(since30.getTime() + i * 86400000).toISOString().slice(0, 10));
    const monthMap = new Map<string, { deposits: bigint; withdrawals: bigint }>(months.map((m) => [m, { deposits: 0n, withdrawals: 0n }]));
    for (const r of monthly) {
      const slot = monthMap.get(r.m);
      if (slot) slot[r.kind as 'deposits' | 'withdrawals'] = toBigInt(r.total)!;
    }
    const dayMap = new Map<string, number>(signups.map((r: any) => [r.d, Number(r.n)]));
    return {
      depositsCompleted: toBigInt(dep.completed)!,
      depositsPendingCount: Number(dep.pending_count ?? 0),
      depositsPendingAmount: toBigInt(dep.pending_amount)!,
      withdrawalsCompleted: toBigInt(wd.completed)!,
      withdrawalsPendingCount: Number(wd.pending_count ?? 0),
      withdrawalsPendingAmount: toBigInt(wd.pending_amount)!,
      fees,
      incomePaid: toBigInt(income.total)!,
      monthly: months.map((m) => ({ month: m, ...monthMap.get(m)! })),
      signupsPerDay: days.map((d) => ({ day: d, count: dayMap.get(d) ?? 0 })),
    };
  }
}
