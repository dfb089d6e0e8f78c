import { Scope } from '../../common/auth/scopes';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, pageWindow } from '../../common/pagination';
import { Context, requireMember, requireStaff } from '../../app/context';
import { positiveId } from '../../common/validate';
import { MemberSummary, MessageResult } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import { CreateDepositInput, Decision, DepositPage, DepositRecord, RecordStatus } from './deposits.types';
import { toDepositRecord } from './deposits.mappers';

@Resolver(() => DepositRecord)
export class DepositsResolver {
  @Authorized('MEMBER')
  @Scope('write:topups')
  @Mutation(() => DepositRecord, { description: 'Records a pending deposit (hash or proof); nothing is credited until an admin completes it.' })
  async createDeposit(@Arg('input') input: CreateDepositInput, @Ctx() ctx: Context): Promise<DepositRecord> {
    const member = requireMember(ctx);
    return toDepositRecord(await ctx.services.deposits.create(member.id, input, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('read:wallets')
  @Query(() => DepositPage)
  async myDeposits(
    @Ctx() ctx: Context,
    @Arg('status', () => RecordStatus, { nullable: true }) status?: RecordStatus | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<DepositPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.deposits.list({ memberId: requireMember(ctx).id, status: status ?? undefined, window });
    return { ...r, items: r.items.map(toDepositRecord) };
  }

  @Authorized('deposits:read')
  @Query(() => DepositPage, { description: 'All deposits, newest first, by status and member.' })
  async deposits(
    @Ctx() ctx: Context,
    @Arg('status', () => RecordStatus, { nullable: true }) status?: RecordStatus | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<DepositPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.deposits.list({ memberId: memberId ?? undefined, status: status ?? undefined, window });
    return { ...r, items: r.items.map(toDepositRecord) };
  }

  @Authorized('deposits:decide')
  @Mutation(() => DepositRecord, { description: 'Completes (credits the Active wallet) or declines a pending deposit, once.' })
  async setDepositStatus(@Arg('id', () => Int) id: number, @Arg('status', () => Decision) status: Decision, @Ctx() ctx: Context): Promise<DepositRecord> {
    return toDepositRecord(await ctx.services.deposits.decide(ctx.admin!.id, positiveId(id), status));
  }

  @Authorized('MEMBER', 'deposits:decide')
  @Scope('write:topups')
  @Mutation(() => MessageResult, { description: 'Owner: withdraws a pending deposit. Admin: hides a declined one.' })
  async deleteDeposit(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    const caller = ctx.admin ? requireStaff(ctx, 'deposits:decide') : requireMember(ctx);
    await ctx.services.deposits.remove({ id: caller.id, role: caller.role }, positiveId(id));
    return { success: true, message: 'Deposit removed' };
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() d: DepositRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(d.memberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Member email (admins only)' })
  async email(@Root() d: DepositRecord, @Ctx() ctx: Context): Promise<string | null> {
    if (!ctx.admin && ctx.member?.id !== d.memberId) return null;
    return (await ctx.loaders.user.load(d.memberId))?.email ?? null;
  }
}
