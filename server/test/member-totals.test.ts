import { api, credit, deposit, investPlan, newMember, setPayoutAddress, txHash, useMoneyApp } from './money-helpers';
import { endPlatformDay, registerMember, resetPlatformZone, startLatestDay } from './harness';
import { totalsBackfill } from '../src/database/migrations/1795724725756-member-totals';
import { MemberTotals, TOTAL_KINDS, totalsColumn } from '../src/modules/ledger/member-totals';

/** Member totals shown on the dashboard and in the legacy member object. */
const c = useMoneyApp();

const TOTALS = '{ me { totals { totalDeposit totalWithdrawal totalEarning } wallets { active income } } }';

test('Total Deposit counts completed deposits; Total Withdrawal counts completed withdrawals only', async () => {
  const m = await newMember(c);
  await deposit(c, m, 250);
  await credit(c, m.id, 300, 'non_working');
  await setPayoutAddress(c, m);
  const first = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 100 });
  const second = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 });
  expect([first.status, second.status]).toEqual([201, 201]);

  // Pending: held, not withdrawn.
  let me = (await c.t.gql(TOTALS, {}, m.token)).data.me;
  expect(me.totals).toEqual({ totalDeposit: '250.00', totalWithdrawal: '0.00', totalEarning: '0.00' });
  expect(me.wallets.income).toBe('150.00');

  expect((await api(c.t, 'put', `withdrawalrequest/${first.body.withdrawal.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);
  expect((await api(c.t, 'put', `withdrawalrequest/${second.body.withdrawal.id}`, c.admin).send({ status: 'decline' })).status).toBe(200);
  me = (await c.t.gql(TOTALS, {}, m.token)).data.me;
  expect(me.totals.totalWithdrawal).toBe('100.00');
  expect(me.wallets.income).toBe('200.00');

  const legacy = await api(c.t, 'get', `users/${m.id}`, m.token);
  expect(legacy.body.singleuser).toMatchObject({ total_deposit: 250, total_withdrawal: 100, business: 250, non_working: 200 });
});

test('under concurrent decisions (each clicked twice) the stored totals count every completed deposit and withdrawal once', async () => {
  const members = [await newMember(c), await newMember(c)];
  const deposits: number[] = [];
  const withdrawals: number[] = [];
  for (const m of members) {
    for (const amount of [10, 20, 30]) {
      const created = await api(c.t, 'post', 'deposite/add', m.token).send({ amount, hash: txHash() });
      expect(created.status).toBe(201);
      deposits.push(created.body.deposit.id);
    }
    await credit(c, m.id, 300, 'non_working');
    await setPayoutAddress(c, m);
    for (const amount of [50, 60]) {
      const w = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount });
      expect([w.status, w.body.message]).toEqual([201, expect.any(String)]);
      withdrawals.push(w.body.withdrawal.id);
    }
  }
  const decide = (path: string) => api(c.t, 'put', path, c.admin).send({ status: 'complete' });
  const paths = [...deposits.map((id) => `deposite/${id}`), ...withdrawals.map((id) => `withdrawalrequest/${id}`)];
  const results = await Promise.all([...paths, ...paths].map(decide));
  expect(results.filter((r) => r.status === 200)).toHaveLength(paths.length);

  for (const m of members) {
    const me = (await c.t.gql(TOTALS, {}, m.token)).data.me;
    expect(me.totals).toEqual({ totalDeposit: '60.00', totalWithdrawal: '110.00', totalEarning: '0.00' });
  }
  expect(await c.t.running.services.jobs.reconcileIncome()).toEqual([]);
});

test('incomes are in the totals as they are credited (event-time and the daily run), and the migration backfill gives back the same rows', async () => {
  const S = await registerMember(c.t, { sponsor: c.root.code });
  const M = await registerMember(c.t, { sponsor: S.code });
  // Bought "today", then that day ends and is run (harness: startLatestDay / endPlatformDay).
  await startLatestDay(c.t);
  await investPlan(c, S, 1000, 'Silver');
  await investPlan(c, M, 2000, 'Silver'); // S: 5 % direct income, at once
  const today = await endPlatformDay(c.t);
  const run = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: today }, c.admin);
  await resetPlatformZone(c.t);
  expect(run.data.runDay.status).toBe('DONE');

  const totals = (await c.t.gql('{ me { totals { totalEarning directIncome roiIncome levelIncome } } }', {}, S.token)).data.me.totals;
  expect(totals).toEqual({ directIncome: '100.00', roiIncome: '6.00', levelIncome: '1.20', totalEarning: '107.20' });
  expect(await c.t.running.services.jobs.reconcileIncome()).toEqual([]);

  const rows = () => c.t.db.manager.query('SELECT * FROM member_totals ORDER BY member_id');
  const before = await rows();
  await c.t.db.transaction(async (em) => {
    await em.query('DELETE FROM member_totals');
    await em.query(totalsBackfill);
  });
  expect(await rows()).toEqual(before);
});

test('the table has a column for every kind it keeps (a new income kind needs its column and a migration)', async () => {
  const columns = c.t.db.dataSource.getMetadata(MemberTotals).columns.map((col) => col.databaseName);
  expect(columns.sort()).toEqual(['member_id', ...TOTAL_KINDS.map(totalsColumn)].sort());
});

test('reconciliation names a member whose deposits and withdrawals have no totals row, in one line, and a rebuild restores it', async () => {
  const m = await newMember(c);
  await deposit(c, m, 100);
  await credit(c, m.id, 200, 'non_working');
  await setPayoutAddress(c, m);
  const w = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 });
  expect((await api(c.t, 'put', `withdrawalrequest/${w.body.withdrawal.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);

  await c.t.db.transaction((em) => em.query('DELETE FROM member_totals WHERE member_id = ?', [m.id]));
  expect(await c.t.running.services.jobs.reconcileIncome()).toEqual([`member_totals of member ${m.id}: deposit off by -100000000, withdrawn off by -50000000 (stored minus ledger and withdrawals)`]);
  await c.t.running.services.jobs.rebuildIncomeSummary();
  expect(await c.t.running.services.jobs.reconcileIncome()).toEqual([]);
  expect((await c.t.gql(TOTALS, {}, m.token)).data.me.totals).toEqual({ totalDeposit: '100.00', totalWithdrawal: '50.00', totalEarning: '0.00' });
});
