import type { Database } from '../../database/data-source';
import { asText, readDate } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { PageWindow, windowOffset, windowPage } from '../../common/pagination';
import { EXPORTS, filterSql } from './exports';
import type { ReportFilter } from './report-filter';

/** Income kinds (ledger EntryKind) always shown on the chart, even before one is paid. */
import { INCOME_KINDS } from '../income/kinds';

/** The last `n` months as YYYY-MM, oldest first. */
export function lastMonths(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) out.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
  return out;
}

export interface QueueCount {
  queue: string;
  label: string;
  count: number;
  amount: bigint | null;
  link: string;
}

/** Read models of the admin console: dashboard series, queues, the reports ledger and the audit log. */
export class ConsoleService {
  constructor(private readonly db: Database) {}

  /**
   * Plan purchases per month (the `investments` table, by platform day of purchase) and incomes per
   * month by kind (`income_daily`, written in every crediting transaction), over the last 12 months.
   */
  async charts(now = new Date()) {
    const e = this.db.engine;
    const months = lastMonths(12, now);
    const since = `${months[0]}-01`;
    const topUpRows: Array<{ m: string; total: string }> = await this.db.manager.query(
      `SELECT SUBSTR(start_day, 1, 7) AS m, ${asText(e, 'SUM(amount)')} AS total FROM investments WHERE start_day >= ? GROUP BY SUBSTR(start_day, 1, 7)`,
      [since],
    );
    const incomeRows: Array<{ m: string; kind: string; total: string }> = await this.db.manager.query(
      `SELECT SUBSTR(day, 1, 7) AS m, kind, ${asText(e, 'SUM(amount)')} AS total FROM income_daily WHERE day >= ? GROUP BY SUBSTR(day, 1, 7), kind`,
      [since],
    );
    const totals: Array<{ kind: string; t: string }> = await this.db.manager.query(`SELECT kind, ${asText(e, 'SUM(amount)')} AS t FROM income_daily GROUP BY kind ORDER BY kind`);
    const topUps = new Map(topUpRows.map((r) => [r.m, toBigInt(r.total)!]));
    const income = new Map(incomeRows.map((r) => [`${r.m}|${r.kind}`, toBigInt(r.total)!]));
    const kinds = [...new Set([...INCOME_KINDS, ...incomeRows.map((r) => r.kind)])];
    return {
      topUpsPerMonth: months.map((month) => ({ month, amount: topUps.get(month) ?? 0n })),
      incomePerMonth: months.flatMap((month) => kinds.map((kind) => ({ month, kind, amount: income.get(`${month}|${kind}`) ?? 0n }))),
      incomeTotals: totals.map((r) => ({ kind: r.kind, amount: toBigInt(r.t)! })),
    };
  }

  /** Work waiting for an admin, with counts (and amounts for money queues). */
  async queues(): Promise<QueueCount[]> {
    const e = this.db.engine;
    const [dep] = await this.db.manager.query(`SELECT COUNT(*) AS n, ${asText(e, 'COALESCE(SUM(amount), 0)')} AS a FROM deposits WHERE status = 'pending'`);
    const wd: Array<{ kind: string; n: number; a: string }> = await this.db.manager.query(
      `SELECT kind, COUNT(*) AS n, ${asText(e, 'COALESCE(SUM(gross), 0)')} AS a FROM withdrawals WHERE status = 'pending' GROUP BY kind`,
    );
    const [bk] = await this.db.manager.query(`SELECT COUNT(*) AS n FROM bookings WHERE status = 'pending'`);
    const [tk] = await this.db.manager.query(`SELECT COUNT(*) AS n FROM tickets WHERE status IN ('open', 'in-progress')`);
    const [sp] = await this.db.manager.query(`SELECT COUNT(*) AS n FROM support_messages WHERE status = 'pending'`);
    const wdOf = (kinds: string[]) => {
      const hit = wd.filter((r) => kinds.includes(String(r.kind).toUpperCase()));
      return { count: hit.reduce((n, r) => n + Number(r.n), 0), amount: hit.reduce((s, r) => s + toBigInt(r.a)!, 0n) };
    };
    const roi = wdOf(['ROI']);
    const compound = wdOf(['COMPOUND']);
    const principal = wdOf(['PRINCIPLE']);
    const normal = wdOf(['NORMAL']);
    return [
      { queue: 'deposits', label: 'Pending deposits', count: Number(dep.n), amount: toBigInt(dep.a)!, link: '/admin/deposite/pending' },
      { queue: 'withdrawals', label: 'Pending withdrawals', count: normal.count, amount: normal.amount, link: '/admin/pending-withdrawal-request/pending' },
      { queue: 'roi-withdrawals', label: 'Pending ROI withdrawals', count: roi.count, amount: roi.amount, link: '/admin/roi-pending-withdrawal-request' },
      { queue: 'compound-withdrawals', label: 'Pending compound withdrawals', count: compound.count, amount: compound.amount, link: '/admin/compound-pending-withdrawal-request' },
      { queue: 'principal-withdrawals', label: 'Pending principal withdrawals', count: principal.count, amount: principal.amount, link: '/admin/pending-principle-withdrawal-request' },
      { queue: 'tickets', label: 'Open tickets', count: Number(tk.n), amount: null, link: '/admin/tickets' },
      { queue: 'support', label: 'Support messages to answer', count: Number(sp.n), amount: null, link: '/admin/support' },
      { queue: 'bookings', label: 'Bookings to confirm', count: Number(bk.n), amount: null, link: '/admin/bookings' },
    ];
  }

