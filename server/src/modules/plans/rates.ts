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

/** amount x rate %, floored to the micro-unit: the rate rule's one home is rules/rate.ts. */
export { applyRate } from '../../rules/rate';
