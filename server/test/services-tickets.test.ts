/**
 * Tickets (REST-CONTRACT §4.18, issue 9): threaded replies, priority and status; the owner may
 * only close, admins set any status; a closed ticket takes no reply; another member's ticket is
 * FORBIDDEN; replies and status changes arrive live over graphql-ws on both sides; the member is
 * mailed when support answers.
 */
import { api, expectError, Member, newMember, useMoneyApp } from './money-helpers';
import { subscribed, watchSubscription } from './services-live-helpers';

const c = useMoneyApp();
let owner: Member;
let other: Member;
beforeAll(async () => {
  owner = await newMember(c);
  other = await newMember(c);
});

async function openTicket(m: Member, fields: Record<string, unknown> = {}) {
  const res = await api(c.t, 'post', 'tickets', m.token).send({ user_id: m.id, subject: 'Deposit not credited', description: 'My deposit from yesterday is still pending.', priority: 'high', ...fields });
  expect(res.status).toBe(201);
  return res.body;
}

const TICKET_FIELDS = 'id memberId subject description category priority status createdAt updatedAt';

describe('REST', () => {
  it('opens a ticket with the fields at top level and lists it for the owner and admins', async () => {
    const t = await openTicket(owner);
    expect(t).toMatchObject({ success: true, message: 'Ticket created successfully!', user_id: owner.id, subject: 'Deposit not credited', status: 'open', priority: 'high', creator: { user_id: owner.id } });
    expect(typeof t.ticket_id).toBe('number');
    const mine = await api(c.t, 'get', `tickets/${owner.id}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.tickets.map((x: any) => x.ticket_id)).toContain(t.ticket_id);
    const all = await api(c.t, 'get', 'tickets?status=open', c.admin);
    expect(all.body.tickets.map((x: any) => x.ticket_id)).toContain(t.ticket_id);
    const resolved = await api(c.t, 'get', 'tickets?status=resolved', c.admin);
    expect(resolved.body.tickets.map((x: any) => x.ticket_id)).not.toContain(t.ticket_id);
  });

  it('threads replies oldest first, from both sides, and mails the member when support answers', async () => {
    const t = await openTicket(owner);
    const before = c.t.outbox(owner.email).length;
    const r1 = await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: 'Any news?' });
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ ticket_id: t.ticket_id, from: owner.id, message: 'Any news?' });
    const r2 = await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, c.admin).send({ message: 'We are on it.', from: 999, to: 1 });
    expect(r2.status).toBe(201);
    expect(r2.body).toMatchObject({ from_role: 'admin', to: owner.id, message: 'We are on it.' });
    const thread = await api(c.t, 'get', `ticket-responses/${t.ticket_id}`, owner.token);
    expect(thread.body.responses.map((r: any) => r.message)).toEqual(['Any news?', 'We are on it.']);
    const single = await api(c.t, 'get', `tickets/single/${t.ticket_id}`, c.admin);
    expect(single.body.ticket.responses).toHaveLength(2);
    const mails = c.t.outbox(owner.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your ticket #${t.ticket_id} was answered`);
    expect(mails[0].text).toContain('We are on it.');
  });

  it('lets the owner only close, admins set any status, and refuses replies once closed', async () => {
    const t = await openTicket(owner);
    expectError(await api(c.t, 'put', `tickets/${t.ticket_id}/status`, owner.token).send({ status: 'resolved' }), 403, 'You can only close your ticket');
    const prog = await api(c.t, 'put', `tickets/${t.ticket_id}/status`, c.admin).send({ status: 'in-progress' });
    expect(prog.status).toBe(200);
    expect(prog.body).toMatchObject({ ticket_id: t.ticket_id, status: 'in-progress' });
    const closed = await api(c.t, 'put', `tickets/${t.ticket_id}/status`, owner.token).send({ status: 'closed' });
    expect(closed.body.status).toBe('closed');
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: 'hello?' }), 409, 'Ticket is closed');
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, c.admin).send({ message: 'hello?' }), 409, 'Ticket is closed');
    const reopened = await api(c.t, 'put', `tickets/${t.ticket_id}/status`, c.admin).send({ status: 'open' });
    expect(reopened.body.status).toBe('open');
  });

  it('a close racing replies: every reply is stored or refused 409, none is lost or half-written', async () => {
    const t = await openTicket(owner);
    const replies = Array.from({ length: 6 }, (_, i) => api(c.t, 'post', `tickets/${t.ticket_id}/responses`, i % 2 ? c.admin : owner.token).send({ message: `race ${i}` }));
    const close = api(c.t, 'put', `tickets/${t.ticket_id}/status`, owner.token).send({ status: 'closed' });
    const results = await Promise.all([...replies, close]);
    const answers = results.slice(0, 6);
    expect(answers.every((r) => r.status === 201 || (r.status === 409 && r.body.message === 'Ticket is closed'))).toBe(true);
    expect(results[6].status).toBe(200);
    const thread = await api(c.t, 'get', `ticket-responses/${t.ticket_id}`, owner.token);
    expect(thread.body.responses).toHaveLength(answers.filter((r) => r.status === 201).length);
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: 'after' }), 409, 'Ticket is closed');
  });

  it("refuses another member's ticket, thread, list and status", async () => {
    const t = await openTicket(owner);
    expectError(await api(c.t, 'get', `tickets/single/${t.ticket_id}`, other.token), 403, 'Not allowed');
    expectError(await api(c.t, 'get', `ticket-responses/${t.ticket_id}`, other.token), 403);
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, other.token).send({ message: 'sneaky' }), 403);
    expectError(await api(c.t, 'put', `tickets/${t.ticket_id}/status`, other.token).send({ status: 'closed' }), 403);
    expectError(await api(c.t, 'get', `tickets/${owner.id}`, other.token), 403);
    expectError(await api(c.t, 'post', 'tickets', other.token).send({ user_id: owner.id, subject: 'As someone else', description: 'Trying to open as another member.' }), 403);
    expectError(await api(c.t, 'get', 'tickets', owner.token), 403);
    expectError(await api(c.t, 'get', `tickets/single/${t.ticket_id}`), 401);
    const thread = await api(c.t, 'get', `ticket-responses/${t.ticket_id}`, owner.token);
    expect(thread.body.responses).toHaveLength(0);
  });

  it('refuses bad input and changes nothing', async () => {
    const count = async () => (await api(c.t, 'get', `tickets/${owner.id}`, owner.token)).body.tickets.length;
    const before = await count();
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: '', description: 'A long enough message here.' }), 400, 'Subject is required');
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 'ab', description: 'A long enough message here.' }), 400, 'Subject must be 3 to 120 characters');
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 'x'.repeat(121), description: 'A long enough message here.' }), 400);
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 'Fine subject', description: 'short' }), 400, 'Message must be 10 to 2000 characters');
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 'Fine subject', description: 'y'.repeat(2001) }), 400);
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 42, description: ['not', 'text'] }), 400);
    expectError(await api(c.t, 'post', 'tickets', owner.token).send({ subject: 'Fine subject', description: 'A long enough message here.', priority: 'urgent' }), 400);
    expect(await count()).toBe(before);
    const t = await openTicket(owner);
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: '' }), 400, 'Reply is required');
    expectError(await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: 'z'.repeat(2001) }), 400);
    expectError(await api(c.t, 'put', `tickets/${t.ticket_id}/status`, c.admin).send({ status: 'done' }), 400);
    expectError(await api(c.t, 'get', 'tickets/single/abc', owner.token), 400, 'Invalid id');
    expectError(await api(c.t, 'get', 'tickets/single/999999', owner.token), 404, 'Ticket not found');
    expectError(await api(c.t, 'get', 'tickets?status=weird', c.admin), 400);
  });
});

