import { Scope } from '../../common/auth/scopes';
import { approvalRecord } from '../staff/staff.types';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CursorArgs, pageWindow } from '../../common/pagination';
import { Context, requireAdmin, requireMember } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { MemberSummary } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import { PlanRecord, toPlanRecord } from '../plans/plans.resolver';
import { formatRate } from '../plans/rates';
import { WithdrawalQuoteResult, WithdrawalRecord } from '../withdrawals/withdrawals.types';
import { daysBetween } from './day';
import { exitFeeRate } from '../../rules/fees';
import type { Activation, Epin } from './activation.entities';
import type { Investment, InvestmentStatus } from './investment.entity';
import { ActivationRecord, CapRecord, InvestmentIncome, EpinPage, EpinRecord, InvestmentPage, InvestmentRecord, InvestmentStatusEnum, TopUpInput } from './investments.types';

export function toInvestmentRecord(i: Investment): InvestmentRecord {
  return {
    id: i.id,
    memberId: i.memberId,
    payerId: i.payerId,
    planId: i.planId,
    kind: i.kind,
    amount: i.amount,
    roiDay: formatRate(i.roiRate),
    capMultiplier: i.capMultiplier,
    startDay: i.startDay,
    endDay: i.endDay,
    status: i.status,
    note: i.note,
    description: i.description,
    hidden: i.hidden,
    createdAt: i.createdAt,
  };
}

export function toActivationRecord(a: Activation): ActivationRecord {
  return { id: a.id, memberId: a.memberId, payerId: a.payerId, kind: a.kind, amount: a.amount, activationPlanId: a.activationPlanId, createdAt: a.createdAt };
}

export function toEpinRecord(e: Epin): EpinRecord {
  return { id: e.id, code: e.code, status: e.status, usedBy: e.usedBy, usedAt: e.usedAt, createdAt: e.createdAt };
}

