import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';

export const RecordStatus = graphqlEnum('RecordStatus', { PENDING: 'pending', COMPLETE: 'complete', DECLINE: 'decline' }, 'Deposit and withdrawal states');
export type RecordStatus = EnumValue<typeof RecordStatus>;

export const Decision = graphqlEnum('Decision', { COMPLETE: 'complete', DECLINE: 'decline' }, 'An admin decision on a pending deposit or withdrawal');
export type Decision = EnumValue<typeof Decision>;

export const Network = graphqlEnum('Network', { BEP20: 'BEP20', TRC20: 'TRC20' });
export type Network = EnumValue<typeof Network>;

@ObjectType()
export class DepositRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field(() => MoneyScalar) amount: bigint;
  @Field(() => Network) currency: string;
  @Field({ description: 'WALLET (transaction hash) or MANUAL (proof image)' }) method: string;
  @Field(() => String, { nullable: true }) hash: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the proof (owner and admins only)' }) proofUrl: string | null;
  @Field(() => RecordStatus) status: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) processedAt: Date | null;
}

@ObjectType()
export class DepositPage extends CursorPaginated(DepositRecord) {}

@InputType()
export class CreateDepositInput {
  @Field(() => MoneyScalar) amount: string;
  @Field(() => Network, { defaultValue: Network.BEP20 }) currency: Network;
  @Field({ nullable: true, description: 'Transaction hash of the payment' }) hash?: string;
  @Field({ nullable: true, description: 'Name returned by POST /api/v1/uploads/deposit-proof' }) proof?: string;
  @Field({ nullable: true }) idempotencyKey?: string;
}
