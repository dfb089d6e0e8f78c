import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';

export const TransferSource = graphqlEnum('TransferSource', { INCOME: 'INCOME', ROI: 'ROI' }, 'Wallet moved to Active');
export type TransferSource = EnumValue<typeof TransferSource>;

@ObjectType()
export class TransferRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) fromMemberId: number;
  @Field(() => Int) toMemberId: number;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => MoneyScalar) fee: bigint;
  @Field({ description: "'member', 'friend' or 'to_active'" }) kind: string;
  @Field() sourceWallet: string;
  @Field() description: string;
  @Field() status: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A transfer to a member before confirming: its fee (rules/fees.ts) and the total taken from the Active wallet.' })
export class TransferQuote {
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => MoneyScalar) fee: bigint;
  @Field(() => MoneyScalar, { description: 'amount + fee, taken from the Active wallet' }) total: bigint;
  @Field({ description: 'The transfer fee in percent' }) feePercent: string;
}

@ObjectType()
export class TransferPage extends CursorPaginated(TransferRecord) {}

@ObjectType()
export class MoveResult {
  @Field() success: boolean;
  @Field() message: string;
  @Field(() => MoneyScalar) transferredAmount: bigint;
}

@InputType()
export class TransferToMemberInput {
  @Field({ description: "Recipient's email or referral code" }) recipient: string;
  @Field(() => MoneyScalar) amount: string;
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) idempotencyKey?: string;
}
