import { applyRate } from '../../rules/rate';
/**
 * Pure rules of ranks, rewards, salary, leadership and CTO (BUSINESS-RULES §5). Money in bigint
 * micro-units, percentages as percent x 10,000 (1.5 % -> 15000n), days as 'YYYY-MM-DD'.
 */

/** Leadership % by rank (BUSINESS-RULES §5); ranks below `minRank` earn none. */
export const LEADERSHIP_PERCENT: Record<number, bigint> = {
  3: 10_000n,
  4: 15_000n,
  5: 20_000n,
  6: 25_000n,
  7: 30_000n,
  8: 35_000n,
};

export function leadershipPercent(rank: number, minRank = 3): bigint {
  if (rank < minRank) return 0n;
  return LEADERSHIP_PERCENT[Math.min(rank, 8)] ?? 0n;
}

export interface LeaderShare {
  memberId: number;
  /** Differential percent x 10^4 paid to this leader. */
  percent: bigint;
  amount: bigint;
}

/**
 * Differential leadership override on a top-up. `uplines` runs from the buyer's sponsor upwards with
 * each upline's leadership percent. Each leader earns its percent minus the highest percent already
 * paid to a leader between it and the buyer; nothing when that is not positive. Floors to micro-units.
 */
export function leadershipShares(amount: bigint, uplines: Array<{ memberId: number; percent: bigint }>): LeaderShare[] {
  const out: LeaderShare[] = [];
  let paid = 0n;
  for (const u of uplines) {
    if (u.percent <= paid) continue;
    const diff = u.percent - paid;
    out.push({ memberId: u.memberId, percent: diff, amount: applyRate(amount, diff) });
    paid = u.percent;
  }
  return out;
}

export const CTO_OWN_MIN = 50_000_000n; // $50
export const CTO_DIRECTS_MIN = 5_000_000_000n; // $5,000
export const CTO_BONUS_CATEGORY_1 = 200_000_000n; // $200

/** Whole days from `a` to `b` (both 'YYYY-MM-DD'); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * CTO category: 1 when a direct joined within 3 days of the member's activation, 2 within 10 days,
 * null when not qualified (own running principal >= $50, directs' running principal >= $5,000).
 * A direct who joined before the activation counts as joined at once.
 */
export function ctoCategory(input: { ownPrincipal: bigint; directsPrincipal: bigint; activationDay: string | null; directJoinDays: string[] }): 1 | 2 | null {
  if (!input.activationDay) return null;
  if (input.ownPrincipal < CTO_OWN_MIN || input.directsPrincipal < CTO_DIRECTS_MIN) return null;
  let earliest: number | null = null;
  for (const d of input.directJoinDays) {
    const gap = Math.max(0, daysBetween(input.activationDay, d));
    if (earliest === null || gap < earliest) earliest = gap;
  }
  if (earliest === null || earliest > 10) return null;
  return earliest <= 3 ? 1 : 2;
}

/** An equal share of `percent` of the turnover among `members` (floored to micro-units). */
export function ctoShare(turnover: bigint, percent: bigint, members: number): bigint {
  if (members <= 0) return 0n;
  return applyRate(turnover, percent) / BigInt(members);
}

/** 'YYYY-MM-DD' plus `months` calendar months, clamped to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * Salary payments due by `day` for a rank reached on `assignedDay`: payment k (1-based) falls due on
 * the k-th monthly anniversary. Returns the due days of payments `paid + 1 ...` up to `maxMonths`,
 * in order, so a missed month is caught up.
 */
export function salaryDueDays(assignedDay: string, day: string, paid: number, maxMonths: number): string[] {
  const due: string[] = [];
  for (let k = paid + 1; k <= maxMonths; k++) {
    const d = addMonths(assignedDay, k);
    if (d > day) break;
    due.push(d);
  }
  return due;
}

/** The month before the month of `day`, as 'YYYY-MM'. */
export function previousMonth(day: string): string {
  return addMonths(`${day.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** First day and the first day after a 'YYYY-MM' month. */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1) };
}
