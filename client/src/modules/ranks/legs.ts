/**
 * The 50 % leg rule on the client, for showing progress per rank (the server decides): the
 * strongest leg counts at most half of the threshold, the other legs together bring the rest.
 */
import { fromMicro, toMicro } from './salaryTable';

export interface LegProgress {
  counted: string;
  strongestCounted: string;
  others: string;
  /** Counted ÷ threshold in percent, 0–100, two decimals. */
  ratio: string;
  achieved: boolean;
}

export function legProgress(legs: string[], threshold: string): LegProgress {
  const amounts = legs.map(toMicro);
  const t = toMicro(threshold);
  const strongest = amounts.reduce((m, a) => (a > m ? a : m), 0n);
  const others = amounts.reduce((s, a) => s + a, 0n) - strongest;
  const half = t / 2n;
  const strongestCounted = strongest < half ? strongest : half;
  const counted = strongestCounted + others;
  const ratio = t > 0n ? (counted >= t ? 10_000n : (counted * 10_000n) / t) : 0n;
  return { counted: fromMicro(counted), strongestCounted: fromMicro(strongestCounted), others: fromMicro(others), ratio: fromMicro(ratio * 10_000n), achieved: t > 0n && counted >= t };
}

/** Half of a decimal amount, exact ('2500' -> '1250'). */
export function halfOf(amount: string): string {
  return fromMicro(toMicro(amount) / 2n);
}

/** part ÷ whole as a 0–100 progress value (whole percent, for progress bars). */
export function progressPercent(part: string, whole: string): number {
  const w = toMicro(whole);
  if (w <= 0n) return 0;
  const p = (toMicro(part) * 100n) / w;
  return Number(p > 100n ? 100n : p);
}
