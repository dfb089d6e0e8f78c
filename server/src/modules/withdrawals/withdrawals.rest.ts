import { requireAccess } from '../../common/auth/auth-checker';
import { legacyApproval } from '../staff/staff.types';
import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember } from '../../app/context';
import { badInput } from '../../common/errors';
import { toLegacyNumber } from '../../common/money';
import { paging, positiveId } from '../../common/validate';
import type { Services } from '../../app/services';
import { parseWallet } from '../ledger/ledger.service';
import { parseDecision, parseStatusFilter } from '../ledger/status';
import type { Withdrawal, WithdrawalKind } from './withdrawal.entity';
import { parseKind } from './withdrawals.service';
import { maskAddressRows, WITHDRAWAL_ADDRESS_PERMISSIONS } from '../../common/auth/masking';

const LEGACY_TYPE: Record<WithdrawalKind, string> = { NORMAL: 'working', ROI: 'ROI', PRINCIPLE: 'principle', COMPOUND: 'compound' };
const LEGACY_WALLET: Record<string, string> = { business: 'ACTIVE', working: 'ROI', profit: 'INCOME', non_working: 'INCOME', compound: 'COMPOUND' };

export async function legacyWithdrawals(services: Services, rows: Withdrawal[]) {
  const users = await services.users.byIds([...new Set(rows.map((w) => w.userId))]);
  const email = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((w) => ({
    id: w.id,
    user_id: w.userId,
    email: email.get(w.userId) ?? null,
    bep20: w.bep20,
    trc20: w.trc20,
    gross: toLegacyNumber(w.gross),
    amount: toLegacyNumber(w.net),
    deduction: toLegacyNumber(w.fee),
    type: LEGACY_TYPE[w.kind],
    investment_id: w.investmentId,
    status: w.status,
    createdAT: w.createdAt.toISOString(),
    acceptat: w.processedAt?.toISOString() ?? null,
  }));
}

const key = (req: Request) => (req.headers['idempotency-key'] as string | undefined) ?? null;

/** /api/v1 withdrawalrequest/* (REST-CONTRACT §4.23). Literal paths before parameter paths. */
export function registerWithdrawalRoutes({ route }: RestRouter) {
  const request = (kind: WithdrawalKind) => async (req: Request, ctx: any) => {
    const b = body(req);
    actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined);
    const member = requireMember(ctx);
    const w = await ctx.services.withdrawals.request(member.user, kind, { amount: b.amount, investmentId: b.investment_id }, key(req));
    const [row] = await legacyWithdrawals(ctx.services, [w]);
    const extra = kind === 'PRINCIPLE' ? { deductionPercentage: Number(w.feePercent) } : {};
    return { status: 201, message: 'Withdrawal request submitted', body: { withdrawal: row, ...extra } };
  };
  route('post', '/withdrawalrequest/add', 'M', request('NORMAL'));
  route('post', '/withdrawalrequest/add/roiwithdrawal', 'M', request('ROI'));
  route('post', '/withdrawalrequest/add/principle', 'M', request('PRINCIPLE'));
  route('post', '/withdrawalrequest/addcompoundwithdrawal', 'M', request('COMPOUND'));

  route(
    'get',
    '/withdrawalrequest/auto-transfer/:id',
    'M',
    async (req, ctx) => {
      actingMemberId(ctx, positiveId(req.params.id));
      const moved = await ctx.services.transfers.toActive(requireMember(ctx).id, 'INCOME');
      return { message: 'Your funds successfully transfer to active wallet', body: { transferredAmount: toLegacyNumber(moved) } };
    },
    { unsafeGet: true },
  );

  route('get', '/withdrawalrequest/list', 'withdrawals:read', async (req, ctx) => {
    const kind = req.query.type ? parseKind(req.query.type) : undefined;
    const r = await ctx.services.withdrawals.list({ kind, status: parseStatusFilter(req.query.status), page: 1, pageSize: 5000 });
    return { body: { allwithdrawal: maskAddressRows(ctx, await legacyWithdrawals(ctx.services, r.items), (w) => w.user_id, WITHDRAWAL_ADDRESS_PERMISSIONS) } };
  });

  route('get', '/withdrawalrequest/by/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const r = await ctx.services.withdrawals.list({ memberId, ...paging(req.query.page ?? 1, req.query.limit ?? 100) });
    return { body: { singleWithdrawal: maskAddressRows(ctx, await legacyWithdrawals(ctx.services, r.items), (w) => w.user_id, WITHDRAWAL_ADDRESS_PERMISSIONS), total: r.total } };
  });

  route('put', '/withdrawalrequest/compound/amount', 'M', async (req, ctx) => {
    const b = body(req);
    actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined);
    const amount = await ctx.services.withdrawals.compound(requireMember(ctx).id, b.amount, key(req));
    return { message: 'Added to the Compound Wallet', body: { amount: toLegacyNumber(amount) } };
  });

  route('post', '/withdrawalrequest/debit', 'wallets:adjust', async (req, ctx) => {
    const b = body(req);
    const action = String(b.action ?? '').toLowerCase();
    if (action !== 'credit' && action !== 'debit') throw badInput("Action must be 'credit' or 'debit'", { action: 'credit or debit' });
    const walletKey = String(b.wallet_type ?? '').toLowerCase();
    const wallet = LEGACY_WALLET[walletKey] ?? parseWallet(walletKey);
    const memberId = positiveId(b.id, 'id');
    const g = await ctx.services.moneyDesk.adjustWallet(ctx.admin!.id, memberId, wallet as any, action, b.amount, b.reason, key(req));
    if (g.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this change', body: { approval: legacyApproval(g.pending) } };
    const r = g.applied;
    return {
      status: 201,
      message: action === 'credit' ? 'Wallet credited' : 'Wallet debited',
      body: { entry: { transaction_id: r.transactionId, user_id: r.memberId, wallet_type: walletKey, action, amount: toLegacyNumber(r.amount), reason: r.reason } },
    };
  });

  const decide = (expectedKind?: WithdrawalKind) => async (req: Request, ctx: any) => {
    const id = positiveId(req.params.id);
    const r = await ctx.services.moneyDesk.decideWithdrawal(ctx.admin!.id, id, parseDecision(body(req).status), { expectedKind });
    const [row] = await legacyWithdrawals(ctx.services, [r.applied ?? (await ctx.services.withdrawals.require(id))]);
    if (r.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this withdrawal', body: { withdrawal: row, approval: legacyApproval(r.pending) } };
    return { message: `Withdrawal ${row.status}`, body: { withdrawal: row } };
  };
  route('put', '/withdrawalrequest/update/roi/:id', 'withdrawals:decide', decide('ROI'));
  route('put', '/withdrawalrequest/update/principle/:id', 'withdrawals:decide', decide('PRINCIPLE'));
  route('put', '/withdrawalrequest/compound/:id', 'withdrawals:decide', decide('COMPOUND'));
  route('put', '/withdrawalrequest/:id', 'withdrawals:decide', decide());

  route('delete', '/withdrawalrequest/:id', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    if (ctx.admin) {
      requireAccess(ctx, ['withdrawals:decide']);
      await ctx.services.withdrawals.decide(ctx.admin.id, id, 'decline');
    }
    else {
      const member = requireMember(ctx);
      await ctx.services.withdrawals.decide(member.id, id, 'decline', { ownerId: member.id });
    }
    return { message: 'Withdrawal request cancelled and refunded' };
  });
}
