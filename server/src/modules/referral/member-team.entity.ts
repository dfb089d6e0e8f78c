import { Column, Entity, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../../common/columns';

/**
 * Team aggregates of one member, kept current in the same transaction as each registration,
 * activation and principal change, so team figures never need a scan of the downline.
 */
@Entity('member_team')
export class MemberTeam {
  @PrimaryColumn({ name: 'member_id', type: 'int' }) memberId: number;
  @Column({ name: 'direct_count', type: 'int', default: 0 }) directCount: number;
  @Column({ name: 'active_directs', type: 'int', default: 0 }) activeDirects: number;
  /** Downline size, excluding the member. */
  @Column({ name: 'team_size', type: 'int', default: 0 }) teamSize: number;
  /** The member's own running principal (micro-units). */
  @MoneyColumn({ name: 'own_business' }) ownBusiness: bigint;
  /** Running principal of the whole downline, excluding the member (micro-units). */
  @MoneyColumn({ name: 'team_business' }) teamBusiness: bigint;
}

/**
 * The members exactly `depth` levels below a member (levels 1-20): how many, how many active, and
 * their running principal; kept with the same writes as `member_team`.
 */
@Entity('member_level_count')
export class MemberLevelCount {
  @PrimaryColumn({ name: 'member_id', type: 'int' }) memberId: number;
  @PrimaryColumn({ type: 'int' }) depth: number;
  @Column({ type: 'int', default: 0 }) members: number;
  @Column({ type: 'int', default: 0 }) active: number;
  @MoneyColumn() business: bigint;
}
