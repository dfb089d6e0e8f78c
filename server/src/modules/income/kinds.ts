/**
 * The ledger entry kinds that are incomes (BUSINESS-RULES §2): what counts as earnings, what the
 * daily summary `income_daily` keeps and what its reconciliation checks.
 */
export const INCOME_KINDS = ['ROI', 'DIRECT_INCOME', 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME', 'REWARD', 'SALARY', 'CTO', 'LEADERSHIP', 'COMPOUND_ROI'] as const;
