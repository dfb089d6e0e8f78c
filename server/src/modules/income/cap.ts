/**
 * The earnings cap (BUSINESS-RULES §4): a member's incomes since activation may not exceed
 * cap_total. A credit that would cross the cap is cut to the remainder; at the cap nothing is paid.
 */
export function trimToCap(amount: bigint, capTotal: bigint, earned: bigint): bigint {
  if (amount <= 0n) return 0n;
  const remaining = capTotal - earned;
  if (remaining <= 0n) return 0n;
  return amount < remaining ? amount : remaining;
}

/** "Limit": what a member may still earn (never negative). */
export function capRemaining(capTotal: bigint, earned: bigint): bigint {
  return capTotal > earned ? capTotal - earned : 0n;
}

/** The multiplier of a member's investments: the plan's, or 3 once CTO-qualified. */
export const CTO_CAP_MULTIPLIER = 3;
export function effectiveMultiplier(planMultiplier: number, ctoQualified: boolean): number {
  return ctoQualified ? CTO_CAP_MULTIPLIER : planMultiplier;
}
