import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';

@ObjectType({ description: 'A rank: team-business threshold (leg rule), one-time reward, monthly salary, leadership %.' })
export class RewardPlanRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) rank: number;
  @Field() title: string;
  @Field() description: string;
  @Field(() => MoneyScalar) threshold: bigint;
  @Field(() => MoneyScalar) rewardAmount: bigint;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field({ description: 'Leadership override percent, e.g. "1.5"' }) leadershipPercent: string;
  @Field(() => Int) durationDays: number;
  @Field() isActive: boolean;
}

@InputType()
export class RewardPlanInput {
  @Field({ nullable: true }) title?: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) threshold?: string;
  @Field(() => MoneyScalar, { nullable: true }) rewardAmount?: string;
  @Field(() => MoneyScalar, { nullable: true }) salaryAmount?: string;
  @Field({ nullable: true, description: 'Percent, e.g. "1.5"' }) leadershipPercent?: string;
  @Field(() => Int, { nullable: true }) durationDays?: number;
  @Field({ nullable: true }) isActive?: boolean;
}

@ObjectType({ description: "A member's progress on one rank." })
export class RankProgress {
  @Field(() => Int) id: number;
  @Field(() => Int) rewardPlanId: number;
  @Field(() => Int) rank: number;
  @Field() title: string;
  @Field(() => MoneyScalar) threshold: bigint;
  @Field(() => MoneyScalar) rewardAmount: bigint;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field() startDay: string;
  @Field() endDay: string;
  @Field(() => MoneyScalar, { description: 'Business counted under the leg rule (at reach time once reached)' }) currentBusiness: bigint;
  @Field(() => MoneyScalar) carriedForward: bigint;
  @Field(() => MoneyScalar) rewardPaid: bigint;
  @Field({ description: 'PENDING, REACHED (reward not yet credited) or PAID' }) status: string;
  @Field() isActive: boolean;
  @Field() isCompleted: boolean;
  @Field(() => String, { nullable: true }) completedDay: string | null;
}

@ObjectType()
export class Leg {
  @Field(() => Int, { description: 'The direct member heading this leg' }) legId: number;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => MoneyScalar) business: bigint;
}

@ObjectType({ description: 'The 50 % leg rule towards one rank (rules/legs.ts).' })
export class RankLegSplit {
  @Field(() => Int) rank: number;
  @Field(() => MoneyScalar) threshold: bigint;
  @Field(() => MoneyScalar, { description: 'At most this much of the strongest leg counts (half of the threshold)' }) strongestCap: bigint;
  @Field(() => MoneyScalar, { description: 'What counts of the strongest leg: min(strongest, strongestCap)' }) strongestCounted: bigint;
  @Field(() => MoneyScalar, { description: 'All other legs together' }) others: bigint;
  @Field(() => MoneyScalar, { description: 'strongestCounted + others' }) counted: bigint;
  @Field({ description: 'counted ÷ threshold in percent, 0–100, two decimals' }) ratio: string;
  @Field() qualifies: boolean;
}

@ObjectType({ description: 'Team business and the leg split towards the next rank.' })
export class TeamBusinessView {
  @Field(() => Int) memberId: number;
  @Field(() => Int) currentRank: number;
  @Field(() => MoneyScalar) totalBusiness: bigint;
  @Field(() => [Leg]) legs: Leg[];
  @Field(() => RewardPlanRecord, { nullable: true }) nextRank: RewardPlanRecord | null;
  @Field(() => MoneyScalar) strongestLeg: bigint;
  @Field(() => MoneyScalar) otherLegs: bigint;
  @Field(() => MoneyScalar, { description: 'min(strongest, threshold / 2) + other legs' }) countedBusiness: bigint;
  @Field(() => MoneyScalar, { description: 'At most half of the threshold may come from the strongest leg' }) strongestLegCap: bigint;
  @Field() qualifies: boolean;
  @Field(() => [RankLegSplit], { description: 'The leg split towards every rank, in rank order' }) rankSplits: RankLegSplit[];
}

@ObjectType()
export class ClaimResult {
  @Field() message: string;
  @Field(() => Int) rank: number;
  @Field(() => MoneyScalar) amount: bigint;
}

@ObjectType()
export class RankedMember {
  @Field(() => Int) memberId: number;
  @Field() username: string;
  @Field() email: string;
  @Field(() => Int) rank: number;
  @Field(() => MoneyScalar) totalReward: bigint;
  @Field(() => MoneyScalar) teamBusiness: bigint;
}

@ObjectType()
export class RankedMemberPage extends CursorPaginated(RankedMember) {}

@ObjectType()
export class SalaryPaymentRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field() username: string;
  @Field() email: string;
  @Field(() => Int, { description: 'The rank (salary tier)' }) rank: number;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field(() => MoneyScalar) paidAmount: bigint;
  @Field() notes: string;
  @Field() transactionDate: string;
  @Field() createdAt: Date;
}

@ObjectType()
export class SalaryPaymentPage extends CursorPaginated(SalaryPaymentRecord) {}

