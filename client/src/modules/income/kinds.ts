/** Income kinds of the daily summary, in the order of the /user/income cards, with their ledgers. */
export const INCOME_CARDS: Array<{ kind: string; label: string; to: string }> = [
  { kind: 'DIRECT_INCOME', label: 'Direct', to: '/user/transaction/direct_transaction' },
  { kind: 'LEVEL_INCOME', label: 'Level', to: '/user/transaction/invest_level_transaction' },
  { kind: 'ROI', label: 'ROI', to: '/user/transaction/roi_transaction' },
  { kind: 'REWARD', label: 'Reward', to: '/user/transaction/reward_transaction' },
  { kind: 'SALARY', label: 'Salary', to: '/user/salary-transactions' },
  { kind: 'LEADERSHIP', label: 'Leadership', to: '/user/leadership' },
  { kind: 'CTO', label: 'CTO', to: '/user/transaction/cto_transaction' },
];

/** Sums the amounts (decimal strings) of one kind; exact to the micro-unit. */
export function amountOf(rows: Array<{ kind: string; amount: string }> | undefined, kind: string): string {
  return rows?.find((r) => r.kind === kind)?.amount ?? '0';
}

/** Chart rows: one per day (oldest first), one numeric column per kind (display only). */
export function chartRows(days: Array<{ day: string; kind: string; amount: string }>, kinds: string[]): Array<Record<string, string | number>> {
  const byDay = new Map<string, Record<string, string | number>>();
  for (const d of days) {
    const row = byDay.get(d.day) ?? { day: d.day, ...Object.fromEntries(kinds.map((k) => [k, 0])) };
    if (kinds.includes(d.kind)) row[d.kind] = Number(d.amount);
    byDay.set(d.day, row);
  }
  return [...byDay.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}
