import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/**
 * `email`: email verification codes; `withdrawal`: the mailed step-up OTP; `totp`: a step-up made
 * with the authenticator (no code is mailed: the row only records the 5-minute clearance).
 */
export type OtpPurpose = 'email' | 'withdrawal' | 'totp';

/** One-time codes, hashed at rest: email verification codes and withdrawal OTPs. */
@Entity('otp_codes')
@Index('idx_otp_lookup', ['email', 'purpose'])
export class OtpCode {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'user_id', type: 'int', nullable: true }) userId: number | null;
  @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 16 }) purpose: OtpPurpose;
  @Column({ name: 'code_hash', type: 'varchar', length: 128 }) codeHash: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @DateColumn({ name: 'expires_at' }) expiresAt: Date;
  @DateColumn({ name: 'verified_at', nullable: true }) verifiedAt: Date | null;
  /** Set when the clearance was spent or the code voided (too many misses, replaced). */
  @DateColumn({ name: 'consumed_at', nullable: true }) consumedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

@Entity('password_resets')
export class PasswordReset {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Index({ unique: true }) @Column({ name: 'token_hash', type: 'varchar', length: 128 }) tokenHash: string;
  @DateColumn({ name: 'expires_at' }) expiresAt: Date;
  @DateColumn({ name: 'used_at', nullable: true }) usedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