@InputType()
export class SalaryFilterInput {
  @Field(() => Int, { nullable: true, description: 'Admins only; members always see themselves' }) memberId?: number;
  @Field(() => Int, { nullable: true, description: 'Rank (salary id)' }) rank?: number;
  @Field({ nullable: true }) dateFrom?: string;
  @Field({ nullable: true }) dateTo?: string;
  @Field(() => MoneyScalar, { nullable: true }) minAmount?: string;
  @Field(() => MoneyScalar, { nullable: true }) maxAmount?: string;
  @Field({ nullable: true }) search?: string;
  @Field({ nullable: true, description: 'id, paid_amount, transaction_date, created_at (payments); id, assigned_date, duration, remaining (entitlements)' }) sortBy?: string;
  @Field({ nullable: true, description: 'asc or desc' }) sortOrder?: string;
  @Field(() => Int, { defaultValue: 1 }) page: number;
  @Field(() => Int, { defaultValue: 10 }) pageSize: number;
}

@ObjectType()
export class SalaryEntitlementRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field() username: string;
  @Field(() => Int) rank: number;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field(() => MoneyScalar) requiredBusiness: bigint;
  @Field(() => Int) duration: number;
  @Field(() => Int) monthsPaid: number;
  @Field(() => Int) remaining: number;
  @Field() status: string;
  @Field() assignedDay: string;
}

@ObjectType()
export class SalaryEntitlementPage extends CursorPaginated(SalaryEntitlementRecord) {}

@ObjectType()
export class SalaryTodayStats {
  @Field() date: string;
  @Field(() => Int) paidCount: number;
  @Field(() => MoneyScalar) paidTotal: bigint;
  @Field(() => Int) dueCount: number;
  @Field(() => Int) newAssignments: number;
}

@ObjectType()
export class SalaryHistory {
  @Field(() => Int) memberId: number;
  @Field(() => Int) rank: number;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field(() => Int) monthsPaid: number;
  @Field(() => Int) monthsLeft: number;
  @Field(() => MoneyScalar) totalPaid: bigint;
  @Field(() => [SalaryPaymentRecord]) payments: SalaryPaymentRecord[];
}

@ObjectType()
export class SalaryTier {
  @Field(() => Int) rank: number;
  @Field() title: string;
  @Field(() => MoneyScalar) salaryAmount: bigint;
  @Field(() => MoneyScalar) requiredBusiness: bigint;
  @Field(() => Int) duration: number;
  @Field(() => Int) members: number;
  @Field(() => Int) activeMembers: number;
  @Field(() => MoneyScalar) paidTotal: bigint;
}

@ObjectType()
export class MonthTotal {
  @Field() month: string;
  @Field(() => MoneyScalar) total: bigint;
}

@ObjectType()
export class SalaryDashboard {
  @Field(() => MoneyScalar) totalPaid: bigint;
  @Field(() => MoneyScalar) paidThisMonth: bigint;
  @Field(() => Int) payments: number;
  @Field(() => Int) membersPaid: number;
  @Field(() => MoneyScalar) averagePayment: bigint;
  @Field(() => Int) activeEntitlements: number;
  @Field(() => [SalaryTier]) tiers: SalaryTier[];
  @Field(() => SalaryTodayStats) today: SalaryTodayStats;
  @Field(() => [MonthTotal]) perMonth: MonthTotal[];
}

@ObjectType()
export class LeadershipRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) leaderId: number;
  @Field(() => Int) sourceMemberId: number;
  @Field(() => Int) investmentId: number;
  @Field(() => MoneyScalar) onAmount: bigint;
  @Field() percent: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true }) leaderEmail: string | null;
  @Field(() => String, { nullable: true }) sourceEmail: string | null;
}

@ObjectType()
export class LeadershipPage extends CursorPaginated(LeadershipRecord) {
  @Field(() => MoneyScalar) totalAmount: bigint;
}

@ObjectType()
export class CtoRecordView {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => Int) category: number;
  @Field({ description: "'qualified' or 'disqualify'" }) status: string;
  @Field() qualifiedDay: string;
  @Field(() => MoneyScalar, { nullable: true, description: "The admin's fixed monthly amount (replaces the turnover share)" }) monthlyAmount: bigint | null;
  @Field(() => MoneyScalar) giftAmount: bigint;
  @Field(() => MoneyScalar) bonusPaid: bigint;
  @Field(() => MoneyScalar) totalPaid: bigint;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
}

@ObjectType()
export class CtoPaymentRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field({ description: "The turnover month paid (YYYY-MM) or 'bonus'" }) month: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field() day: string;
  @Field() createdAt: Date;
}

@ObjectType()
export class CtoRecordPage extends CursorPaginated(CtoRecordView) {}

@ObjectType()
export class CtoPaymentPage extends CursorPaginated(CtoPaymentRecord) {}

@ObjectType()
export class MarketPair {
  @Field() pair: string;
  @Field({ description: 'Exact decimal text' }) lastPrice: string;
  @Field({ description: 'Signed percent, e.g. "-1.2345"' }) change24h: string;
  @Field() high24h: string;
  @Field() low24h: string;
}

@ObjectType()
export class PricePointRecord {
  @Field() time: Date;
  @Field() price: string;
}

@ObjectType()
export class TradeRecord {
  @Field(() => Int) id: number;
  @Field() pair: string;
  @Field() price: string;
  @Field(() => MoneyScalar, { description: 'ROI credited by this trade' }) amount: bigint;
  @Field() day: string;
  @Field() tradedAt: Date;
}
