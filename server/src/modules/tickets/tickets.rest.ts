import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember } from '../../app/context';
import type { Services } from '../../app/services';
import { positiveId } from '../../common/validate';
import type { Ticket, TicketResponse } from './ticket.entities';
import { ticketCaller } from './tickets.resolver';
import { parseTicketStatus } from './tickets.service';

const LEGACY_LIST_MAX = 5000;

async function legacyTickets(services: Services, rows: Ticket[]) {
  const users = await services.users.byIds([...new Set(rows.map((t) => t.userId))]);
  const name = new Map(users.map((u) => [u.id, u.username]));
  return rows.map((t) => ({
    ticket_id: t.id,
    user_id: t.userId,
    subject: t.subject,
    description: t.description,
    category: t.category,
    status: t.status,
    priority: t.priority,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    creator: { user_id: t.userId, username: name.get(t.userId) ?? null },
  }));
}

const legacyResponse = (r: TicketResponse, ownerId: number) => ({
  response_id: r.id,
  ticket_id: r.ticketId,
  from: r.fromId,
  from_role: r.fromRole,
  to: r.fromRole === 'admin' ? ownerId : null,
  message: r.message,
  created_at: r.createdAt.toISOString(),
});

/** /api/v1 tickets/* and ticket-responses/* (REST-CONTRACT §4.18). */
export function registerTicketRoutes({ route }: RestRouter) {
  route('post', '/tickets', 'M', async (req, ctx) => {
    const b = body(req);
    const memberId = actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined, 'tickets:reply');
    requireMember(ctx);
    const t = await ctx.services.tickets.create(memberId, { subject: b.subject, description: b.description ?? b.message, priority: b.priority, category: b.category });
    return { status: 201, message: 'Ticket created successfully!', body: (await legacyTickets(ctx.services, [t]))[0] };
  });

  route('get', '/tickets', 'tickets:reply', async (req, ctx) => {
    const status = typeof req.query.status === 'string' && req.query.status !== '' ? parseTicketStatus(req.query.status) : undefined;
    const r = await ctx.services.tickets.list({ status, page: 1, pageSize: LEGACY_LIST_MAX });
    return { body: { tickets: await legacyTickets(ctx.services, r.items) } };
  });

  route('get', '/tickets/single/:id', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const caller = await ticketCaller(ctx, id);
    const t = await ctx.services.tickets.visible(caller, id);
    const responses = await ctx.services.tickets.responses(caller, id);
    return { body: { ticket: { ...(await legacyTickets(ctx.services, [t]))[0], responses: responses.map((r) => legacyResponse(r, t.userId)) } } };
  });

  route('get', '/tickets/:userId', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.userId, 'userId'));
    const r = await ctx.services.tickets.list({ memberId, page: 1, pageSize: LEGACY_LIST_MAX });
    return { body: { tickets: await legacyTickets(ctx.services, r.items) } };
  });

  route('post', '/tickets/:id/responses', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const caller = await ticketCaller(ctx, id);
    const r = await ctx.services.tickets.reply(caller, id, body(req).message);
    const t = await ctx.services.tickets.require(id);
    return { status: 201, message: 'Response added successfully!', body: legacyResponse(r, t.userId) };
  });

  route('get', '/ticket-responses/:id', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const caller = await ticketCaller(ctx, id);
    const rows = await ctx.services.tickets.responses(caller, id);
    const t = await ctx.services.tickets.require(id);
    return { body: { responses: rows.map((r) => legacyResponse(r, t.userId)) } };
  });

  route('put', '/tickets/:id/status', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const caller = await ticketCaller(ctx, id);
    const t = await ctx.services.tickets.setStatus(caller, id, body(req).status);
    return { message: 'Ticket status updated successfully!', body: { ticket_id: t.id, status: t.status } };
  });
}
