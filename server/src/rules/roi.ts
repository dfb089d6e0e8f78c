import type { Engine } from '../database/data-source';
import { applyRate, applyRateSql } from './rate';

/**
 * Daily ROI of one investment (BUSINESS-RULES §4): its principal × its plan's daily rate (percent ×
 * 10⁴), floored to the micro-unit, before the earnings cap trims it. Used by the daily run (SQL),
 * the manual trade and the ledger explainer.
 */
export function dailyRoi(principal: bigint, dailyRate: bigint): bigint {
  return applyRate(principal, dailyRate);
}

/** The same in SQL over an investment row's columns (e.g. `i.amount`, `i.roi_rate`). */
export function dailyRoiSql(engine: Engine, principal: string, dailyRate: string): string {
  return applyRateSql(engine, principal, dailyRate);
}
