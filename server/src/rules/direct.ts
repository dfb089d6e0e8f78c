import { applyRate } from './rate';

/**
 * Direct incomes (BUSINESS-RULES §3–4), paid when the money comes in, not by the daily run:
 * - the sponsor bonus: a top-up's sponsor gets principal × the plan's sponsor rate, while the
 *   `direct` switch is on — on a re-top-up only if `directOnRetopup` is on too;
 * - activation level income: the uplines at levels 1..20 of a member buying an activation plan get
 *   its price × the activation level table's rate of their level (rules/levels.ts reads the table).
 * Both are amount × rate floored (the rate rule) before the earnings cap trims them (rules/cap.ts).
 * No set-based step computes them, so there is no SQL side.
 */

/** Whether a top-up of `kind` pays its sponsor a bonus, given the `direct` and `directOnRetopup` switches. */
export function paysSponsorBonus(kind: string, switches: { direct: boolean; directOnRetopup: boolean }): boolean {
  return switches.direct && (kind !== 'RETOPUP' || switches.directOnRetopup);
}

/** The sponsor bonus of a top-up of `principal` on a plan whose sponsor rate is `sponsorRate`. */
export function sponsorBonus(principal: bigint, sponsorRate: bigint): bigint {
  return applyRate(principal, sponsorRate);
}

/** What the upline at `level` (1-based) gets from an activation of `price`, by the activation table `rates`. */
export function activationLevelIncome(price: bigint, rates: bigint[], level: number): bigint {
  return applyRate(price, rates[level - 1] ?? 0n);
}
