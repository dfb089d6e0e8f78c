import { ApprovalRequestRecord } from '../staff/staff.types';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';
import { RecordStatus } from '../deposits/deposits.types';

export const WithdrawalKindEnum = graphqlEnum(
  'WithdrawalKind',
  {
    NORMAL: 'NORMAL',
    ROI: 'ROI',
    PRINCIPLE: 'PRINCIPLE',
    COMPOUND: 'COMPOUND',
  },
  'NORMAL from Income, ROI from ROI, PRINCIPLE ends an investment, COMPOUND the whole Compound balance',
);
export type WithdrawalKindEnum = EnumValue<typeof WithdrawalKindEnum>;

@ObjectType()
export class WithdrawalRecord {
  @Field(() => ApprovalRequestRecord, { nullable: true, description: 'Set by a decision that waits for a second staff member (above approvalThreshold)' }) pendingApproval?: ApprovalRequestRecord | null;
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field(() => WithdrawalKindEnum) kind: string;
  @Field(() => MoneyScalar, { description: 'Held from the wallet' }) gross: bigint;
  @Field(() => MoneyScalar) fee: bigint;
  @Field(() => MoneyScalar, { description: 'Paid out' }) net: bigint;
  @Field() feePercent: string;
  @Field(() => String, { nullable: true }) bep20: string | null;
  @Field(() => String, { nullable: true }) trc20: string | null;
  @Field(() => RecordStatus) status: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) processedAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'PRINCIPLE: the investment it ends' }) investmentId?: number | null;
}

@ObjectType()
export class WithdrawalPage extends CursorPaginated(WithdrawalRecord) {}

@ObjectType({ description: 'Fee and net of a withdrawal, shown before confirming.' })
export class WithdrawalQuoteResult {
  @Field(() => WithdrawalKindEnum) kind: string;
  @Field(() => MoneyScalar) gross: bigint;
  @Field(() => MoneyScalar) fee: bigint;
  @Field(() => MoneyScalar) net: bigint;
  @Field() feePercent: string;
}

@InputType()
export class WithdrawalRequestInput {
  @Field(() => WithdrawalKindEnum) kind: WithdrawalKindEnum;
  @Field(() => MoneyScalar, { nullable: true, description: 'Required for NORMAL and ROI; COMPOUND takes the whole balance' }) amount?: string;
  @Field(() => Int, { nullable: true, description: 'PRINCIPLE: the investment to end' }) investmentId?: number;
  @Field({ nullable: true }) idempotencyKey?: string;
}
