/**
 * Support messages (REST-CONTRACT §4.17): members write while the `support` switch is on, admins
 * reply and set the status (the member is notified), owner or admin deletes; member-scoped reads
 * refuse another member's id.
 */
import { api, expectError, Member, newMember, setSetting, useMoneyApp } from './money-helpers';

const c = useMoneyApp();
let owner: Member;
let other: Member;
beforeAll(async () => {
  owner = await newMember(c);
  other = await newMember(c);
});

const send = (m: Member, fields: Record<string, unknown> = {}) =>
  api(c.t, 'post', 'support/add', m.token).send({ user_id: m.id, title: 'Login trouble', message: 'I cannot sign in from my phone.', email: 'ignored@x.com', ...fields });

describe('REST', () => {
  it('stores a message, lists it for the owner and admins, and the admin reply notifies the member', async () => {
    const res = await send(owner);
    expect(res.status).toBe(201);
    const id = res.body.support.id;
    expect(res.body.support).toMatchObject({ user_id: owner.id, email: owner.email, title: 'Login trouble', status: 'pending', reply: null });
    expect((await api(c.t, 'get', `support/by/${owner.id}`, owner.token)).body.singlesupport.map((m: any) => m.id)).toContain(id);
    expect((await api(c.t, 'get', 'support/list', c.admin)).body.allsupport.map((m: any) => m.id)).toContain(id);
    const upd = await api(c.t, 'put', `support/${id}`, c.admin).send({ status: 'resolved', reply: 'Please update the app.' });
    expect(upd.status).toBe(200);
    expect(upd.body.support).toMatchObject({ status: 'resolved', reply: 'Please update the app.' });
    const bell = await api(c.t, 'get', `notifications/user/${owner.id}`, owner.token);
    expect(bell.body.notifications[0]).toMatchObject({ title: 'Support replied to your message', seen: 0 });
    expect((await api(c.t, 'get', 'support/list?status=pending', c.admin)).body.allsupport.map((m: any) => m.id)).not.toContain(id);
  });

  it('enforces the support switch on the server', async () => {
    await setSetting(c, { support: '0' });
    try {
      expectError(await send(owner), 403, 'Support is currently disabled', 'FEATURE_DISABLED');
      const g = await c.t.gql('mutation { createSupportMessage(input: { title: "Switch off", message: "This should be refused." }) { id } }', {}, owner.token);
      expect(g.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
    } finally {
      await setSetting(c, { support: '1' });
    }
    expect((await send(owner)).status).toBe(201);
  });

  it("refuses another member's messages and admin-only operations", async () => {
    const id = (await send(owner)).body.support.id;
    expectError(await api(c.t, 'get', `support/by/${owner.id}`, other.token), 403, 'Not allowed');
    expectError(await api(c.t, 'delete', `support/${id}`, other.token), 403);
    expectError(await send(other, { user_id: owner.id }), 403);
    expectError(await api(c.t, 'get', 'support/list', owner.token), 403);
    expectError(await api(c.t, 'put', `support/${id}`, owner.token).send({ status: 'resolved' }), 403);
    expectError(await api(c.t, 'get', 'support/list'), 401);
    expect((await api(c.t, 'delete', `support/${id}`, owner.token)).status).toBe(200);
    expectError(await api(c.t, 'delete', `support/${id}`, owner.token), 404);
    const id2 = (await send(owner)).body.support.id;
    expect((await api(c.t, 'delete', `support/${id2}`, c.admin)).status).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const count = async () => (await api(c.t, 'get', `support/by/${owner.id}`, owner.token)).body.singlesupport.length;
    const before = await count();
    expectError(await send(owner, { title: '' }), 400, 'Title is required');
    expectError(await send(owner, { title: 'x'.repeat(121) }), 400);
    expectError(await send(owner, { message: 'too short' }), 400, 'Message must be 10 to 2000 characters');
    expectError(await send(owner, { message: 'm'.repeat(2001) }), 400);
    expectError(await send(owner, { title: { a: 1 }, message: 12345678901 }), 400);
    expect(await count()).toBe(before);
    const id = (await send(owner)).body.support.id;
    expectError(await api(c.t, 'put', `support/${id}`, c.admin).send({ status: 'maybe' }), 400);
    expectError(await api(c.t, 'put', `support/${id}`, c.admin).send({ status: 'resolved', reply: 'r'.repeat(2001) }), 400);
    expectError(await api(c.t, 'put', 'support/999999', c.admin).send({ status: 'resolved' }), 404);
    expectError(await api(c.t, 'put', 'support/0', c.admin).send({ status: 'resolved' }), 400, 'Invalid id');
    const row = (await api(c.t, 'get', `support/by/${owner.id}`, owner.token)).body.singlesupport.find((m: any) => m.id === id);
    expect(row).toMatchObject({ status: 'pending', reply: null });
  });
});

describe('GraphQL', () => {
  it('creates, lists, replies and deletes with the same rules', async () => {
    const created = await c.t.gql('mutation($i: CreateSupportMessageInput!) { createSupportMessage(input: $i) { id status memberId email } }', { i: { title: 'Bonus question', message: 'How is the level income computed?' } }, owner.token);
    expect(created.errors).toBeUndefined();
    const id = created.data.createSupportMessage.id;
    expect(created.data.createSupportMessage).toMatchObject({ status: 'PENDING', memberId: owner.id, email: owner.email });
    const mine = await c.t.gql('{ mySupportMessages { total items { id } } }', {}, owner.token);
    expect(mine.data.mySupportMessages.items.map((m: any) => m.id)).toContain(id);
    const upd = await c.t.gql('mutation($id: Int!) { updateSupportMessage(id: $id, status: RESOLVED, reply: "See the Income page.") { status reply repliedAt } }', { id }, c.admin);
    expect(upd.data.updateSupportMessage).toMatchObject({ status: 'RESOLVED', reply: 'See the Income page.' });
    const list = await c.t.gql('{ supportMessages(status: RESOLVED) { items { id member { id } } } }', {}, c.admin);
    expect(list.data.supportMessages.items.map((m: any) => m.id)).toContain(id);
    const forbidden = await c.t.gql('{ supportMessages { total } }', {}, owner.token);
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const foreignDelete = await c.t.gql('mutation($id: Int!) { deleteSupportMessage(id: $id) { success } }', { id }, other.token);
    expect(foreignDelete.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const del = await c.t.gql('mutation($id: Int!) { deleteSupportMessage(id: $id) { success } }', { id }, owner.token);
    expect(del.data.deleteSupportMessage.success).toBe(true);
  });
});
