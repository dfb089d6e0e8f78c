import { Scope } from '../../common/auth/scopes';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, Field, Info, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { CursorArgs, CursorPaginated, pageWindow } from '../../common/pagination';
import { decodeDayCursor, decodeDayKindCursor, TOP_EARNERS_DEFAULT } from './income-report.service';
import type { Context } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';

@ObjectType()
export class IncomeKindAmount {
  @Field({ description: 'Ledger kind: ROI, LEVEL_INCOME, DIRECT_INCOME, COMPOUND_ROI, REWARD, SALARY, LEADERSHIP, CTO, ACTIVATION_LEVEL_INCOME' }) kind: string;
  @Field(() => MoneyScalar) amount: bigint;
}

@ObjectType()
export class IncomeDayAmount {
  @Field() day: string;
  @Field() kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => Int, { description: 'Members credited (admin report); 1 in a member view' }) members: number;
}

@ObjectType()
export class IncomeDayPage extends CursorPaginated(IncomeDayAmount) {}

@ObjectType({ description: 'Completed deposits and withdrawals of one UTC day (by completion time).' })
export class MoneyDay {
  @Field({ description: 'YYYY-MM-DD (UTC)' }) day: string;
  @Field(() => MoneyScalar, { description: 'Completed deposits credited that day' }) depositsTotal: bigint;
  @Field(() => Int) depositsCount: number;
  @Field(() => MoneyScalar, { description: 'Completed withdrawals (gross: net paid plus fee) that day' }) withdrawalsTotal: bigint;
  @Field(() => Int) withdrawalsCount: number;
}

@ObjectType()
export class MoneyDayPage extends CursorPaginated(MoneyDay) {}

@ObjectType({ description: 'A member and the income credited to them over a range (from the income summary).' })
export class TopEarner {
  @Field(() => Int) memberId: number;
  @Field() username: string;
  @Field() fullname: string;
  @Field({ description: "The member's referral code" }) referralCode: string;
  @Field(() => MoneyScalar, { description: 'Income credited over the range, all kinds' }) amount: bigint;
  @Field(() => Int, { description: 'Income credits counted' }) entries: number;
}

@ObjectType({ description: "A member's income from the daily summary." })
export class MyIncome {
  @Field({ description: 'First day of the series' }) from: string;
  @Field({ description: 'Platform day today' }) today: string;
  @Field(() => [IncomeKindAmount], { description: 'Lifetime totals per kind' }) totals: IncomeKindAmount[];
  @Field(() => MoneyScalar) totalEarning: bigint;
  @Field(() => [IncomeKindAmount]) todayTotals: IncomeKindAmount[];
  @Field(() => [IncomeDayAmount], { description: 'Per day and kind, newest first' }) days: IncomeDayAmount[];
  @Field(() => MoneyScalar, { description: 'Limit: cap left (cap_total - earned)' }) limit: bigint;
  @Field(() => MoneyScalar) capTotal: bigint;
  @Field(() => MoneyScalar) earned: bigint;
}

@Resolver()
export class IncomeReportResolver {
  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => MyIncome, { description: "The signed-in member's income: totals by kind, today, the last `days` days, the cap left." })
  async myIncome(@Arg('days', () => Int, { defaultValue: 30 }) days: number, @Ctx() ctx: Context): Promise<MyIncome> {
    return ctx.services.incomeReport.memberIncome(ctx.member!.id, days);
  }

  @Authorized('reports:read')
  @Query(() => [IncomeDayAmount], { description: 'Income of all members per day and kind over [from, to] (YYYY-MM-DD).' })
  async incomeReport(@Arg('from') from: string, @Arg('to') to: string, @Ctx() ctx: Context): Promise<IncomeDayAmount[]> {
    return ctx.services.incomeReport.report(from, to);
  }

  @Authorized('reports:read')
  @Query(() => IncomeDayPage, { description: 'incomeReport a page at a time (newest day first, kinds in order): `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async incomeReportPage(
    @Arg('from') from: string,
    @Arg('to') to: string,
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 50 }) pageSize = 50,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<IncomeDayPage> {
    return ctx.services.incomeReport.reportPage(from, to, pageWindow({ page, pageSize, first, after }, info ?? null, { decode: decodeDayKindCursor, defaultSize: 50 }));
  }

  @Authorized('reports:read')
  @Query(() => MoneyDayPage, {
    description: 'Completed deposits and withdrawals per UTC day over [from, to] (YYYY-MM-DD, at most 366 days), newest day first, days with neither left out: `page`/`pageSize`, or cursor paging with `first`/`after`.',
  })
  async moneyByDay(
    @Arg('from') from: string,
    @Arg('to') to: string,
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 50 }) pageSize = 50,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<MoneyDayPage> {
    return ctx.services.incomeReport.moneyByDay(from, to, pageWindow({ page, pageSize, first, after }, info ?? null, { decode: decodeDayCursor, defaultSize: 50 }));
  }

  @Authorized('reports:read')
  @Query(() => [TopEarner], { description: 'The members credited the most income over [from, to] (platform days, YYYY-MM-DD, at most 366 days), highest first: what was paid (the income summary), not a simulation.' })
  async topEarners(
    @Arg('from') from: string,
    @Arg('to') to: string,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { defaultValue: TOP_EARNERS_DEFAULT, description: 'How many members (1-100)' }) first: number = TOP_EARNERS_DEFAULT,
  ): Promise<TopEarner[]> {
    return ctx.services.incomeReport.topEarners(from, to, first);
  }
}
