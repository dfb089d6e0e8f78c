/**
 * Day-range filters from two `<input type="date">` values ('YYYY-MM-DD', local calendar days), as
 * the `from` / `to` arguments of the ledger queries: `from` = the From day's local midnight
 * (inclusive), `to` = the midnight after the To day (the server's `to` is exclusive, so the whole
 * To day is included). PAGES §4 list filters: From ≤ To.
 */

export const RANGE_ORDER_ERROR = 'From must be on or before To';
export const INVALID_DAY_ERROR = 'Enter a valid date';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → that day's local midnight; null for empty or impossible dates ('2025-02-30'). */
export function parseDay(text: string): Date | null {
  const m = DAY_RE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo || date.getDate() !== d) return null;
  return date;
}

/** The local midnight that starts the day after `day`. */
export function nextDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
}

export interface DayRange {
  /** ISO instant, inclusive; undefined without a From day. */
  from?: string;
  /** ISO instant, exclusive; undefined without a To day. */
  to?: string;
  /** Set when the range must not be sent (then `from`/`to` are undefined). */
  error: string | null;
  /** Which input the error belongs to. */
  errorField?: 'from' | 'to';
}

export function dayRange(fromText: string, toText: string): DayRange {
  const from = fromText.trim() ? parseDay(fromText) : null;
  const to = toText.trim() ? parseDay(toText) : null;
  if (fromText.trim() && !from) return { error: INVALID_DAY_ERROR, errorField: 'from' };
  if (toText.trim() && !to) return { error: INVALID_DAY_ERROR, errorField: 'to' };
  if (from && to && from.getTime() > to.getTime()) return { error: RANGE_ORDER_ERROR, errorField: 'to' };
  return { from: from?.toISOString(), to: to ? nextDay(to).toISOString() : undefined, error: null };
}
