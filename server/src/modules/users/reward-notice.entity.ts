import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

/** An admin's reward notice to a member (one per member; a new one replaces it). No money moves. */
@Entity('reward_notices')
export class RewardNotice {
  @PrimaryGeneratedColumn() id: number;
  @Index({ unique: true }) @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @MoneyColumn() amount: bigint;
  @Column({ name: 'created_by', type: 'int' }) createdBy: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
