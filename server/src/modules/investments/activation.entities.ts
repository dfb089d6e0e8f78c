import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

export type ActivationKind = 'ENTRY' | 'EPIN' | 'ACTIVATION_PLAN';

/** How a member was activated without an investment: entry fee, e-pin or activation plan (once per member). */
@Entity('activations')
export class Activation {
  @PrimaryGeneratedColumn() id: number;
  @Index('idx_activation_member', { unique: true }) @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'payer_id', type: 'int' }) payerId: number;
  @Column({ type: 'varchar', length: 16 }) kind: ActivationKind;
  /** Entry fee or activation plan price paid (0 for an e-pin). */
  @MoneyColumn() amount: bigint;
  @Column({ name: 'activation_plan_id', type: 'int', nullable: true }) activationPlanId: number | null;
  @Column({ name: 'epin_id', type: 'int', nullable: true }) epinId: number | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** An e-pin: an admin-issued code a member redeems once to activate an account. */
@Entity('epins')
export class Epin {
  @PrimaryGeneratedColumn() id: number;
  @Index('idx_epin_code', { unique: true }) @Column({ type: 'varchar', length: 32 }) code: string;
  @Column({ type: 'varchar', length: 8, default: 'unused' }) status: 'unused' | 'used';
  @Column({ name: 'used_by', type: 'int', nullable: true }) usedBy: number | null;
  @DateColumn({ name: 'used_at', nullable: true }) usedAt: Date | null;
  @Column({ name: 'created_by', type: 'int', nullable: true }) createdBy: number | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
