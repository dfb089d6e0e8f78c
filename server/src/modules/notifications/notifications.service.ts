import { EntityManager, In, IsNull, Not } from 'typeorm';
import { afterCommit, type Database } from '../../database/data-source';
import type { Mailer } from '../../common/mail';
import { log } from '../../common/logger';
import type { UploadService } from '../../common/uploads/upload.service';
import { badInput, forbidden, notFound } from '../../common/errors';
import { boundedText, positiveId } from '../../common/validate';
import { dateParam, execute, insertRow, insertRows } from '../../database/sql';
import type { AuditService } from '../audit/audit.service';
import { User } from '../users/user.entity';
import { HomeBanner, Notification, NotificationAudience, NotificationRecipient, NotificationType } from './notification.entities';

/** What `notificationAdded` carries: enough for each socket's filter to decide who receives it. */
export interface NotificationEvent {
  notificationId: number;
  audience: NotificationAudience;
  /** Recipient ids for SELECTED (small by nature); empty for ALL and ADMINS. */
  userIds: number[];
}

export interface NotificationInput {
  title: unknown;
  message: unknown;
  type?: unknown;
  /** true = every member; otherwise `recipients` names them. */
  toAll?: unknown;
  recipients?: unknown;
  /** An upload name in the `banners` area (POST /api/v1/uploads/banner). */
  image?: unknown;
}

/** A member's view of one notification. */
export interface MemberNotification {
  notification: Notification;
  seen: boolean;
  seenAt: Date | null;
}

const TYPES: Record<string, NotificationType> = {
  notification: 'notification',
  site_popup: 'site_popup',
  sitepopup: 'site_popup',
  'site popup': 'site_popup',
  home: 'home',
};
const MAX_RECIPIENTS = 5000;

/**
 * What a notice written in the caller's transaction still has to do once that transaction has
 * committed: the first attempt at its mail in a process that sends mail (see `Mailer.settle`). It
 * never throws; a mail it leaves unsent is the mail worker's.
 */
export type AfterNotice = () => Promise<void>;
const NOTHING: AfterNotice = async () => undefined;

export function parseNotificationType(value: unknown): NotificationType {
  if (value === undefined || value === null || value === '') return 'notification';
  const t = typeof value === 'string' ? TYPES[value.trim().toLowerCase()] : undefined;
  if (!t) throw badInput('Type must be notification, site_popup or home', { type: 'notification, site_popup or home' });
  return t;
}

function parseRecipients(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('Choose all users or at least one member', { recipients: 'at least one member' });
  if (value.length > MAX_RECIPIENTS) throw badInput(`At most ${MAX_RECIPIENTS} members at once`, { recipients: `at most ${MAX_RECIPIENTS}` });
  return [...new Set(value.map((v) => positiveId(v, 'recipients')))];
}

/**
 * Notifications to all members, chosen members or the admins, with a per-recipient "seen" row;
 * the home banner; member mails for the events that matter to them. `notificationAdded` is
 * published after each commit (see `onAdded`).
 */
