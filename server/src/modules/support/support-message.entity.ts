import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

export type SupportStatus = 'pending' | 'resolved';

/** A member's support message and the admin's reply. */
@Entity('support_messages')
@Index('idx_support_status', ['status', 'id'])
export class SupportMessage {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'text', nullable: true }) reply: string | null;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) status: SupportStatus;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'replied_at', nullable: true }) repliedAt: Date | null;
  @Column({ name: 'replied_by', type: 'int', nullable: true }) repliedBy: number | null;
}
