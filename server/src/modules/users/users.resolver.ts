import { Scope } from '../../common/auth/scopes';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Info, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { CursorArgs, pageWindow } from '../../common/pagination';
import { Context, requireMember, requireStaff } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { forbidden } from '../../common/errors';
import { MoneyScalar } from '../../common/scalars';
import { memberTotals } from './member-figures';
import {
  AccountStatus,
  AdminMemberInput,
  DashboardCounts,
  Member,
  MemberEditInput,
  MemberEditResult,
  MemberPage,
  MemberStatusFilter,
  MemberSummary,
  MemberTotals,
  MessageResult,
  RewardNoticeRecord,
  ProfileInput,
  TeamCounts,
  Wallets,
} from './users.types';
import { toMember, toSummary } from './users.mappers';
import { approvalRecord } from '../staff/staff.types';
import { MEMBER_ADDRESS_PERMISSIONS, payoutAddressFor } from '../../common/auth/masking';
import type { User } from './user.entity';

@ObjectType()
export class AdminOverview {
  @Field(() => DashboardCounts) members: DashboardCounts;
  @Field(() => [Member]) recentSignups: Member[];
}

@Resolver(() => Member)
export class MemberResolver {
  @Authorized('MEMBER')
  @Scope('read:profile')
  @Query(() => Member, { description: 'The signed-in member.' })
  me(@Ctx() ctx: Context): Member {
    return toMember(requireMember(ctx).user);
  }

