import type { RestRouter } from '../../app/rest';
import { exportSpec, filterSql, streamCsv } from './exports';
import { parseReportFilter } from './report-filter';

/**
 * GET /api/v1/export/<table>?from&to&memberId&kind&status — admin only: the table as CSV, streamed
 * with bounded memory. Tables: ledger, users, deposits, withdrawals, transfers, audit, bookings,
 * news, achievers, offers.
 */
export function registerConsoleRoutes({ route }: RestRouter) {
  route('get', '/export/:table', 'A', async (req, ctx) => {
    const table = String(req.params.table).replace(/\.csv$/, '');
    const spec = exportSpec(table);
    const filter = parseReportFilter(req.query as Record<string, unknown>);
    filterSql(ctx.services.db.engine, spec, filter); // a filter the table lacks is a 400 before streaming starts
    return {
      stream: async (res) => {
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${table}-${new Date().toISOString().slice(0, 10)}.csv"`);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        await streamCsv(ctx.services.db, spec, filter, res);
      },
    };
  });
}
