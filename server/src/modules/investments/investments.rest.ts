import { legacyApproval } from '../staff/staff.types';
import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireAdmin, requireMember } from '../../app/context';
import type { Context } from '../../app/context';
import type { Services } from '../../app/services';
import { toLegacyNumber } from '../../common/money';
import { badInput } from '../../common/errors';
import { paging, positiveId } from '../../common/validate';
import type { Activation, Epin } from './activation.entities';
import type { Investment } from './investment.entity';

const key = (req: Request) => (req.headers['idempotency-key'] as string | undefined) ?? null;

/**
 * The legacy client offers an unactivated member who has not paid the entry fee only a plan named
 * `entry`; it is this pseudo plan (id 0), and buying it through `topup/add` is the entry activation.
 */
export const ENTRY_PLAN_ID = 0;

export async function legacyEntryPlan(services: Services) {
  const fee = toLegacyNumber(await services.settings.money('entryFee'));
  return {
    id: ENTRY_PLAN_ID,
    name: 'entry',
    monthly_price: fee,
    min: fee,
    max: fee,
    ROI_day: '0',
    ROI_overall: '0',
    Sponser_bonus: '0',
    plan_period: 0,
    cap_multiplier: 0,
    description: 'Entry fee: activates your account',
    type: 'entry',
    is_active: true,
  };
}

/** True for a signed-in member who is not active and never activated (the legacy `entry_fees` = 0). */
export async function offersEntryPlan(ctx: Context): Promise<boolean> {
  if (!ctx.member || ctx.member.user.isActive) return false;
  return !(await ctx.services.activations.activationOf(ctx.member.id));
}

/** Legacy top-up rows (REST-CONTRACT §4.19). */
export async function legacyTopups(services: Services, rows: Investment[]) {
  const users = new Map((await services.users.byIds([...new Set(rows.flatMap((i) => [i.memberId, i.payerId]))])).map((u) => [u.id, u]));
  return rows.map((i) => ({
    id: i.id,
    userby_id: i.payerId,
    userto_id: i.memberId,
    email: users.get(i.memberId)?.email ?? null,
    userto_email: users.get(i.memberId)?.email ?? null,
    userby_email: users.get(i.payerId)?.email ?? null,
    plan_id: i.planId,
    amount: toLegacyNumber(i.amount),
    kind: i.kind.toLowerCase(),
    status: i.status === 'REVERSED' ? 'reversed' : i.status === 'CLOSED' ? 'closed' : 'complete',
    investment_status: i.status.toLowerCase(),
    start_day: i.startDay,
    end_day: i.endDay,
    note: i.note,
    desc: i.description,
    createdAT: i.createdAt.toISOString(),
  }));
}

/** An entry (or other) activation in the top-up row shape. */
async function legacyActivation(services: Services, a: Activation) {
  const users = new Map((await services.users.byIds([a.memberId, a.payerId])).map((u) => [u.id, u]));
  return {
    id: a.id,
    userby_id: a.payerId,
    userto_id: a.memberId,
    email: users.get(a.memberId)?.email ?? null,
    userto_email: users.get(a.memberId)?.email ?? null,
    userby_email: users.get(a.payerId)?.email ?? null,
    plan_id: a.activationPlanId ?? ENTRY_PLAN_ID,
    amount: toLegacyNumber(a.amount),
    kind: a.kind.toLowerCase(),
    status: 'complete',
    note: a.kind === 'ENTRY' ? 'Entry fee' : '',
    createdAT: a.createdAt.toISOString(),
  };
}

function legacyEpin(e: Epin) {
  return { id: e.id, code: e.code, status: e.status, used_by: e.usedBy, used_at: e.usedAt?.toISOString() ?? null, created_at: e.createdAt.toISOString() };
}

/** The payer is always the session; a `userby_id` naming someone else is FORBIDDEN (REST §1.3). */
function payer(ctx: Context, userbyId: unknown) {
  actingMemberId(ctx, userbyId !== undefined && userbyId !== null && userbyId !== '' ? positiveId(userbyId, 'userby_id') : undefined);
  return requireMember(ctx).user;
}

