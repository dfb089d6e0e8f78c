import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

export type NotificationType = 'notification' | 'site_popup' | 'home';
/** ALL: every member; SELECTED: chosen members; ADMINS: the admins' own bell (new tickets, replies). */
export type NotificationAudience = 'ALL' | 'SELECTED' | 'ADMINS';

@Entity('notifications')
@Index('idx_notification_type', ['type', 'audience', 'id'])
export class Notification {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', length: 16, default: 'notification' }) type: NotificationType;
  @Column({ type: 'varchar', length: 10, default: 'SELECTED' }) audience: NotificationAudience;
  /** An upload in the `banners` area (site pop-ups and home notices), or null. */
  @Column({ type: 'varchar', length: 100, nullable: true }) image: string | null;
  @Column({ name: 'created_by', type: 'int', nullable: true }) createdBy: number | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One row per recipient: what the bell counts and where "seen" is kept. */
@Entity('notification_recipients')
@Index('idx_recipient_user', ['userId', 'seen', 'notificationId'])
export class NotificationRecipient {
  @PrimaryColumn({ name: 'notification_id', type: 'int' }) notificationId: number;
  @PrimaryColumn({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'boolean', default: false }) seen: boolean;
  @DateColumn({ name: 'seen_at', nullable: true }) seenAt: Date | null;
}

/** The home page banner image; the newest row is the current one. */
@Entity('home_banners')
export class HomeBanner {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) image: string;
  @Column({ name: 'created_by', type: 'int' }) createdBy: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
