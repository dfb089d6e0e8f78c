/**
 * Plans, top-ups, direct income, the earnings cap, activation and principal withdrawal, through the
 * real HTTP server (REST and GraphQL) on a real database. The ledger is reconciled after every test.
 *
 * The platform day: top-ups start on today's platform day. Principal withdrawal ages are set by
 * moving an investment's `start_day` back in the test database (the exit fee reads the age from it).
 */
import crypto from 'node:crypto';
import { api, credit, expectError, investPlan, M, Member, newMember, snapshot, useMoneyApp, usd, wallet, wallets, setSetting, setPayoutAddress, clearOtp, systemBalance, stepUp } from './money-helpers';
import { registerMember } from './harness';
import { daysBetween } from '../src/modules/investments/day';

const c = useMoneyApp();

async function planId(name: string): Promise<number> {
  const res = await api(c.t, 'get', 'plans/list').expect(200);
  const p = res.body.allplans.find((x: any) => x.name === name);
  if (!p) throw new Error(`no plan ${name}`);
  return p.id;
}

/** A top-up request; each its own (a fresh Idempotency-Key) unless `headers` name one. */
async function topUp(m: Member, body: Record<string, unknown>, headers: Record<string, string> = { 'Idempotency-Key': crypto.randomUUID() }) {
  const req = api(c.t, 'post', 'topup/add', m.token);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req.send(body);
}

async function capOf(m: Member) {
  const r = await c.t.gql('{ myCap { capTotal earned remaining open runningPrincipal runningCount } }', {}, m.token);
  expect(r.errors).toBeUndefined();
  return r.data.myCap;
}

async function team(m: Member) {
  const r = await c.t.gql('{ teamSummary { teamSize directCount activeDirects ownBusiness teamBusiness } }', {}, m.token);
  expect(r.errors).toBeUndefined();
  return r.data.teamSummary;
}

async function count(table: string, where = '1=1', params: unknown[] = []) {
  const [row] = await c.t.db.manager.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(row.n);
}

async function member(sponsor: Member, fund?: number | string): Promise<Member> {
  const m = await registerMember(c.t, { sponsor: sponsor.code });
  if (fund !== undefined) await credit(c, m.id, fund, 'business');
  // Top-ups paid for another member need the step-up (two-factor.test.ts covers it): done once here.
  await stepUp(c, m);
  return m;
}

