/**
 * Server-side CSV exports (GET /api/v1/export/<table>): the server streams the whole filtered
 * table, so exports are not limited to the rows loaded in the browser.
 */
export type ExportTable =
  | 'ledger'
  | 'users'
  | 'deposits'
  | 'withdrawals'
  | 'transfers'
  | 'audit'
  | 'bookings'
  | 'news'
  | 'achievers'
  | 'offers'
  | 'investments'
  | 'tickets'
  | 'support'
  | 'notifications'
  | 'reward-transactions'
  | 'salary-transactions'
  | 'salary-tiers'
  | 'salary-entitlements'
  | 'leadership'
  | 'cto'
  | 'cto-payments'
  | 'ranked-members'
  | 'member-ranks'
  | 'reward-plans'
  | 'activation-plans'
  | 'defaulters'
  | 'qr';

export interface ExportFilter {
  from?: string | null;
  to?: string | null;
  memberId?: number | null;
  kind?: string | null;
  status?: string | null;
}

/** The export URL with the non-empty filters as query parameters. */
export function exportUrl(table: ExportTable, filter: ExportFilter = {}): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'memberId', 'kind', 'status'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/v1/export/${table}${query ? `?${query}` : ''}`;
}

export interface StatementExportFilter {
  /** Another member's statement (admins only; a member's own is the default). */
  memberId?: number | null;
  wallet?: string | null;
  kinds?: string[] | string | null;
  /** ISO instants, as the walletEntries query takes them: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
}

/** GET /api/v1/export/statement: the member's statement of all four wallets, streamed by the server. */
export function statementExportUrl(filter: StatementExportFilter = {}): string {
  const params = new URLSearchParams();
  if (filter.memberId) params.set('memberId', String(filter.memberId));
  if (filter.wallet) params.set('wallet', filter.wallet);
  const kinds = typeof filter.kinds === 'string' ? [filter.kinds] : (filter.kinds ?? []);
  if (kinds.length) params.set('kinds', kinds.join(','));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const query = params.toString();
  return `/api/v1/export/statement${query ? `?${query}` : ''}`;
}
