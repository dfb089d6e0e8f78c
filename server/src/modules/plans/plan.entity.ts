import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

/** A BIGINT rate column: percent x 10,000 (see rates.ts). */
export function RateColumn(name: string) {
  return MoneyColumn({ name });
}

/**
 * An investment (membership) plan. Rates are exact integers (percent x 10,000). Plans are never
 * deleted: retiring clears `is_active`; running investments keep the terms copied at purchase.
 */
@Entity('plans')
export class Plan {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) description: string;
  /** The suggested amount (legacy `monthly_price`). */
  @MoneyColumn() price: bigint;
  @MoneyColumn({ name: 'min_amount' }) minAmount: bigint;
  /** 0 = open-ended. */
  @MoneyColumn({ name: 'max_amount' }) maxAmount: bigint;
  /** Daily ROI, percent x 10,000. */
  @RateColumn('roi_rate') roiRate: bigint;
  /** Sponsor (direct) bonus, percent x 10,000. */
  @RateColumn('sponsor_rate') sponsorRate: bigint;
  @Column({ name: 'period_months', type: 'int' }) periodMonths: number;
  @Column({ name: 'cap_multiplier', type: 'int', default: 2 }) capMultiplier: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at', nullable: true }) updatedAt: Date | null;
}

/** An activation plan: buying one activates the account and pays activation level income. */
@Entity('activation_plans')
export class ActivationPlan {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) description: string;
  @MoneyColumn() price: bigint;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at', nullable: true }) updatedAt: Date | null;
}

export const LEVEL_TABLES = ['INVESTMENT', 'ACTIVATION'] as const;
export type LevelTable = (typeof LEVEL_TABLES)[number];
export const LEVELS = 20;

/** One row of a level table: the share (percent x 10,000) paid to the upline at `level` (1..20). */
@Entity('level_rates')
export class LevelRate {
  @Column({ name: 'table_name', type: 'varchar', length: 16, primary: true }) table: LevelTable;
  @Column({ type: 'int', primary: true }) level: number;
  @RateColumn('rate') rate: bigint;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}
