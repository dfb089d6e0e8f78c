import type { LevelLine } from '../../jobs/level-rule';
import { dailyRoi, ranOnDay } from '../../rules/roi';
import { applyRate } from '../plans/rates';

/**
 * The base ("On Amount") and rate ("Percent", percent x 10^4) of an income line, from what the
 * database keeps; null where it does not keep them. Pure rules over rows the service has read.
 */
export interface Explained {
  onAmount: bigint | null;
  percent: bigint | null;
}

export const UNEXPLAINED: Explained = { onAmount: null, percent: null };

/**
 * Statuses an investment reaches without stopping early: its day range alone says when it earned
 * (CLAIMING: expired, its principal withdrawal pending).
 */
const NATURAL_STATUSES = new Set(['RUNNING', 'EXPIRED', 'CLAIMING']);

export interface RoiSource {
  amount: bigint;
  roiRate: bigint;
  status: string;
  /** The day it stopped earning early (paused, withdrawn, reversed); null when it did not, or before this was kept. */
  stoppedDay?: string | null;
}

/**
 * Of a member's investments, those that ran on `day` (rules/roi.ts `ranOnDay`, the daily run's
 * predicate), plus those whose term covers the day but that stopped early with no stop day kept:
 * whether the run paid them cannot be told, so they stay in and `explainDailyRoi` declines.
 */
export function runningOn<T extends RoiSource & { startDay: string; endDay: string }>(investments: T[], day: string): T[] {
  return investments.filter((i) => {
    const days = { status: i.status, startDay: i.startDay, endDay: i.endDay, stoppedDay: i.stoppedDay ?? null };
    const unknownStop = !i.stoppedDay && !NATURAL_STATUSES.has(i.status) && i.startDay <= day && i.endDay > day;
    return ranOnDay(days, day) || unknownStop;
  });
}

/**
 * A daily-run ROI credit (one per member and day, summed over the investments running that day):
 * the principal is the sum of those investments when their ROI adds up to the credit exactly, or
 * exceeds it (the cap trimmed it) while each of them either never stopped early or stopped after
 * the day (known by its stop day); the percent only when they share one daily rate. Anything else
 * (an investment closed, paused or reversed with no stop day kept) cannot be told apart from the
 * day's set of investments: unexplained.
 */
export function explainDailyRoi(credited: bigint, running: RoiSource[]): Explained {
  if (!running.length) return UNEXPLAINED;
  const expected = running.reduce((s, i) => s + dailyRoi(i.amount, i.roiRate), 0n);
  const exact = expected === credited;
  const trimmed = credited < expected && running.every((i) => NATURAL_STATUSES.has(i.status) || !!i.stoppedDay);
  if (!exact && !trimmed) return UNEXPLAINED;
  const rates = new Set(running.map((i) => i.roiRate));
  return { onAmount: running.reduce((s, i) => s + i.amount, 0n), percent: rates.size === 1 ? running[0].roiRate : null };
}

/**
 * A credit of `base x rate %` whose rate is read today (the plan's sponsor %, the activation level
 * table), not kept with the credit: the rate is shown only when it still gives the credit (or more,
 * the cap having trimmed it); a rate edited since makes it unknown, the base stays.
 */
export function explainRated(credited: bigint, base: bigint, rate: bigint | null): Explained {
  if (rate === null) return { onAmount: base, percent: null };
  return { onAmount: base, percent: applyRate(base, rate) >= credited ? rate : null };
}

/**
 * A day's level-income credit from its breakdown: at one level (the `fit` view) that level's base
 * and rate; the whole credit has the sum of the bases, and a percent only when one level paid.
 */
export function explainLevel(lines: LevelLine[], level?: number): Explained {
  if (level !== undefined) {
    const line = lines.find((l) => l.level === level);
    return line ? { onAmount: line.base, percent: line.rate } : UNEXPLAINED;
  }
  if (!lines.length) return UNEXPLAINED;
  return { onAmount: lines.reduce((s, l) => s + l.base, 0n), percent: lines.length === 1 ? lines[0].rate : null };
}