  /**
   * Ledger lines of member wallets, newest first, filtered by day range, member and kind, with the
   * filtered total and sum (counted only when asked). A page read by cursor continues below the
   * cursor's id (`t.id < ?`, the primary key), never with OFFSET.
   */
  async report(f: ReportFilter, w: PageWindow) {
    const e = this.db.engine;
    const spec = EXPORTS.ledger;
    const { conditions, params } = filterSql(e, spec, f);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const keyset = w.after === undefined ? '' : `${where ? ' AND' : 'WHERE'} t.id < ?`;
    const rows: any[] = await this.db.manager.query(
      `SELECT t.id, t.created_at, t.member_id, u.username, u.fullname, u.email, t.wallet, t.kind, ${asText(e, 't.amount')} AS amount, ${asText(e, 't.balance_after')} AS balance_after, t.counterparty_id, t.description
       FROM ${spec.from} ${where}${keyset} ORDER BY t.id DESC LIMIT ?${w.page === null ? '' : ' OFFSET ?'}`,
      [...params, ...(w.after === undefined ? [] : [w.after]), w.size + 1, ...(w.page === null ? [] : [windowOffset(w)])],
    );
    const [agg] = w.count ? await this.db.manager.query(`SELECT COUNT(*) AS n, ${asText(e, 'COALESCE(SUM(t.amount), 0)')} AS s FROM ${spec.from} ${where}`, params) : [{ n: 0, s: '0' }];
    const items = rows.map((r) => ({
      id: Number(r.id),
      createdAt: readDate(r.created_at),
      memberId: Number(r.member_id),
      username: r.username ?? '',
      fullname: r.fullname ?? '',
      email: r.email ?? '',
      wallet: r.wallet ?? '',
      kind: r.kind,
      amount: toBigInt(r.amount)!,
      balanceAfter: toBigInt(r.balance_after)!,
      counterpartyId: r.counterparty_id === null ? null : Number(r.counterparty_id),
      description: r.description ?? '',
    }));
    return { ...windowPage(items, w, (r) => r.id, Number(agg.n)), sum: toBigInt(agg.s)! };
  }

  /** The audit log, newest first: who, what, on which record, when, before and after (by cursor: `t.id < ?`). */
  async auditLog(f: ReportFilter, w: PageWindow) {
    const e = this.db.engine;
    const spec = EXPORTS.audit;
    const { conditions, params } = filterSql(e, spec, f);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const keyset = w.after === undefined ? '' : `${where ? ' AND' : 'WHERE'} t.id < ?`;
    const rows: any[] = await this.db.manager.query(
      `SELECT t.id, t.created_at, t.actor_id, u.email, t.action, t.target, t.details, t.before_state, t.after_state FROM ${spec.from} ${where}${keyset} ORDER BY t.id DESC LIMIT ?${w.page === null ? '' : ' OFFSET ?'}`,
      [...params, ...(w.after === undefined ? [] : [w.after]), w.size + 1, ...(w.page === null ? [] : [windowOffset(w)])],
    );
    const [agg] = w.count ? await this.db.manager.query(`SELECT COUNT(*) AS n FROM ${spec.from} ${where}`, params) : [{ n: 0 }];
    const items = rows.map((r) => ({
      id: Number(r.id),
      createdAt: readDate(r.created_at),
      actorId: Number(r.actor_id),
      actorEmail: r.email ?? null,
      action: r.action,
      target: r.target,
      details: r.details ?? null,
      before: r.before_state ?? null,
      after: r.after_state ?? null,
    }));
    return windowPage(items, w, (r) => r.id, Number(agg.n));
  }

  /** The distinct audit actions recorded so far (for the page's filter). */
  async auditActions(): Promise<string[]> {
    const rows: Array<{ action: string }> = await this.db.manager.query('SELECT DISTINCT action FROM audit_log ORDER BY action');
    return rows.map((r) => r.action);
  }
}
