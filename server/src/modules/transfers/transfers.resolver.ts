import { Scope } from '../../common/auth/scopes';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, pageWindow } from '../../common/pagination';
import { Context, requireMember } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { MemberSummary } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import type { Transfer } from './transfer.entity';
import { MoveResult, TransferPage, TransferQuote, TransferRecord, TransferSource, TransferToMemberInput } from './transfers.types';

export function toTransferRecord(t: Transfer): TransferRecord {
  return {
    id: t.id,
    fromMemberId: t.fromUserId,
    toMemberId: t.toUserId,
    amount: t.amount,
    fee: t.fee,
    kind: t.kind,
    sourceWallet: t.sourceWallet,
    description: t.description,
    status: t.status,
    createdAt: t.createdAt,
  };
}

@Resolver(() => TransferRecord)
export class TransfersResolver {
  @Authorized('MEMBER')
  @Scope('write:transfers')
  @Mutation(() => TransferRecord, { description: "Sends from the Active wallet to another member's Active wallet." })
  async transferToMember(@Arg('input') input: TransferToMemberInput, @Ctx() ctx: Context): Promise<TransferRecord> {
    const member = requireMember(ctx);
    return toTransferRecord(await ctx.services.transfers.toMember(member.user, input.recipient, input.amount, input.description, input.idempotencyKey));
  }

  @Authorized('MEMBER')
  @Scope('write:transfers')
  @Query(() => TransferQuote, { description: 'The fee and total of a transfer to a member, before confirming.' })
  async transferQuote(@Arg('amount', () => MoneyScalar) amount: string, @Ctx() ctx: Context): Promise<TransferQuote> {
    requireMember(ctx);
    return ctx.services.transfers.quote(amount);
  }

  @Authorized('MEMBER')
  @Scope('write:transfers')
  @Mutation(() => MoveResult, { description: 'Moves Income or ROI to the own Active wallet; no amount moves the whole balance.' })
  async transferToActive(
    @Arg('source', () => TransferSource) source: TransferSource,
    @Ctx() ctx: Context,
    @Arg('amount', () => MoneyScalar, { nullable: true }) amount?: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true }) key?: string | null,
  ): Promise<MoveResult> {
    const moved = await ctx.services.transfers.toActive(requireMember(ctx).id, source, amount ?? undefined, key);
    return { success: true, message: 'Your funds successfully transfer to active wallet', transferredAmount: moved };
  }

  @Authorized('MEMBER')
  @Scope('read:wallets')
  @Query(() => TransferPage, { description: 'Transfers sent or received by the signed-in member.' })
  async myTransfers(
    @Ctx() ctx: Context,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<TransferPage> {
    const r = await ctx.services.transfers.list({ memberId: requireMember(ctx).id, window: pageWindow({ page, pageSize, first, after }, info ?? null) });
    return { ...r, items: r.items.map(toTransferRecord) };
  }

  @Authorized('reports:read')
  @Query(() => TransferPage)
  async transfers(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<TransferPage> {
    const r = await ctx.services.transfers.list({ memberId: memberId ?? undefined, window: pageWindow({ page, pageSize, first, after }, info ?? null) });
    return { ...r, items: r.items.map(toTransferRecord) };
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async from(@Root() t: TransferRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(t.fromMemberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async to(@Root() t: TransferRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(t.toMemberId);
    return u ? toSummary(u) : null;
  }
}
