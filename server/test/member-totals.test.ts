import { api, credit, deposit, newMember, setPayoutAddress, useMoneyApp } from './money-helpers';

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
