import { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { AppError, badInput, forbidden, notFound } from '../../common/errors';
import { boundedText } from '../../common/validate';
import { execute, dateParam } from '../../database/sql';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { Ticket, TicketPriority, TicketResponse, TicketStatus } from './ticket.entities';
import type { WebhookSink } from '../webhooks/events';

export const TICKET_STATUSES: TicketStatus[] = ['open', 'in-progress', 'resolved', 'closed'];
export const TICKET_PRIORITIES: TicketPriority[] = ['low', 'normal', 'high'];
export const TICKET_CATEGORIES = ['Deposit', 'Withdrawal', 'Plans', 'Account', 'Other'];

/** Who acts on a ticket: its owner (a member) or an admin. */
export interface TicketCaller {
  id: number;
  role: 'user' | 'admin';
}

/** What `ticketResponseAdded` carries: a new reply, or a status change (response null). */
export interface TicketEvent {
  ticketId: number;
  ownerId: number;
  responseId: number | null;
}

export function parseTicketStatus(value: unknown): TicketStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase().replace(/[_ ]/g, '-') : '';
  if (!TICKET_STATUSES.includes(v as TicketStatus)) throw badInput('Status must be open, in-progress, resolved or closed', { status: 'open, in-progress, resolved or closed' });
  return v as TicketStatus;
}

export function parsePriority(value: unknown): TicketPriority {
  if (value === undefined || value === null || value === '') return 'normal';
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'medium') return 'normal';
  if (!TICKET_PRIORITIES.includes(v as TicketPriority)) throw badInput('Priority must be low, normal or high', { priority: 'low, normal or high' });
  return v as TicketPriority;
}

export function parseCategory(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Other';
  const v = typeof value === 'string' ? TICKET_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (!v) throw badInput(`Category must be one of ${TICKET_CATEGORIES.join(', ')}`, { category: TICKET_CATEGORIES.join(', ') });
  return v;
}

/** Who may set which status: an admin any; the owner only `closed` (PAGES §2, REST §4.18). */
export function mayChangeStatus(role: 'user' | 'admin', target: TicketStatus): boolean {
  return role === 'admin' || target === 'closed';
}

/**
 * Tickets with threaded responses. Every reply and status change is published (`onEvent`) after
 * commit; an admin's reply notifies the owner in-app and by mail; a member's reaches the admins' bell.
 */
export class TicketsService {
  private readonly listeners: Array<(e: TicketEvent) => void> = [];
  /** Outbound webhooks: `ticket.replied` (a staff reply), written in the reply's transaction (set in app/services.ts). */
  webhooks?: WebhookSink;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  onEvent(listener: (e: TicketEvent) => void) {
    this.listeners.push(listener);
  }

  private publish(e: TicketEvent) {
    for (const l of this.listeners) l(e);
  }

  async create(memberId: number, input: { subject: unknown; description: unknown; priority?: unknown; category?: unknown }): Promise<Ticket> {
    const subject = boundedText(input.subject, 'subject', 'Subject', 3, 120);
    const description = boundedText(input.description, 'description', 'Message', 10, 2000);
    const priority = parsePriority(input.priority);
    const category = parseCategory(input.category);
    const now = new Date();
    const ticket = await this.db.transaction(async (em) => {
      const row = em.create(Ticket, { userId: memberId, subject, description, priority, category, status: 'open', createdAt: now, updatedAt: now });
      await em.insert(Ticket, row);
      return row;
    });
    await this.notifications.notifyAdmins({ title: `New ticket #${ticket.id}`, message: subject });
    return ticket;
  }

  async require(id: number, em: EntityManager = this.db.manager): Promise<Ticket> {
    const t = await em.findOne(Ticket, { where: { id } });
    if (!t) throw notFound('Ticket not found');
    return t;
  }

  /** The ticket if the caller may see it (owner or admin); another member's = FORBIDDEN. */
  async visible(caller: TicketCaller, id: number): Promise<Ticket> {
    const t = await this.require(id);
    if (caller.role !== 'admin' && t.userId !== caller.id) throw forbidden();
    return t;
  }

