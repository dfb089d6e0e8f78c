import type { MemberTotals } from './users.types';

import { INCOME_KINDS } from '../income/kinds';

const sum = (sums: Record<string, bigint>, ...kinds: string[]) => kinds.reduce((s, k) => s + (sums[k] ?? 0n), 0n);

/**
 * Totals derived from a member's sums by kind (`IncomeReportService.sumsByKind`: incomes from
 * `income_daily`, deposits from the ledger); `withdrawn` is the gross of the member's
 * completed withdrawals (pending requests are held, not yet withdrawn).
 */
export function memberTotals(sums: Record<string, bigint>, withdrawn: bigint): MemberTotals {
  const directIncome = sum(sums, 'DIRECT_INCOME');
  const levelIncome = sum(sums, 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME');
  const roiIncome = sum(sums, 'ROI');
  const rewardIncome = sum(sums, 'REWARD');
  const salaryIncome = sum(sums, 'SALARY');
  const ctoIncome = sum(sums, 'CTO');
  const leadershipIncome = sum(sums, 'LEADERSHIP');
  return {
    directIncome,
    levelIncome,
    roiIncome,
    rewardIncome,
    salaryIncome,
    ctoIncome,
    leadershipIncome,
    totalEarning: sum(sums, ...INCOME_KINDS),
    totalDeposit: sum(sums, 'DEPOSIT'),
    totalWithdrawal: withdrawn,
  };
}
