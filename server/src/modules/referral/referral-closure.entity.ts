import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Closure table of the sponsor tree: one row per (ancestor, descendant) with its depth (self = 0). */
@Entity('referral_closure')
@Index('idx_closure_descendant_depth', ['descendantId', 'depth'])
// One level of a member's downline in id order (downline pages by key).
@Index('idx_closure_ancestor_depth', ['ancestorId', 'depth', 'descendantId'])
export class ReferralClosure {
  @PrimaryColumn({ name: 'ancestor_id', type: 'int' }) ancestorId: number;
  @PrimaryColumn({ name: 'descendant_id', type: 'int' }) descendantId: number;
  @Column({ type: 'int' }) depth: number;
}
