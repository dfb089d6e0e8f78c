import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/**
 * A personal API token of a member or staff member (issue 18): the secret is shown once and kept
 * only as its SHA-256; `prefix` (the first characters, e.g. `mrd_pat_AbC1`) lets the owner recognise it.
 */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Index({ unique: true }) @Column({ name: 'token_hash', type: 'varchar', length: 64 }) tokenHash: string;
  @Column({ type: 'varchar', length: 16 }) prefix: string;
  /** Space-separated scope names. */
  @Column({ type: 'varchar', length: 1000 }) scopes: string;
  /** GraphQL cost per minute; null: the default budget. */
  @Column({ name: 'cost_budget', type: 'int', nullable: true }) costBudget: number | null;
  @DateColumn({ name: 'expires_at' }) expiresAt: Date;
  @DateColumn({ name: 'last_used_at', nullable: true }) lastUsedAt: Date | null;
  @Column({ name: 'last_used_ip', type: 'varchar', length: 64, nullable: true }) lastUsedIp: string | null;
  @DateColumn({ name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
