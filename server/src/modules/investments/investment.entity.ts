import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../../common/columns';

export type InvestmentKind = 'TOPUP' | 'RETOPUP' | 'FRIEND' | 'ENTRY' | 'EPIN';
/**
 * EXPIRED: the term ended (no more ROI, out of the cap and the team business) while its principal is
 * still held until the member withdraws it; CLAIMING: an expired investment whose principal withdrawal
 * is pending (EXPIRED again on decline); REVERSED: undone by an admin (principal returned to the payer).
 */
export type InvestmentStatus = 'RUNNING' | 'PAUSED' | 'CLOSED' | 'EXPIRED' | 'CLAIMING' | 'REVERSED';
/** Statuses whose principal a member may withdraw (`add/principle`). */
export const WITHDRAWABLE_STATUSES: InvestmentStatus[] = ['RUNNING', 'EXPIRED'];
/** Statuses whose principal counts: for the cap and the team business (PAUSED = withdrawal pending). */
export const HELD_STATUSES: InvestmentStatus[] = ['RUNNING', 'PAUSED'];

/**
 * A member's investment: principal bought under a plan, with the plan's terms copied at purchase.
 * A run for day D pays the investments running on D: start_day <= D < end_day, and RUNNING (or
 * EXPIRED since) or stopped after D (`stopped_day` > D).
 */
@Entity('investments')
@Index('idx_investment_status_day', ['status', 'startDay'])
export class Investment {
  @PrimaryGeneratedColumn() id: number;
  @Index('idx_investment_member') @Column({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'payer_id', type: 'int' }) payerId: number;
  @Column({ name: 'plan_id', type: 'int' }) planId: number;
  @Column({ type: 'varchar', length: 16 }) kind: InvestmentKind;
  @MoneyColumn() amount: bigint;
  /** Daily ROI, percent x 10,000, copied from the plan. */
  @MoneyColumn({ name: 'roi_rate' }) roiRate: bigint;
  @Column({ name: 'cap_multiplier', type: 'int' }) capMultiplier: number;
  /** Platform day of purchase, YYYY-MM-DD. */
  @Column({ name: 'start_day', type: 'varchar', length: 10 }) startDay: string;
  /** Exclusive: start + plan months. */
  @Column({ name: 'end_day', type: 'varchar', length: 10 }) endDay: string;
  /**
   * The platform day it stopped earning before its term (a principal withdrawal requested, a
   * reversal), YYYY-MM-DD; null while it earns. A run for a day before it, made late, still pays it.
   */
  @Column({ name: 'stopped_day', type: 'varchar', length: 10, nullable: true }) stoppedDay: string | null;
  @Column({ type: 'varchar', length: 10, default: 'RUNNING' }) status: InvestmentStatus;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  /** The admin's note (REST §4.19 `note`): trimmed text, at most 500 characters; '' when none. */
  @Column({ type: 'varchar', length: 500, default: '' }) note: string;
  /** The payer's description (PAGES `/user/top`, REST `transfer/friend` `desc`): trimmed, at most 200 characters; '' when none. */
  @Column({ type: 'varchar', length: 200, default: '' }) description: string;
  /**
   * Deleted by an admin (`DELETE topup/{id}`): reversed first, then left out of every top-up list.
   * The row and its ledger postings stay as history.
   */
  @Column({ type: 'boolean', default: false }) hidden: boolean;
}
