import type { EntityManager } from 'typeorm';
import { LevelRate, LEVELS, type LevelTable } from '../modules/plans/plan.entity';
import { applyRate } from './rate';

/**
 * Level incomes (BUSINESS-RULES §3–4): an upline at level L (1..20) gets base × the level table's
 * rate for L, floored to the micro-unit; for the daily level income only while active and L is within
 * its unlocked levels (one per active direct, at most 20). Two tables, `INVESTMENT` (shares of the
 * day's ROI, jobs/level-rule.ts walks the tree) and `ACTIVATION` (shares of an activation's price,
 * rules/direct.ts), kept in `level_rates` and read only by `levelRates` below.
 */
export const MAX_LEVELS = LEVELS;

/** The tables a first start writes (BUSINESS-RULES §3), percent × 10⁴ for levels 1..20. */
export const DEFAULT_LEVEL_RATES: Record<LevelTable, bigint[]> = {
  INVESTMENT: [10, 5, 4, 3, 2, 1, 1, 1, 1, 1].map((p) => BigInt(p) * 10_000n).concat(Array(10).fill(5_000n)),
  ACTIVATION: [10, 5, 3, 2, 1].map((p) => BigInt(p) * 10_000n).concat(Array(15).fill(0n)),
};

/** Levels an upline may be paid on: one per active direct referral, at most 20. */
export function unlockedLevels(activeDirects: number): number {
  return Math.max(0, Math.min(activeDirects, MAX_LEVELS));
}

/** One level's share: base × rate, floored to the micro-unit (the rate rule). */
export function levelShare(base: bigint, rate: bigint): bigint {
  return applyRate(base, rate);
}

/**
 * THE reader of a level table: 20 rates, index 0 = level 1, a level without a row pays 0. No
 * fallback: a table that cannot be read is an error (the daily run's level step fails and is
 * resumed), never a silent payment at other rates; a row outside 1..20 is refused as corrupt.
 */
export async function levelRates(em: EntityManager, table: LevelTable): Promise<bigint[]> {
  const rows = await em.find(LevelRate, { where: { table } });
  const rates: bigint[] = Array(MAX_LEVELS).fill(0n);
  for (const r of rows) {
    if (!(r.level >= 1 && r.level <= MAX_LEVELS)) throw new Error(`level_rates ${table}: level ${r.level} outside 1..${MAX_LEVELS}`);
    rates[r.level - 1] = r.rate;
  }
  return rates;
}
