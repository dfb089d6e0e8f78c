/**
 * What a plan purchase gives, shown before the member confirms (issue 20 item 6): the daily ROI and
 * a month of it at the amount typed, the start and end day, the earnings cap it adds, the exit-fee
 * schedule of a principal withdrawal and who receives the sponsor (direct) bonus. Read-only: the
 * figures come from the same rules `TopupsService.topUp` applies (plan rates, `addMonths`,
 * the cap multiplier, `EXIT_FEE_STEPS`, the `direct` / `directOnRetopup` switches).
 */
import { Arg, Authorized, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Scope } from '../../common/auth/scopes';
import { badInput, notFound } from '../../common/errors';
import { parseMoney } from '../../common/money';
import { MoneyScalar } from '../../common/scalars';
import { Context, requireMember } from '../../app/context';
import { capMultiplier as capMultiplierOf, capOf } from '../../rules/cap';
import { paysSponsorBonus, sponsorBonus } from '../../rules/direct';
import { dailyRoi as dailyRoiOf } from '../../rules/roi';
import { Plan } from '../plans/plan.entity';
import { formatRate } from '../plans/rates';
import { User } from '../users/user.entity';
import { MemberSummary } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import { addMonths, daysBetween } from './day';
import { EXIT_FEE_STEPS } from '../../rules/fees';

@InputType()
export class TopUpQuoteInput {
  @Field(() => Int) planId: number;
  @Field(() => MoneyScalar) amount: string;
  @Field({ description: 'TOPUP (default), RETOPUP or FRIEND', nullable: true }) kind?: string;
  @Field(() => Int, { nullable: true, description: 'The member the plan is bought for (default: yourself)' }) receiverId?: number | null;
}

@ObjectType()
export class ExitFeeStepRecord {
  @Field(() => Int, { description: 'First age in days (since the start day) of this step' }) fromDay: number;
  @Field(() => Int, { nullable: true, description: 'Last age in days; null: every later day' }) toDay: number | null;
  @Field({ description: 'Fee in percent, e.g. "20"' }) percent: string;
}

@ObjectType({ description: 'What a top-up gives, before buying it.' })
export class TopUpQuote {
  @Field(() => Int) planId: number;
  @Field() planName: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field({ description: 'Daily ROI in percent' }) roiDay: string;
  @Field(() => MoneyScalar, { description: 'ROI of one day at this amount' }) dailyRoi: bigint;
  @Field(() => Int, { description: 'Days of the first month from the start day' }) monthDays: number;
  @Field(() => MoneyScalar, { description: 'ROI of the first month (dailyRoi x monthDays)' }) monthlyRoi: bigint;
  @Field({ description: 'First day paid (today, platform day)' }) startDay: string;
  @Field({ description: 'Exclusive end day' }) endDay: string;
  @Field(() => Int) periodMonths: number;
  @Field(() => Int, { description: "The receiver's cap multiplier for this principal (3 once CTO-qualified)" }) capMultiplier: number;
  @Field(() => MoneyScalar, { description: 'What this top-up adds to the earnings cap (amount x capMultiplier)' }) capAmount: bigint;
  @Field(() => [ExitFeeStepRecord]) exitFees: ExitFeeStepRecord[];
  @Field({ description: "The plan's sponsor bonus in percent" }) sponsorBonusPercent: string;
  @Field(() => MoneyScalar, { description: 'Direct income to the sponsor (0 when none is paid); her own cap may cut it' }) sponsorBonus: bigint;
  @Field(() => MemberSummary, { nullable: true, description: "Who receives it: the receiver's sponsor (null when no bonus is paid)" }) sponsor: MemberSummary | null;
  @Field(() => MemberSummary) receiver: MemberSummary;
  @Field(() => String, {
    nullable: true,
    description: "Why this purchase would be refused now (top-ups off, account blocked, plan retired, the receiver's running plan bigger than this amount, the receiving account blocked); null when it can be bought",
  })
  blockedReason: string | null;
}

type Deps = Pick<Context['services'], 'db' | 'settings' | 'caps' | 'topups'>;

export async function quoteTopUp(services: Deps, payer: User, input: TopUpQuoteInput): Promise<TopUpQuote> {
  const kind = input.kind ?? 'TOPUP';
  if (!['TOPUP', 'RETOPUP', 'FRIEND'].includes(kind)) throw badInput('kind must be TOPUP, RETOPUP or FRIEND', { kind: 'TOPUP, RETOPUP or FRIEND' });
  const amount = parseMoney(input.amount);
  if (amount <= 0n) throw badInput('Enter an amount', { amount: 'positive' });
  const em = services.db.manager;
  const plan = await em.findOne(Plan, { where: { id: input.planId } });
  if (!plan) throw notFound('Plan not found');
  const receiver = kind === 'RETOPUP' || !input.receiverId ? payer : await em.findOne(User, { where: { id: input.receiverId, role: 'user' } });
  if (!receiver || receiver.deletedAt) throw notFound('User not found');
  const directOn = paysSponsorBonus(kind, { direct: await services.settings.isOn('direct'), directOnRetopup: await services.settings.isOn('directOnRetopup') });
  const sponsor = directOn && receiver.sponsorId ? await em.findOne(User, { where: { id: receiver.sponsorId } }) : null;
  const cap = await services.caps.view(receiver.id);
  const startDay = await services.settings.platformDay();
  const dailyRoi = dailyRoiOf(amount, plan.roiRate);
  const monthDays = daysBetween(startDay, addMonths(startDay, 1));
  let fromDay = 0;
  const exitFees = EXIT_FEE_STEPS.map((s) => {
    const step = { fromDay, toDay: s.upToDay, percent: formatRate(s.rate) };
    fromDay = (s.upToDay ?? fromDay) + 1;
    return step;
  });
  return {
    planId: plan.id,
    planName: plan.name,
    amount,
    roiDay: formatRate(plan.roiRate),
    dailyRoi,
    monthDays,
    monthlyRoi: dailyRoi * BigInt(monthDays),
    startDay,
    endDay: addMonths(startDay, plan.periodMonths),
    periodMonths: plan.periodMonths,
    capMultiplier: capMultiplierOf(plan.capMultiplier, cap.ctoQualified),
    capAmount: capOf(amount, plan.capMultiplier, cap.ctoQualified),
    exitFees,
    sponsorBonusPercent: formatRate(plan.sponsorRate),
    sponsorBonus: sponsor ? sponsorBonus(amount, plan.sponsorRate) : 0n,
    sponsor: sponsor ? toSummary(sponsor) : null,
    receiver: toSummary(receiver),
    // The purchase's own rule, for the receiver (a friend's running plan, not the payer's).
    blockedReason: await services.topups.purchaseBlockedReason(payer, receiver, plan, amount),
  };
}

@Resolver()
export class TopUpQuoteResolver {
  @Authorized('MEMBER')
  @Scope('read:income')
  @Query(() => TopUpQuote, { description: 'What buying a plan gives at this amount (ROI per day and month, end day, cap, exit fees, sponsor bonus), before confirming.' })
  async topUpQuote(@Arg('input') input: TopUpQuoteInput, @Ctx() ctx: Context): Promise<TopUpQuote> {
    return quoteTopUp(ctx.services, requireMember(ctx).user, input);
  }
}
