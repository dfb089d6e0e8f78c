import { badInput } from './errors';

/** The longest date range a read takes (reports, statements, exports, income reports): a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

function tooLong(fields: { from: string; to: string }) {
  const message = `The date range is at most ${MAX_RANGE_DAYS} days from ${fields.from} to ${fields.to}`;
  return badInput(message, { [fields.from]: `at most ${MAX_RANGE_DAYS} days before ${fields.to}`, [fields.to]: `at most ${MAX_RANGE_DAYS} days after ${fields.from}` });
}

/**
 * Two platform days (YYYY-MM-DD, already checked) at most MAX_RANGE_DAYS apart (2025-01-01 to
 * 2026-01-02 is the most: 366 days between them); either absent is not a range.
 */
export function checkDaySpan(from: string | undefined | null, to: string | undefined | null, fields = { from: 'from', to: 'to' }): void {
  if (!from || !to) return;
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span > MAX_RANGE_DAYS) throw tooLong(fields);
}

/** Two instants at most MAX_RANGE_DAYS apart; either absent is not a range. */
export function checkInstantSpan(from: Date | undefined | null, to: Date | undefined | null, fields = { from: 'from', to: 'to' }): void {
  if (!from || !to) return;
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw tooLong(fields);
}

const RANGE_PAIRS: Array<[string, string]> = [
  ['from', 'to'],
  ['dateFrom', 'dateTo'],
];

function instantOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/**
 * A GraphQL operation's date ranges, checked before anything runs (with the paging arguments):
 * every `from`/`to` (and `dateFrom`/`dateTo`) pair among a field's arguments or in an input object
 * at most MAX_RANGE_DAYS apart. Values that are no date are left to the resolver. Returns the
 * problem, or null; the services check the same bound for REST.
 */
export function findRangeProblem(args: Record<string, unknown>): { name: string; message: string } | null {
  for (const [fromName, toName] of RANGE_PAIRS) {
    const from = instantOf(args[fromName]);
    const to = instantOf(args[toName]);
    if (from !== null && to !== null && to - from > MAX_RANGE_DAYS * DAY_MS) {
      return { name: fromName, message: `The date range is at most ${MAX_RANGE_DAYS} days from ${fromName} to ${toName}` };
    }
  }
  for (const value of Object.values(args)) {
    if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const found = findRangeProblem(value as Record<string, unknown>);
      if (found) return found;
    }
  }
  return null;
}
