import type { Engine } from '../database/data-source';
import { greatest, least } from '../database/sql';

/**
 * THE earnings cap (BUSINESS-RULES §4): a member's incomes since activation may not exceed the cap
 * total, the principal held (RUNNING or PAUSED) × its plan's multiplier, or × 3 for every investment
 * once the member is CTO-qualified. A credit that would cross the cap is cut to what is left under it;
 * at the cap nothing is paid. Kept in `member_cap` (cap_total, earned, cto_qualified) by CapService.
 */
export const CTO_CAP_MULTIPLIER = 3;

/** The statuses whose principal counts in the cap. */
export const CAP_HELD_STATUSES = ['RUNNING', 'PAUSED'] as const;

/** The multiplier of one investment: its plan's, or 3 once the member is CTO-qualified. */
export function capMultiplier(planMultiplier: number, ctoQualified: boolean): number {
  return ctoQualified ? CTO_CAP_MULTIPLIER : planMultiplier;
}

/** What one investment adds to its member's cap. */
export function capOf(principal: bigint, planMultiplier: number, ctoQualified: boolean): bigint {
  return principal * BigInt(capMultiplier(planMultiplier, ctoQualified));
}

/** The same in SQL: an investment's principal and multiplier columns, the member's `cto_qualified` (0/1). */
export function capOfSql(principal: string, planMultiplier: string, ctoQualified: string): string {
  return `${principal} * CASE WHEN ${ctoQualified} THEN ${CTO_CAP_MULTIPLIER} ELSE ${planMultiplier} END`;
}

/** The cap total of a member: the sum of capOf over the investments held. */
export function capTotal(investments: Array<{ principal: bigint; planMultiplier: number; status: string }>, ctoQualified: boolean): bigint {
  const held: readonly string[] = CAP_HELD_STATUSES;
  return investments.filter((i) => held.includes(i.status)).reduce((sum, i) => sum + capOf(i.principal, i.planMultiplier, ctoQualified), 0n);
}

/** The same in SQL: the cap total of the member whose id is `memberId`, CTO-qualified iff `ctoQualified`. */
export function capTotalSql(memberId: string, ctoQualified: string): string {
  return `(SELECT COALESCE(SUM(${capOfSql('ci.amount', 'ci.cap_multiplier', ctoQualified)}), 0) FROM investments ci
    WHERE ci.member_id = ${memberId} AND ci.status IN (${CAP_HELD_STATUSES.map((s) => `'${s}'`).join(', ')}))`;
}

/** "Limit": what a member may still earn (never negative). */
export function capRemaining(total: bigint, earned: bigint): bigint {
  return total > earned ? total - earned : 0n;
}

/** The credit actually paid: `amount` cut to what is left under the cap (0 at or over the cap). */
export function trimToCap(amount: bigint, total: bigint, earned: bigint): bigint {
  if (amount <= 0n) return 0n;
  const remaining = capRemaining(total, earned);
  return amount < remaining ? amount : remaining;
}

/** The same in SQL, for the set-based steps (`amount` is never negative there). */
export function trimToCapSql(engine: Engine, amount: string, total: string, earned: string): string {
  return least(engine, amount, greatest(engine, `${total} - ${earned}`, '0'));
}
