import { startTestApp, registerMember, adminToken, TestApp } from './harness';
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t?.close());
test('big', async () => {
  const m = await registerMember(t);
  const admin = await adminToken(t);
  const adminId = (await t.gql('{ adminMe { id } }', {}, admin)).data.adminMe.id;
  await t.running.services.withdrawals.adjustWallet(adminId, m.id, 'ACTIVE', 'credit', 9007199254740993n);
  const raw = await t.db.manager.query("SELECT balance FROM accounts WHERE code = ?", [`u:${m.id}:ACTIVE`]);
  console.log(raw, typeof raw[0].balance);
  try { console.log(await t.running.services.ledger.wallets(m.id)); } catch (e) { console.log('ERR', (e as Error).message); }
  const me = await t.gql('{ me { wallets { active } } }', {}, m.token);
  console.log(JSON.stringify(me));
  const r = await t.http().get(`/api/v1/users/${m.id}`).set('Authorization', `Bearer ${m.token}`);
  console.log(r.status, r.body.singleuser?.business, r.body);
  console.log(await t.running.services.ledger.reconcile());
});
