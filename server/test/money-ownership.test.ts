/**
 * GraphQL paths a member can reach on someone else's records: cancelling another member's
 * withdrawal or deleting their deposit is FORBIDDEN and changes nothing; the owner's second
 * click is ALREADY_PROCESSED and posts nothing.
 */
import { api, credit, newMember, setPayoutAddress, snapshot, txHash, useMoneyApp } from './money-helpers';

const c = useMoneyApp();

const CANCEL = 'mutation($id: Int!){ cancelWithdrawal(id: $id){ id status } }';
const DELETE_DEPOSIT = 'mutation($id: Int!){ deleteDeposit(id: $id){ success } }';

test("cancelWithdrawal: another member is refused; the owner's cancel refunds once", async () => {
  const owner = await newMember(c);
  const other = await newMember(c);
  await credit(c, owner.id, 100, 'non_working');
  await setPayoutAddress(c, owner);
  const w = await api(c.t, 'post', 'withdrawalrequest/add', owner.token).send({ amount: 50 });
  expect(w.status).toBe(201);
  const id = w.body.withdrawal.id;

  const before = await snapshot(c.t, [owner.id, other.id]);
  const foreign = await c.t.gql(CANCEL, { id }, other.token);
  expect(foreign.errors?.[0]).toMatchObject({ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } });
  expect(await snapshot(c.t, [owner.id, other.id])).toEqual(before);

  const mine = await c.t.gql(CANCEL, { id }, owner.token);
  expect(mine.data.cancelWithdrawal).toEqual({ id, status: 'DECLINE' });
  const afterCancel = await snapshot(c.t, [owner.id]);
  const again = await c.t.gql(CANCEL, { id }, owner.token);
  expect(again.errors?.[0]).toMatchObject({ message: 'Already processed', extensions: { code: 'ALREADY_PROCESSED' } });
  expect(await snapshot(c.t, [owner.id])).toEqual(afterCancel);
  const wallets = (await c.t.gql('{ me { wallets { income } } }', {}, owner.token)).data.me.wallets;
  expect(wallets.income).toBe('100.00');
});

test('deleteDeposit: another member is refused; the owner withdraws a pending deposit once', async () => {
  const owner = await newMember(c);
  const other = await newMember(c);
  const d = await api(c.t, 'post', 'deposite/add', owner.token).send({ amount: 40, hash: txHash() });
  expect(d.status).toBe(201);
  const id = d.body.deposit.id;
  const foreign = await c.t.gql(DELETE_DEPOSIT, { id }, other.token);
  expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await c.t.gql('{ myDeposits { items { id status } } }', {}, owner.token)).data.myDeposits.items).toEqual([{ id, status: 'PENDING' }]);
  expect((await c.t.gql(DELETE_DEPOSIT, { id }, owner.token)).data.deleteDeposit.success).toBe(true);
  const again = await c.t.gql(DELETE_DEPOSIT, { id }, owner.token);
  expect(again.errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
  expect((await c.t.gql('{ myDeposits { items { id status } } }', {}, owner.token)).data.myDeposits.items).toEqual([{ id, status: 'DECLINE' }]);
});
