import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';

export enum RecordStatus {
  PENDING = 'pending',
  COMPLETE = 'complete',
  DECLINE = 'decline',
}
registerEnumType(RecordStatus, { name: 'RecordStatus', description: 'Deposit and withdrawal states' });

export enum Decision {
  COMPLETE = 'complete',
  DECLINE = 'decline',
}
registerEnumType(Decision, { name: 'Decision', description: 'An admin decision on a pending deposit or withdrawal' });

export enum Network {
  BEP20 = 'BEP20',
  TRC20 = 'TRC20',
}
registerEnumType(Network, { name: 'Network' });

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
