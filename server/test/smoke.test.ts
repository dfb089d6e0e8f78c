import { startTestApp, registerMember, adminToken, TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

test('smoke', async () => {
  const first = await registerMember(t);
  const second = await registerMember(t, { sponsor: first.code });
  const me = await t.gql('{ me { id username sponsor { username } wallets { active } } }', {}, second.token);
  expect(me.errors).toBeUndefined();
  expect(me.data.me.sponsor.username).toBe(first.code);
  const admin = await adminToken(t);
  const list = await t.http().get('/api/v1/users/list').set('Authorization', `Bearer ${admin}`);
  expect(list.status).toBe(200);
  expect(list.body.allusers).toHaveLength(2);
});
