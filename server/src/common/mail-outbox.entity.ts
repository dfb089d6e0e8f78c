import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from './columns';

/**
 * A mail decided by the platform, written in the transaction that decides it and sent by a mail
 * worker (common/mail.ts). A sent mail keeps its recipient, subject and times; its body (codes,
 * links) is blanked once sent and the row removed after a week.
 */
@Entity('mail_outbox')
@Index('idx_mail_outbox_due', ['sentAt', 'nextAttemptAt'])
export class MailOutboxRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'to_address', type: 'varchar', length: 254 }) to: string;
  @Column({ type: 'varchar', length: 255 }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text', nullable: true }) html: string | null;
  /** Attempts made (sent or failed). */
  @Column({ type: 'int', default: 0 }) attempts: number;
  @DateColumn({ name: 'next_attempt_at' }) nextAttemptAt: Date;
  /** A worker's claim: its token, until when (then another worker may take the mail over). */
  @Column({ name: 'lock_token', type: 'varchar', length: 32, nullable: true }) lockToken: string | null;
  @DateColumn({ name: 'locked_until', nullable: true }) lockedUntil: Date | null;
  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true }) lastError: string | null;
  @DateColumn({ name: 'sent_at', nullable: true }) sentAt: Date | null;
  /** Given up after MAIL_RETRY_WINDOW (24 h) of failed attempts: kept, with the last error, for staff to see. */
  @DateColumn({ name: 'failed_at', nullable: true }) failedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