export class NotificationsService {
  private readonly listeners: Array<(e: NotificationEvent) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly uploads: UploadService,
    private readonly audit: AuditService,
    /** A member's row for addressing mail (app/services.ts passes the session cache's). */
    private readonly memberRow: (id: number) => Promise<User | null> = (id) => this.db.manager.findOne(User, { where: { id } }),
  ) {}

  /** Registers the publisher of `notificationAdded` (app/services.ts). */
  onAdded(listener: (e: NotificationEvent) => void) {
    this.listeners.push(listener);
  }

  private publish(e: NotificationEvent) {
    for (const l of this.listeners) l(e);
  }

  /** Admin compose (createNotification / POST notifications). */
  async create(adminId: number, input: NotificationInput): Promise<Notification> {
    const title = boundedText(input.title, 'title', 'Title', 3, 120);
    const message = boundedText(input.message, 'message', 'Message', 1, 2000);
    const type = parseNotificationType(input.type);
    const toAll = input.toAll === true || input.toAll === 'true' || input.toAll === 1;
    const recipients = toAll ? [] : parseRecipients(input.recipients);
    const image = input.image === undefined || input.image === null || input.image === '' ? null : String(input.image);
    if (type === 'site_popup' && !image) throw badInput('An image is required for a site pop-up', { image: 'required' });
    if (recipients.length) {
      const found = await this.db.manager.count(User, { where: { id: In(recipients), role: 'user' } });
      if (found !== recipients.length) throw badInput('Unknown member among the recipients', { recipients: 'unknown member' });
    }
    const n = await this.db.transaction(async (em) => {
      if (image) await this.uploads.attach(em, image, adminId, 'banners');
      const row = await this.insert(em, { title, message, type, audience: toAll ? 'ALL' : 'SELECTED', image, createdBy: adminId }, recipients);
      await this.audit.record(adminId, 'notification.create', `notification:${row.id}`, { type, toAll, recipients: recipients.length }, em);
      return row;
    });
    this.publish({ notificationId: n.id, audience: n.audience, userIds: recipients });
    return n;
  }

  private async insert(em: EntityManager, fields: Omit<Notification, 'id' | 'createdAt'>, recipients: number[]): Promise<Notification> {
    const row = em.create(Notification, { ...fields, createdAt: new Date() });
    await insertRow(em, Notification, row);
    if (fields.audience === 'ALL' || fields.audience === 'ADMINS') {
      // Set-based: one statement however many members there are.
      await execute(em, 'INSERT INTO notification_recipients (notification_id, user_id, seen, seen_at) SELECT ?, id, 0, NULL FROM users WHERE role = ? AND deleted_at IS NULL', [
        row.id,
        fields.audience === 'ALL' ? 'user' : 'admin',
      ]);
    } else {
      for (let i = 0; i < recipients.length; i += 500) {
        await insertRows(
          em,
          NotificationRecipient,
          recipients.slice(i, i + 500).map((userId) => ({ notificationId: row.id, userId, seen: false, seenAt: null })),
        );
      }
    }
    return row;
  }

  /**
   * One member's notice (deposit decided, ticket answered …); with `email`, also mailed.
   *
   * With `em` (the transaction that decides it) the notice and its mail's outbox row are written in
   * that transaction: a rolled-back decision notifies nobody, a committed one is never without its
   * mail, whatever happens to this process after the commit. `notificationAdded` is published once
   * it commits; the caller awaits the returned step after its commit (the mail's first attempt).
   * Errors are the caller's (its transaction rolls back).
   *
   * Without `em` the notice is a decision of its own: its own transaction, published and mailed at
   * once. Never throws then (logged).
   */
  async notifyMember(memberId: number, notice: { title: string; message: string; email?: boolean }, em?: EntityManager): Promise<AfterNotice> {
    if (em) {
      const { n, mail } = await this.writeMemberNotice(em, memberId, notice, await this.memberFor(em, memberId, notice));
      const event: NotificationEvent = { notificationId: n.id, audience: 'SELECTED', userIds: [memberId] };
      if (!afterCommit(em, () => this.publish(event))) this.publish(event);
      return mail === null ? NOTHING : () => this.settle(mail);
    }
    try {
      const user = notice.email ? await this.memberRow(memberId) : null;
      const { n, mail } = await this.db.transaction((tx) => this.writeMemberNotice(tx, memberId, notice, user));
      this.publish({ notificationId: n.id, audience: 'SELECTED', userIds: [memberId] });
      if (mail !== null) await this.settle(mail);
    } catch (err) {
      log.error({ err, memberId }, 'notifyMember failed');
    }
    return NOTHING;
  }

  /** The member's row for addressing a mail, read in the deciding transaction (none without `email`). */
  private async memberFor(em: EntityManager, memberId: number, notice: { email?: boolean }): Promise<User | null> {
    return notice.email ? em.findOne(User, { where: { id: memberId } }) : null;
  }

  /** The notice and (with a user to address) its outbox row, in `em`. */
  private async writeMemberNotice(em: EntityManager, memberId: number, notice: { title: string; message: string }, user: User | null) {
    const n = await this.insert(em, { title: notice.title.slice(0, 120), message: notice.message, type: 'notification', audience: 'SELECTED', image: null, createdBy: null }, [memberId]);
    const mail = user ? await this.mailer.add(em, { to: user.email, subject: notice.title, text: `Hello ${user.fullname},\n\n${notice.message}\n\nMeridian` }) : null;
    return { n, mail };
  }

  private async settle(mail: number): Promise<void> {
    try {
      await this.mailer.settle([mail]);
    } catch (err) {
      log.error({ err, mailId: mail }, 'Mail: first attempt failed (left to the mail worker)');
    }
  }

  /** A notice to every member (system use; admins compose through `create`). */
  async notifyAll(notice: { title: string; message: string }): Promise<void> {
    try {
      const n = await this.db.transaction((em) => this.insert(em, { title: notice.title.slice(0, 120), message: notice.message, type: 'notification', audience: 'ALL', image: null, createdBy: null }, []));
      this.publish({ notificationId: n.id, audience: 'ALL', userIds: [] });
    } catch (err) {
      log.error({ err }, 'notifyAll failed');
    }
  }

  /**
   * A notice on every admin's bell (a new ticket, a member's reply, a support message, a disabled
   * webhook endpoint). With `em`, written in the caller's transaction and published once it commits
   * (errors are the caller's); without, its own transaction, never throwing.
   */
  async notifyAdmins(notice: { title: string; message: string }, em?: EntityManager): Promise<void> {
    const write = (tx: EntityManager) => this.insert(tx, { title: notice.title.slice(0, 120), message: notice.message.slice(0, 2000), type: 'notification', audience: 'ADMINS', image: null, createdBy: null }, []);
    if (em) {
      const n = await write(em);
      const event: NotificationEvent = { notificationId: n.id, audience: 'ADMINS', userIds: [] };
      if (!afterCommit(em, () => this.publish(event))) this.publish(event);
      return;
    }
    try {
      const n = await this.db.transaction(write);
      this.publish({ notificationId: n.id, audience: 'ADMINS', userIds: [] });
    } catch (err) {
      log.error({ err }, 'notifyAdmins failed');
    }
  }

  async require(id: number): Promise<Notification> {
    const n = await this.db.manager.findOne(Notification, { where: { id } });
    if (!n) throw notFound('Notification not found');
    return n;
  }

  /** Admin list: composed notifications (not the admins' own notices), newest first, with seen counts. */
  async list(opts: { page: number; pageSize: number }) {
    const [items, total] = await this.db.manager.findAndCount(Notification, {
      where: { audience: In(['ALL', 'SELECTED']), createdBy: Not(IsNull()) },
      order: { id: 'DESC' },
      skip: (opts.page - 1) * opts.pageSize,
      take: opts.pageSize,
    });
    const counts = await this.counts(items.map((n) => n.id));
    return { items: items.map((n) => ({ notification: n, ...(counts.get(n.id) ?? { recipients: 0, seen: 0 }) })), total, page: opts.page, pageSize: opts.pageSize };
  }

  private async counts(ids: number[]): Promise<Map<number, { recipients: number; seen: number }>> {
    const out = new Map<number, { recipients: number; seen: number }>();
    if (!ids.length) return out;
    const rows: Array<{ id: number | string; total: number | string; seen: number | string | null }> = await this.db.manager
      .createQueryBuilder(NotificationRecipient, 'r')
      .select('r.notification_id', 'id')
      .addSelect('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN r.seen = :t THEN 1 ELSE 0 END)', 'seen')
      .where('r.notification_id IN (:...ids)', { ids })
      .setParameter('t', 1)
      .groupBy('r.notification_id')
      .getRawMany();
    for (const r of rows) out.set(Number(r.id), { recipients: Number(r.total), seen: Number(r.seen ?? 0) });
    return out;
  }

  /** The recipients' ids of SELECTED notifications (admin view), in one query per 500 notifications. */
  async recipientIds(notificationIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(notificationIds.map((id) => [id, []]));
    for (let i = 0; i < notificationIds.length; i += 500) {
      const rows = await this.db.manager.find(NotificationRecipient, { where: { notificationId: In(notificationIds.slice(i, i + 500)) }, select: { notificationId: true, userId: true } });
      for (const r of rows) out.get(r.notificationId)?.push(r.userId);
    }
    return out;
  }

  /** Public: site pop-ups and home notices addressed to everyone, newest first. */
  async home(limit = 20): Promise<Notification[]> {
    return this.db.manager.find(Notification, { where: { type: In(['site_popup', 'home']), audience: 'ALL' }, order: { id: 'DESC' }, take: limit });
  }

  /** A user's (member's or admin's) notifications: unseen first, then newest first. */
  async forUser(userId: number, opts: { page: number; pageSize: number; unseenOnly?: boolean }) {
    const qb = this.db.manager
      .createQueryBuilder(NotificationRecipient, 'r')
      .innerJoin(Notification, 'n', 'n.id = r.notification_id')
      .where('r.user_id = :u', { u: userId });
    if (opts.unseenOnly) qb.andWhere('r.seen = :f', { f: 0 });
    const total = await qb.getCount();
    const unseen = opts.unseenOnly ? total : await this.unseenCount(userId);
    const rows = await qb
      .orderBy('r.seen', 'ASC')
      .addOrderBy('r.notification_id', 'DESC')
      .offset((opts.page - 1) * opts.pageSize)
      .limit(opts.pageSize)
      .getMany();
    const notes = rows.length ? await this.db.manager.find(Notification, { where: { id: In(rows.map((r) => r.notificationId)) } }) : [];
    const byId = new Map(notes.map((n) => [n.id, n]));
    const items: MemberNotification[] = rows.map((r) => ({ notification: byId.get(r.notificationId)!, seen: r.seen, seenAt: r.seenAt }));
    return { items, total, unseen, page: opts.page, pageSize: opts.pageSize };
  }

  async unseenCount(userId: number): Promise<number> {
    return this.db.manager.count(NotificationRecipient, { where: { userId, seen: false } });
  }

  /** One notification as its recipient sees it; another user's = FORBIDDEN. */
  async forRecipient(userId: number, notificationId: number): Promise<MemberNotification> {
    const n = await this.require(notificationId);
    const r = await this.db.manager.findOne(NotificationRecipient, { where: { notificationId, userId } });
    if (!r) throw forbidden();
    return { notification: n, seen: r.seen, seenAt: r.seenAt };
  }

  /** Marks seen; a repeat keeps the first time. */
  async markSeen(userId: number, notificationId: number): Promise<MemberNotification> {
    await this.forRecipient(userId, notificationId);
    await this.db.transaction((em) =>
      execute(em, 'UPDATE notification_recipients SET seen = 1, seen_at = ? WHERE notification_id = ? AND user_id = ? AND seen = 0', [dateParam(this.db.engine, new Date()), notificationId, userId]),
    );
    return this.forRecipient(userId, notificationId);
  }

  async markAllSeen(userId: number): Promise<number> {
    return this.db.transaction((em) => execute(em, 'UPDATE notification_recipients SET seen = 1, seen_at = ? WHERE user_id = ? AND seen = 0', [dateParam(this.db.engine, new Date()), userId]));
  }

  /** Deletes a notification, its recipient rows and its image. */
  async remove(adminId: number, id: number): Promise<void> {
    const n = await this.require(id);
    await this.db.transaction(async (em) => {
      await em.delete(NotificationRecipient, { notificationId: id });
      await em.delete(Notification, { id });
      await this.audit.record(adminId, 'notification.delete', `notification:${id}`, { title: n.title }, em);
    });
    await this.uploads.remove(n.image);
  }

  /** Replaces the home banner with an upload of the admin in the `banners` area; the old file goes. */
  async setBanner(adminId: number, imageInput: unknown): Promise<HomeBanner> {
    if (typeof imageInput !== 'string' || !imageInput) throw badInput('An image is required', { image: 'required' });
    const old = await this.db.manager.find(HomeBanner);
    const banner = await this.db.transaction(async (em) => {
      await this.uploads.attach(em, imageInput, adminId, 'banners');
      await em.createQueryBuilder().delete().from(HomeBanner).execute();
      const row = em.create(HomeBanner, { image: imageInput, createdBy: adminId, createdAt: new Date() });
      await em.insert(HomeBanner, row);
      await this.audit.record(adminId, 'banner.set', `banner:${row.id}`, undefined, em);
      return row;
    });
    for (const b of old) await this.uploads.remove(b.image);
    return banner;
  }

  async banner(): Promise<HomeBanner | null> {
    return this.db.manager.findOne(HomeBanner, { where: {}, order: { id: 'DESC' } });
  }
}
