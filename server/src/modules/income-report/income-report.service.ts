import type { Database } from '../../database/data-source';
import { asText } from '../../database/sql';
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
    if (!isValidDay(from) || !isValidDay(to) || from > to) throw badInput('Invalid date range: use YYYY-MM-DD, from <= to', { from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' });
    checkDaySpan(from, to);
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
    if (!isValidDay(from) || !isValidDay(to) || from > to) throw badInput('Invalid date range: use YYYY-MM-DD, from <= to', { from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' });
    checkDaySpan(from, to);
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
}
