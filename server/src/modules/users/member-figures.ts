import type { MemberTotals } from './users.types';

import { INCOME_KINDS } from '../income/kinds';
import type { TotalKind } from '../ledger/member-totals';

const sum = (sums: Record<TotalKind, bigint>, ...kinds: TotalKind[]) => kinds.reduce((s, k) => s + sums[k], 0n);

/**
 * Totals derived from a member's lifetime totals by kind (`member_totals`: incomes net of reversals,
 * deposits completed, and the gross of completed withdrawals; pending requests are held, not yet
 * withdrawn).
 */
export function memberTotals(sums: Record<TotalKind, bigint>): MemberTotals {
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
    totalWithdrawal: sums.WITHDRAWN,
  };
}