describe('golden example: a four-level chain buys plans', () => {
  it('moves every cent as BUSINESS-RULES §3-4 say, cap included', async () => {
    const starter = await planId('Starter');
    const silver = await planId('Silver');
    const gold = await planId('Gold');
    // root -> A -> B -> C -> D
    const A = await member(c.root, 2000);
    const B = await member(A, 3000);
    const C = await member(B, 30000);
    const D = await member(C, 500);

    expect((await topUp(A, { id: silver, amount: 1000 })).status).toBe(201);
    const bTopup = await topUp(B, { id: starter, amount: 500 });
    expect(bTopup.status).toBe(201);
    expect((await topUp(C, { id: gold, amount: 5000 })).status).toBe(201);
    const d = await topUp(D, { id: starter, amount: '123.45' });
    expect(d.status).toBe(201);
    expect(d.body.topup).toMatchObject({ userby_id: D.id, userto_id: D.id, plan_id: starter, amount: 123.45, status: 'complete' });

    // Active wallets: funding minus the top-up.
    expect(await wallet(c.t, A.id, 'ACTIVE')).toBe(usd(1000));
    expect(await wallet(c.t, B.id, 'ACTIVE')).toBe(usd(2500));
    expect(await wallet(c.t, C.id, 'ACTIVE')).toBe(usd(25000));
    expect(await wallet(c.t, D.id, 'ACTIVE')).toBe(usd('376.55'));
    // Direct income 5 % to the sponsor; root never activated: no cap, nothing paid.
    expect(await wallet(c.t, c.root.id, 'INCOME')).toBe(0n);
    expect(await wallet(c.t, A.id, 'INCOME')).toBe(usd(25));
    expect(await wallet(c.t, B.id, 'INCOME')).toBe(usd(250));
    expect(await wallet(c.t, C.id, 'INCOME')).toBe(usd('6.1725')); // 5 % of 123.45, exact
    expect(await wallet(c.t, D.id, 'INCOME')).toBe(0n);
    // Caps: 2x principal; Limit = cap - earned.
    expect(await capOf(A)).toMatchObject({ capTotal: '2000.00', earned: '25.00', remaining: '1975.00', open: true, runningPrincipal: '1000.00', runningCount: 1 });
    expect(await capOf(B)).toMatchObject({ capTotal: '1000.00', earned: '250.00', remaining: '750.00', open: true });
    expect(await capOf(C)).toMatchObject({ capTotal: '10000.00', earned: '6.1725', remaining: '9993.8275' });
    expect(await capOf(D)).toMatchObject({ capTotal: '246.90', earned: '0.00', remaining: '246.90' });
    // income_daily has one DIRECT_INCOME row per sponsor for today.
    const rows = await c.t.db.manager.query("SELECT member_id, entries FROM income_daily WHERE kind = 'DIRECT_INCOME' ORDER BY member_id");
    expect(rows.map((r: any) => [Number(r.member_id), Number(r.entries)])).toEqual([[A.id, 1], [B.id, 1], [C.id, 1]]);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(usd('6623.45'));
    // The admin's top-up detail lists the income it paid; members may not read it.
    const detail = await c.t.gql('query($id: Int!) { investment(id: $id) { amount paidIncomes { memberId kind amount } } }', { id: bTopup.body.topup.id }, c.admin);
    expect(detail.data.investment).toEqual({ amount: '500.00', paidIncomes: [{ memberId: A.id, kind: 'DIRECT_INCOME', amount: '25.00' }] });
    expect((await c.t.gql('query($id: Int!) { investment(id: $id) { paidIncomes { amount } } }', { id: bTopup.body.topup.id }, B.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Team aggregates, updated in each top-up's transaction.
    expect(await team(A)).toEqual({ teamSize: 3, directCount: 1, activeDirects: 1, ownBusiness: '1000.00', teamBusiness: '5623.45' });
    expect(await team(B)).toEqual({ teamSize: 2, directCount: 1, activeDirects: 1, ownBusiness: '500.00', teamBusiness: '5123.45' });
    expect(await team(C)).toEqual({ teamSize: 1, directCount: 1, activeDirects: 1, ownBusiness: '5000.00', teamBusiness: '123.45' });
    expect(await team(D)).toEqual({ teamSize: 0, directCount: 0, activeDirects: 0, ownBusiness: '123.45', teamBusiness: '0.00' });

    // A top-up that crosses B's cap: C buys 20,000 more, 5 % = 1,000 but B may earn only 750.
    expect((await topUp(C, { id: gold, amount: 20000 })).status).toBe(201);
    expect(await wallet(c.t, B.id, 'INCOME')).toBe(usd(1000));
    expect(await capOf(B)).toMatchObject({ earned: '1000.00', remaining: '0.00', open: false });
    const legacyB = (await api(c.t, 'get', `users/${B.id}`, B.token).expect(200)).body;
    expect(legacyB.singleuser ?? legacyB.user).toMatchObject({ active_plan: 500, plan_id: starter, max_amount: 1000, max: 2, level_status: 'close', direct_income: 1000 });
    // At the cap nothing is paid and nothing posted: D tops up C (friend) -> B gets no direct income.
    // (Not below C's running plan of 20,000: a friend top-up checks the receiver's plan.)
    await credit(c, D.id, 20000, 'business');
    const directPosts = await count('ledger_transactions', "kind = 'DIRECT_INCOME'");
    const friend = await api(c.t, 'post', 'transfer/friend', D.token).send({ values: { userby_id: D.id, userto_id: C.id, plan_id: gold, amount: 20000 } });
    expect(friend.status).toBe(201);
    expect(await count('ledger_transactions', "kind = 'DIRECT_INCOME'")).toBe(directPosts);
    expect(await wallet(c.t, B.id, 'INCOME')).toBe(usd(1000));
    // B tops up again: the cap reopens (2 x 1,100 = 2,200; 1,200 left).
    expect((await topUp(B, { id: starter, amount: 600 })).status).toBe(201);
    expect(await capOf(B)).toMatchObject({ capTotal: '2200.00', earned: '1000.00', remaining: '1200.00', open: true });
    expect(await team(A)).toMatchObject({ teamSize: 3, ownBusiness: '1000.00', teamBusiness: '46223.45' });
    expect(await team(B)).toMatchObject({ ownBusiness: '1100.00', teamBusiness: '45123.45' });
  });
});

describe('top-up rules', () => {
  it('refuses bad requests with clear codes and changes nothing', async () => {
    const starter = await planId('Starter');
    const silver = await planId('Silver');
    const sponsor = await member(c.root, 5000);
    const m = await member(sponsor, 5000);
    const other = await member(sponsor);
    expect((await topUp(m, { id: silver, amount: 2000 })).status).toBe(201);
    const before = await snapshot(c.t, [m.id, sponsor.id, other.id]);

    expectError(await topUp(m, { id: starter, amount: 50 }), 400, /between \$100.00 and \$999.00/, 'BAD_USER_INPUT');
    expectError(await topUp(m, { id: starter, amount: 1000 }), 400, undefined, 'BAD_USER_INPUT');
    expectError(await topUp(m, { id: starter, amount: '10.001' }), 400, undefined, 'BAD_USER_INPUT');
    expectError(await topUp(m, { id: 9999, amount: 100 }), 404, 'Plan not found');
    expectError(await topUp(m, { id: starter, amount: 500 }), 409, 'Buy a bigger plan than the active one', 'CONFLICT');
    expectError(await topUp(m, { id: starter, amount: 500, userby_id: other.id }), 403, 'Not allowed');
    expectError(await topUp(m, { id: silver, amount: 4999, userto_id: other.id }), 409, 'Insufficient balance in Active Wallet', 'INSUFFICIENT_FUNDS');
    expectError(await api(c.t, 'post', 'transfer/friend', m.token).send({ values: { userby_id: m.id, userto_id: m.id, plan_id: starter, amount: 100 } }), 400, 'Visit Membership Plan to topup self account');

    expect((await api(c.t, 'put', `users/${other.id}`, c.admin).send({ status: 'block' })).status).toBe(200);
    expectError(await topUp(m, { id: starter, amount: 100, userto_id: other.id }), 403, 'The receiving account is blocked', 'FORBIDDEN');

    await setSetting(c, { topup: 0 });
    try {
      expectError(await topUp(m, { id: silver, amount: 2000 }), 403, 'Top-ups are currently disabled', 'FEATURE_DISABLED');
      const g = await c.t.gql('mutation($i: TopUpInput!) { topUp(input: $i) { id } }', { i: { planId: silver, amount: '2000' } }, m.token);
      expect(g.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
    } finally {
      await setSetting(c, { topup: 1 });
    }
    expect(await snapshot(c.t, [m.id, sponsor.id, other.id])).toEqual(before);
  });

  it('a re-top-up below the running plan is refused (REST and GraphQL) and changes nothing', async () => {
    const starter = await planId('Starter');
    const silver = await planId('Silver');
    const m = await member(c.root, 5000);
    expect((await topUp(m, { id: silver, amount: 2000 })).status).toBe(201);
    const before = await snapshot(c.t, [m.id, c.root.id]);
    const investments = await count('investments', 'member_id = ?', [m.id]);

    expectError(await api(c.t, 'post', 'topup/addretopup', m.token).send({ id: starter, userby_id: m.id, amount: 500 }), 409, 'Buy a bigger plan than the active one', 'CONFLICT');
    expectError(await api(c.t, 'post', 'topup/addretopup', m.token).send({ id: silver, userby_id: m.id, amount: '1999.99' }), 409, 'Buy a bigger plan than the active one');
    const g = await c.t.gql('mutation($i: TopUpInput!) { reTopUp(input: $i) { id } }', { i: { planId: starter, amount: '999' } }, m.token);
    expect(g.errors?.[0]).toMatchObject({ message: 'Buy a bigger plan than the active one', extensions: { code: 'CONFLICT' } });
    expect(await snapshot(c.t, [m.id, c.root.id])).toEqual(before);
    expect(await count('investments', 'member_id = ?', [m.id])).toBe(investments);

    // The running plan's amount itself (or more) is accepted.
    const re = await api(c.t, 'post', 'topup/addretopup', m.token).send({ id: silver, userby_id: m.id, amount: 2000 });
    expect(re.status).toBe(201);
    expect(re.body.topup).toMatchObject({ kind: 'retopup', amount: 2000 });
  });

  it('top-ups off (`topup` switch): entry activation is refused on every path and changes nothing', async () => {
    const payer = await member(c.root, 200);
    const fresh = await member(c.root, 100);
    const friend = await member(c.root);
    const ids = [payer.id, fresh.id, friend.id];
    const before = await snapshot(c.t, ids);
    const activations = await count('activations');
    await setSetting(c, { topup: 0 });
    try {
      const off = (res: { status: number; body: any }) => expectError(res, 403, 'Top-ups are currently disabled', 'FEATURE_DISABLED');
      // topup/add with the legacy `entry` plan (id 0), for oneself and for another member
      off(await topUp(fresh, { id: 0, userby_id: fresh.id, amount: 25 }));
      off(await topUp(payer, { id: 0, userby_id: payer.id, userto_id: friend.id, amount: 25 }));
      // topup/entry
      off(await api(c.t, 'post', 'topup/entry', fresh.token).send({}));
      off(await api(c.t, 'post', 'topup/entry', payer.token).send({ id: friend.id, userby_id: payer.id }));
      // transfer/friend without an amount (the friend's entry activation)
      off(await api(c.t, 'post', 'transfer/friend', payer.token).send({ values: { userby_id: payer.id, userto_id: friend.id } }));
      // GraphQL
      const g = await c.t.gql('mutation($m: String) { activateWithEntryFee(member: $m) { id } }', { m: String(friend.id) }, payer.token);
      expect(g.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
      expect((await c.t.gql('mutation { activateWithEntryFee { id } }', {}, fresh.token)).errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
    } finally {
      await setSetting(c, { topup: 1 });
    }
    expect(await snapshot(c.t, ids)).toEqual(before);
    expect(await count('activations')).toBe(activations);
    for (const m of [fresh, friend]) expect((await api(c.t, 'get', `users/${m.id}`, m.token).expect(200)).body.singleuser).toMatchObject({ is_active: 'inactive', entry_fees: 0 });
    // Switched on again, the same request activates.
    expect((await api(c.t, 'post', 'transfer/friend', payer.token).send({ values: { userby_id: payer.id, userto_id: friend.id } })).status).toBe(201);
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(175));
  });

  it('a blocked payer\'s top-up is refused on every path and changes nothing', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 1000);
    const receiver = await member(c.root);
    expect((await topUp(payer, { id: starter, amount: 100 })).status).toBe(201);
    expect((await api(c.t, 'put', `users/${payer.id}`, c.admin).send({ status: 'block' })).status).toBe(200);
    const ids = [payer.id, receiver.id, c.root.id];
    const before = await snapshot(c.t, ids);
    const rows = [await count('investments'), await count('activations')];

    // Blocking ends the member's sessions: every money request is 401, the services never run.
    const refused = (res: { status: number; body: any }) => expectError(res, 401, 'Please sign in', 'UNAUTHENTICATED');
    refused(await topUp(payer, { id: starter, amount: 200 }));
    refused(await topUp(payer, { id: starter, amount: 200, userto_id: receiver.id }));
    refused(await api(c.t, 'post', 'topup/addretopup', payer.token).send({ id: starter, amount: 200 }));
    refused(await api(c.t, 'post', 'transfer/friend', payer.token).send({ values: { userto_id: receiver.id, plan_id: starter, amount: 200 } }));
    refused(await api(c.t, 'post', 'topup/entry', payer.token).send({ id: receiver.id }));
    for (const [q, v] of [
      ['mutation($i: TopUpInput!) { topUp(input: $i) { id } }', { i: { planId: starter, amount: '200' } }],
      ['mutation($i: TopUpInput!) { friendTopUp(input: $i) { id } }', { i: { planId: starter, amount: '200', receiver: String(receiver.id) } }],
      ['mutation($i: TopUpInput!) { reTopUp(input: $i) { id } }', { i: { planId: starter, amount: '200' } }],
    ] as const) {
      const g = await c.t.gql(q, v, payer.token);
      expect(g.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot(c.t, ids)).toEqual(before);
    expect([await count('investments'), await count('activations')]).toEqual(rows);
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(900));
  });

  it('a friend top-up carries the payer\'s description (REST `desc`, GraphQL description); a bad one changes nothing', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 1000);
    const friend = await member(c.root);
    const before = await snapshot(c.t, [payer.id, friend.id]);
    const friendTopUp = (values: Record<string, unknown>) => api(c.t, 'post', 'transfer/friend', payer.token).send({ values: { userby_id: payer.id, userto_id: friend.id, plan_id: starter, amount: 100, ...values } });
    expectError(await friendTopUp({ desc: 'x'.repeat(201) }), 400, 'Description must be at most 200 characters', 'BAD_USER_INPUT');
    expectError(await friendTopUp({ desc: 42 }), 400, 'Description must be text', 'BAD_USER_INPUT');
    const gBad = await c.t.gql('mutation($i: TopUpInput!) { friendTopUp(input: $i) { id } }', { i: { planId: starter, amount: '100', receiver: String(friend.id), description: 'y'.repeat(201) } }, payer.token);
    expect(gBad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await snapshot(c.t, [payer.id, friend.id])).toEqual(before);

    const rest = await friendTopUp({ desc: '  Birthday gift  ' });
    expect(rest.status).toBe(201);
    expect(rest.body.topup).toMatchObject({ userby_id: payer.id, userto_id: friend.id, desc: 'Birthday gift' });
    const g = await c.t.gql('mutation($i: TopUpInput!) { friendTopUp(input: $i) { id kind description } }', { i: { planId: starter, amount: '150', receiver: friend.code, description: 'For the team' } }, payer.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.friendTopUp).toMatchObject({ kind: 'FRIEND', description: 'For the team' });
    // Not below the friend's running plan (150 by now).
    const plain = await friendTopUp({ amount: 150 });
    expect(plain.body.topup.desc).toBe('');
    // Listed with it for the payer and the receiver (GraphQL and REST), and on the payer's wallet ledger line.
    for (const who of [payer, friend]) {
      const mine = await c.t.gql('{ myInvestments(pageSize: 10, paidForOthers: true) { items { id description } } }', {}, who.token);
      expect(mine.data.myInvestments.items).toEqual([
        { id: plain.body.topup.id, description: '' },
        { id: g.data.friendTopUp.id, description: 'For the team' },
        { id: rest.body.topup.id, description: 'Birthday gift' },
      ]);
    }
    const rows = (await api(c.t, 'get', `topup/by/${friend.id}`, friend.token).expect(200)).body.singletopup;
    expect(rows.map((r: any) => r.desc)).toEqual(['', 'For the team', 'Birthday gift']);
    const [line] = await c.t.db.manager.query("SELECT e.description FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.idempotency_key = ? AND e.member_id = ?", [`topup:${rest.body.topup.id}`, payer.id]);
    const { username } = (await api(c.t, 'get', `users/${friend.id}`, friend.token).expect(200)).body.singleuser;
    expect(line.description).toBe(`Starter top-up for ${username}: Birthday gift`);
    // The description is part of the request: a replay with another description is a mismatch.
    const key = { 'Idempotency-Key': 'friend-desc-1' };
    expect((await api(c.t, 'post', 'transfer/friend', payer.token).set(key).send({ values: { userto_id: friend.id, plan_id: starter, amount: 150, desc: 'a' } })).status).toBe(201);
    expectError(await api(c.t, 'post', 'transfer/friend', payer.token).set(key).send({ values: { userto_id: friend.id, plan_id: starter, amount: 150, desc: 'b' } }), 409, undefined, 'IDEMPOTENCY_MISMATCH');
  });

  it('pays for another member: the payer is the session, the receiver is activated, their sponsor gets the bonus', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 1000);
    expect((await topUp(sponsor, { id: starter, amount: 1000 - 1 })).status).toBe(201);
    const payer = await member(c.root, 300);
    const receiver = await member(sponsor);
    const res = await topUp(payer, { id: starter, amount: 200, userto_id: receiver.id });
    expect(res.status).toBe(201);
    expect(res.body.topup).toMatchObject({ userby_id: payer.id, userto_id: receiver.id, amount: 200 });
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(100));
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(10));
    const me = await api(c.t, 'get', `users/${receiver.id}`, receiver.token);
    expect(me.body.singleuser?.is_active ?? me.body.user?.is_active).toBe('active');
  });

  it('re-top-up pays no direct income unless directOnRetopup is on', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 100);
    expect((await topUp(sponsor, { id: starter, amount: 100 })).status).toBe(201);
    const m = await member(sponsor, 1000);
    expect((await topUp(m, { id: starter, amount: 100 })).status).toBe(201);
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(5));
    const re = await api(c.t, 'post', 'topup/addretopup', m.token).send({ id: starter, userby_id: m.id, amount: 100 });
    expect(re.status).toBe(201);
    expect(re.body.topup.kind).toBe('retopup');
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(5));
    await setSetting(c, { directOnRetopup: 1 });
    try {
      const g = await c.t.gql('mutation($i: TopUpInput!) { reTopUp(input: $i) { id kind amount status } }', { i: { planId: starter, amount: '100' } }, m.token);
      expect(g.errors).toBeUndefined();
      expect(g.data.reTopUp).toMatchObject({ kind: 'RETOPUP', amount: '100.00', status: 'RUNNING' });
      expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(10));
    } finally {
      await setSetting(c, { directOnRetopup: 0 });
    }
  });

  it('a replayed request posts nothing (Idempotency-Key and GraphQL idempotencyKey)', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 100);
    expect((await topUp(sponsor, { id: starter, amount: 100 })).status).toBe(201);
    const m = await member(sponsor, 1000);
    const first = await topUp(m, { id: starter, amount: 150 }, { 'Idempotency-Key': 'buy-1' });
    const again = await topUp(m, { id: starter, amount: 150 }, { 'Idempotency-Key': 'buy-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.topup.id).toBe(first.body.topup.id);
    expectError(await topUp(m, { id: starter, amount: 160 }, { 'Idempotency-Key': 'buy-1' }), 409, undefined, 'IDEMPOTENCY_MISMATCH');
    const q = 'mutation($i: TopUpInput!) { topUp(input: $i) { id } }';
    const g1 = await c.t.gql(q, { i: { planId: starter, amount: '150', idempotencyKey: 'g-1' } }, m.token);
    const g2 = await c.t.gql(q, { i: { planId: starter, amount: '150', idempotencyKey: 'g-1' } }, m.token);
    expect(g2.data.topUp.id).toBe(g1.data.topUp.id);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(700));
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(15));
    expect(await count('investments', 'member_id = ?', [m.id])).toBe(2);
  });

  it('two parallel top-ups from one wallet never overdraw', async () => {
    const starter = await planId('Starter');
    const m = await member(c.root, 150);
    const results = await Promise.all([topUp(m, { id: starter, amount: 100, userto_id: c.root.id }), topUp(m, { id: starter, amount: 100, userto_id: c.root.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(50));
    expect(await count('investments', 'payer_id = ?', [m.id])).toBe(1);
  });

  it('parallel direct incomes never take a sponsor past the cap', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 100);
    expect((await topUp(sponsor, { id: starter, amount: 100 })).status).toBe(201); // cap 200
    const directs = await Promise.all(Array.from({ length: 5 }, () => member(sponsor, 999)));
    const results = await Promise.all(directs.map((d) => topUp(d, { id: starter, amount: 999 }))); // 5 x 49.95
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(200));
    expect(await capOf(sponsor)).toMatchObject({ earned: '200.00', remaining: '0.00', open: false });
  });

  it('a member reading another member\'s top-up is refused', async () => {
    const starter = await planId('Starter');
    const owner = await member(c.root, 100);
    const stranger = await member(c.root);
    const res = await topUp(owner, { id: starter, amount: 100 });
    const id = res.body.topup.id;
    const q = 'query($id: Int!) { investment(id: $id) { id amount } }';
    expect((await c.t.gql(q, { id }, owner.token)).data.investment.amount).toBe('100.00');
    expect((await c.t.gql(q, { id }, stranger.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.t.gql(q, { id }, c.admin)).data.investment.id).toBe(id);
    expectError(await api(c.t, 'get', `topup/by/${owner.id}`, stranger.token), 403);
    expect((await api(c.t, 'get', `topup/by/${owner.id}`, owner.token)).body.singletopup).toHaveLength(1);
    expectError(await api(c.t, 'get', 'topup/list', owner.token), 403);
  });
});