  async list(opts: { memberId?: number; status?: TicketStatus; search?: string; page: number; pageSize: number }) {
    const qb = this.db.manager.createQueryBuilder(Ticket, 't');
    if (opts.memberId) qb.andWhere('t.user_id = :m', { m: opts.memberId });
    if (opts.status) qb.andWhere('t.status = :s', { s: opts.status });
    if (opts.search) {
      const s = opts.search.trim().slice(0, 100);
      if (/^\d+$/.test(s)) qb.andWhere('(t.id = :sid OR t.subject LIKE :sq)', { sid: Number(s), sq: `%${s}%` });
      else if (s) qb.andWhere('t.subject LIKE :sq', { sq: `%${s}%` });
    }
    const [items, total] = await qb.orderBy('t.id', 'DESC').skip((opts.page - 1) * opts.pageSize).take(opts.pageSize).getManyAndCount();
    return { items, total, page: opts.page, pageSize: opts.pageSize };
  }

  /** Replies, oldest first. */
  async responses(caller: TicketCaller, ticketId: number): Promise<TicketResponse[]> {
    await this.visible(caller, ticketId);
    return this.db.manager.find(TicketResponse, { where: { ticketId }, order: { id: 'ASC' } });
  }

  async response(id: number): Promise<TicketResponse | null> {
    return this.db.manager.findOne(TicketResponse, { where: { id } });
  }

  /** A reply by the owner or an admin; a closed ticket takes none (409). */
  async reply(caller: TicketCaller, ticketId: number, messageInput: unknown): Promise<TicketResponse> {
    const message = boundedText(messageInput, 'message', 'Reply', 1, 2000);
    const ticket = await this.visible(caller, ticketId);
    const { response, mailed } = await this.db.transaction(async (em) => {
      // The check and the write in one transaction: a concurrent close wins cleanly.
      const touched = await execute(em, 'UPDATE tickets SET updated_at = ? WHERE id = ? AND status <> ?', [dateParam(this.db.engine, new Date()), ticketId, 'closed']);
      if (touched === 0) throw new AppError('CONFLICT', 'Ticket is closed');
      const row = em.create(TicketResponse, { ticketId, fromId: caller.id, fromRole: caller.role, message, createdAt: new Date() });
      await em.insert(TicketResponse, row);
      if (caller.role === 'admin') {
        await this.audit.record(caller.id, 'ticket.reply', `ticket:${ticketId}`, undefined, em);
        await this.webhooks?.record(em, 'ticket.replied', ticket.userId, {
          ticketId,
          memberId: ticket.userId,
          responseId: row.id,
          subject: ticket.subject,
          message,
          repliedAt: row.createdAt.toISOString(),
        });
      }
      // An admin's reply: the member's notice and mail are written with it (issue 19 item 4).
      const after =
        caller.role === 'admin'
          ? await this.notifications.notifyMember(ticket.userId, { title: `Your ticket #${ticketId} was answered`, message: `Support replied to "${ticket.subject}":\n\n${message}`, email: true }, em)
          : undefined;
      return { response: row, mailed: after };
    });
    this.publish({ ticketId, ownerId: ticket.userId, responseId: response.id });
    if (mailed) await mailed();
    else if (caller.role !== 'admin') await this.notifications.notifyAdmins({ title: `Reply on ticket #${ticketId}`, message: message.slice(0, 200) });
    return response;
  }

  /** Admin: any status. Owner: only `closed`. */
  async setStatus(caller: TicketCaller, ticketId: number, statusInput: unknown): Promise<Ticket> {
    const status = parseTicketStatus(statusInput);
    const ticket = await this.visible(caller, ticketId);
    if (!mayChangeStatus(caller.role, status)) throw forbidden('You can only close your ticket');
    await this.db.transaction(async (em) => {
      await em.update(Ticket, { id: ticketId }, { status, updatedAt: new Date() });
      if (caller.role === 'admin') await this.audit.record(caller.id, 'ticket.status', `ticket:${ticketId}`, { from: ticket.status, to: status }, em, { before: { status: ticket.status }, after: { status } });
    });
    this.publish({ ticketId, ownerId: ticket.userId, responseId: null });
    return this.require(ticketId);
  }
}
