import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';
import type { StaffRole } from '../../common/auth/permissions';

export type Role = 'user' | 'admin';
export type MemberStatus = 'unblock' | 'block';

/** Members and admins. Never exposed directly as a GraphQL type (it holds the password hash). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 32 }) username: string;
  @Index({ unique: true }) @Column({ name: 'referral_code', type: 'varchar', length: 32 }) referralCode: string;
  @Column({ type: 'varchar', length: 100 }) fullname: string;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 32, default: '' }) phone: string;
  @Column({ name: 'password_hash', type: 'varchar', length: 255 }) passwordHash: string;
  @Column({ type: 'varchar', length: 10, default: 'user' }) role: Role;
  /** Staff accounts (`role = 'admin'`): the bundle of permissions they hold; null for members. */
  @Column({ name: 'staff_role', type: 'varchar', length: 16, nullable: true }) staffRole: StaffRole | null;
  @Column({ type: 'varchar', length: 10, default: 'unblock' }) status: MemberStatus;
  @Column({ name: 'is_active', type: 'boolean', default: false }) isActive: boolean;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Index() @Column({ name: 'sponsor_id', type: 'int', nullable: true }) sponsorId: number | null;
  @Column({ name: 'token_version', type: 'int', default: 0 }) tokenVersion: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) bep20: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) trc20: string | null;
  @DateColumn({ name: 'activation_date', nullable: true }) activationDate: Date | null;
  @DateColumn({ name: 'last_login', nullable: true }) lastLogin: Date | null;
  @DateColumn({ name: 'deleted_at', nullable: true }) deletedAt: Date | null;
  /** Last change of the email, password or payout address: withdrawals wait `withdrawalHoldHours` after it. */
  @DateColumn({ name: 'security_changed_at', nullable: true }) securityChangedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
