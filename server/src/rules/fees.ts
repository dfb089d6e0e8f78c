import { applyRate } from './rate';

/**
 * Fees (BUSINESS-RULES §4, §6): every fee is amount × rate, floored to the micro-unit (the rate
 * rule); the member gets the rest. Withdrawals of Income, ROI and Compound pay the rate of their
 * setting, a transfer the `transferFee` setting, a principal withdrawal the exit fee by the
 * investment's age. No set-based step computes a fee, so there is no SQL side.
 */

export interface Fee {
  gross: bigint;
  /** percent × 10⁴. */
  rate: bigint;
  fee: bigint;
  /** gross − fee: what the member receives (a transfer's recipient gets the gross, see `transferFee`). */
  net: bigint;
}

/** `gross` at `rate`: the fee and the rest. */
export function feeOf(gross: bigint, rate: bigint): Fee {
  const fee = applyRate(gross, rate);
  return { gross, rate, fee, net: gross - fee };
}

/** The settings holding the withdrawal fee rate of each wallet withdrawn. */
export const WITHDRAWAL_FEE_SETTING = {
  NORMAL: 'withdrawalFeeNormal',
  ROI: 'withdrawalFeeRoi',
  COMPOUND: 'withdrawalFeeCompound',
} as const;

/** Fee of a withdrawal of `gross` from a wallet whose fee setting is `rate`. */
export function withdrawalFee(gross: bigint, rate: bigint): Fee {
  return feeOf(gross, rate);
}

/** Fee of a member-to-member transfer of `amount` at the `transferFee` setting: charged on top of the amount. */
export function transferFee(amount: bigint, rate: bigint): bigint {
  return applyRate(amount, rate);
}

/** One step of the exit-fee schedule: up to `upToDay` days of age (null: every later day), `rate`. */
export interface ExitFeeStep {
  /** Last age (days since the start day) of this step; null: every later day. */
  upToDay: number | null;
  rate: bigint;
}

/** The exit-fee schedule, youngest first: up to 10 days 20 %, up to 20 days 10 %, later 0 %. */
export const EXIT_FEE_STEPS: readonly ExitFeeStep[] = [
  { upToDay: 10, rate: 200_000n },
  { upToDay: 20, rate: 100_000n },
  { upToDay: null, rate: 0n },
];

/** The exit-fee rate of an investment `ageDays` days after its start day. */
export function exitFeeRate(ageDays: number): bigint {
  return EXIT_FEE_STEPS.find((s) => s.upToDay === null || ageDays <= s.upToDay)!.rate;
}

/** The exit fee of withdrawing `principal` from an investment `ageDays` old. */
export function exitFee(principal: bigint, ageDays: number): Fee {
  return feeOf(principal, exitFeeRate(ageDays));
}
