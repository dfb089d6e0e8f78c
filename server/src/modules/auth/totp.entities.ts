import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/**
 * One account's authenticator (TOTP, RFC 6238). The secret is stored encrypted (AES-256-GCM, key
 * derived from the server secret) and never returned after enrolment. `pendingSecret` is an
 * enrolment begun and not yet confirmed; `enabledAt` set means sign-in and step-up ask for a code.
 */
@Entity('user_totp')
export class UserTotp {
  @PrimaryColumn({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ name: 'secret_enc', type: 'varchar', length: 255, nullable: true }) secretEnc: string | null;
  @Column({ name: 'pending_secret_enc', type: 'varchar', length: 255, nullable: true }) pendingSecretEnc: string | null;
  @DateColumn({ name: 'pending_at', nullable: true }) pendingAt: Date | null;
  @DateColumn({ name: 'enabled_at', nullable: true }) enabledAt: Date | null;
  /** The last accepted time step: a code is accepted once (replay guard). */
  @Column({ name: 'last_step', type: 'int', default: 0 }) lastStep: number;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}

/** Single-use recovery codes (10 per enrolment), HMAC-hashed with the server secret. */
@Entity('totp_recovery_codes')
export class TotpRecoveryCode {
  @PrimaryGeneratedColumn() id: number;
  @Index('idx_totp_recovery_user') @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ name: 'code_hash', type: 'varchar', length: 128 }) codeHash: string;
  @DateColumn({ name: 'used_at', nullable: true }) usedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
