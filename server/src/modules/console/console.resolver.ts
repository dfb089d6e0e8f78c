import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, Field, Info, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { PageArgs, CursorPaginated, pageWindow } from '../../common/pagination';
import { parseReportFilter } from './report-filter';
import { allowed } from '../../common/auth/auth-checker';
import { maskAddressesInJson, MEMBER_ADDRESS_PERMISSIONS } from '../../common/auth/masking';

@ObjectType()
export class MonthAmount {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field(() => MoneyScalar) amount: bigint;
}

@ObjectType()
export class MonthKindAmount {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field({ description: 'Ledger entry kind, e.g. ROI, DIRECT_INCOME' }) kind: string;
  @Field(() => MoneyScalar) amount: bigint;
}

@ObjectType()
export class KindAmount {
  @Field() kind: string;
  @Field(() => MoneyScalar) amount: bigint;
}

@ObjectType({ description: 'Work waiting for an admin.' })
export class QueueCount {
  @Field() queue: string;
  @Field() label: string;
  @Field(() => Int) count: number;
  @Field(() => MoneyScalar, { nullable: true }) amount: bigint | null;
  @Field({ description: 'The admin page that works the queue' }) link: string;
}

@ObjectType({ description: 'Series and queues of the admin dashboard (beside moneyDashboard).' })
export class ConsoleDashboard {
  @Field(() => [MonthAmount], { description: 'New investments (top-ups, re-top-ups, friend and e-pin activations) per month, 12 months' }) topUpsPerMonth: MonthAmount[];
  @Field(() => [MonthKindAmount], { description: 'Incomes credited per month and kind, 12 months' }) incomePerMonth: MonthKindAmount[];
  @Field(() => [KindAmount], { description: 'Lifetime incomes by kind' }) incomeTotals: KindAmount[];
  @Field(() => [QueueCount]) queues: QueueCount[];
}

@InputType()
export class ReportFilterInput {
  @Field({ nullable: true, description: 'First day, YYYY-MM-DD (UTC)' }) from?: string;
  @Field({ nullable: true, description: 'Last day, YYYY-MM-DD (UTC), inclusive' }) to?: string;
  @Field(() => Int, { nullable: true }) memberId?: number;
  @Field({ nullable: true, description: 'Ledger entry kind (reports) or audit action (audit log)' }) kind?: string;
}

@ObjectType()
export class ReportRow {
  @Field(() => Int) id: number;
  @Field() createdAt: Date;
  @Field(() => Int) memberId: number;
  @Field() username: string;
  @Field({ description: "The member's name ('' for a deleted member)" }) fullname: string;
  @Field() email: string;
  @Field() wallet: string;
  @Field() kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => MoneyScalar) balanceAfter: bigint;
  @Field(() => Int, { nullable: true }) counterpartyId: number | null;
  @Field() description: string;
}

@ObjectType()
export class ReportPage extends CursorPaginated(ReportRow) {
  @Field(() => MoneyScalar, { description: 'Sum of the filtered amounts (credits positive, debits negative)' }) sum: bigint;
}

@ObjectType()
export class AuditEntry {
  @Field(() => Int) id: number;
  @Field() createdAt: Date;
  @Field(() => Int) actorId: number;
  @Field(() => String, { nullable: true }) actorEmail: string | null;
  @Field() action: string;
  @Field() target: string;
  @Field(() => String, { nullable: true, description: 'JSON' }) details: string | null;
  @Field(() => String, { nullable: true, description: 'JSON of the record before the change' }) before: string | null;
  @Field(() => String, { nullable: true, description: 'JSON of the record after the change' }) after: string | null;
}

@ObjectType()
export class AuditPage extends CursorPaginated(AuditEntry) {}

@Resolver()
export class ConsoleResolver {
  @Authorized('reports:read')
  @Query(() => ConsoleDashboard)
  async consoleDashboard(@Ctx() ctx: Context): Promise<ConsoleDashboard> {
    const [charts, queues] = await Promise.all([ctx.services.adminConsole.charts(), ctx.services.adminConsole.queues()]);
    return { ...charts, queues };
  }

  @Authorized('reports:read')
  @Query(() => ReportPage, { description: 'Ledger lines of member wallets by day range, member and kind (the Reports page); CSV: GET /api/v1/export/ledger' })
  async report(
    @Ctx() ctx: Context,
    @Arg('filter', () => ReportFilterInput, { nullable: true }) filter?: ReportFilterInput | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<ReportPage> {
    return ctx.services.adminConsole.report(parseReportFilter({ ...(filter ?? {}) }), pageWindow({ page, pageSize, first, after }, info ?? null, { countedBy: ['total', 'sum'] }));
  }

  @Authorized('audit:read')
  @Query(() => AuditPage, { description: 'Every admin action, newest first; kind = action, memberId = the acting admin. CSV: GET /api/v1/export/audit' })
  async auditLog(
    @Ctx() ctx: Context,
    @Arg('filter', () => ReportFilterInput, { nullable: true }) filter?: ReportFilterInput | null,
    @Args() { page, pageSize, first, after }: PageArgs = new PageArgs(),
    @Info() info?: GraphQLResolveInfo,
  ): Promise<AuditPage> {
    const r = await ctx.services.adminConsole.auditLog(parseReportFilter({ ...(filter ?? {}) }), pageWindow({ page, pageSize, first, after }, info ?? null));
    // A member edit records the payout addresses it changed: in full only for staff who edit members.
    if (allowed(ctx, MEMBER_ADDRESS_PERMISSIONS)) return r;
    return { ...r, items: r.items.map((x) => ({ ...x, details: maskAddressesInJson(x.details), before: maskAddressesInJson(x.before), after: maskAddressesInJson(x.after) })) };
  }

  @Authorized('audit:read')
  @Query(() => [String], { description: 'Audit actions recorded so far' })
  async auditActions(@Ctx() ctx: Context): Promise<string[]> {
    return ctx.services.adminConsole.auditActions();
  }
}
