import { Scope } from '../../common/auth/scopes';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Field, Info, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { actingMemberId, Context } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { formatPercent } from '../../common/money';
import { CursorPaginated, KeysetPaginated, keysetArgs, keysetPageInfo, pageWindow } from '../../common/pagination';
import { decodeJournalCursor } from './transactions.service';
import { paging, positiveId } from '../../common/validate';
import { Decision } from '../deposits/deposits.types';
import { Member } from '../users/users.types';
import { toMember } from '../users/users.mappers';

@ObjectType({ description: 'A journal row: a deposit (dep_), a withdrawal (wd_) or a ledger line (tx_).' })
export class JournalEntry {
  @Field() transactionId: string;
  @Field(() => Int) memberId: number;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => MoneyScalar) amount: bigint;
  @Field({ description: 'credit, debit or move' }) transactionType: string;
  @Field({ description: 'e.g. deposit, withdrawal_normal, transfer_in, income_to_active' }) source: string;
  @Field() status: string;
  @Field() tableName: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class JournalPage extends CursorPaginated(JournalEntry) {}

@InputType()
export class JournalFilterInput {
  @Field(() => Int, { nullable: true, description: 'Admins: one member; members: ignored unless it is themselves' }) memberId?: number;
  @Field({ nullable: true }) transactionType?: string;
  @Field({ nullable: true }) source?: string;
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) search?: string;
  @Field(() => Int, { defaultValue: 1 }) page: number;
  @Field(() => Int, { defaultValue: 10 }) pageSize: number;
}

@ObjectType()
export class SummaryRow {
  @Field() transactionType: string;
  @Field() source: string;
  @Field(() => Int) count: number;
  @Field(() => MoneyScalar) total: bigint;
}

@ObjectType()
export class TransactionSummary {
  @Field() month: string;
  @Field(() => [SummaryRow]) rows: SummaryRow[];
}

@ObjectType({ description: 'A ledger line of one table_name (income, transfer, deposit, withdrawal ledgers).' })
export class LedgerRowRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field() email: string;
  @Field() username: string;
  @Field(() => Int, { nullable: true }) counterpartyId: number | null;
  @Field(() => String, { nullable: true }) counterpartyEmail: string | null;
  @Field(() => String, { nullable: true, description: "The counterparty's name" }) counterpartyName: string | null;
  @Field(() => String, { nullable: true, description: "The counterparty's member code (username)" }) counterpartyCode: string | null;
  @Field() kind: string;
  @Field() wallet: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => MoneyScalar) balanceAfter: bigint;
  @Field() description: string;
  @Field() createdAt: Date;
  @Field(() => MoneyScalar, { nullable: true, description: 'The base the income was computed on (On Amount), where the database keeps it' }) onAmount: bigint | null;
  @Field(() => String, { nullable: true, description: 'The rate applied, percent as decimal text (e.g. "0.6"), where the database keeps it' }) percent: string | null;
  @Field(() => String, { nullable: true, description: 'Trade ROI (fit invest): the pair traded' }) pair: string | null;
  @Field(() => String, { nullable: true, description: 'Trade ROI (fit invest): the price of the pair at the trade' }) price: string | null;
}

@ObjectType()
export class LedgerRowPage extends KeysetPaginated(LedgerRowRecord) {
  @Field(() => MoneyScalar, { nullable: true, description: 'Sum of the amounts of every matching line (not only this page); null for a level (fit) view' }) totalAmount: bigint | null;
}

@ObjectType()
export class TransactionUserDetails {
  @Field(() => Member) member: Member;
  @Field(() => [JournalEntry]) transactions: JournalEntry[];
}

@ObjectType()
export class StatusChange {
  @Field() transactionId: string;
  @Field() status: string;
}

@ObjectType()
export class MonthlyMoney {
  @Field() month: string;
  @Field(() => MoneyScalar) deposits: bigint;
  @Field(() => MoneyScalar) withdrawals: bigint;
}

@ObjectType()
export class DailyCount {
  @Field() day: string;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'Money figures and series for the admin dashboard.' })
export class MoneyDashboard {
  @Field(() => MoneyScalar) depositsCompleted: bigint;
  @Field(() => Int) depositsPendingCount: number;
  @Field(() => MoneyScalar) depositsPendingAmount: bigint;
  @Field(() => MoneyScalar) withdrawalsCompleted: bigint;
  @Field(() => Int) withdrawalsPendingCount: number;
  @Field(() => MoneyScalar) withdrawalsPendingAmount: bigint;
  @Field(() => MoneyScalar) fees: bigint;
  @Field(() => MoneyScalar) incomePaid: bigint;
  @Field(() => [MonthlyMoney]) monthly: MonthlyMoney[];
  @Field(() => [DailyCount]) signupsPerDay: DailyCount[];
}

