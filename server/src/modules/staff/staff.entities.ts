import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/** An invitation mailed to a new staff member: one use, hashed at rest, valid 7 days. */
@Entity('staff_invites')
export class StaffInvite {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Index({ unique: true }) @Column({ name: 'token_hash', type: 'varchar', length: 128 }) tokenHash: string;
  @Column({ name: 'invited_by', type: 'int' }) invitedBy: number;
  @DateColumn({ name: 'expires_at' }) expiresAt: Date;
  @DateColumn({ name: 'accepted_at', nullable: true }) acceptedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

export type ApprovalKind = 'wallet.adjust' | 'wallet.set' | 'member.wallets' | 'topup.reverse' | 'topup.delete' | 'withdrawal.complete';
/** `withdrawn`: the maker took it back while it was pending; nothing was posted. */
export type ApprovalStatus = 'pending' | 'applying' | 'approved' | 'rejected' | 'withdrawn';

/**
 * Maker-checker: a money action one staff member asked for, applied only when a different staff
 * member holding the same permission approves it. `payload` is the action's input (JSON, money as
 * decimal strings); `before`/`after` what the approval changed, for the audit log.
 */
@Entity('approval_requests')
@Index('idx_approval_status', ['status', 'id'])
export class ApprovalRequest {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 32 }) kind: ApprovalKind;
  @Column({ type: 'varchar', length: 32 }) permission: string;
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status: ApprovalStatus;
  @Column({ name: 'maker_id', type: 'int' }) makerId: number;
  @Column({ name: 'checker_id', type: 'int', nullable: true }) checkerId: number | null;
  @Index() @Column({ name: 'member_id', type: 'int', nullable: true }) memberId: number | null;
  /** The amount the action moves (micro-units as a decimal string), for the queue. */
  @Column({ type: 'varchar', length: 40, nullable: true }) amount: string | null;
  @Column({ type: 'varchar', length: 500 }) reason: string;
  @Column({ type: 'text' }) payload: string;
  /** The target record (`withdrawal:12`, `topup:5`): one pending request per target. */
  @Column({ type: 'varchar', length: 64, nullable: true }) target: string | null;
  /** The target while the request is pending, null once decided: at most one pending request per target. */
  @Index({ unique: true }) @Column({ name: 'pending_key', type: 'varchar', length: 64, nullable: true }) pendingKey: string | null;
  @Column({ name: 'decision_note', type: 'varchar', length: 500, nullable: true }) decisionNote: string | null;
  @Column({ type: 'text', nullable: true }) result: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'decided_at', nullable: true }) decidedAt: Date | null;
}
