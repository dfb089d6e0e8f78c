import { Scope } from '../../common/auth/scopes';
import { approvalRecord } from '../staff/staff.types';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, pageWindow } from '../../common/pagination';
import { Context, requireMember } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { positiveId } from '../../common/validate';
import { Decision, RecordStatus } from '../deposits/deposits.types';
import { MemberSummary, MessageResult } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import { toWithdrawalRecord } from './withdrawals.mappers';
import { payoutAddressFor, WITHDRAWAL_ADDRESS_PERMISSIONS } from '../../common/auth/masking';
import { WithdrawalKindEnum, WithdrawalPage, WithdrawalQuoteResult, WithdrawalRecord, WithdrawalRequestInput } from './withdrawals.types';

@Resolver(() => WithdrawalRecord)
export class WithdrawalsResolver {
  @Authorized('MEMBER')
  @Scope('write:withdrawals')
  @Query(() => WithdrawalQuoteResult, { description: 'Fee and net for an amount, before confirming.' })
  async withdrawalQuote(
    @Arg('kind', () => WithdrawalKindEnum) kind: WithdrawalKindEnum,
    @Ctx() ctx: Context,
    @Arg('amount', () => MoneyScalar, { nullable: true }) amount?: string | null,
  ): Promise<WithdrawalQuoteResult> {
    return ctx.services.withdrawals.quote(requireMember(ctx).id, kind, amount ?? undefined);
  }

  @Authorized('MEMBER')
  @Scope('write:withdrawals')
  @Mutation(() => WithdrawalRecord, { description: 'Requests a withdrawal (needs a payout address and an OTP verified in the last 5 minutes); the gross is held at once.' })
  async requestWithdrawal(@Arg('input') input: WithdrawalRequestInput, @Ctx() ctx: Context): Promise<WithdrawalRecord> {
    const member = requireMember(ctx);
    return toWithdrawalRecord(await ctx.services.withdrawals.request(member.user, input.kind, input, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('read:wallets')
  @Query(() => WithdrawalPage)
  async myWithdrawals(
    @Ctx() ctx: Context,
    @Arg('kind', () => WithdrawalKindEnum, { nullable: true }) kind?: WithdrawalKindEnum | null,
    @Arg('status', () => RecordStatus, { nullable: true }) status?: RecordStatus | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<WithdrawalPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.withdrawals.list({ memberId: requireMember(ctx).id, kind: kind ?? undefined, status: (status as any) ?? undefined, window });
    return { ...r, items: r.items.map(toWithdrawalRecord) };
  }

  @Authorized('withdrawals:read')
  @Query(() => WithdrawalPage, { description: 'Withdrawal queues by kind and status.' })
  async withdrawals(
    @Ctx() ctx: Context,
    @Arg('kind', () => WithdrawalKindEnum, { nullable: true }) kind?: WithdrawalKindEnum | null,
    @Arg('status', () => RecordStatus, { nullable: true }) status?: RecordStatus | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<WithdrawalPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null);
    const r = await ctx.services.withdrawals.list({ memberId: memberId ?? undefined, kind: kind ?? undefined, status: (status as any) ?? undefined, window });
    // A withdrawal already waiting for a second staff member says so in the queue.
    const waiting = await ctx.services.approvals.pendingFor(r.items.map((w) => `withdrawal:${w.id}`));
    const items = await Promise.all(
      r.items.map(async (w) => {
        const pending = waiting.get(`withdrawal:${w.id}`);
        return pending ? { ...toWithdrawalRecord(w), pendingApproval: await approvalRecord(ctx, pending) } : toWithdrawalRecord(w);
      }),
    );
    return { ...r, items };
  }

  @Authorized('withdrawals:decide')
  @Mutation(() => WithdrawalRecord, { description: 'Completes (pays out, fee to FEES) or declines (returns the gross) a pending request, once.' })
  async setWithdrawalStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Decision) status: Decision,
    @Ctx() ctx: Context,
    @Arg('kind', () => WithdrawalKindEnum, { nullable: true, description: 'When given, the request must be of this kind' }) kind?: WithdrawalKindEnum | null,
  ): Promise<WithdrawalRecord> {
    const r = await ctx.services.moneyDesk.decideWithdrawal(ctx.admin!.id, positiveId(id), status, { expectedKind: kind ?? undefined });
    if (r.applied) return toWithdrawalRecord(r.applied);
    return { ...toWithdrawalRecord(await ctx.services.withdrawals.require(positiveId(id))), pendingApproval: await approvalRecord(ctx, r.pending) };
  }

  @Authorized('MEMBER')
  @Scope('write:withdrawals')
  @Mutation(() => WithdrawalRecord, { description: 'Cancels an own pending request; the gross returns to the wallet.' })
  async cancelWithdrawal(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<WithdrawalRecord> {
    const member = requireMember(ctx);
    return toWithdrawalRecord(await ctx.services.withdrawals.decide(member.id, positiveId(id), 'decline', { ownerId: member.id }));
  }

  @Authorized('MEMBER')
  @Scope('write:transfers')
  @Mutation(() => MessageResult, { description: 'Moves an amount from the Active wallet into the Compound wallet.' })
  async compound(@Arg('amount', () => MoneyScalar) amount: string, @Ctx() ctx: Context, @Arg('idempotencyKey', () => String) key: string): Promise<MessageResult> {
    await ctx.services.withdrawals.compound(requireMember(ctx).id, amount, key);
    return { success: true, message: 'Added to the Compound Wallet' };
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() w: WithdrawalRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(w.memberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The BEP20 address paid: in full for the member and for staff who pay withdrawals or edit members; other staff see its first 6 and last 4 characters' })
  bep20(@Root() w: WithdrawalRecord, @Ctx() ctx: Context): string | null {
    return payoutAddressFor(ctx, w.memberId, w.bep20, WITHDRAWAL_ADDRESS_PERMISSIONS);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The TRC20 address paid: in full for the member and for staff who pay withdrawals or edit members; other staff see its first 6 and last 4 characters' })
  trc20(@Root() w: WithdrawalRecord, @Ctx() ctx: Context): string | null {
    return payoutAddressFor(ctx, w.memberId, w.trc20, WITHDRAWAL_ADDRESS_PERMISSIONS);
  }

  @FieldResolver(() => String, { nullable: true })
  async email(@Root() w: WithdrawalRecord, @Ctx() ctx: Context): Promise<string | null> {
    if (!ctx.admin && ctx.member?.id !== w.memberId) return null;
    return (await ctx.loaders.user.load(w.memberId))?.email ?? null;
  }
}
