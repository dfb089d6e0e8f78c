import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

/** An investment (membership) plan. Percentages are exact decimal text ("0.5" = 0.5 %). */
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
  @Column({ name: 'roi_day', type: 'varchar', length: 12 }) roiDay: string;
  @Column({ name: 'sponsor_bonus', type: 'varchar', length: 12 }) sponsorBonus: string;
  @Column({ name: 'period_months', type: 'int' }) periodMonths: number;
  @Column({ name: 'cap_multiplier', type: 'int', default: 2 }) capMultiplier: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
