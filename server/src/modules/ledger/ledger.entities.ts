import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

/** Member wallets. */
export const WALLETS = ['ACTIVE', 'INCOME', 'ROI', 'COMPOUND'] as const;
export type WalletType = (typeof WALLETS)[number];

/** System accounts: the other side of every member posting. */
export const SYSTEM_ACCOUNTS = [
  'DEPOSITS_CLEARING',
  'WITHDRAWALS_PAYABLE',
  'FEES',
  'INCOME_EXPENSE',
  'INVESTMENTS_HELD',
  'ADJUSTMENTS',
  'ENTRY_FEES',
  'PAYOUTS',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Each system account is kept as SYSTEM_SHARDS rows of the same `type` (`sys:NAME`, `sys:NAME:1`, ...):
 * every posting touches one of them, chosen by its transaction id, so concurrent postings (deposit
 * decisions on several replicas) do not queue on one row lock. A system account's balance is the sum
 * of its rows (`type = NAME AND owner_id IS NULL`); each row still equals the sum of its entries.
 */
export const SYSTEM_SHARDS = 8;

export function systemAccountCode(name: SystemAccount, shard: number): string {
  return shard === 0 ? `sys:${name}` : `sys:${name}:${shard}`;
}

/** Ledger entry kinds (what a line means for the member). */
export type EntryKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL_HOLD'
  | 'WITHDRAWAL_PAYOUT'
  | 'WITHDRAWAL_RETURN'
  | 'WITHDRAWAL_FEE'
  | 'TRANSFER_OUT'
  | 'TRANSFER_IN'
  | 'TRANSFER_FEE'
  | 'WALLET_MOVE'
  | 'COMPOUND_IN'
  | 'COMPOUND_ROI'
  | 'COMPOUND_WITHDRAWAL'
  | 'ADMIN_CREDIT'
  | 'ADMIN_DEBIT'
  | 'TOPUP'
  | 'RETOPUP'
  | 'ENTRY_FEE'
  | 'ROI'
  | 'DIRECT_INCOME'
  | 'LEVEL_INCOME'
  | 'ACTIVATION_LEVEL_INCOME'
  | 'REWARD'
  | 'SALARY'
  | 'CTO'
  | 'LEADERSHIP'
  | 'SYSTEM';

/** An account: a member wallet (owner_id set) or a system account. Balance is a cache of its entries. */
@Entity('accounts')
// The engine locks and joins one wallet type over member-id ranges (migration EngineIndexes).
@Index('idx_account_type_owner', ['type', 'ownerId'])
export class Account {
  @PrimaryGeneratedColumn() id: number;
  /** `u:<memberId>:<WALLET>` or `sys:<NAME>`. */
  @Index({ unique: true }) @Column({ type: 'varchar', length: 64 }) code: string;
  @Index() @Column({ name: 'owner_id', type: 'int', nullable: true }) ownerId: number | null;
  @Column({ type: 'varchar', length: 32 }) type: string;
  @MoneyColumn() balance: bigint;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One posting: >= 2 entries summing to zero, once per idempotency key. */
@Entity('ledger_transactions')
@Index('idx_ltx_reference', ['referenceType', 'referenceId'])
export class LedgerTransaction {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 32 }) kind: string;
  @Index({ unique: true }) @Column({ name: 'idempotency_key', type: 'varchar', length: 191 }) idempotencyKey: string;
  @Column({ name: 'reference_type', type: 'varchar', length: 32, nullable: true }) referenceType: string | null;
  @Column({ name: 'reference_id', type: 'int', nullable: true }) referenceId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) memo: string;
  @Column({ name: 'created_by', type: 'int', nullable: true }) createdBy: number | null;
  /** Incomes: the platform day the posting counts for in `income_daily` (a run for D may post on D+1). */
  @Column({ name: 'income_day', type: 'varchar', length: 10, nullable: true }) incomeDay: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

@Entity('ledger_entries')
@Index('idx_entry_member_kind', ['memberId', 'kind'])
@Index('idx_entry_kind', ['kind', 'id'])
export class LedgerEntry {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'transaction_id', type: 'int' }) transactionId: number;
  @Column({ name: 'account_id', type: 'int' }) accountId: number;
  /** Owner of the account when it is a member wallet (denormalised for member queries). */
  @Column({ name: 'member_id', type: 'int', nullable: true }) memberId: number | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) wallet: string | null;
  @Column({ type: 'varchar', length: 32 }) kind: string;
  /** Signed: credit > 0, debit < 0. */
  @MoneyColumn() amount: bigint;
  @MoneyColumn({ name: 'balance_after' }) balanceAfter: bigint;
  /** Counterparty member (sender, source of an income), when there is one. */
  @Column({ name: 'counterparty_id', type: 'int', nullable: true }) counterpartyId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) description: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** Client-sent idempotency keys with a hash of the request and the first answer. */
@Entity('idempotency_keys')
export class IdempotencyRecord {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_idem_user_key', { unique: true }) @Column({ name: 'scope_key', type: 'varchar', length: 191 }) scopeKey: string;
  @Column({ name: 'request_hash', type: 'varchar', length: 64 }) requestHash: string;
  @Column({ name: 'status_code', type: 'int', default: 0 }) statusCode: number;
  @Column({ type: 'text', nullable: true }) response: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/**
 * Where the last clean reconciliation of recent postings stopped (one row, id 1): every entry up to
 * `entryId` and every transaction up to `transactionId` was checked, and `ledger_bucket_checkpoints`
 * holds each bucket's sums as of that entry. The next check reads only what came after.
 */
@Entity('ledger_checkpoint')
export class LedgerCheckpoint {
  @PrimaryColumn({ type: 'int' }) id: number;
  @Column({ name: 'entry_id', type: 'int' }) entryId: number;
  @Column({ name: 'transaction_id', type: 'int' }) transactionId: number;
  @DateColumn({ name: 'checked_at' }) checkedAt: Date;
}

/**
 * A bucket of 4,096 account ids as of the checkpoint's entry (fingerprint.ts): the sum of its
 * accounts' entries up to there, and the two weighted sums of the same entries (modulo their primes;
 * each check adds to them, so they are stored unreduced).
 */
@Entity('ledger_bucket_checkpoints')
export class LedgerBucketCheckpoint {
  @PrimaryColumn({ type: 'int' }) bucket: number;
  @MoneyColumn() balance: bigint;
  @Column({ type: 'bigint', default: 0 }) f1: string;
  @Column({ type: 'bigint', default: 0 }) f2: string;
}
