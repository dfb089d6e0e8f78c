import { Scope } from '../../common/auth/scopes';
import { approvalRecord } from '../staff/staff.types';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { actingMemberId, Context } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { keysetArgs, keysetPageInfo } from '../../common/pagination';
import type { WalletChange } from './ledger.service';
import { checkStatementFilter } from './statement-filter';
import { AdjustWalletInput, Reconciliation, WalletAdjustment, WalletBalances, WalletEntryPage, WalletKind } from './ledger.types';

@Resolver()
export class LedgerResolver {
  @Authorized('MEMBER', 'members:read')
  @Scope('read:wallets')
  @Query(() => WalletEntryPage, { description: "A member's statement, newest first: one wallet's lines, or all four wallets' without `wallet` (each line with its wallet's running balance). The member's own, or any member's for admins." })
  async walletEntries(
    @Ctx() ctx: Context,
    @Arg('wallet', () => WalletKind, { nullable: true, description: 'One wallet; omitted: all four' }) wallet: WalletKind | null | undefined,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number,
    @Arg('memberId', () => Int, { nullable: true, description: 'Admins only' }) memberId?: number | null,
    @Arg('kinds', () => [String], { nullable: true, description: 'Only these entry kinds, e.g. DEPOSIT, TRANSFER_IN' }) kinds?: string[] | null,
    @Arg('from', () => Date, { nullable: true, description: 'Entries at or after this time' }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true, description: 'Entries before this time' }) to?: Date | null,
    @Arg('before', () => Int, { nullable: true, description: "A page's `nextCursor`: reads the next page by key (then `page` only numbers it)" }) before?: number | null,
    @Arg('first', () => Int, { nullable: true, description: 'Cursor paging: this many rows (1-100) after `after`' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "Cursor paging: a page's `pageInfo.endCursor` (as `before` with the last row's id)" }) after?: string | null,
  ): Promise<WalletEntryPage> {
    const k = keysetArgs({ pageSize, first, after, before });
    // `first`/`after`: cursor paging from the start or the cursor (`page` is not used, and answers 0).
    const byCursor = first != null || after != null;
    const p = paging(byCursor ? 1 : page, k.pageSize);
    const id = actingMemberId(ctx, memberId ? positiveId(memberId) : undefined);
    checkStatementFilter({ kinds, from, to });
    const { items, total, nextCursor } = await ctx.services.ledgerReads.entries(id, { wallet: wallet ?? undefined, kinds: kinds ?? undefined, from: from ?? undefined, to: to ?? undefined, ...p, before: k.before });
    return {
      items: items.map((e) => ({ id: e.id, wallet: e.wallet!, kind: e.kind, amount: e.amount, balanceAfter: e.balanceAfter, description: e.description, transactionId: e.transactionId, createdAt: e.createdAt })),
      total,
      nextCursor,
      pageInfo: keysetPageInfo(items, nextCursor),
      ...p,
      page: byCursor ? 0 : p.page,
    };
  }

  @Authorized('reports:read')
  @Query(() => Reconciliation, { description: "Checks the ledger's invariants (same as `npm run reconcile`)." })
  async reconciliation(@Ctx() ctx: Context): Promise<Reconciliation> {
    return ctx.services.reconciliation.run();
  }

  @Authorized('wallets:adjust')
  @Mutation(() => WalletAdjustment, { description: "Cash handling: credits or debits a member's wallet with a reason." })
  async adjustWallet(@Arg('input') input: AdjustWalletInput, @Ctx() ctx: Context): Promise<WalletAdjustment> {
    const memberId = positiveId(input.memberId, 'memberId');
    const r = await ctx.services.moneyDesk.adjustWallet(ctx.admin!.id, memberId, input.wallet, input.action, input.amount, input.reason, input.idempotencyKey ?? null);
    if (r.applied) return r.applied;
    return { transactionId: null, memberId, wallet: input.wallet, action: input.action, amount: BigInt(r.pending.amount!), reason: r.pending.reason, pendingApproval: await approvalRecord(ctx, r.pending) };
  }

  @Authorized('MEMBER')
  @Scope('read:wallets')
  @Subscription(() => WalletBalances, {
    topics: 'WALLET_CHANGED',
    filter: ({ payload, context }: { payload: WalletChange; context: Context }) => {
      const me = context.member?.id;
      if (!me) return false;
      if (payload.toMemberId !== undefined) return me >= (payload.fromMemberId ?? 0) && me < payload.toMemberId;
      return payload.memberId === me;
    },
    description: "The signed-in member's balances after each committed posting.",
  })
  async walletChanged(@Root() change: WalletChange, @Ctx() ctx: Context): Promise<WalletBalances> {
    const memberId = change.toMemberId !== undefined ? ctx.member!.id : change.memberId;
    const w = await ctx.services.ledgerReads.wallets(memberId);
    return { memberId, active: w.ACTIVE, income: w.INCOME, roi: w.ROI, compound: w.COMPOUND };
  }
}
