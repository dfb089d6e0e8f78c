import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

export type DepositStatus = 'pending' | 'complete' | 'decline';
export type DepositMethod = 'WALLET' | 'MANUAL';

@Entity('deposits')
@Index('idx_deposit_status', ['status', 'id'])
// The per-day money report (moneyByDay) reads completed deposits by the day they were processed.
@Index('idx_deposit_status_processed', ['status', 'processedAt'])
export class Deposit {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @MoneyColumn() amount: bigint;
  @Column({ type: 'varchar', length: 8, default: 'BEP20' }) currency: string;
  @Column({ type: 'varchar', length: 8 }) method: DepositMethod;
  /** A transaction hash is accepted once (NULLs do not collide). */
  @Index({ unique: true }) @Column({ type: 'varchar', length: 100, nullable: true }) hash: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) image: string | null;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) status: DepositStatus;
  @Column({ type: 'boolean', default: false }) hidden: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'processed_at', nullable: true }) processedAt: Date | null;
  @Column({ name: 'processed_by', type: 'int', nullable: true }) processedBy: number | null;
}
