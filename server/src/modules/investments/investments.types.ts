import { ApprovalRequestRecord } from '../staff/staff.types';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated, Paginated } from '../../common/pagination';

export enum InvestmentStatusEnum {
  RUNNING = 'RUNNING',
  PAUSED = 'PAUSED',
  CLOSED = 'CLOSED',
  EXPIRED = 'EXPIRED',
  CLAIMING = 'CLAIMING',
  REVERSED = 'REVERSED',
}
registerEnumType(InvestmentStatusEnum, { name: 'InvestmentStatus', description: 'PAUSED: a principal withdrawal is pending (no ROI); EXPIRED: the term ended, the principal awaits withdrawal; CLAIMING: an expired investment whose principal withdrawal is pending; CLOSED: withdrawn; REVERSED: undone by an admin' });

@ObjectType({ description: 'An investment (top-up): principal under a plan, with the terms copied at purchase.' })
export class InvestmentRecord {
  @Field(() => ApprovalRequestRecord, { nullable: true, description: 'Set by a reversal or deletion that waits for a second staff member' }) pendingApproval?: ApprovalRequestRecord | null;
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'The receiver' }) memberId: number;
  @Field(() => Int) payerId: number;
  @Field(() => Int) planId: number;
  @Field({ description: 'TOPUP, RETOPUP, FRIEND' }) kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field({ description: 'Daily ROI in percent, e.g. "0.5"' }) roiDay: string;
  @Field(() => Int) capMultiplier: number;
  @Field({ description: 'Platform day of purchase (YYYY-MM-DD)' }) startDay: string;
  @Field({ description: 'Exclusive end day (YYYY-MM-DD)' }) endDay: string;
  @Field(() => InvestmentStatusEnum) status: string;
  @Field({ description: "The admin's note ('' when none)" }) note: string;
  @Field({ description: "The payer's description (friend top-ups; '' when none)" }) description: string;
  @Field({ description: 'Deleted by an admin: reversed and left out of the lists (admins still read it by id)' }) hidden: boolean;
  @Field() createdAt: Date;
}

@ObjectType()
export class InvestmentPage extends CursorPaginated(InvestmentRecord) {}

@ObjectType({ description: 'The earnings cap: earning is open while earned < capTotal.' })
export class CapRecord {
  @Field(() => MoneyScalar) capTotal: bigint;
  @Field(() => MoneyScalar) earned: bigint;
  @Field(() => MoneyScalar, { description: '"Limit": what may still be earned' }) remaining: bigint;
  @Field() open: boolean;
  @Field() ctoQualified: boolean;
  @Field(() => MoneyScalar, { description: 'Principal of running (and paused) investments' }) runningPrincipal: bigint;
  @Field(() => Int) runningCount: number;
}

@ObjectType({ description: 'An activation without an investment: entry fee, activation plan or e-pin.' })
export class ActivationRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field(() => Int) payerId: number;
  @Field({ description: 'ENTRY, ACTIVATION_PLAN or EPIN' }) kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => Int, { nullable: true }) activationPlanId: number | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class EpinRecord {
  @Field(() => Int) id: number;
  @Field() code: string;
  @Field({ description: "'unused' or 'used'" }) status: string;
  @Field(() => Int, { nullable: true }) usedBy: number | null;
  @Field(() => Date, { nullable: true }) usedAt: Date | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class EpinPage extends CursorPaginated(EpinRecord) {}

@InputType()
export class TopUpInput {
  @Field(() => Int) planId: number;
  @Field(() => MoneyScalar) amount: string;
  @Field({ nullable: true, description: 'Receiver: member id, username, email or referral code (default: yourself)' }) receiver?: string;
  @Field({ nullable: true, description: "The payer's description (friend top-ups), at most 200 characters" }) description?: string;
  @Field({ nullable: true }) idempotencyKey?: string;
}

@ObjectType({ description: 'An income a top-up paid (direct, leadership ...).' })
export class InvestmentIncome {
  @Field(() => Int) memberId: number;
  @Field({ description: 'Ledger entry kind, e.g. DIRECT_INCOME' }) kind: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field() createdAt: Date;
}