@Resolver(() => InvestmentRecord)
export class InvestmentsResolver {
  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => InvestmentRecord, { description: 'Buys a plan from the Active wallet, for yourself or another member (receiver). Pays direct income to the receiver\'s sponsor.' })
  async topUp(@Arg('input') input: TopUpInput, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const me = requireMember(ctx);
    return toInvestmentRecord(await ctx.services.topups.topUp(me.user, 'TOPUP', { planId: input.planId, amount: input.amount, receiver: input.receiver, description: input.description }, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => InvestmentRecord, { description: 'Adds another investment for yourself (direct income only when directOnRetopup is on).' })
  async reTopUp(@Arg('input') input: TopUpInput, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const me = requireMember(ctx);
    return toInvestmentRecord(await ctx.services.topups.topUp(me.user, 'RETOPUP', { planId: input.planId, amount: input.amount, description: input.description }, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => InvestmentRecord, { description: 'Tops up another member (never yourself) from your Active wallet.' })
  async friendTopUp(@Arg('input') input: TopUpInput, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const me = requireMember(ctx);
    return toInvestmentRecord(await ctx.services.topups.topUp(me.user, 'FRIEND', { planId: input.planId, amount: input.amount, receiver: input.receiver ?? '', description: input.description }, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => ActivationRecord, { description: 'Pays the entry fee from your Active wallet to activate yourself or another member.' })
  async activateWithEntryFee(
    @Ctx() ctx: Context,
    @Arg('member', () => String, { nullable: true, description: 'Member to activate (default: yourself)' }) member?: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true }) key?: string | null,
  ): Promise<ActivationRecord> {
    return toActivationRecord(await ctx.services.activations.entry(requireMember(ctx).user, member ?? undefined, key));
  }

  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => ActivationRecord, { description: 'Buys an activation plan: activates the account and pays activation level income to the uplines.' })
  async buyActivationPlan(
    @Arg('planId', () => Int) planId: number,
    @Ctx() ctx: Context,
    @Arg('idempotencyKey', () => String, { nullable: true }) key?: string | null,
  ): Promise<ActivationRecord> {
    return toActivationRecord(await ctx.services.activations.buyActivationPlan(requireMember(ctx).user, planId, key));
  }

  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => ActivationRecord, { description: 'Redeems an e-pin to activate your account.' })
  async redeemCode(@Arg('code') code: string, @Ctx() ctx: Context): Promise<ActivationRecord> {
    return toActivationRecord(await ctx.services.activations.redeemEpin(requireMember(ctx).user, code));
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => ActivationRecord, { nullable: true, description: 'How you were activated without an investment, if so.' })
  async myActivation(@Ctx() ctx: Context): Promise<ActivationRecord | null> {
    const a = await ctx.services.activations.activationOf(requireMember(ctx).id);
    return a ? toActivationRecord(a) : null;
  }

  @Authorized('epins:issue')
  @Mutation(() => [EpinRecord], { description: 'Issues e-pins: the given codes (duplicates skipped) or `count` random ones.' })
  async createCodes(
    @Ctx() ctx: Context,
    @Arg('codes', () => [String], { nullable: true }) codes?: string[] | null,
    @Arg('count', () => Int, { nullable: true }) count?: number | null,
  ): Promise<EpinRecord[]> {
    const admin = requireAdmin(ctx);
    return (await ctx.services.activations.createEpins(admin.id, { codes: codes ?? undefined, count: count ?? undefined })).map(toEpinRecord);
  }

  @Authorized('topups:read')
  @Query(() => EpinPage, { description: 'E-pins newest first: `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async codes(
    @Ctx() ctx: Context,
    @Arg('status', () => String, { nullable: true, description: "'used' or 'unused'" }) status?: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize = 20,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<EpinPage> {
    const s = status === 'used' || status === 'unused' ? status : undefined;
    const r = await ctx.services.activations.listEpins({ status: s, window: pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 }) });
    return { ...r, items: r.items.map(toEpinRecord) };
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => InvestmentPage, { description: 'Your investments (those you hold, whoever paid), newest first; with paidForOthers also the top-ups you paid for other members (your top-up history).' })
  async myInvestments(
    @Ctx() ctx: Context,
    @Arg('status', () => InvestmentStatusEnum, { nullable: true }) status?: InvestmentStatusEnum | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
    @Arg('paidForOthers', () => Boolean, { defaultValue: false, description: 'Also the top-ups you paid for other members' }) paidForOthers = false,
  ): Promise<InvestmentPage> {
    const r = await ctx.services.investments.list({ memberId: requireMember(ctx).id, paidToo: paidForOthers, status: (status ?? undefined) as InvestmentStatus | undefined, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toInvestmentRecord) };
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => [InvestmentRecord], { description: 'Your own investments whose principal you may withdraw (running, or expired with the principal still held), oldest first.' })
  async myWithdrawableInvestments(@Ctx() ctx: Context): Promise<InvestmentRecord[]> {
    return (await ctx.services.investments.withdrawable(requireMember(ctx).id)).map(toInvestmentRecord);
  }

  @Authorized('topups:read')
  @Query(() => InvestmentPage, { description: 'All top-ups (optionally of one member), newest first.' })
  async investments(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('status', () => InvestmentStatusEnum, { nullable: true }) status?: InvestmentStatusEnum | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<InvestmentPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.investments.list({ memberId: memberId ?? undefined, status: (status ?? undefined) as InvestmentStatus | undefined, window });
    return { ...r, items: r.items.map(toInvestmentRecord) };
  }

  @Authorized()
  @Scope('read:income')
  @Query(() => InvestmentRecord, { description: 'One top-up: its receiver, its payer or an admin.' })
  async investment(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const viewer = ctx.admin ? { id: ctx.admin.id, admin: true } : { id: requireMember(ctx).id, admin: false };
    return toInvestmentRecord(await ctx.services.investments.requireFor(viewer, positiveId(id)));
  }

  @Authorized('topups:reverse')
  @Mutation(() => InvestmentRecord, { description: 'Reverses a running top-up once: the principal returns to the payer\'s Active wallet; incomes paid stay.' })
  async reverseTopUp(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const r = await ctx.services.moneyDesk.reverseTopUp(requireAdmin(ctx).id, positiveId(id));
    if (r.applied) return toInvestmentRecord(r.applied);
    return { ...toInvestmentRecord(await ctx.services.investments.require(positiveId(id))), pendingApproval: await approvalRecord(ctx, r.pending) };
  }

  @Authorized('topups:reverse')
  @Mutation(() => InvestmentRecord, { description: "Sets the admin's note on a top-up (trimmed, at most 500 characters; '' clears it)." })
  async setTopUpNote(@Arg('id', () => Int) id: number, @Arg('note', () => String) note: string, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    return toInvestmentRecord(await ctx.services.investments.updateTopup(requireAdmin(ctx).id, positiveId(id), { note }));
  }

  @Authorized('topups:reverse')
  @Mutation(() => InvestmentRecord, { description: "Deletes a top-up: reverses it if it still runs (principal back to the payer's Active wallet), then hides it from the lists. The record and the ledger stay." })
  async deleteTopUp(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<InvestmentRecord> {
    const r = await ctx.services.moneyDesk.deleteTopUp(requireAdmin(ctx).id, positiveId(id));
    if (r.applied) return toInvestmentRecord(r.applied);
    return { ...toInvestmentRecord(await ctx.services.investments.require(positiveId(id))), pendingApproval: await approvalRecord(ctx, r.pending) };
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => CapRecord, { description: 'Your earnings cap and the "Limit" left, with your running principal.' })
  async myCap(@Ctx() ctx: Context): Promise<CapRecord> {
    return ctx.services.investments.capSummary(requireMember(ctx).id);
  }

  @Authorized('members:read')
  @Query(() => CapRecord, { description: "A member's earnings cap." })
  async memberCap(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<CapRecord> {
    return ctx.services.investments.capSummary(positiveId(memberId));
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => WithdrawalQuoteResult, { description: 'Exit fee and net of withdrawing one running investment\'s principal now.' })
  async principalQuote(@Arg('investmentId', () => Int) investmentId: number, @Ctx() ctx: Context): Promise<WithdrawalQuoteResult> {
    return ctx.services.principalDesk.quote(requireMember(ctx).id, { investmentId: positiveId(investmentId) });
  }

  @FieldResolver(() => Int, { description: 'Whole days since the start day (platform days)' })
  async ageDays(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<number> {
    return Math.max(0, daysBetween(i.startDay, await ctx.services.investments.today()));
  }

  @FieldResolver(() => String, { description: 'Exit fee % of a principal withdrawal requested today' })
  async exitFeePercent(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<string> {
    return formatRate(exitFeeRate(daysBetween(i.startDay, await ctx.services.investments.today())));
  }

  @Authorized('topups:read')
  @FieldResolver(() => [InvestmentIncome], { description: 'Incomes this top-up paid (admins)' })
  async paidIncomes(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<InvestmentIncome[]> {
    return ctx.services.investments.paidIncomes(i.id);
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(i.memberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async payer(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(i.payerId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => PlanRecord, { nullable: true })
  async plan(@Root() i: InvestmentRecord, @Ctx() ctx: Context): Promise<PlanRecord | null> {
    const p = await ctx.loaders.plan.load(i.planId);
    return p ? toPlanRecord(p) : null;
  }
}

/** The investment a principal withdrawal ends (admin queue and member history). */
@Resolver(() => WithdrawalRecord)
export class PrincipalWithdrawalResolver {
  @FieldResolver(() => InvestmentRecord, { nullable: true })
  async investment(@Root() w: WithdrawalRecord, @Ctx() ctx: Context): Promise<InvestmentRecord | null> {
    if (!w.investmentId) return null;
    const inv = await ctx.services.investments.find(w.investmentId);
    return inv ? toInvestmentRecord(inv) : null;
  }
}
