import type { Engine } from '../database/data-source';
import { intDiv } from '../database/sql';

/**
 * THE rate rule: every percentage of money (ROI, level and sponsor shares, fees, leadership and CTO
 * shares) is `amount × rate ÷ 10⁶`, floored to the micro-unit. Amounts are micro-units (10⁶ per
 * dollar); rates are percent × 10⁴ (0.5 % = 5000n), so 100 % is 10⁶.
 */
export const RATE_DIVISOR = 1_000_000n;

/** 100 % as a rate. */
export const FULL_RATE = RATE_DIVISOR;

/** amount × rate %, floored to the micro-unit. Both are never negative. */
export function applyRate(amount: bigint, rate: bigint): bigint {
  if (amount < 0n || rate < 0n) throw new Error('applyRate expects non-negative values');
  return (amount * rate) / RATE_DIVISOR;
}

/** The inverse: `part` as a rate of `whole` (percent × 10⁴, signed), truncated toward zero; 0 of nothing. */
export function rateOf(part: bigint, whole: bigint): bigint {
  return whole === 0n ? 0n : (part * RATE_DIVISOR) / whole;
}

/**
 * The same rule in SQL, for the set-based steps: `amount × rate ÷ 10⁶` floored (integer columns or
 * expressions). SQL multiplies in 64 bits: `amount × rate` must stay below 2⁶³ (at a daily ROI of 1 %,
 * a principal below 92 billion dollars; at 100 %, 9.2 million), which the callers' domains keep.
 */
export function applyRateSql(engine: Engine, amount: string, rate: string): string {
  return intDiv(engine, `${amount} * ${rate}`, RATE_DIVISOR.toString());
}
