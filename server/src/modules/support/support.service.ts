import type { Database } from '../../database/data-source';
import { badInput, forbidden, notFound } from '../../common/errors';
import { boundedText } from '../../common/validate';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import { SupportMessage, SupportStatus } from './support-message.entity';

export function parseSupportStatus(value: unknown): SupportStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'pending' || v === 'resolved') return v;
  // The legacy admin's words: 'inprogress' keeps it open; 'complete' and 'decline' both close it.
  if (v === 'inprogress' || v === 'in_progress' || v === 'in progress') return 'pending';
  if (v === 'complete' || v === 'completed' || v === 'resolve' || v === 'decline' || v === 'declined') return 'resolved';
  throw badInput('Status must be pending or resolved', { status: 'pending or resolved' });
}

/** Support messages: members write (while the `support` switch is on); admins reply and resolve. */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async create(memberId: number, input: { title: unknown; message: unknown }): Promise<SupportMessage> {
    await this.settings.requireOn('support', 'Support is currently disabled');
    const title = boundedText(input.title, 'title', 'Title', 3, 120);
    const message = boundedText(input.message, 'message', 'Message', 10, 2000);
    const row = await this.db.transaction(async (em) => {
      const r = em.create(SupportMessage, { userId: memberId, title, message, reply: null, status: 'pending', createdAt: new Date(), repliedAt: null, repliedBy: null });
      await em.insert(SupportMessage, r);
      return r;
    });
    await this.notifications.notifyAdmins({ title: `Support message #${row.id}`, message: title });
    return row;
  }

  async require(id: number): Promise<SupportMessage> {
    const m = await this.db.manager.findOne(SupportMessage, { where: { id } });
    if (!m) throw notFound('Support message not found');
    return m;
  }

  async list(opts: { memberId?: number; status?: SupportStatus; page: number; pageSize: number }) {
    const qb = this.db.manager.createQueryBuilder(SupportMessage, 's');
    if (opts.memberId) qb.andWhere('s.user_id = :m', { m: opts.memberId });
    if (opts.status) qb.andWhere('s.status = :s', { s: opts.status });
    const [items, total] = await qb.orderBy('s.id', 'DESC').skip((opts.page - 1) * opts.pageSize).take(opts.pageSize).getManyAndCount();
    return { items, total, page: opts.page, pageSize: opts.pageSize };
  }

  /** Admin: sets the status and (optionally) the reply; the member is notified. */
  async update(adminId: number, id: number, input: { status: unknown; reply?: unknown }): Promise<SupportMessage> {
    const status = parseSupportStatus(input.status);
    const reply = input.reply === undefined || input.reply === null || input.reply === '' ? undefined : boundedText(input.reply, 'reply', 'Reply', 1, 2000);
    const before = await this.require(id);
    const mailed = await this.db.transaction(async (em) => {
      await em.update(SupportMessage, { id }, { status, ...(reply !== undefined ? { reply, repliedAt: new Date(), repliedBy: adminId } : {}) });
      await this.audit.record(adminId, 'support.update', `support:${id}`, { from: before.status, to: status, replied: reply !== undefined }, em);
      // The member's notice is written with the update (issue 19 item 4).
      return this.notifications.notifyMember(
        before.userId,
        {
          title: reply !== undefined ? 'Support replied to your message' : `Your support message is ${status}`,
          message: reply !== undefined ? `"${before.title}": ${reply}` : `"${before.title}" is now ${status}.`,
        },
        em,
      );
    });
    await mailed();
    return this.require(id);
  }

  /** The owner or an admin deletes a message. */
  async remove(caller: { id: number; role: string }, id: number): Promise<void> {
    const m = await this.require(id);
    if (caller.role !== 'admin' && m.userId !== caller.id) throw forbidden();
    await this.db.transaction(async (em) => {
      await em.delete(SupportMessage, { id });
      if (caller.role === 'admin') await this.audit.record(caller.id, 'support.delete', `support:${id}`, undefined, em);
    });
  }
}
