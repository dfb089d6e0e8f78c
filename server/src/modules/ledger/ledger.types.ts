import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { MoneyScalar } from '../../common/scalars';
import { KeysetPaginated } from '../../common/pagination';
import { ApprovalRequestRecord } from '../staff/staff.types';

export const WalletKind = graphqlEnum('WalletKind', { ACTIVE: 'ACTIVE', INCOME: 'INCOME', ROI: 'ROI', COMPOUND: 'COMPOUND' }, 'Active, Income, ROI and Compound wallets');
export type WalletKind = EnumValue<typeof WalletKind>;

export const AdjustAction = graphqlEnum('AdjustAction', { CREDIT: 'credit', DEBIT: 'debit' });
export type AdjustAction = EnumValue<typeof AdjustAction>;

@ObjectType({ description: 'One line of a wallet ledger.' })
export class WalletEntry {
  @Field(() => Int) id: number;
  @Field(() => WalletKind) wallet: string;
  @Field({ description: 'Entry kind, e.g. DEPOSIT, TRANSFER_IN, WITHDRAWAL_HOLD' }) kind: string;
  @Field(() => MoneyScalar, { description: 'Signed: credits positive, debits negative' }) amount: bigint;
  @Field(() => MoneyScalar) balanceAfter: bigint;
  @Field() description: string;
  @Field(() => Int, { description: 'The posting this line belongs to' }) transactionId: number;
  @Field() createdAt: Date;
}

@ObjectType()
export class WalletEntryPage extends KeysetPaginated(WalletEntry) {}

@ObjectType()
export class WalletBalances {
  @Field(() => Int) memberId: number;
  @Field(() => MoneyScalar) active: bigint;
  @Field(() => MoneyScalar) income: bigint;
  @Field(() => MoneyScalar) roi: bigint;
  @Field(() => MoneyScalar) compound: bigint;
}

@ObjectType()
export class Reconciliation {
  @Field() ok: boolean;
  @Field(() => Int) accounts: number;
  @Field(() => Int) transactions: number;
  @Field(() => Int) entries: number;
  @Field(() => [String]) problems: string[];
}

@ObjectType()
export class WalletAdjustment {
  @Field(() => Int, { nullable: true, description: 'The posting; null while the adjustment waits for a second staff member' }) transactionId: number | null;
  @Field(() => ApprovalRequestRecord, { nullable: true, description: 'Set when a second staff member must approve it first (maker-checker)' }) pendingApproval?: ApprovalRequestRecord | null;
  @Field(() => Int) memberId: number;
  @Field(() => WalletKind) wallet: string;
  @Field(() => AdjustAction) action: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field() reason: string;
}

@InputType()
export class AdjustWalletInput {
  @Field(() => Int) memberId: number;
  @Field(() => WalletKind) wallet: WalletKind;
  @Field(() => AdjustAction) action: AdjustAction;
  @Field(() => MoneyScalar) amount: string;
  @Field({ nullable: true }) reason?: string;
  /** Required: names the posting, so a retry never credits twice. */
  @Field() idempotencyKey: string;
}
