import { FULL_RATE } from './rate';

/**
 * Team business and rank qualification (BUSINESS-RULES §5): a member's team business is the sum of
 * the legs (the business through each direct referral). Towards a rank's threshold the strongest
 * leg counts at most half of the threshold (the 50 % leg rule); the other legs together bring the
 * rest. Ranks are reached in order. The split is computed here only: the services, both API answers
 * and the client (which shows the server's split) read it. No set-based step needs it in SQL.
 */

export interface LegSplit {
  /** Sum of all legs (team business through directs). */
  total: bigint;
  /** The strongest direct leg (0 when there are no legs). */
  strongest: bigint;
  /** All other legs together. */
  others: bigint;
  /** At most this much of the strongest leg counts: half of the threshold. */
  strongestCap: bigint;
  /** What counts of the strongest leg: min(strongest, strongestCap). */
  strongestCounted: bigint;
  /** What counts towards the threshold: strongestCounted + others. */
  counted: bigint;
  /** counted ÷ threshold as a rate (percent × 10⁴) floored to 0.01 %, at most 100 %; 0 without a threshold. */
  ratio: bigint;
  qualifies: boolean;
}

/** The most the strongest leg may bring towards `threshold`: half of it (floored to the micro-unit). */
export function strongestLegCap(threshold: bigint): bigint {
  return threshold / 2n;
}

/** The 50 % leg rule towards `threshold`. */
export function legSplit(legs: bigint[], threshold: bigint): LegSplit {
  let strongest = 0n;
  let total = 0n;
  for (const leg of legs) {
    total += leg;
    if (leg > strongest) strongest = leg;
  }
  const others = total - strongest;
  const strongestCap = strongestLegCap(threshold);
  const strongestCounted = strongest < strongestCap ? strongest : strongestCap;
  const counted = strongestCounted + others;
  const qualifies = threshold > 0n && counted >= threshold;
  const ratio = threshold <= 0n ? 0n : qualifies ? FULL_RATE : ((counted * 10_000n) / threshold) * (FULL_RATE / 10_000n);
  return { total, strongest, others, strongestCap, strongestCounted, counted, ratio, qualifies };
}

export interface RankThreshold {
  rank: number;
  threshold: bigint;
}

/**
 * The highest rank whose threshold the legs meet under the leg rule, climbing in rank order and
 * stopping at the first rank not met (a rank is reached only after the ones below it). 0 = none.
 */
export function highestRank(ranks: RankThreshold[], legs: bigint[]): number {
  let reached = 0;
  for (const r of [...ranks].sort((a, b) => a.rank - b.rank)) {
    if (!legSplit(legs, r.threshold).qualifies) break;
    reached = r.rank;
  }
  return reached;
}

/** Business above the reached threshold that carries forward into the next rank (never negative). */
export function carryForward(counted: bigint, reachedThreshold: bigint): bigint {
  return counted > reachedThreshold ? counted - reachedThreshold : 0n;
}
