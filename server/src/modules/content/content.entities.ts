import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/** A news item: admins publish, everyone reads (REST-CONTRACT §4.24). */
@Entity('news')
export class News {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'created_by', type: 'int' }) createdBy: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}

/** An achiever card shown on the home page (REST-CONTRACT §4.4). */
@Entity('achievers')
export class Achiever {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) username: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) description: string;
  /** Upload name `achievers/<hex>.<ext>`. */
  @Column({ type: 'varchar', length: 100 }) image: string;
  @Column({ name: 'created_by', type: 'int' }) createdBy: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** A content offer, for everyone or for chosen members (REST-CONTRACT §4.26). No money moves. */
@Entity('offers')
@Index('idx_offer_window', ['status', 'startDate'])
export class Offer {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) description: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) image: string | null;
  /** YYYY-MM-DD, inclusive. */
  @Column({ name: 'start_date', type: 'varchar', length: 10 }) startDate: string;
  @Column({ name: 'end_date', type: 'varchar', length: 10 }) endDate: string;
  @Column({ type: 'boolean', default: true }) status: boolean;
  /** true = every member; false = only the members in offer_members. */
  @Column({ name: 'all_members', type: 'boolean', default: true }) allMembers: boolean;
  @Column({ name: 'created_by', type: 'int' }) createdBy: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** The members a targeted offer is addressed to. */
@Entity('offer_members')
export class OfferMember {
  @PrimaryColumn({ name: 'offer_id', type: 'int' }) offerId: number;
  @Index() @PrimaryColumn({ name: 'member_id', type: 'int' }) memberId: number;
}

/** A consultation a member books; pending until an admin confirms or cancels it (REST-CONTRACT §4.6). */
@Entity('bookings')
@Index('idx_booking_member', ['memberId', 'id'])
export class Booking {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'member_id', type: 'int' }) memberId: number;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** HH:mm */
  @Column({ type: 'varchar', length: 5 }) time: string;
  @Column({ type: 'varchar', length: 120 }) topic: string;
  @Column({ type: 'varchar', length: 2000, default: '' }) message: string;
  /** pending | confirmed | cancelled */
  @Index() @Column({ type: 'varchar', length: 16, default: 'pending' }) status: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}