  @Authorized('STAFF')
  @Scope('read:profile')
  @Query(() => Member, { description: 'The signed-in admin.' })
  adminMe(@Ctx() ctx: Context): Member {
    return toMember(ctx.admin!.user);
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => Member, { description: 'A member record: admins any, members only themselves (else FORBIDDEN).' })
  async member(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<Member> {
    positiveId(id);
    if (ctx.member?.id !== id) {
      if (!ctx.admin) throw forbidden();
      requireStaff(ctx, 'members:read');
    }
    return toMember(await ctx.services.users.requireMember(id));
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => MemberSummary, { description: 'Finds a member by email or referral code.' })
  async findMember(@Arg('query') query: string, @Ctx() ctx: Context): Promise<MemberSummary> {
    return toSummary(await ctx.services.users.find(query));
  }

  @Authorized('members:read')
  @Query(() => MemberPage, { description: 'Member list with status filter, search (email, username, name) and paging.' })
  async members(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
    @Arg('status', () => MemberStatusFilter, { defaultValue: MemberStatusFilter.ALL }) status: MemberStatusFilter,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<MemberPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 });
    const result = await ctx.services.users.list({ status, search: search ?? undefined, window });
    return { ...result, items: result.items.map(toMember) };
  }

  @Authorized('members:read')
  @Query(() => [Member], { description: 'Members with no direct referral more than 10 days after joining (the newest 5,000; defaultersPage pages them all).' })
  async defaulters(@Ctx() ctx: Context): Promise<Member[]> {
    return (await ctx.services.users.defaulters()).map(toMember);
  }

  @Authorized('members:read')
  @Query(() => MemberPage, { description: 'defaulters a page at a time, newest first: `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async defaultersPage(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<MemberPage> {
    const r = await ctx.services.users.defaultersPage(pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 }));
    return { ...r, items: r.items.map(toMember) };
  }

  @Authorized('reports:read')
  @Query(() => AdminOverview)
  async adminOverview(@Ctx() ctx: Context): Promise<AdminOverview> {
    const [members, recent] = await Promise.all([ctx.services.users.counts(), ctx.services.users.recent(10)]);
    return { members, recentSignups: recent.map(toMember) };
  }

  @Authorized('MEMBER')
  @Scope('none')
  @Mutation(() => Member, { description: "Updates the member's own profile." })
  async updateProfile(@Arg('input') input: ProfileInput, @Ctx() ctx: Context): Promise<Member> {
    return toMember(await ctx.services.users.updateProfile(requireMember(ctx).id, input));
  }

  @Authorized('members:write')
  @Mutation(() => Member, { description: 'Admin edit of whitelisted member fields and the status, in one transaction (editMember sets wallets too).' })
  async updateMember(@Arg('id', () => Int) id: number, @Arg('input') input: AdminMemberInput, @Ctx() ctx: Context): Promise<Member> {
    return toMember((await ctx.services.moneyDesk.editMember(ctx, positiveId(id), { profile: input, wallets: {} })).member);
  }

  @Authorized('members:write')
  @Mutation(() => MemberEditResult, { description: 'Admin member edit (the twin of REST PUT users/:id): profile, status and wallet values in one transaction.' })
  async editMember(@Arg('id', () => Int) id: number, @Arg('input') input: MemberEditInput, @Ctx() ctx: Context): Promise<MemberEditResult> {
    const { wallets, reason, ...profile } = input;
    const values = Object.fromEntries((wallets ?? []).map((w) => [w.wallet, w.value]));
    const edit = await ctx.services.moneyDesk.editMember(ctx, positiveId(id), { profile, wallets: values, reason });
    return { member: toMember(edit.member), changedWallets: edit.changed, pendingApproval: edit.pending && (await approvalRecord(ctx, edit.pending)) };
  }

  @Authorized('members:write')
  @Mutation(() => Member, { description: 'Blocks (sessions end at once) or unblocks a member.' })
  async setMemberStatus(@Arg('id', () => Int) id: number, @Arg('status', () => AccountStatus) status: AccountStatus, @Ctx() ctx: Context): Promise<Member> {
    return toMember(await ctx.services.users.setStatus(ctx.admin!.id, positiveId(id), status));
  }

  @Authorized('members:write')
  @Mutation(() => MessageResult, { description: 'Soft delete: no sign-in, history kept.' })
  async deleteMember(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.users.softDelete(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Member deleted' };
  }

  @Authorized('members:write')
  @Mutation(() => RewardNoticeRecord, { description: "Creates or replaces a member's reward notice (no money moves)." })
  async sendRewardNotice(
    @Arg('memberId', () => Int) memberId: number,
    @Arg('title') title: string,
    @Arg('amount', () => MoneyScalar) amount: string,
    @Ctx() ctx: Context,
  ): Promise<RewardNoticeRecord> {
    const n = await ctx.services.users.sendRewardNotice(ctx.admin!.id, positiveId(memberId), title, amount);
    return { memberId: n.userId, title: n.title, amount: n.amount, createdAt: n.createdAt };
  }

  // Member objects are only ever returned to their owner or to an admin, so these fields are safe.
  @Scope('read:wallets')
  @FieldResolver(() => Wallets)
  async wallets(@Root() m: Member, @Ctx() ctx: Context): Promise<Wallets> {
    const w = await ctx.loaders.wallets(m.id);
    return { active: w.ACTIVE, income: w.INCOME, roi: w.ROI, compound: w.COMPOUND };
  }

  @Scope('read:income')
  @FieldResolver(() => MemberTotals)
  async totals(@Root() m: Member, @Ctx() ctx: Context): Promise<MemberTotals> {
    return memberTotals(await ctx.loaders.totals(m.id));
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async sponsor(@Root() m: Member, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    if (!m.sponsorId) return null;
    const s = await ctx.loaders.user.load(m.sponsorId);
    return s ? toSummary(s) : null;
  }

  @Scope('read:income')
  @FieldResolver(() => RewardNoticeRecord, { nullable: true })
  async rewardNotice(@Root() m: Member, @Ctx() ctx: Context): Promise<RewardNoticeRecord | null> {
    const n = await ctx.loaders.rewardNotice.load(m.id);
    return n ? { memberId: n.userId, title: n.title, amount: n.amount, createdAt: n.createdAt } : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'BEP20 payout address: in full for the member and for staff who edit members (members:write); other staff see its first 6 and last 4 characters' })
  bep20(@Root() m: Member, @Ctx() ctx: Context): string | null {
    return payoutAddressFor(ctx, m.id, m.bep20, MEMBER_ADDRESS_PERMISSIONS);
  }

  @FieldResolver(() => String, { nullable: true, description: 'TRC20 payout address: in full for the member and for staff who edit members (members:write); other staff see its first 6 and last 4 characters' })
  trc20(@Root() m: Member, @Ctx() ctx: Context): string | null {
    return payoutAddressFor(ctx, m.id, m.trc20, MEMBER_ADDRESS_PERMISSIONS);
  }

  @FieldResolver(() => Date, { nullable: true, description: 'Withdrawals, transfers to other members and top-ups for others are on hold until then (after an email, password or payout-address change, or two-factor turned off or reset); null when not held.' })
  async withdrawalHoldUntil(@Root() m: Member, @Ctx() ctx: Context): Promise<Date | null> {
    return ctx.services.auth.withdrawalHoldUntil({ securityChangedAt: m.securityChangedAt ?? null } as User);
  }

  @Scope('read:team')
  @FieldResolver(() => TeamCounts)
  async team(@Root() m: Member, @Ctx() ctx: Context): Promise<TeamCounts> {
    const [d, team] = await Promise.all([ctx.loaders.directs(m.id), ctx.loaders.teamSize(m.id)]);
    return { directs: d.total, activeDirects: d.active, team };
  }
}
