import type { Database } from '../../database/data-source';
import { asText, dateParam, dayOf } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { badInput } from '../../common/errors';
import { checkDaySpan } from '../../common/date-range';
import type { CapService } from '../income/cap.service';
import { addDays, isValidDay } from '../../jobs/days';
import type { SettingsService } from '../settings/settings.service';
import { memberTotalsFigure, type TotalKind } from '../ledger/member-totals';
import { readFigures } from '../../common/figures';
import { INCOME_KINDS } from '../income/kinds';
import { decodeCursorKey, PageWindow, windowOffset, windowPage } from '../../common/pagination';

/** A row of the income report: its day and kind (the key cursor paging reads by). */
export interface DayKindKey {
  day: string;
  kind: string;
}

/** The day and kind inside an `incomeReportPage` cursor. */
export function decodeDayKindCursor(cursor: string): DayKindKey {
  const [, day, kind] = decodeCursorKey(cursor, /^(\d{4}-\d{2}-\d{2})\|([A-Z_]{1,40})$/);
  return { day, kind };
}

/** The day inside a `moneyByDay` cursor. */
export function decodeDayCursor(cursor: string): string {
  return decodeCursorKey(cursor, /^\d{4}-\d{2}-\d{2}$/)[0];
}

/** Completed deposits and withdrawals of one (UTC) day. */
export interface MoneyDay {
  day: string;
  depositsTotal: bigint;
  depositsCount: number;
  withdrawalsTotal: bigint;
  withdrawalsCount: number;
}

/** A member's income actually credited over a range (from `income_daily`), with their name and code. */
export interface TopEarnerRow {
  memberId: number;
  username: string;
  fullname: string;
  referralCode: string;
  amount: bigint;
  entries: number;
}

/** The top earners a `topEarners` call returns by default, and at most. */
export const TOP_EARNERS_DEFAULT = 10;
export const TOP_EARNERS_MAX = 100;

