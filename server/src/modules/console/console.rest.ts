import type { Response } from 'express';
import type { RestRouter } from '../../app/rest';
import { actingMemberId } from '../../app/context';
import { badInput } from '../../common/errors';
import { positiveId } from '../../common/validate';
import { dateParam } from '../../database/sql';
import type { Engine } from '../../database/data-source';
import { WALLETS } from '../ledger/ledger.entities';
import { checkStatementFilter } from '../ledger/statement-filter';
import { checkExportQuery, exportSpec, filterSql, STATEMENT_EXPORT, streamCsv, withPayoutAddressesMasked } from './exports';
import { allowed } from '../../common/auth/auth-checker';
import { parseReportFilter } from './report-filter';

function csvHeaders(res: Response, name: string) {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function optionalInstant(value: unknown, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) throw badInput(`${field} must be a date-time (ISO 8601)`, { [field]: 'ISO 8601' });
  return d;
}

/**
 * The statement's filters (as the walletEntries query): wallet, kinds (comma-separated entry
 * kinds), from (inclusive) and to (exclusive) instants. Bad values are a 400.
 */
export function statementConditions(engine: Engine, memberId: number, q: Record<string, unknown>): { conditions: string[]; params: unknown[] } {
  const conditions = ['t.member_id = ?'];
  const params: unknown[] = [memberId];
  if (q.wallet !== undefined && q.wallet !== '') {
    if (!(WALLETS as readonly unknown[]).includes(q.wallet)) throw badInput('Unknown wallet', { wallet: WALLETS.join(', ') });
    conditions.push('t.wallet = ?') && params.push(q.wallet);
  }
  const kinds = q.kinds !== undefined && q.kinds !== '' ? String(q.kinds).split(',') : undefined;
  const from = optionalInstant(q.from, 'from');
  const to = optionalInstant(q.to, 'to');
  checkStatementFilter({ kinds, from, to });
  if (kinds) conditions.push(`t.kind IN (${kinds.map(() => '?').join(', ')})`) && params.push(...kinds);
  if (from) conditions.push('t.created_at >= ?') && params.push(dateParam(engine, from));
  if (to) conditions.push('t.created_at < ?') && params.push(dateParam(engine, to));
  return { conditions, params };
}

/**
 * GET /api/v1/export/<table>?from&to&memberId&kind&status — admin only: the table as CSV, streamed
 * with bounded memory. Tables: the keys of EXPORTS (exports.ts).
 */
export function registerConsoleRoutes({ route }: RestRouter) {
  /**
   * GET /api/v1/export/statement?memberId&wallet&kinds&from&to — a member's statement of all four
   * wallets as CSV, streamed (no row cap): the caller's own lines; another member's id is a 403
   * (admins may name any member).
   */
  route('get', '/export/statement', 'M', async (req, ctx) => {
    const q = req.query as Record<string, unknown>;
    checkExportQuery('statement', STATEMENT_EXPORT, q, ['memberId', 'wallet', 'kinds', 'from', 'to'], []);
    const memberId = actingMemberId(ctx, q.memberId === undefined || q.memberId === '' ? undefined : positiveId(q.memberId, 'memberId'));
    const extra = statementConditions(ctx.services.db.engine, memberId, q);
    return {
      stream: async (res) => {
        csvHeaders(res, 'statement');
        await streamCsv(ctx.services.db, STATEMENT_EXPORT, {}, res, extra);
      },
    };
  });

  route('get', '/export/:table', 'reports:read', async (req, ctx) => {
    const table = String(req.params.table).replace(/\.csv$/, '');
    const spec = exportSpec(table);
    checkExportQuery(table, spec, req.query as Record<string, unknown>);
    const filter = parseReportFilter(req.query as Record<string, unknown>);
    filterSql(ctx.services.db.engine, spec, filter); // a filter the table lacks is a 400 before streaming starts
    return {
      stream: async (res) => {
        csvHeaders(res, table);
        // Members' payout addresses in full only for staff whose work needs them (masking.ts).
        const shown = withPayoutAddressesMasked(spec, (permissions) => allowed(ctx, permissions));
        await streamCsv(ctx.services.db, shown, filter, res);
      },
    };
  });
}
