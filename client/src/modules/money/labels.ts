/** Human labels for ledger entry kinds and journal sources (PAGES §2.2 /user/dep, /transactions/{source}). */

const KIND_LABELS: Record<string, string> = {
  DEPOSIT: 'Deposit',
  TRANSFER_IN: 'Transfer In',
  TRANSFER_OUT: 'Transfer Out',
  TRANSFER_FEE: 'Transfer Fee',
  TOPUP: 'Top-Up',
  RETOPUP: 'Re-Top-Up',
  ENTRY_FEE: 'Entry Fee',
  COMPOUND_IN: 'Compound',
  COMPOUND_ROI: 'Compound ROI',
  COMPOUND_WITHDRAWAL: 'Compound Withdrawal',
  WALLET_MOVE: 'Income to Active',
  ADMIN_CREDIT: 'Admin Credit',
  ADMIN_DEBIT: 'Admin Debit',
  WITHDRAWAL_HOLD: 'Withdrawal',
  WITHDRAWAL_PAYOUT: 'Withdrawal Payout',
  WITHDRAWAL_RETURN: 'Withdrawal Refund',
  WITHDRAWAL_FEE: 'Withdrawal Fee',
  ROI: 'ROI Income',
  DIRECT_INCOME: 'Direct Income',
  LEVEL_INCOME: 'Level Income',
  ACTIVATION_LEVEL_INCOME: 'Activation Level Income',
  REWARD: 'Reward Income',
  SALARY: 'Salary',
  CTO: 'CTO Income',
  LEADERSHIP: 'Leadership Income',
  SYSTEM: 'System',
};

const WORDS: Record<string, string> = { roi: 'ROI', cto: 'CTO', to: 'to', of: 'of', id: 'ID' };

/** 'income_to_active' → 'Income to Active'; 'withdrawal-normal' → 'Withdrawal Normal'. */
export function humanize(value: string): string {
  return value
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLowerCase();
      const special = WORDS[lower];
      if (special && !(i === 0 && special === lower)) return special;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** Ledger entry kind → label; a wallet move names its source wallet when the description does. */
export function kindLabel(kind: string, description?: string | null): string {
  if (kind === 'WALLET_MOVE' && description && /^ROI to Active/i.test(description)) return 'ROI to Active';
  return KIND_LABELS[kind] ?? humanize(kind);
}

/**
 * The entry kinds that post to a member's Active Wallet (PAGES §2.2 /user/dep Type filter), as
 * options of the Type filter. Withdrawals are left out: they hold from the Income, ROI and Compound
 * wallets, never from Active. Top-Up, Re-Top-Up and Entry Fee are the plan debits PAGES lists.
 */
export const ACTIVE_WALLET_KINDS = [
  'DEPOSIT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'WALLET_MOVE',
  'COMPOUND_IN',
  'ADMIN_CREDIT',
  'ADMIN_DEBIT',
  'TOPUP',
  'RETOPUP',
  'ENTRY_FEE',
] as const;

export const ACTIVE_WALLET_KIND_OPTIONS: Array<{ value: string; label: string }> = ACTIVE_WALLET_KINDS.map((value) => ({ value, label: kindLabel(value) }));

/** Every kind a member's statement may show (all four wallets), as options of its Type filter. */
export const STATEMENT_KIND_OPTIONS: Array<{ value: string; label: string }> = Object.keys(KIND_LABELS)
  .filter((k) => k !== 'SYSTEM')
  .map((value) => ({ value, label: kindLabel(value) }));