/** A report's [from, to]: valid days, in order, at most a year apart; BAD_USER_INPUT otherwise. */
function checkRange(from: string, to: string): void {
  if (!isValidDay(from) || !isValidDay(to) || from > to) throw badInput('Invalid date range: use YYYY-MM-DD, from <= to', { from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' });
  checkDaySpan(from, to);
}

const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

export interface KindAmount {
  kind: string;
  amount: bigint;
}
export interface DayKindAmount extends KindAmount {
  day: string;
  members: number;
}

/**
 * Income totals for pages, read from the per-member, per-kind, per-day summary (`income_daily`,
 * written by the daily run and by event-time incomes, reconciled against the ledger), never from a
 * scan of the ledger's entries.
 */
export class IncomeReportService {
  /** Members' lifetime totals by kind (`member_totals`), as a figure the dashboard and the legacy member object batch. */
  readonly totalsFigure: ReturnType<typeof memberTotalsFigure>;

  constructor(
    private readonly db: Database,
    private readonly caps: CapService,
    private readonly settings: SettingsService,
  ) {
    this.totalsFigure = memberTotalsFigure(db.engine);
  }

  private async today(): Promise<string> {
    return this.settings.platformDay();
  }

  /** A member's lifetime totals per kind, today's figures, the last `days` days and the cap left. */
  async memberIncome(memberId: number, days: number) {
    const e = this.db.engine;
    const span = Math.min(Math.max(Math.floor(days) || 30, 1), 366);
    const today = await this.today();
    const from = addDays(today, -(span - 1));
    const [lifetime] = await readFigures(this.db.manager, [{ query: this.totalsFigure, ids: [memberId] }]);
    const sums = lifetime.get(memberId) as Record<TotalKind, bigint>;
    const series: Array<{ day: string; kind: string; amount: string; entries: number }> = await this.db.manager.query(
      `SELECT day, kind, ${asText(e, 'amount')} AS amount, entries FROM income_daily WHERE member_id = ? AND day >= ? ORDER BY day DESC, kind`,
      [memberId, from],
    );
    const cap = await this.caps.view(memberId);
    const toKind = (r: { kind: string; amount: string }) => ({ kind: r.kind, amount: toBigInt(r.amount)! });
    // Lifetime totals from the member's one totals row (not a sum over every day's lines): the kinds earned so far.
    const all = [...INCOME_KINDS].sort().flatMap((kind) => (sums[kind] !== 0n ? [{ kind, amount: sums[kind] }] : []));
    return {
      from,
      today,
      totals: all,
      totalEarning: all.reduce((s, t) => s + t.amount, 0n),
      todayTotals: series.filter((r) => r.day === today).map(toKind),
      days: series.map((r) => ({ day: r.day, kind: r.kind, amount: toBigInt(r.amount)!, members: 1 })),
      limit: cap.remaining,
      capTotal: cap.capTotal,
      earned: cap.earned,
    };
  }

  /** All members' income per day and kind over [from, to] (admin report). */
  async report(from: string, to: string): Promise<DayKindAmount[]> {
    checkRange(from, to);
    const e = this.db.engine;
    const rows: Array<{ day: string; kind: string; amount: string; members: number }> = await this.db.manager.query(
      `SELECT day, kind, ${asText(e, 'SUM(amount)')} AS amount, COUNT(*) AS members FROM income_daily WHERE day >= ? AND day <= ? GROUP BY day, kind ORDER BY day DESC, kind`,
      [from, to],
    );
    return rows.map((r) => ({ day: r.day, kind: r.kind, amount: toBigInt(r.amount)!, members: Number(r.members) }));
  }

  /**
   * The same report a page at a time, newest day first and kinds in order: page `page`, or by
   * cursor the rows after the cursor's (day, kind) by key (`day < ? OR day = ? AND kind > ?`), so
   * a year is read without OFFSET and days credited meanwhile (newer) do not shift the walk.
   */
  async reportPage(from: string, to: string, w: PageWindow<DayKindKey>) {
    checkRange(from, to);
    const e = this.db.engine;
    const after = w.after ? ' AND (day < ? OR (day = ? AND kind > ?))' : '';
    const rows: Array<{ day: string; kind: string; amount: string; members: number }> = await this.db.manager.query(
      `SELECT day, kind, ${asText(e, 'SUM(amount)')} AS amount, COUNT(*) AS members FROM income_daily WHERE day >= ? AND day <= ?${after}
       GROUP BY day, kind ORDER BY day DESC, kind LIMIT ?${w.page === null ? '' : ' OFFSET ?'}`,
      [from, to, ...(w.after ? [w.after.day, w.after.day, w.after.kind] : []), w.size + 1, ...(w.page === null ? [] : [windowOffset(w)])],
    );
    const [count] = w.count ? await this.db.manager.query('SELECT COUNT(*) AS n FROM (SELECT day, kind FROM income_daily WHERE day >= ? AND day <= ? GROUP BY day, kind) g', [from, to]) : [{ n: 0 }];
    const items = rows.map((r) => ({ day: r.day, kind: r.kind, amount: toBigInt(r.amount)!, members: Number(r.members) }));
    return windowPage(items, w, (r) => `${r.day}|${r.kind}`, Number(count.n));
  }

  /**
   * Money in and out per day over [from, to] (UTC days of completion, at most a year): completed
   * deposits (amount) and withdrawals (gross), total and count, newest day first, days with neither
   * left out. Page `page`, or by cursor the days before the cursor's: the read ends at that day's
   * midnight (by key, never OFFSET), so days completed meanwhile (newer) do not shift the walk.
   */
  async moneyByDay(from: string, to: string, w: PageWindow<string>) {
    checkRange(from, to);
    const e = this.db.engine;
    const start = midnight(from);
    const endDay = w.after !== undefined && w.after <= to ? w.after : addDays(to, 1);
    const end = midnight(endDay);
    const union = (since: Date, until: Date) => ({
      sql: `SELECT ${dayOf(e, 'processed_at')} AS day, amount AS dep, 1 AS dep_n, 0 AS wd, 0 AS wd_n FROM deposits WHERE status = 'complete' AND processed_at >= ? AND processed_at < ?
            UNION ALL
            SELECT ${dayOf(e, 'processed_at')} AS day, 0 AS dep, 0 AS dep_n, gross AS wd, 1 AS wd_n FROM withdrawals WHERE status = 'complete' AND processed_at >= ? AND processed_at < ?`,
      params: [dateParam(e, since), dateParam(e, until), dateParam(e, since), dateParam(e, until)],
    });
    const read = union(start, end);
    const rows: Array<{ day: string; dep: string; dep_n: number; wd: string; wd_n: number }> =
      end <= start
        ? []
        : await this.db.manager.query(
            `SELECT x.day AS day, ${asText(e, 'SUM(x.dep)')} AS dep, SUM(x.dep_n) AS dep_n, ${asText(e, 'SUM(x.wd)')} AS wd, SUM(x.wd_n) AS wd_n
             FROM (${read.sql}) x GROUP BY x.day ORDER BY x.day DESC LIMIT ?${w.page === null ? '' : ' OFFSET ?'}`,
            [...read.params, w.size + 1, ...(w.page === null ? [] : [windowOffset(w)])],
          );
    let total = 0;
    if (w.count) {
      const all = union(start, midnight(addDays(to, 1)));
      const [count] = await this.db.manager.query(`SELECT COUNT(*) AS n FROM (SELECT x.day FROM (${all.sql}) x GROUP BY x.day) g`, all.params);
      total = Number(count.n);
    }
    const items: MoneyDay[] = rows.map((r) => ({
      day: String(r.day),
      depositsTotal: toBigInt(r.dep) ?? 0n,
      depositsCount: Number(r.dep_n),
      withdrawalsTotal: toBigInt(r.wd) ?? 0n,
      withdrawalsCount: Number(r.wd_n),
    }));
    return windowPage(items, w, (r) => r.day, total);
  }

  /**
   * The members credited the most income over [from, to] (platform days, at most a year), from the
   * income summary (`income_daily`, what was credited, kept with the ledger), highest first then by
   * member id: their id, username, name and referral code, never their addresses or secrets.
   */
  async topEarners(from: string, to: string, first: number = TOP_EARNERS_DEFAULT): Promise<TopEarnerRow[]> {
    checkRange(from, to);
    if (!Number.isInteger(first) || first < 1 || first > TOP_EARNERS_MAX) throw badInput(`first must be between 1 and ${TOP_EARNERS_MAX}`, { first: `1 to ${TOP_EARNERS_MAX}` });
    const e = this.db.engine;
    const rows: Array<{ member_id: number; username: string; fullname: string; referral_code: string; amount: string; entries: number }> = await this.db.manager.query(
      `SELECT t.member_id AS member_id, u.username AS username, u.fullname AS fullname, u.referral_code AS referral_code, ${asText(e, 't.amount')} AS amount, t.entries AS entries
       FROM (SELECT member_id, SUM(amount) AS amount, SUM(entries) AS entries FROM income_daily WHERE day >= ? AND day <= ? GROUP BY member_id) t
       JOIN users u ON u.id = t.member_id
       WHERE t.amount > 0
       ORDER BY t.amount DESC, t.member_id LIMIT ?`,
      [from, to, first],
    );
    return rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, fullname: r.fullname, referralCode: r.referral_code, amount: toBigInt(r.amount)!, entries: Number(r.entries) }));
  }
}