describe('top-up reversal (admin)', () => {
  it('returns the principal to the payer once; incomes paid stay; cap and team business drop', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 100);
    expect((await topUp(sponsor, { id: starter, amount: 100 })).status).toBe(201);
    const payer = await member(sponsor, 500);
    const inv = (await topUp(payer, { id: starter, amount: 300 })).body.topup;
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(15));
    expect(await team(sponsor)).toMatchObject({ teamBusiness: '300.00' });
    expectError(await api(c.t, 'put', `topup/${inv.id}`, payer.token).send({ updatedData: { status: 'reversed' } }), 403);
    expectError(await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { amount: 1 } }), 400);
    const res = await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { status: 'reversed' } });
    expect(res.status).toBe(200);
    expect(res.body.topup).toMatchObject({ id: inv.id, status: 'reversed' });
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(500));
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(15));
    expect(await capOf(payer)).toMatchObject({ capTotal: '0.00', runningCount: 0 });
    expect(await team(sponsor)).toMatchObject({ teamBusiness: '0.00' });
    expectError(await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { status: 'reversed' } }), 409, 'Already processed');
    const g = await c.t.gql(`mutation { reverseTopUp(id: ${inv.id}) { id } }`, {}, c.admin);
    expect(g.errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
  });
});

describe('top-up note and deletion (admin, REST-CONTRACT §4.19)', () => {
  const noteOf = async (id: number) => {
    const r = await c.t.gql('query($id: Int!) { investment(id: $id) { note hidden status } }', { id }, c.admin);
    expect(r.errors).toBeUndefined();
    return r.data.investment;
  };
  const auditRows = (action: string, id: number) => count('audit_log', 'action = ? AND target = ?', [action, `investment:${id}`]);
  const setNote = 'mutation($id: Int!, $note: String!) { setTopUpNote(id: $id, note: $note) { id note status hidden } }';
  const del = 'mutation($id: Int!) { deleteTopUp(id: $id) { id status hidden } }';

  it('edits the note through REST and GraphQL; the legacy rows show it; the edit is audited', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 300);
    const inv = (await topUp(payer, { id: starter, amount: 100 })).body.topup;
    expect(inv.note).toBe('');

    const res = await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: '  Paid by bank transfer  ' } });
    expect(res.status).toBe(200);
    expect(res.body.topup).toMatchObject({ id: inv.id, note: 'Paid by bank transfer', status: 'complete' });
    const all = (await api(c.t, 'get', 'topup/list', c.admin).expect(200)).body.alltopup;
    expect(all.find((r: any) => r.id === inv.id).note).toBe('Paid by bank transfer');
    const mine = (await api(c.t, 'get', `topup/by/${payer.id}`, payer.token).expect(200)).body.singletopup;
    expect(mine.find((r: any) => r.id === inv.id).note).toBe('Paid by bank transfer');
    expect(await auditRows('topup.note', inv.id)).toBe(1);

    const g = await c.t.gql(setNote, { id: inv.id, note: 'Checked \u2713' }, c.admin);
    expect(g.errors).toBeUndefined();
    expect(g.data.setTopUpNote).toMatchObject({ id: inv.id, note: 'Checked \u2713', status: 'RUNNING', hidden: false });
    expect((await c.t.gql('{ investments(page: 1, pageSize: 100) { items { id note } } }', {}, c.admin)).data.investments.items.find((i: any) => i.id === inv.id).note).toBe('Checked \u2713');
    expect(await auditRows('topup.note', inv.id)).toBe(2);
    // The same note again writes nothing.
    expect((await c.t.gql(setNote, { id: inv.id, note: 'Checked \u2713' }, c.admin)).errors).toBeUndefined();
    expect(await auditRows('topup.note', inv.id)).toBe(2);
    // Exactly 500 characters (after trimming) is allowed; '' clears it.
    const max = 'n'.repeat(500);
    expect((await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ note: ` ${max}\n` })).body.topup.note).toBe(max);
    expect((await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: '' } })).body.topup.note).toBe('');

    // Note and reversal in one body.
    const both = await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: 'Wrong plan', status: 'Reversed' } });
    expect(both.status).toBe(200);
    expect(both.body.topup).toMatchObject({ note: 'Wrong plan', status: 'reversed' });
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(300));
    // A refused reversal keeps the old note (one transaction).
    expectError(await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: 'Again', status: 'reversed' } }), 409, 'Already processed');
    expect((await noteOf(inv.id)).note).toBe('Wrong plan');
    // Entry activations keep 'Entry fee'.
    const fresh = await member(c.root, 100);
    const entry = await api(c.t, 'post', 'topup/entry', fresh.token).send({});
    expect(entry.status).toBe(201);
    expect(entry.body.topup.note).toBe('Entry fee');
  });

  it('refuses bad notes and bad bodies (400 / BAD_USER_INPUT) and members (403 / FORBIDDEN); nothing changes', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 300);
    const inv = (await topUp(payer, { id: starter, amount: 100 })).body.topup;
    await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: 'Original' } }).expect(200);
    const before = await snapshot(c.t, [payer.id]);
    const audits = await count('audit_log');
    const put = (b: Record<string, unknown>) => api(c.t, 'put', `topup/${inv.id}`, c.admin).send(b);

    expectError(await put({ updatedData: { note: 'x'.repeat(501) } }), 400, 'Note must be at most 500 characters', 'BAD_USER_INPUT');
    expectError(await put({ updatedData: { note: 42 } }), 400, 'Note must be text', 'BAD_USER_INPUT');
    expectError(await put({ updatedData: { note: true } }), 400, 'Note must be text');
    expectError(await put({ updatedData: { note: null } }), 400, 'Note must be text');
    expectError(await put({ updatedData: { note: { text: 'x' } } }), 400);
    expectError(await put({ updatedData: { note: ['x'] } }), 400);
    expectError(await put({ updatedData: { note: 'ok', status: 'closed' } }), 400, "Status must be 'reversed'");
    expectError(await put({ updatedData: { note: 'x'.repeat(501), status: 'reversed' } }), 400);
    expectError(await put({ updatedData: { note: 'ok', amount: 5 } }), 400, 'The amount of a top-up cannot be edited');
    expectError(await put({ updatedData: { investment_amount: 5 } }), 400);
    expectError(await put({ updatedData: {} }), 400);
    expectError(await put({}), 400);
    expectError(await api(c.t, 'put', 'topup/999999', c.admin).send({ note: 'x' }), 404);
    expectError(await api(c.t, 'put', `topup/${inv.id}`, payer.token).send({ updatedData: { note: 'mine' } }), 403);

    const long = await c.t.gql(setNote, { id: inv.id, note: 'y'.repeat(501) }, c.admin);
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const wrongType = await c.t.gql(`mutation { setTopUpNote(id: ${inv.id}, note: 5) { id } }`, {}, c.admin);
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect((await c.t.gql(setNote, { id: inv.id, note: 'mine' }, payer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.t.gql(setNote, { id: 0, note: 'x' }, c.admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    expect(await noteOf(inv.id)).toMatchObject({ note: 'Original', status: 'RUNNING', hidden: false });
    expect(await snapshot(c.t, [payer.id])).toEqual(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('DELETE reverses a running top-up once, then hides it; a second DELETE is 404; members are refused', async () => {
    const starter = await planId('Starter');
    const sponsor = await member(c.root, 100);
    expect((await topUp(sponsor, { id: starter, amount: 100 })).status).toBe(201);
    const payer = await member(sponsor, 500);
    const keep = (await topUp(payer, { id: starter, amount: 100 })).body.topup;
    const inv = (await topUp(payer, { id: starter, amount: 300 })).body.topup;
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(100));
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(20));
    const held = await systemBalance(c.t, 'INVESTMENTS_HELD');

    expectError(await api(c.t, 'delete', `topup/${inv.id}`, payer.token), 403);
    expect((await c.t.gql(del, { id: inv.id }, payer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expectError(await api(c.t, 'delete', 'topup/abc', c.admin), 400);
    expectError(await api(c.t, 'delete', 'topup/999999', c.admin), 404);

    const res = await api(c.t, 'delete', `topup/${inv.id}`, c.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, topup: { id: inv.id, status: 'reversed' } });
    // Principal back to the payer once; the income paid stays; the cap keeps the other top-up.
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(400));
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(20));
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held - usd(300));
    expect(await capOf(payer)).toMatchObject({ capTotal: '200.00', runningCount: 1 });
    expect(await count('ledger_transactions', 'idempotency_key = ?', [`topup-reversal:${inv.id}`])).toBe(1);
    expect(await auditRows('topup.reverse', inv.id)).toBe(1);
    expect(await auditRows('topup.delete', inv.id)).toBe(1);

    // Hidden from every list; the row and the ledger stay.
    const all = (await api(c.t, 'get', 'topup/list', c.admin).expect(200)).body.alltopup.map((r: any) => r.id);
    expect(all).toContain(keep.id);
    expect(all).not.toContain(inv.id);
    const mine = await api(c.t, 'get', `topup/by/${payer.id}`, payer.token).expect(200);
    expect(mine.body.singletopup.map((r: any) => r.id)).toEqual([keep.id]);
    expect(mine.body.total).toBe(1);
    const adminList = await c.t.gql('query($m: Int) { investments(memberId: $m, page: 1, pageSize: 50) { total items { id } } }', { m: payer.id }, c.admin);
    expect(adminList.data.investments).toMatchObject({ total: 1, items: [{ id: keep.id }] });
    const reversedList = await c.t.gql('{ investments(status: REVERSED, page: 1, pageSize: 100) { items { id } } }', {}, c.admin);
    expect(reversedList.data.investments.items.map((i: any) => i.id)).not.toContain(inv.id);
    const myList = await c.t.gql('{ myInvestments(page: 1, pageSize: 50) { total items { id } } }', {}, payer.token);
    expect(myList.data.myInvestments).toMatchObject({ total: 1, items: [{ id: keep.id }] });
    const csv = await api(c.t, 'get', 'export/investments', c.admin).buffer(true).parse((res, cb) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => cb(null, text));
    });
    const csvIds = String(csv.body).split('\n').slice(1).filter(Boolean).map((line) => Number(line.split(',')[0].replace(/"/g, '')));
    expect(csvIds).toContain(keep.id);
    expect(csvIds).not.toContain(inv.id);
    expect(await count('investments', 'id = ?', [inv.id])).toBe(1);
    expect(await noteOf(inv.id)).toMatchObject({ hidden: true, status: 'REVERSED' });
    expect((await c.t.gql('query($id: Int!) { investment(id: $id) { id } }', { id: inv.id }, payer.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // Once: a second DELETE (REST or GraphQL), a note edit or a reversal of a deleted top-up is 404 and changes nothing.
    const after = await snapshot(c.t, [payer.id, sponsor.id]);
    expectError(await api(c.t, 'delete', `topup/${inv.id}`, c.admin), 404, 'Top-up not found', 'NOT_FOUND');
    expect((await c.t.gql(del, { id: inv.id }, c.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expectError(await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { note: 'late' } }), 404);
    expectError(await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { status: 'reversed' } }), 404);
    expect(await snapshot(c.t, [payer.id, sponsor.id])).toEqual(after);
    expect(await auditRows('topup.delete', inv.id)).toBe(1);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held - usd(300));
  });

  it('DELETE of an already reversed top-up only hides it; GraphQL deleteTopUp does the same as REST', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 400);
    const a = (await topUp(payer, { id: starter, amount: 200 })).body.topup;
    const b = (await topUp(payer, { id: starter, amount: 200 })).body.topup;
    await api(c.t, 'put', `topup/${a.id}`, c.admin).send({ updatedData: { status: 'reversed' } }).expect(200);
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(200));
    const res = await api(c.t, 'delete', `topup/${a.id}`, c.admin);
    expect(res.status).toBe(200);
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(200));
    expect(await count('ledger_transactions', 'idempotency_key = ?', [`topup-reversal:${a.id}`])).toBe(1);

    const g = await c.t.gql(del, { id: b.id }, c.admin);
    expect(g.errors).toBeUndefined();
    expect(g.data.deleteTopUp).toMatchObject({ id: b.id, status: 'REVERSED', hidden: true });
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(400));
    expect((await api(c.t, 'get', `topup/by/${payer.id}`, payer.token).expect(200)).body.singletopup).toEqual([]);
    expect((await c.t.gql(del, { id: b.id }, c.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(400));
  });

  it('two DELETEs at once: one reverses and hides, the other is 404; one posting', async () => {
    const starter = await planId('Starter');
    const payer = await member(c.root, 250);
    const inv = (await topUp(payer, { id: starter, amount: 250 })).body.topup;
    const results = await Promise.all([api(c.t, 'delete', `topup/${inv.id}`, c.admin), api(c.t, 'delete', `topup/${inv.id}`, c.admin)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await wallet(c.t, payer.id, 'ACTIVE')).toBe(usd(250));
    expect(await count('ledger_transactions', 'idempotency_key = ?', [`topup-reversal:${inv.id}`])).toBe(1);
  });
});

