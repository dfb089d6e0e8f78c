import { formatPercent, parsePercent } from '../../common/money';

/**
 * Rates are exact integers: percent x 10,000 (`0.5 %` -> 5000n), stored in BIGINT columns.
 * Never a float and never text that SQL arithmetic would turn into a float.
 */
export type Rate = bigint;

export const RATE_SCALE = 10_000n;

/** Parses a percentage (0-100, at most 4 decimals, number or decimal text) into a rate. */
export function parseRate(value: unknown, field = 'rate'): Rate {
  return parsePercent(value, field);
}

/** The legacy decimal text of a rate: 5000n -> "0.5", 50000n -> "5". */
export function formatRate(rate: Rate): string {
  return formatPercent(rate);
}

/** amount x rate %, floored to the micro-unit (amounts are never negative here). */
export function applyRate(amount: bigint, rate: Rate): bigint {
  if (amount < 0n || rate < 0n) throw new Error('applyRate expects non-negative values');
  return (amount * rate) / (100n * RATE_SCALE);
}