/** /api/v1 topup/*, transfer/friend and codes (REST-CONTRACT §4.19, §4.21, §4.25). */
export function registerInvestmentRoutes({ route }: RestRouter) {
  route('post', '/topup/add', 'M', async (req, ctx) => {
    const b = body(req);
    const me = payer(ctx, b.userby_id);
    const planId = b.id ?? b.plan_id;
    if (String(planId) === String(ENTRY_PLAN_ID)) {
      const a = await ctx.services.activations.entry(me, b.userto_id, key(req));
      return { status: 201, message: 'Account activated', body: { topup: await legacyActivation(ctx.services, a) } };
    }
    const inv = await ctx.services.topups.topUp(me, 'TOPUP', { planId, receiver: b.userto_id, amount: b.amount ?? b.investment_amount }, key(req));
    return { status: 201, message: 'Top-up successful', body: { topup: (await legacyTopups(ctx.services, [inv]))[0] } };
  });

  route('post', '/topup/entry', 'M', async (req, ctx) => {
    const b = body(req);
    const me = payer(ctx, b.userby_id);
    const a = await ctx.services.activations.entry(me, b.id, key(req));
    return { status: 201, message: 'Account activated', body: { topup: await legacyActivation(ctx.services, a) } };
  });

  route('post', '/topup/addretopup', 'M', async (req, ctx) => {
    const b = body(req);
    const me = payer(ctx, b.userby_id ?? b.user_id);
    const inv = await ctx.services.topups.topUp(me, 'RETOPUP', { planId: b.id ?? b.plan_id, amount: b.amount ?? b.investment_amount }, key(req));
    return { status: 201, message: 'Re-top-up successful', body: { topup: (await legacyTopups(ctx.services, [inv]))[0] } };
  });

  route('get', '/topup/list', 'topups:read', async (_req, ctx) => {
    const r = await ctx.services.investments.list({ page: 1, pageSize: 5000 });
    return { body: { alltopup: await legacyTopups(ctx.services, r.items) } };
  });

  route('get', '/topup/by/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const r = await ctx.services.investments.list({ memberId, paidToo: true, ...paging(req.query.page ?? 1, req.query.limit ?? 100) });
    return { body: { singletopup: await legacyTopups(ctx.services, r.items), total: r.total } };
  });

  // PUT topup/{id}: edits `note` and/or reverses it once (`status: 'reversed'`); amounts cannot be edited (REST §4.19).
  route('put', '/topup/:id', 'topups:reverse', async (req, ctx) => {
    const b = body(req);
    const id = positiveId(req.params.id);
    if (b.amount !== undefined || b.investment_amount !== undefined) throw badInput('The amount of a top-up cannot be edited', { amount: 'cannot be edited' });
    if (b.status !== undefined) {
      // A reversal goes through maker-checker (a note alone does not move money). The legacy admin's
      // 'decline' of a top-up is its reversal.
      if (typeof b.status !== 'string' || !['reversed', 'decline', 'declined'].includes(b.status.trim().toLowerCase())) throw badInput("Status must be 'reversed'", { status: 'reversed' });
      const r = await ctx.services.moneyDesk.reverseTopUp(requireAdmin(ctx).id, id, b.note);
      const topup = (await legacyTopups(ctx.services, [r.applied ?? (await ctx.services.investments.require(id))]))[0];
      if (r.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this reversal', body: { topup, approval: legacyApproval(r.pending) } };
      return { message: 'Top-up reversed', body: { topup } };
    }
    const inv = await ctx.services.investments.updateTopup(requireAdmin(ctx).id, id, { note: b.note, status: b.status });
    return { message: b.status !== undefined ? 'Top-up reversed' : 'Top-up updated', body: { topup: (await legacyTopups(ctx.services, [inv]))[0] } };
  });

  // DELETE topup/{id}: reverses it if still running, then hides it from the lists (row and ledger stay).
  route('delete', '/topup/:id', 'topups:reverse', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const r = await ctx.services.moneyDesk.deleteTopUp(requireAdmin(ctx).id, id);
    if (r.pending) return { status: 202, message: 'Sent for approval: a second staff member must approve this deletion', body: { topup: (await legacyTopups(ctx.services, [await ctx.services.investments.require(id)]))[0], approval: legacyApproval(r.pending) } };
    const inv = r.applied;
    return { message: 'Top-up deleted', body: { topup: (await legacyTopups(ctx.services, [inv]))[0] } };
  });

  route('post', '/transfer/friend', 'M', async (req, ctx) => {
    const b = body(req);
    const me = payer(ctx, b.userby_id);
    if (b.amount === undefined || b.amount === null || b.amount === '') {
      // No amount: the friend's entry activation.
      const a = await ctx.services.activations.entry(me, b.userto_id ?? '', key(req), { friend: true });
      return { status: 201, message: 'Account activated', body: { topup: await legacyActivation(ctx.services, a) } };
    }
    const inv = await ctx.services.topups.topUp(me, 'FRIEND', { planId: b.plan_id ?? b.id, receiver: b.userto_id ?? '', amount: b.amount, description: b.desc ?? b.description }, key(req));
    return { status: 201, message: 'Top-up successful', body: { topup: (await legacyTopups(ctx.services, [inv]))[0] } };
  });

  route('post', '/codes', 'epins:issue', async (req, ctx) => {
    const b = body(req);
    const codes = await ctx.services.activations.createEpins(requireAdmin(ctx).id, { codes: b.codes, count: b.codes === undefined ? b.count : undefined });
    return { status: 201, message: 'Codes added', body: { affectedRows: codes.length, codes: codes.map(legacyEpin) } };
  }, { listFields: ['codes'] });
  route('get', '/codes', 'topups:read', async (_req, ctx) => {
    const r = await ctx.services.activations.listEpins({ page: 1, pageSize: 5000 });
    return { body: { codes: r.items.map(legacyEpin) } };
  });
  route('get', '/codes/:id', 'topups:read', async (req, ctx) => ({ body: { code: legacyEpin(await ctx.services.activations.requireEpin(positiveId(req.params.id))) } }));
}
