import { Scope } from '../../common/auth/scopes';
import { Arg, Args, Authorized, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { CursorArgs, pageWindow, selectsField } from '../../common/pagination';
import { decodeRankCursor } from './rewards.service';
import { actingMemberId, Context, requireMember } from '../../app/context';
import { formatMoney, formatPercent } from '../../common/money';
import { MoneyScalar } from '../../common/scalars';
import { badInput } from '../../common/errors';
import { paging, positiveId } from '../../common/validate';
import { MessageResult } from '../users/users.types';
import { CtoRecord, type RewardPlan } from './ranks.entities';
import { changePercent, HistoryRange } from './market';
import { legSplit, strongestLegCap } from '../../rules/legs';
import {
  ClaimResult,
  CtoPaymentPage,
  CtoPaymentRecord,
  CtoRecordPage,
  CtoRecordView,
  LeadershipPage,
  MarketPair,
  PricePointRecord,
  RankedMember,
  RankedMemberPage,
  RankProgress,
  RewardPlanInput,
  RewardPlanRecord,
  SalaryDashboard,
  SalaryEntitlementPage,
  SalaryFilterInput,
  SalaryHistory,
  SalaryPaymentPage,
  SalaryPaymentRecord,
  SalaryTier,
  SalaryTodayStats,
  TeamBusinessView,
  TradeRecord,
} from './ranks.types';

export function toPlanRecord(p: RewardPlan): RewardPlanRecord {
  return { ...p, leadershipPercent: formatPercent(p.leadershipPercent) };
}

function signedPercent(p: bigint): string {
  return p < 0n ? `-${formatPercent(-p)}` : formatPercent(p);
}

/** Who a member-scoped query is about: admins name anyone (or everyone), members only themselves. */
function scope(ctx: Context, memberId?: number | null): number | undefined {
  if (ctx.admin) return memberId ? positiveId(memberId) : undefined;
  return actingMemberId(ctx, memberId);
}

@Resolver()
export class RanksResolver {
  // ---- Reward plans and ranks
  @Authorized()
  @Scope('read:income')
  @Query(() => [RewardPlanRecord], { description: 'Reward plans (ranks); admins also see inactive ones.' })
  async rewardPlans(@Ctx() ctx: Context): Promise<RewardPlanRecord[]> {
    return (await ctx.services.rewards.plans(!!ctx.admin)).map(toPlanRecord);
  }

  @Authorized('plans:write')
  @Mutation(() => RewardPlanRecord)
  async createRewardPlan(@Arg('input') input: RewardPlanInput, @Ctx() ctx: Context): Promise<RewardPlanRecord> {
    return toPlanRecord(await ctx.services.rewards.createPlan(ctx.admin!.id, input));
  }

  @Authorized('plans:write')
  @Mutation(() => RewardPlanRecord)
  async updateRewardPlan(@Arg('id', () => Int) id: number, @Arg('input') input: RewardPlanInput, @Ctx() ctx: Context): Promise<RewardPlanRecord> {
    return toPlanRecord(await ctx.services.rewards.updatePlan(ctx.admin!.id, positiveId(id), input));
  }

  @Authorized('plans:write')
  @Mutation(() => MessageResult, { description: 'Deactivates a reward plan (history kept).' })
  async deleteRewardPlan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.rewards.deletePlan(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Reward deactivated' };
  }

  @Authorized('MEMBER', 'members:read')
  @Scope('read:income')
  @Query(() => [RankProgress], { description: 'Rank progress and history of a member (members: their own).' })
  async memberRewards(@Ctx() ctx: Context, @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null): Promise<RankProgress[]> {
    const id = actingMemberId(ctx, memberId);
    return (await ctx.services.rewards.progress(id)).map((r) => ({ ...r, rewardPlanId: r.plan.id }));
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Mutation(() => MessageResult, { description: 'Creates rank-progress rows for the active plans; idempotent.' })
  async initializeRewards(@Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.rewards.initialize(requireMember(ctx).id);
    return { success: true, message: 'Rewards initialized' };
  }

  @Authorized('MEMBER', 'members:read')
  @Scope('read:team')
  @Query(() => TeamBusinessView, { description: 'Team business and the leg split towards the next rank.' })
  async teamBusiness(@Ctx() ctx: Context, @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null): Promise<TeamBusinessView> {
    const b = await ctx.services.rewards.teamBusiness(actingMemberId(ctx, memberId));
    const users = await ctx.loaders.user.loadMany(b.legs.map((l) => l.legId));
    return {
      memberId: b.memberId,
      currentRank: b.currentRank,
      totalBusiness: b.totalBusiness,
      legs: b.legs.map((l, i) => ({ legId: l.legId, business: l.business, username: (users[i] as any)?.username ?? null })),
      nextRank: b.next ? toPlanRecord(b.next) : null,
      strongestLeg: (b.split ?? legSplit(b.legs.map((l) => l.business), 0n)).strongest,
      otherLegs: b.split?.others ?? 0n,
      countedBusiness: b.split?.counted ?? 0n,
      strongestLegCap: strongestLegCap(b.next?.threshold ?? 0n),
      qualifies: b.split?.qualifies ?? false,
      rankSplits: b.rankSplits.map(({ rank, threshold, split: s }) => ({ rank, threshold, strongestCap: s.strongestCap, strongestCounted: s.strongestCounted, others: s.others, counted: s.counted, ratio: formatPercent(s.ratio), qualifies: s.qualifies })),
    };
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Mutation(() => ClaimResult, { description: "Reaches every rank the legs meet now and credits their rewards; 'Not qualified yet' when none is due." })
  async claimReward(@Ctx() ctx: Context): Promise<ClaimResult> {
    const r = await ctx.services.rewards.claim(requireMember(ctx).id);
    return { message: 'Reward Claimed successfull!', rank: r.rank, amount: r.amount };
  }

  @Authorized('income:pay')
  @Mutation(() => RankProgress, { description: 'Carries the business above the last reached threshold into the next rank; once per rank.' })
  async carryForwardReward(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<RankProgress> {
    const row = await ctx.services.rewards.carryForward(ctx.admin!.id, positiveId(memberId));
    const progress = await ctx.services.rewards.progress(row.memberId);
    const p = progress.find((x) => x.rank === row.rank)!;
    return { ...p, rewardPlanId: p.plan.id };
  }

  @Authorized('members:read')
  @Query(() => [RankedMember], { description: 'Members with a rank, highest first (the first 5,000; rankedMembersPage pages them all).' })
  async rankedMembers(@Ctx() ctx: Context): Promise<RankedMember[]> {
    return ctx.services.rewards.rankedMembers();
  }

  @Authorized('members:read')
  @Query(() => RankedMemberPage, { description: 'rankedMembers a page at a time (highest rank first, then member id): `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async rankedMembersPage(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize = 20,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<RankedMemberPage> {
    return ctx.services.rewards.rankedMembersPage(pageWindow({ page, pageSize, first, after }, info ?? null, { decode: decodeRankCursor, defaultSize: 20 }));
  }

  // ---- Salary
  @Authorized('MEMBER', 'reports:read')
  @Scope('read:income')
  @Query(() => SalaryPaymentPage, { description: "Salary payments with filters, sorting and paging (members: their own); cursor paging with `first`/`after` reads newest first (then the filter's page and sort are not used)." })
  async salaryTransactions(
    @Ctx() ctx: Context,
    @Arg('filter', () => SalaryFilterInput, { nullable: true }) filter?: SalaryFilterInput | null,
    @Arg('first', () => Int, { nullable: true, description: "Cursor paging: this many rows (1-100) after `after` (then the filter's page is not used)" }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "Cursor paging: a page's `pageInfo.endCursor`" }) after?: string | null,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<SalaryPaymentPage> {
    const f = filter ?? ({ page: 1, pageSize: 10 } as SalaryFilterInput);
    const window = pageWindow({ page: f.page, pageSize: f.pageSize, first, after }, info ?? null);
    return ctx.services.salary.transactions({ ...f, memberId: scope(ctx, f.memberId), ...paging(f.page, f.pageSize), window });
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => [SalaryPaymentRecord], { description: "All of the signed-in member's salary payments, newest first (the salary page searches, sorts and pages them)." })
  async mySalaryPayments(@Ctx() ctx: Context): Promise<SalaryPaymentRecord[]> {
    const r = await ctx.services.salary.transactions({ memberId: requireMember(ctx).id, page: 1, pageSize: 1000 });
    return r.items;
  }

  @Authorized('MEMBER', 'reports:read')
  @Scope('read:income')
  @Query(() => SalaryEntitlementPage, { description: 'Salary entitlements per rank (members: their own); cursor paging with `first`/`after` reads newest first (sortBy id, desc).' })
  async userSalaries(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
    @Arg('sortBy', () => String, { nullable: true }) sortBy?: string | null,
    @Arg('sortOrder', () => String, { nullable: true }) sortOrder?: string | null,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<SalaryEntitlementPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    return ctx.services.salary.entitlements({ memberId: scope(ctx, memberId), ...paging(page, pageSize), sortBy: sortBy ?? undefined, sortOrder: sortOrder ?? undefined, window });
  }

  @Authorized('reports:read')
  @Query(() => SalaryTodayStats)
  async salaryTodayStats(@Ctx() ctx: Context): Promise<SalaryTodayStats> {
    return ctx.services.salary.todayStats();
  }

  @Authorized('MEMBER', 'members:read')
  @Scope('read:income')
  @Query(() => SalaryHistory)
  async salaryUserHistory(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<SalaryHistory> {
    const id = actingMemberId(ctx, positiveId(memberId));
    const h = await ctx.services.salary.userHistory(id);
    const user = await ctx.loaders.user.load(id);
    if (!user) throw badInput('Member not found', { memberId: 'unknown member' });
    return { ...h, payments: h.payments.map((p) => ({ ...p, username: user.username, email: user.email })) };
  }

  @Authorized('reports:read')
  @Query(() => [SalaryTier])
  async salaryTierStats(@Ctx() ctx: Context): Promise<SalaryTier[]> {
    return ctx.services.salary.tierStats();
  }

  @Authorized('reports:read')
  @Query(() => SalaryDashboard)
  async salaryAdminDashboard(@Ctx() ctx: Context): Promise<SalaryDashboard> {
    return ctx.services.salary.adminDashboard();
  }

  // ---- Leadership
  @Authorized('MEMBER', 'reports:read')
  @Scope('read:income')
  @Query(() => LeadershipPage, { description: 'Leadership income entries, newest first (members: their own): `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async leadershipIncome(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<LeadershipPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.leadership.list({ leaderId: scope(ctx, memberId), window, withSum: info ? selectsField(info, 'totalAmount') : true });
    const users = await ctx.loaders.user.loadMany([...new Set(r.items.flatMap((x) => [x.leaderId, x.sourceMemberId]))]);
    const email = new Map(users.filter((u): u is NonNullable<typeof u> & { id: number; email: string } => !!u && !(u instanceof Error)).map((u) => [u.id, u.email]));
    return { ...r, items: r.items.map((x) => ({ ...x, percent: formatPercent(x.percent), leaderEmail: email.get(x.leaderId) ?? null, sourceEmail: email.get(x.sourceMemberId) ?? null })) };
  }

  @Authorized('income:pay')
  @Mutation(() => MessageResult, { description: 'Reverses a leadership entry by a compensating posting and hides it; once.' })
  async deleteLeadership(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.leadership.reverse(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Leadership entry reversed' };
  }

  // ---- CTO
  @Authorized('reports:read')
  @Query(() => [CtoRecordView], { description: 'CTO records, newest first (the newest 5,000; ctoListPage pages them all).' })
  async ctoList(@Ctx() ctx: Context): Promise<CtoRecordView[]> {
    return ctx.services.cto.list();
  }

  @Authorized('reports:read')
  @Query(() => CtoRecordPage, { description: 'ctoList a page at a time, newest first: `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async ctoListPage(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize = 20,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<CtoRecordPage> {
    return ctx.services.cto.listPage(pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 }));
  }

  @Authorized('MEMBER', 'members:read')
  @Scope('read:income')
  @Query(() => CtoRecordView, { nullable: true, description: "A member's CTO status (members: their own)." })
  async ctoStatus(@Ctx() ctx: Context, @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null): Promise<CtoRecordView | null> {
    const c = await ctx.services.cto.byMember(actingMemberId(ctx, memberId));
    return c ? { ...c, username: null, email: null } : null;
  }

  @Authorized('MEMBER', 'reports:read')
  @Scope('read:income')
  @Query(() => [CtoPaymentRecord], { description: "A member's CTO payments, newest first (the newest 500; ctoPaymentsPage pages them all)." })
  async ctoPayments(@Ctx() ctx: Context, @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null): Promise<CtoPaymentRecord[]> {
    return ctx.services.cto.payments(actingMemberId(ctx, memberId));
  }

  @Authorized('MEMBER', 'reports:read')
  @Scope('read:income')
  @Query(() => CtoPaymentPage, { description: 'CTO payments a page at a time, newest first (members: their own; staff: one member or all): `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async ctoPaymentsPage(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize = 20,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<CtoPaymentPage> {
    return ctx.services.cto.paymentsPage(scope(ctx, memberId), pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 }));
  }

  @Authorized('income:pay')
  @Mutation(() => Int, { description: 'Runs the CTO qualification now; returns the number newly qualified.' })
  async runCtoQualification(@Ctx() ctx: Context): Promise<number> {
    const day = await ctx.services.cto.today();
    const qualified = () => ctx.services.db.manager.count(CtoRecord, { where: { status: 'qualified' } });
    const before = { qualified: await qualified() };
    const n = await ctx.services.cto.qualify(day);
    await ctx.services.audit.record(ctx.admin!.id, 'cto.qualify', `day:${day}`, { newlyQualified: n }, undefined, { before, after: { qualified: await qualified() } });
    return n;
  }

  @Authorized('income:pay')
  @Mutation(() => CtoRecordView, { description: "Sets the record's fixed monthly amount (replaces the turnover share) and gift; pays nothing now." })
  async payCto(
    @Arg('id', () => Int) id: number,
    @Arg('amount', () => MoneyScalar) amount: string,
    @Arg('gift', () => MoneyScalar, { defaultValue: '0' }) gift: string,
    @Ctx() ctx: Context,
  ): Promise<CtoRecordView> {
    const c = await ctx.services.cto.setFixedAmount(ctx.admin!.id, positiveId(id), amount, gift);
    return { ...c, username: null, email: null };
  }

  @Authorized('income:pay')
  @Mutation(() => MessageResult)
  async disqualifyCto(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.cto.disqualify(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Disqualified' };
  }

  // ---- Market and self-trade
  @Authorized()
  @Scope('read:profile')
  @Query(() => [MarketPair])
  async marketPairs(@Ctx() ctx: Context): Promise<MarketPair[]> {
    return (await ctx.services.trade.tickers()).map((t) => ({
      pair: t.pair,
      lastPrice: formatMoney(t.price),
      change24h: signedPercent(changePercent(t.open24h, t.price)),
      high24h: formatMoney(t.high24h),
      low24h: formatMoney(t.low24h),
    }));
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => [PricePointRecord])
  async pairHistory(@Arg('pair') pair: string, @Ctx() ctx: Context, @Arg('range', () => String, { defaultValue: '1D' }) range = '1D'): Promise<PricePointRecord[]> {
    if (!['1D', '1W', '1M'].includes(range)) throw badInput('range must be 1D, 1W or 1M', { range: '1D, 1W or 1M' });
    return (await ctx.services.trade.history(pair, range as HistoryRange)).map((p) => ({ time: p.time, price: formatMoney(p.price) }));
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => [TradeRecord], { description: "The signed-in member's latest trades." })
  async myTrades(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 5 }) limit = 5): Promise<TradeRecord[]> {
    return ctx.services.trade.myTrades(requireMember(ctx).id, limit);
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => TradeRecord, { nullable: true, description: "The signed-in member's trade of the platform day, if any." })
  async todayTrade(@Ctx() ctx: Context): Promise<TradeRecord | null> {
    return ctx.services.trade.todayTrade(requireMember(ctx).id);
  }

  @Authorized('MEMBER')
  @Scope('read:income')
  @Mutation(() => TradeRecord, { description: "Records today's trade and credits today's ROI (manualTrade on)." })
  async selfTrade(@Arg('pair') pair: string, @Ctx() ctx: Context): Promise<TradeRecord> {
    return ctx.services.trade.trade(requireMember(ctx).id, pair);
  }
}
