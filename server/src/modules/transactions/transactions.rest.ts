import { legacyApproval } from '../staff/staff.types';
import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId } from '../../app/context';
import { badInput } from '../../common/errors';
import { formatPercent, toLegacyNumber } from '../../common/money';
import { pageAbsent, paging, positiveId } from '../../common/validate';
import { parseWallet } from '../ledger/ledger.service';
import { legacyMember } from '../users/users.legacy';
import type { JournalRow } from './transactions.service';
import type { LedgerRow } from './ledger-tables.service';
import { maskAddressRows, MEMBER_ADDRESS_PERMISSIONS } from '../../common/auth/masking';

const LEGACY_LIST_MAX = 5000;

/**
 * The legacy `type` of a ledger row where the old client filters on it: level income from
 * investments contains `invest`, activation level income `activation`, the daily ROI `Invest`
 * (REST-CONTRACT §4.20). Other rows carry Meridian's kind; every row has it in `kind`.
 */
const LEGACY_TYPES: Partial<Record<string, string>> = {
  LEVEL_INCOME: 'invest_level_income',
  ACTIVATION_LEVEL_INCOME: 'activation_level_income',
  ROI: 'Invest ROI',
};

function legacyLedgerRow(r: LedgerRow) {
  const base = {
    id: r.id,
    user_id: r.memberId,
    email: r.counterpartyEmail ?? r.email,
    amount: toLegacyNumber(r.amount < 0n ? -r.amount : r.amount),
    type: LEGACY_TYPES[r.kind] ?? r.kind,
    kind: r.kind,
    wallet: r.wallet,
    direction: r.amount < 0n ? 'debit' : 'credit',
    // The base and rate where the database keeps them (transactions.service explain()); else null.
    onamount: r.onAmount === null ? null : toLegacyNumber(r.onAmount),
    percent: r.percent === null ? null : Number(formatPercent(r.percent)),
    userby_id: r.counterpartyId,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
  };
  if (r.kind === 'SALARY') {
    return {
      ...base,
      salary_id: r.salaryId,
      paid_amount: toLegacyNumber(r.amount),
      notes: r.notes ?? r.description,
      transaction_date: r.transactionDate ?? r.createdAt.toISOString().slice(0, 10),
      created_at: r.createdAt.toISOString(),
    };
  }
  if (r.pair !== null) return { ...base, pair: r.pair, price: r.price };
  return base;
}

function legacyJournal(j: JournalRow) {
  return {
    transaction_id: j.transactionId,
    user_id: j.memberId,
    email: j.email,
    amount: toLegacyNumber(j.amount),
    transaction_type: j.transactionType,
    source: j.source,
    status: j.status,
    table_name: j.tableName,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

/** `table_name` from `{table_name}` or a bare JSON string body. */
function tableName(req: Request): unknown {
  if (typeof req.body === 'string') return req.body;
  return body(req).table_name;
}

/** Query filters; a repeated parameter (an array) is ignored rather than trusted. */
function journalQuery(req: Request) {
  const q = req.query as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return { ...paging(q.page, q.limit), transactionType: text(q.transaction_type), source: text(q.source), status: text(q.status), search: text(q.search) };
}

/** /api/v1 tr/* and transactions/* (REST-CONTRACT §4.20). */
export function registerTransactionRoutes({ route }: RestRouter) {
  route('post', '/tr/list', 'reports:read', async (req, ctx) => {
    const b = typeof req.body === 'object' && req.body ? body(req) : {};
    const p = !pageAbsent(b.page) || b.limit ? paging(b.page, b.limit) : { page: 1, pageSize: LEGACY_LIST_MAX };
    const r = await ctx.services.ledgerTables.ledgerRows(tableName(req), p.pageSize > 100 ? { page: 1, pageSize: LEGACY_LIST_MAX } : p);
    return { body: { alltransaction: r.items.map(legacyLedgerRow), total: r.total } };
  });

  route('post', '/tr/tr/:userId', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.userId, 'userId'));
    const fit = typeof req.body === 'object' && req.body ? body(req).fit : undefined;
    if (fit !== undefined && fit !== null && typeof fit !== 'string' && typeof fit !== 'number') throw badInput('fit must be a single value', { fit: 'a level or an entry kind' });
    const r = await ctx.services.ledgerTables.ledgerRows(tableName(req), { memberId, page: 1, pageSize: LEGACY_LIST_MAX, fit: fit === undefined || fit === null ? undefined : String(fit) });
    return { body: { transaction: r.items.map(legacyLedgerRow), total: r.total } };
  });

  route('get', '/tr/matrix', 'M', async (req, ctx) => {
    const s = await ctx.services.transactions.summary(req.query.month, ctx.admin ? undefined : actingMemberId(ctx));
    return { body: { month: s.month, data: s.rows.map((r) => ({ transaction_type: r.transactionType, source: r.source, count: r.count, total: toLegacyNumber(r.total) })) } };
  });

  route('post', '/tr/create', 'wallets:adjust', async (req, ctx) => {
    const b = body(req);
    const type = String(b.transaction_type ?? '').toLowerCase();
    if (type !== 'credit' && type !== 'debit') throw badInput("transaction_type must be 'credit' or 'debit'", { transaction_type: 'credit or debit' });
    const wallet = parseWallet({ business: 'ACTIVE', working: 'ROI', non_working: 'INCOME', profit: 'INCOME' }[String(b.source ?? '').toLowerCase()] ?? b.source);
    const g = await ctx.services.moneyDesk.adjustWallet(ctx.admin!.id, positiveId(b.user_id, 'user_id'), wallet, type, b.amount, b.reason, (req.headers['idempotency-key'] as string) ?? null);
    if (g.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this change', body: { approval: legacyApproval(g.pending) } };
    const r = g.applied;
    const journalId = await ctx.services.transactions.journalIdOf(r.transactionId, r.memberId);
    return { status: 201, message: 'Transaction created', body: { transaction: { transaction_id: journalId, user_id: r.memberId, amount: toLegacyNumber(r.amount), transaction_type: type, source: wallet.toLowerCase(), status: 'complete', reason: r.reason } } };
  });

  route('get', '/tr/all', 'reports:read', async (req, ctx) => {
    const r = await ctx.services.transactions.journal(journalQuery(req));
    return { body: { transactions: r.items.map(legacyJournal), totalPages: Math.max(1, Math.ceil(r.total / r.pageSize)), currentPage: r.page, total: r.total } };
  });

  route('get', '/tr/user/:userId', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.userId, 'userId'));
    const r = await ctx.services.transactions.journal({ ...journalQuery(req), memberId });
    return { body: { transactions: r.items.map(legacyJournal), totalPages: Math.max(1, Math.ceil(r.total / r.pageSize)), currentPage: r.page, total: r.total } };
  });

  route('get', '/transactions/user/:id/details', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const user = await ctx.services.users.requireMember(memberId);
    const r = await ctx.services.transactions.journal({ memberId, page: 1, pageSize: 50 });
    return { body: { user: maskAddressRows(ctx, [await legacyMember(ctx.services, user)], (m) => Number(m.id), MEMBER_ADDRESS_PERMISSIONS)[0], transactions: r.items.map(legacyJournal) } };
  });

  route('patch', '/transactions/:id', 'deposits:decide', async (req, ctx) => {
    const r = await ctx.services.moneyDesk.decideJournalRow(ctx, req.params.id, body(req).status);
    if (r.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this withdrawal', body: { transaction_id: r.transactionId, status: 'pending', approval: legacyApproval(r.pending) } };
    return { message: 'Transaction status updated', body: { transaction_id: r.transactionId, status: r.status } };
  });
}
