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

export interface InvestmentDays {
  status: string;
  /** YYYY-MM-DD: the first day it earns. */
  startDay: string;
  /** YYYY-MM-DD: the first day it no longer earns. */
  endDay: string;
  /** YYYY-MM-DD: the day it was paused, withdrawn or reversed (null while it runs). */
  stoppedDay: string | null;
}

/**
 * Which investments run on day D, so a run for D pays them: started on or before D and ending after
 * D, and RUNNING, or EXPIRED by a later day's run, or stopped (paused, withdrawn, reversed) after D —
 * a run of D made late still pays what ran on D.
 */
export function ranOnDay(inv: InvestmentDays, day: string): boolean {
  const live = inv.status === 'RUNNING' || inv.status === 'EXPIRED' || (inv.stoppedDay !== null && inv.stoppedDay > day);
  return live && inv.startDay <= day && inv.endDay > day;
}

/** The same in SQL over an investment row (`alias`); three parameters, each the day D. */
export function ranOnDaySql(alias: string): string {
  return `(${alias}.status IN ('RUNNING', 'EXPIRED') OR ${alias}.stopped_day > ?) AND ${alias}.start_day <= ? AND ${alias}.end_day > ?`;
}
