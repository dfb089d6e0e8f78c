/** `npm run seed:demo` (issue 21 item 6): a small living installation, through the services, reconciled. */
import { expectReconciled, startTestApp, TestApp } from './harness';
import { demoEmail, DEMO_PASSWORD, seedDemo } from '../src/scripts/seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1', JOBS_DISABLED: '1' });
});
afterAll(async () => t?.close());

test('seeds a tree with plans, a week of incomes and an answered ticket; a second run changes nothing', async () => {
  const r = await seedDemo(t.running.services);
  expect(r).toMatchObject({ seeded: true, members: 9 });
  expect(r.days).toHaveLength(7);
  const incomes = await t.db.manager.query('SELECT kind, COUNT(*) AS n FROM ledger_entries WHERE member_id IS NOT NULL GROUP BY kind');
  const count = Object.fromEntries(incomes.map((x: any) => [x.kind, Number(x.n)]));
  expect(count.ROI).toBe(8 * 7); // eight plans, each paid on each of the seven days
  expect(count.LEVEL_INCOME).toBeGreaterThan(0);
  expect(count.DIRECT_INCOME).toBe(7);
  await expectReconciled(t);

  const signIn = await t.http().post('/api/v1/auth/signin').send({ email: demoEmail('chloe'), password: DEMO_PASSWORD });
  expect(signIn.status).toBe(200);
  const tickets = await t.gql('{ myTickets { total items { subject status } } }', {}, signIn.body.token);
  expect(tickets.errors).toBeUndefined();
  expect(tickets.data.myTickets.items).toEqual([expect.objectContaining({ subject: 'When is my ROI paid?' })]);

  const entries = Number((await t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_entries'))[0].n);
  expect(await seedDemo(t.running.services)).toMatchObject({ seeded: false });
  expect(Number((await t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_entries'))[0].n)).toBe(entries);
});
