import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Context, requireMember, requireStaff } from '../../app/context';
import { forbidden, unauthenticated } from '../../common/errors';
import { paging, positiveId } from '../../common/validate';
import { toSummary } from '../users/users.mappers';
import { MemberSummary } from '../users/users.types';
import type { Ticket, TicketResponse } from './ticket.entities';
import type { TicketCaller, TicketEvent } from './tickets.service';
import { CreateTicketInput, TicketEventRecord, TicketPage, TicketRecord, TicketReply, TicketStatusValue } from './tickets.types';

export const toTicketRecord = (t: Ticket): TicketRecord => ({ ...t, memberId: t.userId });
export const toTicketReply = (r: TicketResponse): TicketReply => ({ ...r });

/**
 * Who acts on a ticket: the owner acts as the owner (even when the browser also holds an admin
 * session); otherwise an admin; otherwise the member (who is refused by the service).
 */
export async function ticketCaller(ctx: Context, ticketId?: number): Promise<TicketCaller> {
  if (ctx.member && ctx.admin && ticketId) {
    const t = await ctx.services.tickets.require(ticketId);
    return t.userId === ctx.member.id ? { id: ctx.member.id, role: 'user' } : { id: requireStaff(ctx, 'tickets:reply').id, role: 'admin' };
  }
  if (ctx.admin) return { id: requireStaff(ctx, 'tickets:reply').id, role: 'admin' };
  if (ctx.member) return { id: ctx.member.id, role: 'user' };
  throw unauthenticated();
}

@Resolver(() => TicketRecord)
export class TicketsResolver {
  @Authorized('MEMBER')
  @Scope('write:tickets')
  @Mutation(() => TicketRecord, { description: 'Opens a ticket.' })
  async createTicket(@Arg('input') input: CreateTicketInput, @Ctx() ctx: Context): Promise<TicketRecord> {
    return toTicketRecord(await ctx.services.tickets.create(requireMember(ctx).id, input));
  }

  @Authorized('MEMBER')
  @Scope('write:tickets')
  @Query(() => TicketPage, { description: "The signed-in member's tickets, newest first." })
  async myTickets(
    @Ctx() ctx: Context,
    @Arg('status', () => TicketStatusValue, { nullable: true }) status?: TicketStatusValue | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
  ): Promise<TicketPage> {
    const r = await ctx.services.tickets.list({ memberId: requireMember(ctx).id, status: (status ?? undefined) as any, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toTicketRecord) };
  }

  @Authorized('tickets:reply')
  @Query(() => TicketPage, { description: 'All tickets, newest first, by status, member and search (id or subject).' })
  async tickets(
    @Ctx() ctx: Context,
    @Arg('status', () => TicketStatusValue, { nullable: true }) status?: TicketStatusValue | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
  ): Promise<TicketPage> {
    const r = await ctx.services.tickets.list({ memberId: memberId ?? undefined, status: (status ?? undefined) as any, search: search ?? undefined, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toTicketRecord) };
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Query(() => TicketRecord, { description: "One ticket: the owner's or, for admins, any." })
  async ticket(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<TicketRecord> {
    const caller = await ticketCaller(ctx, positiveId(id));
    return toTicketRecord(await ctx.services.tickets.visible(caller, id));
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Query(() => [TicketReply], { description: 'Replies of a ticket, oldest first.' })
  async ticketResponses(@Arg('ticketId', () => Int) ticketId: number, @Ctx() ctx: Context): Promise<TicketReply[]> {
    const caller = await ticketCaller(ctx, positiveId(ticketId, 'ticketId'));
    return (await ctx.services.tickets.responses(caller, ticketId)).map(toTicketReply);
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Mutation(() => TicketReply, { description: 'A reply by the owner or an admin; a closed ticket takes none.' })
  async addTicketResponse(@Arg('ticketId', () => Int) ticketId: number, @Arg('message') message: string, @Ctx() ctx: Context): Promise<TicketReply> {
    const caller = await ticketCaller(ctx, positiveId(ticketId, 'ticketId'));
    return toTicketReply(await ctx.services.tickets.reply(caller, ticketId, message));
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Mutation(() => TicketRecord, { description: 'Admins set any status; the owner may only close.' })
  async updateTicketStatus(@Arg('id', () => Int) id: number, @Arg('status', () => TicketStatusValue) status: TicketStatusValue, @Ctx() ctx: Context): Promise<TicketRecord> {
    const caller = await ticketCaller(ctx, positiveId(id));
    return toTicketRecord(await ctx.services.tickets.setStatus(caller, id, status));
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Subscription(() => TicketEventRecord, {
    topics: 'TICKET_EVENT',
    filter: ({ payload, context, args }: { payload: TicketEvent; context: Context; args: { ticketId: number } }) =>
      payload.ticketId === args.ticketId && (!!context.admin || payload.ownerId === context.member?.id),
    description: "Replies and status changes of one ticket, live to its owner and to admins.",
  })
  async ticketResponseAdded(@Root() e: TicketEvent, @Arg('ticketId', () => Int) ticketId: number, @Ctx() ctx: Context): Promise<TicketEventRecord> {
    if (!ctx.admin && ctx.member?.id !== e.ownerId) throw forbidden();
    const ticket = await ctx.services.tickets.require(ticketId);
    const response = e.responseId ? await ctx.services.tickets.response(e.responseId) : null;
    return { ticket: toTicketRecord(ticket), response: response ? toTicketReply(response) : null };
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() t: TicketRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(t.memberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Member email (admins only)' })
  async email(@Root() t: TicketRecord, @Ctx() ctx: Context): Promise<string | null> {
    if (!ctx.admin) return null;
    return (await ctx.loaders.user.load(t.memberId))?.email ?? null;
  }
}