describe('GraphQL', () => {
  const gql = (q: string, v: Record<string, unknown>, token: string) => c.t.gql(q, v, token);

  it('runs the whole flow with typed operations and the same rules', async () => {
    const created = await gql(`mutation($i: CreateTicketInput!) { createTicket(input: $i) { ${TICKET_FIELDS} } }`, { i: { subject: 'Withdrawal question', description: 'When will my withdrawal be paid?', category: 'Withdrawal', priority: 'LOW' } }, owner.token);
    expect(created.errors).toBeUndefined();
    const id = created.data.createTicket.id;
    expect(created.data.createTicket).toMatchObject({ category: 'Withdrawal', priority: 'LOW', status: 'OPEN', memberId: owner.id });
    const reply = await gql('mutation($id: Int!, $m: String!) { addTicketResponse(ticketId: $id, message: $m) { id fromRole message } }', { id, m: 'Within 72 hours.' }, c.admin);
    expect(reply.data.addTicketResponse).toMatchObject({ fromRole: 'admin', message: 'Within 72 hours.' });
    const mine = await gql('{ myTickets { total items { id status } } }', {}, owner.token);
    expect(mine.data.myTickets.items.map((t: any) => t.id)).toContain(id);
    const adminList = await gql('query($s: String) { tickets(search: $s) { total items { id member { id } email } } }', { s: String(id) }, c.admin);
    expect(adminList.data.tickets.items[0]).toMatchObject({ id, member: { id: owner.id }, email: owner.email });
    const one = await gql('query($id: Int!) { ticket(id: $id) { id status } ticketResponses(ticketId: $id) { message } }', { id }, owner.token);
    expect(one.data.ticketResponses).toEqual([{ message: 'Within 72 hours.' }]);

    const foreign = await gql('query($id: Int!) { ticket(id: $id) { id } }', { id }, other.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const notMine = await gql('mutation($id: Int!) { updateTicketStatus(id: $id, status: RESOLVED) { status } }', { id }, owner.token);
    expect(notMine.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const memberList = await gql('{ tickets { total } }', {}, owner.token);
    expect(memberList.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const adminCreates = await gql('mutation { createTicket(input: { subject: "By admin", description: "Admins do not open tickets." }) { id } }', {}, c.admin);
    expect(adminCreates.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const wrongType = await gql('mutation($id: Int!) { addTicketResponse(ticketId: $id, message: "hi") { id } }', { id: 'x' }, owner.token);
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const close = await gql('mutation($id: Int!) { updateTicketStatus(id: $id, status: CLOSED) { status } }', { id }, owner.token);
    expect(close.data.updateTicketStatus.status).toBe('CLOSED');
    const late = await gql('mutation($id: Int!) { addTicketResponse(ticketId: $id, message: "late") { id } }', { id }, c.admin);
    expect(late.errors?.[0]).toMatchObject({ message: 'Ticket is closed', extensions: { code: 'CONFLICT' } });
  });

  it('delivers replies and status changes live to the owner and admins, never to another member', async () => {
    const t = await openTicket(owner);
    const SUB = 'subscription($id: Int!) { ticketResponseAdded(ticketId: $id) { ticket { id status } response { id message fromRole } } }';
    const ownerWatch = watchSubscription<any>(c.t, SUB, { id: t.ticket_id }, 'ticketResponseAdded', owner.token);
    const adminWatch = watchSubscription<any>(c.t, SUB, { id: t.ticket_id }, 'ticketResponseAdded', c.admin);
    const otherWatch = watchSubscription<any>(c.t, SUB, { id: t.ticket_id }, 'ticketResponseAdded', other.token);
    const otherTicket = await openTicket(owner);
    try {
      await subscribed();
      await api(c.t, 'post', `tickets/${otherTicket.ticket_id}/responses`, c.admin).send({ message: 'Different ticket' });
      await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, c.admin).send({ message: 'Live from support' });
      await ownerWatch.next((e) => e.response?.message === 'Live from support');
      await api(c.t, 'post', `tickets/${t.ticket_id}/responses`, owner.token).send({ message: 'Live from the member' });
      await adminWatch.next((e) => e.response?.message === 'Live from the member');
      await api(c.t, 'put', `tickets/${t.ticket_id}/status`, c.admin).send({ status: 'resolved' });
      await ownerWatch.next((e) => e.response === null && e.ticket.status === 'RESOLVED');
      expect(ownerWatch.events.some((e) => e.response?.message === 'Different ticket')).toBe(false);
      expect(await otherWatch.settle()).toEqual([]);
    } finally {
      await Promise.all([ownerWatch.client.dispose(), adminWatch.client.dispose(), otherWatch.client.dispose()]);
    }
  });
});
