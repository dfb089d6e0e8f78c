import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

export type WithdrawalKind = 'NORMAL' | 'ROI' | 'PRINCIPLE' | 'COMPOUND';
export type WithdrawalStatus = 'pending' | 'complete' | 'decline';

@Entity('withdrawals')
@Index('idx_withdrawal_kind_status', ['kind', 'status', 'id'])
// The per-day money report (moneyByDay) reads completed withdrawals by the day they were processed.
@Index('idx_withdrawal_status_processed', ['status', 'processedAt'])
export class Withdrawal {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'varchar', length: 12 }) kind: WithdrawalKind;
  /** Held from the source wallet at request. */
  @MoneyColumn() gross: bigint;
  @MoneyColumn() fee: bigint;
  @MoneyColumn() net: bigint;
  @Column({ name: 'fee_percent', type: 'varchar', length: 12, default: '0' }) feePercent: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) bep20: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) trc20: string | null;
  @Column({ name: 'investment_id', type: 'int', nullable: true }) investmentId: number | null;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) status: WithdrawalStatus;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'processed_at', nullable: true }) processedAt: Date | null;
  @Column({ name: 'processed_by', type: 'int', nullable: true }) processedBy: number | null;
}
