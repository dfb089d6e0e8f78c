import { Column, Entity, Index } from 'typeorm';
import { MoneyColumn } from '../../common/columns';

/**
 * The earnings cap of a member (BUSINESS-RULES §4). Earning is open iff earned < cap_total;
 * "Limit" = cap_total - earned (>= 0).
 */
@Entity('member_cap')
export class MemberCap {
  @Column({ name: 'member_id', type: 'int', primary: true }) memberId: number;
  /** Sum over held investments of amount x multiplier (3 when CTO-qualified). */
  @MoneyColumn({ name: 'cap_total' }) capTotal: bigint;
  /** All incomes credited since activation. */
  @MoneyColumn() earned: bigint;
  @Column({ name: 'cto_qualified', type: 'boolean', default: false }) ctoQualified: boolean;
}

/** Income per member, day and kind (the ledger EntryKind), kept in the crediting transaction. */
@Entity('income_daily')
@Index('idx_income_daily_day_kind', ['day', 'kind'])
export class IncomeDaily {
  @Column({ name: 'member_id', type: 'int', primary: true }) memberId: number;
  @Column({ type: 'varchar', length: 10, primary: true }) day: string;
  @Column({ type: 'varchar', length: 32, primary: true }) kind: string;
  @MoneyColumn() amount: bigint;
  @Column({ type: 'int', default: 0 }) entries: number;
}
