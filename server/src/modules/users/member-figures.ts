import type { MemberTotals } from './users.types';

/** Income kinds counted as earnings (BUSINESS-RULES §2). */
export const EARNING_KINDS = ['ROI', 'DIRECT_INCOME', 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME', 'REWARD', 'SALARY', 'CTO', 'LEADERSHIP', 'COMPOUND_ROI'];

const sum = (sums: Record<string, bigint>, ...kinds: string[]) => kinds.reduce((s, k) => s + (sums[k] ?? 0n), 0n);

/** Totals derived from a member's ledger sums by kind. */
export function memberTotals(sums: Record<string, bigint>): MemberTotals {
  const directIncome = sum(sums, 'DIRECT_INCOME');
  const levelIncome = sum(sums, 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME');
  const roiIncome = sum(sums, 'ROI');
  const rewardIncome = sum(sums, 'REWARD');
  const salaryIncome = sum(sums, 'SALARY');
  const ctoIncome = sum(sums, 'CTO');
  const leadershipIncome = sum(sums, 'LEADERSHIP');
  // Holds are negative entries; returns undo them; what stays held or paid out is the withdrawn total.
  const totalWithdrawal = -(sum(sums, 'WITHDRAWAL_HOLD') + sum(sums, 'WITHDRAWAL_RETURN'));
  return {
    directIncome,
    levelIncome,
    roiIncome,
    rewardIncome,
    salaryIncome,
    ctoIncome,
    leadershipIncome,
    totalEarning: sum(sums, ...EARNING_KINDS),
    totalDeposit: sum(sums, 'DEPOSIT'),
    totalWithdrawal,
  };
}
