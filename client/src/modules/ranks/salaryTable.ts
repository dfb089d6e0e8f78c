/**
 * Client-side search, sort and paging of the salary transactions page (PAGES §3). Amounts are
 * decimal strings compared and summed as integer micro-units, never as floats.
 */
import { formatDecimal2 } from '../../lib/money';
import { toUnits } from '../money/amount';

export interface SalaryRow {
  id: number;
  paidAmount: string;
  notes: string;
  email: string;
  transactionDate: string;
  createdAt: string;
}

export type SortKey = 'id' | 'paidAmount' | 'transactionDate' | 'createdAt';
export interface SortState {
  key: SortKey;
  dir: 'asc' | 'desc';
}

export const DEFAULT_SORT: SortState = { key: 'createdAt', dir: 'desc' };
export const PAGE_SIZES = [5, 10, 20, 50] as const;

/** '12.5' -> 12500000n (six decimals, truncated; the one decimal parser, money/amount.ts); anything else -> 0n. */
export function toMicro(value: string): bigint {
  return toUnits(value) ?? 0n;
}

/** 12500000n -> '12.5' (exact decimal text). */
export function fromMicro(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const frac = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / 1_000_000n}${frac ? `.${frac}` : ''}`;
}

/** The raw amount text without trailing zeros ('25.00' -> '25'), as the legacy numbers read. */
function plainAmount(value: string): string {
  return fromMicro(toMicro(value));
}

/** Case-insensitive substring over notes, email and the paid amount (raw and two-decimal text). */
export function searchRows<T extends SalaryRow>(rows: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) =>
    [r.notes ?? '', r.email ?? '', r.paidAmount, plainAmount(r.paidAmount), formatDecimal2(r.paidAmount)].some((text) => text.toLowerCase().includes(q)),
  );
}

function compare(a: SalaryRow, b: SalaryRow, key: SortKey): number {
  switch (key) {
    case 'id':
      return a.id - b.id;
    case 'paidAmount': {
      const x = toMicro(a.paidAmount);
      const y = toMicro(b.paidAmount);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 'transactionDate':
    case 'createdAt':
      return new Date(a[key]).getTime() - new Date(b[key]).getTime();
  }
}

export function sortRows<T extends SalaryRow>(rows: T[], sort: SortState): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.key) || b.id - a.id);
}

/** Clicking the active column flips it; a new column starts descending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'desc' };
}

export function totalPages(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Up to five page numbers: start = max(1, min(current − 2, totalPages − 4)). */
export function pageWindow(current: number, pages: number): number[] {
  const start = Math.max(1, Math.min(current - 2, pages - 4));
  const end = Math.min(pages, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** 'Showing X to Y of Z results'; null when there is nothing to show. */
export function showingText(page: number, size: number, count: number): string | null {
  if (count === 0) return null;
  return `Showing ${(page - 1) * size + 1} to ${Math.min(page * size, count)} of ${count} results`;
}

export interface SalaryCards {
  count: number;
  total: string;
  average: string;
  latest: string | null;
}

/** The four cards over all loaded records (not the search result). */
export function salaryCards(rows: SalaryRow[]): SalaryCards {
  const sum = rows.reduce((s, r) => s + toMicro(r.paidAmount), 0n);
  const latest = rows.reduce<string | null>((m, r) => (!m || new Date(r.transactionDate) > new Date(m) ? r.transactionDate : m), null);
  return { count: rows.length, total: fromMicro(sum), average: rows.length ? fromMicro(sum / BigInt(rows.length)) : '0', latest };
}
