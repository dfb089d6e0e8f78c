import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

/** A rank (reward plan): team-business threshold, one-time reward, monthly salary, leadership %. Admin-editable. */
@Entity('reward_plans')
export class RewardPlan {
  @PrimaryGeneratedColumn() id: number;
  @Index({ unique: true }) @Column({ name: 'rank_no', type: 'int' }) rank: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) description: string;
  @MoneyColumn() threshold: bigint;
  @MoneyColumn({ name: 'reward_amount' }) rewardAmount: bigint;
  @MoneyColumn({ name: 'salary_amount' }) salaryAmount: bigint;
  /** Leadership override percent x 10^4 (1.5 % -> 15000). */
  @MoneyColumn({ name: 'leadership_percent' }) leadershipPercent: bigint;
  /** The target window shown to members (days from the previous rank). */
  @Column({ name: 'duration_days', type: 'int', default: 30 }) durationDays: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}

/**
 * A member's progress row for one rank: PENDING (initialised), REACHED (met by the leg rule on
 * `reached_day`), PAID (reward credited). Thresholds and amounts are copied when reached.
 */
@Entity('member_ranks')
@Index('uq_member_rank', ['memberId', 'rank'], { unique: true })
@Index('idx_member_rank_status', ['status', 'rank'])
export class MemberRank {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'rank_no', type: 'int' }) rank: number;
  @Column({ name: 'reward_plan_id', type: 'int' }) rewardPlanId: number;
  @Column({ type: 'varchar', length: 10, default: 'PENDING' }) status: 'PENDING' | 'REACHED' | 'PAID';
  @MoneyColumn() threshold: bigint;
  @MoneyColumn({ name: 'reward_amount' }) rewardAmount: bigint;
  /** Business counted under the leg rule when the rank was reached. */
  @MoneyColumn({ name: 'business_at_reach' }) businessAtReach: bigint;
  @MoneyColumn({ name: 'reward_paid' }) rewardPaid: bigint;
  /** Business above the threshold carried into the next rank (admin, once). */
  @MoneyColumn({ name: 'carried_forward' }) carriedForward: bigint;
  @Column({ name: 'start_day', type: 'varchar', length: 10 }) startDay: string;
  @Column({ name: 'reached_day', type: 'varchar', length: 10, nullable: true }) reachedDay: string | null;
  @DateColumn({ name: 'paid_at', nullable: true }) paidAt: Date | null;
  @DateColumn({ name: 'carried_at', nullable: true }) carriedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** A monthly salary for a rank held: paid for `duration` months from `assigned_day`. One active per member. */
@Entity('salary_entitlements')
@Index('uq_salary_member_rank', ['memberId', 'rank'], { unique: true })
@Index('idx_salary_status', ['status', 'memberId'])
export class SalaryEntitlement {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'rank_no', type: 'int' }) rank: number;
  @Column({ name: 'reward_plan_id', type: 'int' }) rewardPlanId: number;
  @MoneyColumn({ name: 'salary_amount' }) salaryAmount: bigint;
  @MoneyColumn({ name: 'required_business' }) requiredBusiness: bigint;
  @Column({ type: 'int' }) duration: number;
  @Column({ name: 'months_paid', type: 'int', default: 0 }) monthsPaid: number;
  @Column({ name: 'assigned_day', type: 'varchar', length: 10 }) assignedDay: string;
  /** ACTIVE, SUPERSEDED (a higher rank took over), COMPLETED (all months paid). */
  @Column({ type: 'varchar', length: 12, default: 'ACTIVE' }) status: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One salary payment (one per member, rank and month; the ledger key is the same natural key). */
@Entity('salary_payments')
@Index('idx_salary_pay_member', ['memberId', 'id'])
@Index('idx_salary_pay_day', ['transactionDate'])
export class SalaryPayment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'entitlement_id', type: 'int' }) entitlementId: number;
  @Column({ name: 'rank_no', type: 'int' }) rank: number;
  @MoneyColumn({ name: 'salary_amount' }) salaryAmount: bigint;
  /** What was credited (may be trimmed by the cap). */
  @MoneyColumn({ name: 'paid_amount' }) paidAmount: bigint;
  @Column({ type: 'varchar', length: 255, default: '' }) notes: string;
  @Column({ name: 'transaction_date', type: 'varchar', length: 10 }) transactionDate: string;
  @Index({ unique: true }) @Column({ name: 'natural_key', type: 'varchar', length: 64 }) naturalKey: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One leadership override: leader, source member (the buyer), top-up (investment). */
@Entity('leadership_incomes')
@Index('uq_leadership', ['leaderId', 'investmentId'], { unique: true })
@Index('idx_leadership_leader', ['leaderId', 'id'])
export class LeadershipIncome {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'leader_id', type: 'int' }) leaderId: number;
  @Column({ name: 'source_member_id', type: 'int' }) sourceMemberId: number;
  @Column({ name: 'investment_id', type: 'int' }) investmentId: number;
  /** The top-up amount the percent applies to. */
  @MoneyColumn({ name: 'on_amount' }) onAmount: bigint;
  /** Differential percent x 10^4. */
  @MoneyColumn() percent: bigint;
  /** Credited (after the cap trim). */
  @MoneyColumn() amount: bigint;
  @Column({ type: 'varchar', length: 10 }) day: string;
  @DateColumn({ name: 'reversed_at', nullable: true }) reversedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** A member's CTO qualification. `monthly_amount` set by an admin replaces the turnover share. */
@Entity('cto_records')
export class CtoRecord {
  @PrimaryGeneratedColumn() id: number;
  @Index({ unique: true }) @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ type: 'int' }) category: number;
  /** 'qualified' or 'disqualify' (legacy word). */
  @Column({ type: 'varchar', length: 12, default: 'qualified' }) status: string;
  @Column({ name: 'qualified_day', type: 'varchar', length: 10 }) qualifiedDay: string;
  @MoneyColumn({ name: 'monthly_amount', nullable: true, default: null }) monthlyAmount: bigint | null;
  @MoneyColumn({ name: 'gift_amount' }) giftAmount: bigint;
  @MoneyColumn({ name: 'bonus_paid' }) bonusPaid: bigint;
  @MoneyColumn({ name: 'total_paid' }) totalPaid: bigint;
  @DateColumn({ name: 'paid_at', nullable: true }) paidAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One CTO payment: the monthly share (`month` = the turnover month) or the one-time bonus (`month` = 'bonus'). */
@Entity('cto_payments')
@Index('uq_cto_payment', ['memberId', 'month'], { unique: true })
export class CtoPayment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'cto_id', type: 'int' }) ctoId: number;
  @Column({ type: 'varchar', length: 7 }) month: string;
  @MoneyColumn() amount: bigint;
  @Column({ type: 'varchar', length: 10 }) day: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** A member's self-trade of a day (one per member and day). */
@Entity('trades')
@Index('uq_trade_member_day', ['memberId', 'day'], { unique: true })
export class Trade {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ type: 'varchar', length: 16 }) pair: string;
  /** Price as exact decimal text from the market provider. */
  @Column({ type: 'varchar', length: 32 }) price: string;
  /** ROI credited by this trade. */
  @MoneyColumn() amount: bigint;
  @Column({ type: 'varchar', length: 10 }) day: string;
  @DateColumn({ name: 'traded_at' }) tradedAt: Date;
}
