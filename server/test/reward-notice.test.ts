import { adminToken, registerMember, startTestApp, TestApp } from './harness';

let t: TestApp;
let admin: string;
let root: { code: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  root = await registerMember(t);
});
afterAll(async () => t?.close());

describe('reward notices (users/send/reward, users/get/defaulterreward)', () => {
  test('an admin sends a notice; the member reads it; a new one replaces it; no money moves', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const none = await t.http().get(`/api/v1/users/get/defaulterreward/${m.id}`).set('Authorization', `Bearer ${m.token}`);
    expect(none.status).toBe(200);
    expect(none.body.userrewardnotification).toBeNull();

    const sent = await t.http().post('/api/v1/users/send/reward').set('Authorization', `Bearer ${admin}`).send({ userId: m.id, title: 'Bring your first referral', amount: 25 });
    expect(sent.status).toBe(200);
    const again = await t
      .gql('mutation($id:Int!){ sendRewardNotice(memberId:$id, title:"Second notice", amount:"40.50"){ memberId title amount } }', { id: m.id }, admin);
    expect(again.data.sendRewardNotice).toEqual({ memberId: m.id, title: 'Second notice', amount: '40.50' });

    const read = await t.http().get(`/api/v1/users/get/defaulterreward/${m.id}`).set('Authorization', `Bearer ${m.token}`);
    expect(read.body.userrewardnotification).toMatchObject({ userId: m.id, title: 'Second notice', amount: 40.5 });
    const me = await t.gql('{ me { rewardNotice { title amount } wallets { active income } } }', {}, m.token);
    expect(me.data.me).toEqual({ rewardNotice: { title: 'Second notice', amount: '40.50' }, wallets: { active: '0.00', income: '0.00' } });
  });

  test('members cannot send notices or read those of others; bad input is refused', async () => {
    const a = await registerMember(t, { sponsor: root.code });
    const b = await registerMember(t, { sponsor: a.code });
    const send = await t.http().post('/api/v1/users/send/reward').set('Authorization', `Bearer ${a.token}`).send({ userId: b.id, title: 'Nope', amount: 5 });
    expect(send.status).toBe(403);
    const foreign = await t.http().get(`/api/v1/users/get/defaulterreward/${b.id}`).set('Authorization', `Bearer ${a.token}`);
    expect(foreign.status).toBe(403);
    const shortTitle = await t.http().post('/api/v1/users/send/reward').set('Authorization', `Bearer ${admin}`).send({ userId: b.id, title: 'x', amount: 5 });
    expect(shortTitle.status).toBe(400);
    const badAmount = await t.http().post('/api/v1/users/send/reward').set('Authorization', `Bearer ${admin}`).send({ userId: b.id, title: 'Valid title', amount: 'ten' });
    expect(badAmount.status).toBe(400);
    const unknown = await t.http().post('/api/v1/users/send/reward').set('Authorization', `Bearer ${admin}`).send({ userId: 999999, title: 'Valid title', amount: 5 });
    expect(unknown.status).toBe(404);
  });
});
