/**
 * Exit fee of a principal withdrawal by the investment's age in days (BUSINESS-RULES §4):
 * up to 10 days 20 %, up to 20 days 10 %, later 0 %. Rates are percent x 10,000.
 */
export function exitFeeRate(ageDays: number): bigint {
  if (ageDays <= 10) return 200_000n;
  if (ageDays <= 20) return 100_000n;
  return 0n;
}
