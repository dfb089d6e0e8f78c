/**
 * Server-side CSV exports (GET /api/v1/export/<table>): the server streams the whole filtered
 * table, so exports are not limited to the rows loaded in the browser.
 */
export type ExportTable = 'ledger' | 'users' | 'deposits' | 'withdrawals' | 'transfers' | 'audit' | 'bookings' | 'news' | 'achievers' | 'offers' | 'investments' | 'tickets' | 'support' | 'notifications';

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
