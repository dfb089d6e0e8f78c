/**
 * Exit fee of a principal withdrawal by the investment's age in days (BUSINESS-RULES §4):
 * up to 10 days 20 %, up to 20 days 10 %, later 0 %. Rates are percent x 10,000.
 */
export interface ExitFeeStep {
  /** Last age (days since the start day) of this step; null: every later day. */
  upToDay: number | null;
  rate: bigint;
}

/** The schedule, youngest first (the top-up quote shows it as it is). */
export const EXIT_FEE_STEPS: readonly ExitFeeStep[] = [
  { upToDay: 10, rate: 200_000n },
  { upToDay: 20, rate: 100_000n },
  { upToDay: null, rate: 0n },
];

export function exitFeeRate(ageDays: number): bigint {
  return EXIT_FEE_STEPS.find((s) => s.upToDay === null || ageDays <= s.upToDay)!.rate;
}
