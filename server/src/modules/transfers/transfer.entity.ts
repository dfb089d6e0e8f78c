import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

export type TransferKind = 'member' | 'friend' | 'to_active';

@Entity('transfers')
export class Transfer {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'from_user_id', type: 'int' }) fromUserId: number;
  @Index() @Column({ name: 'to_user_id', type: 'int' }) toUserId: number;
  @MoneyColumn() amount: bigint;
  @MoneyColumn() fee: bigint;
  /** For to_active: the source wallet (INCOME or ROI). */
  @Column({ name: 'source_wallet', type: 'varchar', length: 16, default: 'ACTIVE' }) sourceWallet: string;
  @Column({ type: 'varchar', length: 200, default: '' }) description: string;
  @Column({ type: 'varchar', length: 12 }) kind: TransferKind;
  @Column({ type: 'varchar', length: 10, default: 'complete' }) status: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