describe('plan desk', () => {
  it('admins create, edit and retire plans; running investments keep their terms; members are refused', async () => {
    const created = await api(c.t, 'post', 'plans/add', c.admin).send({ name: 'Platinum', monthly_price: 200, min: 200, max: 0, ROI_day: '0.8', Sponser_bonus: '7.5', plan_period: 12, cap_multiplier: 3, description: 'Test' });
    expect(created.status).toBe(201);
    expect(created.body.singleplan).toMatchObject({ name: 'Platinum', min: 200, max: 0, ROI_day: '0.8', Sponser_bonus: '7.5', plan_period: 12, cap_multiplier: 3, ROI_overall: '288' });
    const id = created.body.singleplan.id;
    expectError(await api(c.t, 'post', 'plans/add', c.admin).send({ name: 'Platinum', min: 1, ROI_day: 1, plan_period: 1 }), 409, undefined, 'ALREADY_EXISTS');
    expectError(await api(c.t, 'post', 'plans/add', c.admin).send({ name: 'X', min: 10, max: 5, ROI_day: 1, plan_period: 1 }), 400);
    expectError(await api(c.t, 'post', 'plans/add', c.admin).send({ name: 'Y', min: 10, ROI_day: '101', plan_period: 1 }), 400);

    const sponsor = await member(c.root, 200);
    expect((await topUp(sponsor, { id, amount: 200 })).status).toBe(201);
    const m = await member(sponsor, 1000);
    expect((await topUp(m, { id, amount: 1000 })).status).toBe(201);
    expect(await wallet(c.t, sponsor.id, 'INCOME')).toBe(usd(75)); // 7.5 %

    const edited = await api(c.t, 'put', `plans/${id}`, c.admin).send({ updatedData: { ROI_day: '1.25', cap_multiplier: 2 } });
    expect(edited.status).toBe(200);
    expect(edited.body.singleplan).toMatchObject({ ROI_day: '1.25', cap_multiplier: 2 });
    const mine = await c.t.gql('{ myInvestments { items { roiDay capMultiplier plan { roiDay } } } }', {}, m.token);
    expect(mine.data.myInvestments.items[0]).toEqual({ roiDay: '0.8', capMultiplier: 3, plan: { roiDay: '1.25' } });
    expect(await capOf(m)).toMatchObject({ capTotal: '3000.00' });

    expect((await api(c.t, 'delete', `plans/${id}`, c.admin)).status).toBe(200);
    expect((await api(c.t, 'get', 'plans/list').expect(200)).body.allplans.some((p: any) => p.id === id)).toBe(false);
    expect((await api(c.t, 'get', 'plans/list', c.admin).expect(200)).body.allplans.find((p: any) => p.id === id).is_active).toBe(false);
    expectError(await topUp(m, { id, amount: 1000 }), 409, 'This plan is no longer offered');

    // Members may not use the desk.
    expectError(await api(c.t, 'post', 'plans/add', m.token).send({ name: 'Z', min: 1, ROI_day: 1, plan_period: 1 }), 403);
    expectError(await api(c.t, 'put', `plans/${id}`, m.token).send({ name: 'Z' }), 403);
    expectError(await api(c.t, 'delete', `plans/${id}`, m.token), 403);
    expectError(await api(c.t, 'post', 'plans/addinvestlevel', m.token).send({ level_1: 1 }), 403);
    expectError(await api(c.t, 'post', 'actplan/add', m.token).send({ name: 'A', price: 1 }), 403);
    expectError(await api(c.t, 'post', 'codes', m.token).send({ count: 1 }), 403);
    for (const mutation of ['mutation { createPlan(input: { name: "Q", minAmount: "1", roiDay: "1", periodMonths: 1 }) { id } }', `mutation { retirePlan(id: ${id}) { id } }`, 'mutation { setLevelRates(table: INVESTMENT, rates: ["1"]) }', 'mutation { createCodes(count: 1) { id } }']) {
      expect((await c.t.gql(mutation, {}, m.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('level tables: defaults of BUSINESS-RULES §3, replaced through REST and GraphQL', async () => {
    const t = await c.t.gql('{ levelTables { investment activation } }', {}, c.admin);
    expect(t.data.levelTables.investment).toEqual(['10', '5', '4', '3', '2', '1', '1', '1', '1', '1', ...Array(10).fill('0.5')]);
    expect(t.data.levelTables.activation).toEqual(['10', '5', '3', '2', '1', ...Array(15).fill('0')]);
    const res = await api(c.t, 'post', 'plans/addactivelevel', c.admin).send({ level_1: '12.5', level_2: 4, level_3: '0.0001' });
    expect(res.status).toBe(200);
    expect(res.body.levels).toMatchObject({ level_1: '12.5', level_2: '4', level_3: '0.0001', level_4: '0', level_20: '0' });
    expectError(await api(c.t, 'post', 'plans/addinvestlevel', c.admin).send({ level_1: 'abc' }), 400);
    const g = await c.t.gql('mutation { setLevelRates(table: ACTIVATION, rates: ["10", "5", "3", "2", "1"]) }', {}, c.admin);
    expect(g.data.setLevelRates.slice(0, 6)).toEqual(['10', '5', '3', '2', '1', '0']);
  });
});

describe('activation', () => {
  const legacyUser = async (m: Member) => (await api(c.t, 'get', `users/${m.id}`, m.token).expect(200)).body.singleuser;

  it('entry fee: the legacy `entry` plan, topup/entry, once', async () => {
    const m = await member(c.root, 100);
    // Before activation the legacy client sees entry_fees 0 and is offered only `entry`.
    expect(await legacyUser(m)).toMatchObject({ is_active: 'inactive', entry_fees: 0 });
    const list = await api(c.t, 'get', 'plans/list', m.token).expect(200);
    expect(list.body.allplans[0]).toMatchObject({ id: 0, name: 'entry', monthly_price: 25, type: 'entry' });
    const res = await api(c.t, 'post', 'topup/add', m.token).send({ id: 0, userby_id: m.id, amount: 25 });
    expect(res.status).toBe(201);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(75));
    expect((await api(c.t, 'get', 'plans/list', m.token).expect(200)).body.allplans[0].name).not.toBe('entry');
    // After it entry_fees is the fee paid (member object, sign-in answer), so the legacy client offers the plans.
    expect(await legacyUser(m)).toMatchObject({ is_active: 'active', entry_fees: 25 });
    expect((await api(c.t, 'post', 'auth/signin').send({ email: m.email, password: m.password }).expect(200)).body.auth.entry_fees).toBe(25);
    expectError(await api(c.t, 'post', 'topup/entry', m.token).send({ id: m.id, userby_id: m.id }), 409, 'Entry fee already paid');
    const friend = await member(c.root);
    const paid = await api(c.t, 'post', 'topup/entry', m.token).send({ id: friend.id, userby_id: m.id });
    expect(paid.status).toBe(201);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(50));
    // Paid by someone else: the friend's entry_fees is the fee paid for them.
    expect(await legacyUser(friend)).toMatchObject({ is_active: 'active', entry_fees: 25 });
  });

  it('legacy entry_fees: the entry fee for a member activated by a plan top-up or an e-pin; the fee paid stays after a fee change', async () => {
    const starter = await planId('Starter');
    const byPlan = await member(c.root, 100);
    expect(await legacyUser(byPlan)).toMatchObject({ entry_fees: 0 });
    expect((await topUp(byPlan, { id: starter, amount: 100 })).status).toBe(201);
    expect(await legacyUser(byPlan)).toMatchObject({ is_active: 'active', entry_fees: 25 });
    expect((await api(c.t, 'get', 'plans/list', byPlan.token).expect(200)).body.allplans.some((p: any) => p.name === 'entry')).toBe(false);

    await api(c.t, 'post', 'codes', c.admin).send({ codes: ['ENTRYPIN42'] }).expect(201);
    const byPin = await member(c.root);
    expect((await c.t.gql('mutation { redeemCode(code: "ENTRYPIN42") { kind amount } }', {}, byPin.token)).data.redeemCode).toEqual({ kind: 'EPIN', amount: '0.00' });
    expect(await legacyUser(byPin)).toMatchObject({ is_active: 'active', entry_fees: 25 });

    const early = await member(c.root, 25);
    expect((await api(c.t, 'post', 'topup/entry', early.token).send({})).status).toBe(201);
    await setSetting(c, { entryFee: 30 });
    try {
      expect(await legacyUser(early)).toMatchObject({ entry_fees: 25 });
      expect(await legacyUser(byPin)).toMatchObject({ entry_fees: 30 });
      // Admin list: the same figure for every row.
      const rows = (await api(c.t, 'get', `users/list?search=${encodeURIComponent(early.email)}`, c.admin).expect(200)).body.allusers;
      expect(rows[0]).toMatchObject({ id: early.id, entry_fees: 25 });
    } finally {
      await setSetting(c, { entryFee: 25 });
    }
  });

  it('activation plan: activates and pays activation level income to the active uplines', async () => {
    const plan = await api(c.t, 'post', 'actplan/add', c.admin).send({ name: 'Basic activation', price: 50, description: 'Activate', is_active: true });
    expect(plan.status).toBe(201);
    const starter = await planId('Starter');
    const up2 = await member(c.root, 100);
    expect((await topUp(up2, { id: starter, amount: 100 })).status).toBe(201);
    const up1 = await member(up2, 100);
    expect((await topUp(up1, { id: starter, amount: 100 })).status).toBe(201);
    const m = await member(up1, 60);
    const income2 = await wallet(c.t, up2.id, 'INCOME');
    const g = await c.t.gql(`mutation { buyActivationPlan(planId: ${plan.body.singleactplan.id}) { kind amount } }`, {}, m.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.buyActivationPlan).toEqual({ kind: 'ACTIVATION_PLAN', amount: '50.00' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(10));
    expect(await wallet(c.t, up1.id, 'INCOME')).toBe(usd(5)); // level 1: 10 %
    expect((await wallet(c.t, up2.id, 'INCOME')) - income2).toBe(usd('2.5')); // level 2: 5 %
    const again = await c.t.gql(`mutation { buyActivationPlan(planId: ${plan.body.singleactplan.id}) { kind } }`, {}, m.token);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('e-pins: an admin issues a batch, a member redeems one once', async () => {
    const created = await api(c.t, 'post', 'codes', c.admin).send({ codes: ['PIN123456', 'pin123456', 'OTHER777'] });
    expect(created.status).toBe(201);
    expect(created.body.affectedRows).toBe(2);
    const again = await api(c.t, 'post', 'codes', c.admin).send({ codes: ['PIN123456'] });
    expect(again.body.affectedRows).toBe(0);
    const batch = await c.t.gql('mutation { createCodes(count: 3) { code status } }', {}, c.admin);
    expect(batch.data.createCodes).toHaveLength(3);
    const m = await member(c.root);
    const r = await c.t.gql('mutation { redeemCode(code: "pin123456") { kind } }', {}, m.token);
    expect(r.data.redeemCode.kind).toBe('EPIN');
    const other = await member(c.root);
    expect((await c.t.gql('mutation { redeemCode(code: "PIN123456") { kind } }', {}, other.token)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect((await c.t.gql('mutation { redeemCode(code: "NOPE0000") { kind } }', {}, other.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await api(c.t, 'get', 'codes', c.admin).expect(200);
    expect(list.body.codes.find((x: any) => x.code === 'PIN123456')).toMatchObject({ status: 'used', used_by: m.id });
  });
});

describe('principal withdrawal', () => {
  async function ageInvestment(id: number, days: number) {
    const today = await c.t.running.services.investments.today();
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(daysBetween(start, today)).toBe(days);
    await c.t.db.transaction((em) => em.query('UPDATE investments SET start_day = ? WHERE id = ?', [start, id]));
  }

  it.each([
    [5, '20', 200],
    [15, '10', 100],
    [25, '0', 0],
  ])('at %i days charges %s %%', async (days, percent, fee) => {
    const starter = await planId('Starter');
    const up = await member(c.root);
    const m = await member(up, 1000);
    const inv = (await topUp(m, { id: starter, amount: 1000 - 1 })).body.topup;
    expect(await team(up)).toMatchObject({ teamBusiness: '999.00' });
    await ageInvestment(inv.id, days);
    const before = await c.t.gql('{ myInvestments { items { ageDays exitFeePercent } } }', {}, m.token);
    expect(before.data.myInvestments.items[0]).toEqual({ ageDays: days, exitFeePercent: percent });
    await setPayoutAddress(c, m);
    const res = await api(c.t, 'post', 'withdrawalrequest/add/principle', m.token).send({ user_id: m.id, amount: 999, investment_id: inv.id });
    expect(res.status).toBe(201);
    expect(res.body.deductionPercentage).toBe(Number(percent));
    const feeMicro = (999n * M * BigInt(fee)) / 1000n;
    expect(res.body.withdrawal).toMatchObject({ type: 'principle', investment_id: inv.id, gross: 999, deduction: Number(feeMicro) / 1e6 });
    // Paused at request; its principal still counts for the cap until approval.
    let mine = await c.t.gql('{ myInvestments { items { id status } } }', {}, m.token);
    expect(mine.data.myInvestments.items[0]).toEqual({ id: inv.id, status: 'PAUSED' });
    const queue = await c.t.gql('{ withdrawals(kind: PRINCIPLE, status: PENDING) { items { id investmentId investment { id planId ageDays } } } }', {}, c.admin);
    expect(queue.errors).toBeUndefined();
    expect(queue.data.withdrawals.items.find((w: any) => w.id === res.body.withdrawal.id)).toEqual({ id: res.body.withdrawal.id, investmentId: inv.id, investment: { id: inv.id, planId: starter, ageDays: days } });
    const done = await api(c.t, 'put', `withdrawalrequest/update/principle/${res.body.withdrawal.id}`, c.admin).send({ status: 'complete' });
    expect(done.status).toBe(200);
    mine = await c.t.gql('{ myInvestments { items { id status } } }', {}, m.token);
    expect(mine.data.myInvestments.items[0].status).toBe('CLOSED');
    expect(await capOf(m)).toMatchObject({ capTotal: '0.00', runningCount: 0 });
    // The principal left the team business of the upline.
    expect(await team(up)).toMatchObject({ teamBusiness: '0.00' });
    expect(await team(m)).toMatchObject({ ownBusiness: '0.00' });
  });

  it('a declined (or cancelled) request resumes the investment; a paused one cannot be withdrawn twice', async () => {
    const starter = await planId('Starter');
    const m = await member(c.root, 500);
    const inv = (await topUp(m, { id: starter, amount: 500 })).body.topup;
    await setPayoutAddress(c, m);
    const q = await c.t.gql(`{ principalQuote(investmentId: ${inv.id}) { gross fee net feePercent } }`, {}, m.token);
    expect(q.data.principalQuote).toEqual({ gross: '500.00', fee: '100.00', net: '400.00', feePercent: '20' });
    const held = await systemBalance(c.t, 'INVESTMENTS_HELD');
    const req = await api(c.t, 'post', 'withdrawalrequest/add/principle', m.token).send({ user_id: m.id, amount: 500 });
    expect(req.status).toBe(201);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held - usd(500));
    await clearOtp(c, m);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add/principle', m.token).send({ user_id: m.id, investment_id: inv.id }), 409);
    // A top-up whose principal withdrawal is pending cannot be deleted (it cannot be reversed): 409, still listed.
    const paused = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'delete', `topup/${inv.id}`, c.admin), 409, 'A principal withdrawal of this investment is pending');
    expect((await api(c.t, 'get', `topup/by/${m.id}`, m.token).expect(200)).body.singletopup.map((r: any) => r.id)).toEqual([inv.id]);
    expect(await snapshot(c.t, [m.id])).toEqual(paused);
    const declined = await api(c.t, 'put', `withdrawalrequest/update/principle/${req.body.withdrawal.id}`, c.admin).send({ status: 'decline' });
    expect(declined.status).toBe(200);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held);
    const mine = await c.t.gql('{ myInvestments { items { status } } }', {}, m.token);
    expect(mine.data.myInvestments.items[0].status).toBe('RUNNING');
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: 0n });
  });
});

describe('monthly matrix of incomes', () => {
  it("tr/matrix counts incomes from the run's income summary (income_daily), the rest from the records", async () => {
    const silver = await planId('Silver');
    const A = await member(c.root, 1000);
    const B = await member(A, 2000);
    expect((await topUp(A, { id: silver, amount: 1000 })).status).toBe(201);
    expect((await topUp(B, { id: silver, amount: 2000 })).status).toBe(201);
    const month = (await c.t.running.services.investments.today()).slice(0, 7);
    const row = (rows: any[], type: string, source: string) => rows.find((r) => r.transaction_type === type && r.source === source);
    const mine = (await api(c.t, 'get', `tr/matrix?month=${month}`, A.token).expect(200)).body.data;
    // A's sponsor bonus: 5 % of B's 2,000; A's own top-up as a debit from the records.
    expect(row(mine, 'credit', 'direct_income')).toEqual({ transaction_type: 'credit', source: 'direct_income', count: 1, total: 100 });
    expect(row(mine, 'debit', 'topup')).toMatchObject({ count: 1, total: 1000 });
    // The figure is the summary's: a summary line changed by hand shows, the entries are not re-read.
    await c.t.db.manager.query("UPDATE income_daily SET entries = 2 WHERE member_id = ? AND kind = 'DIRECT_INCOME'", [A.id]);
    const again = (await api(c.t, 'get', `tr/matrix?month=${month}`, A.token).expect(200)).body.data;
    expect(row(again, 'credit', 'direct_income')).toMatchObject({ count: 2, total: 100 });
    await c.t.db.manager.query("UPDATE income_daily SET entries = 1 WHERE member_id = ? AND kind = 'DIRECT_INCOME'", [A.id]);
    // Another member's incomes are not in A's matrix; the admin's holds them all.
    expect(row((await api(c.t, 'get', `tr/matrix?month=${month}`, B.token).expect(200)).body.data, 'credit', 'direct_income')).toBeUndefined();
    expect(row((await api(c.t, 'get', `tr/matrix?month=${month}`, c.admin).expect(200)).body.data, 'credit', 'direct_income').total).toBeGreaterThanOrEqual(100);
  });
});

describe('reading investments', () => {
  test("a list's plans are read in one statement per request, not one per row", async () => {
    const m = await newMember(c);
    for (const amount of [100, 200, 1000, 1500]) await investPlan(c, m, amount, amount < 1000 ? 'Starter' : 'Silver');
    const plans = c.t.running.services.plans;
    const byIds = jest.spyOn(plans, 'byIds');
    const find = jest.spyOn(plans, 'find');
    try {
      const res = await c.t.gql('{ investments(memberId: ' + m.id + ', pageSize: 10) { items { amount plan { name } } } }', {}, c.admin);
      expect(res.errors).toBeUndefined();
      expect(res.data.investments.items.map((i: { plan: { name: string } }) => i.plan.name)).toEqual(['Silver', 'Silver', 'Starter', 'Starter']);
      expect(byIds).toHaveBeenCalledTimes(1);
      expect(find).not.toHaveBeenCalled();
    } finally {
      byIds.mockRestore();
      find.mockRestore();
    }
  });
});