@Resolver()
export class TransactionsResolver {
  @Authorized('MEMBER', 'reports:read')
  @Scope('read:wallets')
  @Query(() => JournalPage, { description: "The journal: admins see everyone's (or one member's), members their own." })
  async transactions(
    @Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true, description: "Cursor paging: this many rows (1-100) after `after` (then the filter's page is not used)" }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "Cursor paging: a page's `pageInfo.endCursor`" }) after?: string | null,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<JournalPage> {
    const f = filter ?? ({ page: 1, pageSize: 10 } as JournalFilterInput);
    const memberId = ctx.admin ? (f.memberId ? positiveId(f.memberId) : undefined) : actingMemberId(ctx, f.memberId);
    const window = pageWindow({ page: f.page, pageSize: f.pageSize, first, after }, info ?? null, { decode: decodeJournalCursor });
    return ctx.services.transactions.journal({ ...f, memberId, ...paging(f.page, f.pageSize), window });
  }

  @Authorized('MEMBER', 'reports:read')
  @Scope('read:wallets')
  @Query(() => TransactionSummary, { description: 'Monthly totals by type and source (admins: all, members: own).' })
  async transactionSummary(@Ctx() ctx: Context, @Arg('month', () => String, { nullable: true, description: 'YYYY-MM, default this month' }) month?: string | null): Promise<TransactionSummary> {
    return ctx.services.transactions.summary(month, ctx.admin ? undefined : actingMemberId(ctx));
  }

  @Authorized('MEMBER', 'reports:read')
  @Scope('read:wallets')
  @Query(() => LedgerRowPage, { description: 'Ledger lines of one table_name (e.g. direct_transaction, transfer_transaction); members see their own.' })
  async ledgerRows(
    @Arg('tableName') tableName: string,
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
    @Arg('before', () => Int, { nullable: true, description: "A page's `nextCursor`: reads the next page by key (then `page` only numbers it)" }) before?: number | null,
    @Arg('fit', () => String, { nullable: true, description: 'A sub-type: for invest_level_transaction a level (1-20: that level\'s share of each day\'s credit), for roi_transaction `invest` (the ROI of trades), else one of the ledger\'s entry kinds' }) fit?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'Cursor paging: this many rows (1-100) after `after`' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "Cursor paging: a page's `pageInfo.endCursor` (as `before` with the last row's id)" }) after?: string | null,
  ): Promise<LedgerRowPage> {
    const k = keysetArgs({ pageSize, first, after, before });
    // `first`/`after`: cursor paging from the start or the cursor (`page` is not used, and answers 0).
    const byCursor = first != null || after != null;
    const p = paging(byCursor ? 1 : page, k.pageSize);
    const id = ctx.admin ? (memberId ? positiveId(memberId) : undefined) : actingMemberId(ctx, memberId);
    const r = await ctx.services.ledgerTables.ledgerRows(tableName, { memberId: id, ...p, before: k.before, fit: fit ?? undefined });
    return { ...r, ...p, page: byCursor ? 0 : p.page, pageInfo: keysetPageInfo(r.items, r.nextCursor), items: r.items.map((x) => ({ ...x, percent: x.percent === null ? null : formatPercent(x.percent) })) };
  }

  @Authorized('MEMBER', 'members:read')
  @Scope('read:wallets')
  @Query(() => TransactionUserDetails)
  async transactionUserDetails(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<TransactionUserDetails> {
    const id = actingMemberId(ctx, positiveId(memberId));
    const member = await ctx.services.users.requireMember(id);
    const journal = await ctx.services.transactions.journal({ memberId: id, page: 1, pageSize: 50 });
    return { member: toMember(member), transactions: journal.items };
  }

  @Authorized('deposits:decide', 'withdrawals:decide')
  @Mutation(() => StatusChange, { description: 'Completes or declines a dep_/wd_ journal row through its state machine; ledger rows are final.' })
  async updateTransactionStatus(@Arg('transactionId') transactionId: string, @Arg('status', () => Decision) status: Decision, @Ctx() ctx: Context): Promise<StatusChange> {
    const r = await ctx.services.moneyDesk.decideJournalRow(ctx, transactionId, status);
    return { transactionId: r.transactionId, status: r.pending ? 'pending' : r.status };
  }

  @Authorized('reports:read')
  @Query(() => MoneyDashboard)
  async moneyDashboard(@Ctx() ctx: Context): Promise<MoneyDashboard> {
    return ctx.services.dashboard.figures();
  }
}
