import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/** Every admin action, with who, what and on which record. */
@Entity('audit_log')
export class AuditLog {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'actor_id', type: 'int' }) actorId: number;
  @Column({ type: 'varchar', length: 64 }) action: string;
  @Column({ type: 'varchar', length: 64, default: '' }) target: string;
  @Column({ type: 'text', nullable: true }) details: string | null;
  /** JSON of the record before and after the change, when the action edits one. */
  @Column({ name: 'before_state', type: 'text', nullable: true }) beforeState: string | null;
  @Column({ name: 'after_state', type: 'text', nullable: true }) afterState: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
