/**
 * Transfers through the real server (REST-CONTRACT §4.21, BUSINESS-RULES §6): member to member
 * (Active -> Active, by id, email or referral code) and Income/ROI -> own Active.
 */
import { api, credit, expectError, Member, newMember, setSetting, snapshot, stepUp, systemBalance, usd, useMoneyApp, wallet, wallets } from './money-helpers';

const c = useMoneyApp();

async function funded(active: number): Promise<Member> {
  const m = await newMember(c);
  if (active > 0) await credit(c, m.id, active, 'business');
  // Sending to another member needs the step-up (two-factor.test.ts covers it): done once here.
  await stepUp(c, m);
  return m;
}

const send = (from: Member, values: Record<string, unknown>) => api(c.t, 'post', 'transfer/touser', from.token).send({ values: { user_id: from.id, ...values } });

describe('member to member', () => {
  test('by id: Active to Active, one posting, legacy row', async () => {
    const a = await funded(100);
    const b = await funded(0);
    const res = await send(a, { userto_id: b.id, amount: 30, desc: 'Rent share' });
    expect(res.status).toBe(201);
    expect(res.body.transfer).toMatchObject({ userby_id: a.id, userto_id: b.id, email: a.email, userto_email: b.email, amount: 30, fee: 0, description: 'Rent share', kind: 'member', status: 'complete' });
    expect(await wallets(c.t, a.id)).toMatchObject({ ACTIVE: usd(70), INCOME: 0n });
    expect(await wallets(c.t, b.id)).toMatchObject({ ACTIVE: usd(30), INCOME: 0n });
    const [row] = await c.t.db.manager.query("SELECT COUNT(*) AS n FROM ledger_transactions WHERE reference_type = 'transfer' AND reference_id = ?", [res.body.transfer.id]);
    expect(Number(row.n)).toBe(1);
  });

  test('by email and by referral code (any case)', async () => {
    const a = await funded(100);
    const b = await funded(0);
    expect((await send(a, { userto_id: b.email.toUpperCase(), amount: '10.50' })).status).toBe(201);
    expect((await send(a, { userto_id: b.code.toLowerCase(), amount: 20 })).status).toBe(201);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd('30.50'));
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd('69.50'));
  });

  test('the whole balance can be sent, one cent more cannot', async () => {
    const a = await funded(25);
    const b = await funded(0);
    expectError(await send(a, { userto_id: b.id, amount: '25.01' }), 409, 'Insufficient balance in Active Wallet', 'INSUFFICIENT_FUNDS');
    expect((await send(a, { userto_id: b.id, amount: 25 })).status).toBe(201);
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(0n);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(25));
  });

  test('refusals change nothing: self, unknown, blocked, above balance, below 10, bad amounts, foreign user_id', async () => {
    const a = await funded(50);
    const b = await funded(0);
    const blocked = await funded(0);
    expect((await api(c.t, 'put', `users/${blocked.id}`, c.admin).send({ status: 'block' })).status).toBe(200);
    const before = await snapshot(c.t, [a.id, b.id, blocked.id]);

    expectError(await send(a, { userto_id: a.id, amount: 10 }), 400, 'You cannot transfer to yourself');
    expectError(await send(a, { userto_id: a.email, amount: 10 }), 400, 'You cannot transfer to yourself');
    expectError(await send(a, { userto_id: a.code, amount: 10 }), 400, 'You cannot transfer to yourself');
    expectError(await send(a, { userto_id: 999999, amount: 10 }), 404, 'User not found');
    expectError(await send(a, { userto_id: 'nobody@example.com', amount: 10 }), 404, 'User not found');
    expectError(await send(a, { userto_id: 'NOSUCHCODE', amount: 10 }), 404, 'User not found');
    expectError(await send(a, { userto_id: 1_000_000_000_000, amount: 10 }), 404);
    expectError(await send(a, { userto_id: blocked.id, amount: 10 }), 404, 'User not found');
    expectError(await send(a, { userto_id: blocked.email, amount: 10 }), 404, 'User not found');
    expectError(await send(a, { amount: 10 }), 400);
    expectError(await send(a, { userto_id: b.id, amount: 60 }), 409, 'Insufficient balance in Active Wallet');
    expectError(await send(a, { userto_id: b.id, amount: 9.99 }), 400, /Minimum transfer/);
    for (const amount of [-10, 0, 'NaN', 1e30, '12.345', 'abc', '', null, '1e3', '+20', ' ']) {
      expectError(await send(a, { userto_id: b.id, amount }), 400, undefined, 'BAD_USER_INPUT');
    }
    expectError(await send(a, { userto_id: b.id, amount: 10, desc: 'x'.repeat(201) }), 400);
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).send({ values: { user_id: b.id, userto_id: blocked.id, amount: 10 } }), 403, 'Not allowed');
    expectError(await api(c.t, 'post', 'transfer/touser', b.token).send({ values: { user_id: a.id, userto_id: b.id, amount: 10 } }), 403, 'Not allowed');
    expectError(await api(c.t, 'post', 'transfer/touser', blocked.token).send({ values: { userto_id: a.id, amount: 10 } }), 401);
    // An admin session is not the sender's session.
    const asAdmin = await api(c.t, 'post', 'transfer/touser', c.admin).send({ values: { user_id: a.id, userto_id: b.id, amount: 10 } });
    expect([401, 403]).toContain(asAdmin.status);

    expect(await snapshot(c.t, [a.id, b.id, blocked.id])).toEqual(before);
  });

  test('a transfer fee goes to FEES and counts against the balance', async () => {
    const a = await funded(100);
    const b = await funded(0);
    await setSetting(c, { transferFee: 2 });
    try {
      const fees0 = await systemBalance(c.t, 'FEES');
      const res = await send(a, { userto_id: b.id, amount: 50 });
      expect(res.status).toBe(201);
      expect(res.body.transfer).toMatchObject({ amount: 50, fee: 1 });
      expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(49));
      expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(50));
      expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(1));
      // 49 left: 49 + 2 % is more than the balance.
      const before = await snapshot(c.t, [a.id, b.id]);
      expectError(await send(a, { userto_id: b.id, amount: 49 }), 409, 'Insufficient balance in Active Wallet');
      expect(await snapshot(c.t, [a.id, b.id])).toEqual(before);
    } finally {
      await setSetting(c, { transferFee: 0 });
    }
  });

  test('Income and ROI money cannot be sent to a member', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'non_working');
    await credit(c, a.id, 100, 'working');
    await stepUp(c, a);
    expectError(await send(a, { userto_id: b.id, amount: 10 }), 409, 'Insufficient balance in Active Wallet');
    expect(await wallets(c.t, a.id)).toMatchObject({ ACTIVE: 0n, INCOME: usd(100), ROI: usd(100) });
  });
});

describe('to own Active wallet', () => {
  test('income with an amount, roi without one (the whole balance), wrapped bodies', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 50, 'non_working');
    await credit(c, m.id, '33.33', 'working');
    const r1 = await api(c.t, 'post', 'transfer/to-active', m.token).send({ user_id: m.id, source: 'income', amount: 20 });
    expect(r1.status).toBe(200);
    expect(r1.body).toMatchObject({ success: true, message: 'Your funds successfully transfer to active wallet', transferredAmount: 20 });
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd(20), INCOME: usd(30), ROI: usd('33.33') });
    const r2 = await api(c.t, 'post', 'transfer/to-active', m.token).send({ values: { user_id: m.id, source: 'roi' } });
    expect(r2.status).toBe(200);
    expect(r2.body.transferredAmount).toBe(33.33);
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd('53.33'), INCOME: usd(30), ROI: 0n });
    // Default source is income, default amount the whole balance.
    const r3 = await api(c.t, 'post', 'transfer/to-active', m.token).send({});
    expect(r3.body.transferredAmount).toBe(30);
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd('83.33'), INCOME: 0n, ROI: 0n });
  });

  test('empty, short, bad source, bad amounts, foreign user_id: refused and nothing changes', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    await credit(c, m.id, 15, 'non_working');
    await credit(c, other.id, 15, 'non_working');
    const before = await snapshot(c.t, [m.id, other.id]);
    const move = (b: Record<string, unknown>) => api(c.t, 'post', 'transfer/to-active', m.token).send(b);
    expectError(await move({ source: 'roi' }), 409, 'Nothing to transfer');
    expectError(await move({ source: 'income', amount: 16 }), 409, 'Insufficient balance in Income Wallet');
    expectError(await move({ source: 'roi', amount: 1 }), 409, 'Insufficient balance in ROI Wallet');
    expectError(await move({ source: 'active', amount: 1 }), 400);
    expectError(await move({ source: 'compound', amount: 1 }), 400);
    for (const amount of [-1, 0, 'NaN', 1e30, '1.234', 'abc']) expectError(await move({ source: 'income', amount }), 400);
    expectError(await move({ user_id: other.id, source: 'income' }), 403, 'Not allowed');
    expect(await snapshot(c.t, [m.id, other.id])).toEqual(before);
  });
});

describe('lists', () => {
  test('member byid shows sent and received; another id is 403; admin sees all', async () => {
    const a = await funded(100);
    const b = await funded(0);
    const x = await funded(50);
    const t1 = (await send(a, { userto_id: b.id, amount: 10 })).body.transfer;
    const t2 = (await send(x, { userto_id: a.id, amount: 20 })).body.transfer;
    const t3 = (await send(x, { userto_id: b.id, amount: 10 })).body.transfer;
    await credit(c, a.id, 10, 'non_working');
    await api(c.t, 'post', 'transfer/to-active', a.token).send({ source: 'income' });

    const mine = await api(c.t, 'get', `transfer/byid/${a.id}`, a.token);
    expect(mine.status).toBe(200);
    const ids = mine.body.transfer.map((r: any) => r.id);
    expect(ids).toEqual(expect.arrayContaining([t1.id, t2.id]));
    expect(ids).not.toContain(t3.id);
    expect(mine.body.transfer[0]).toMatchObject({ kind: 'to_active', userby_id: a.id, userto_id: a.id, amount: 10 });
    expect(mine.body.transfer.every((r: any) => r.userby_id === a.id || r.userto_id === a.id)).toBe(true);

    expectError(await api(c.t, 'get', `transfer/byid/${b.id}`, a.token), 403, 'Not allowed');
    expect((await api(c.t, 'get', `transfer/byid/${b.id}`, c.admin)).body.transfer.map((r: any) => r.id)).toEqual([t3.id, t1.id]);
    expectError(await api(c.t, 'get', 'transfer/list', a.token), 403);
    const all = await api(c.t, 'get', 'transfer/list', c.admin);
    expect(all.status).toBe(200);
    expect(all.body.alltransfer.map((r: any) => r.id)).toEqual(expect.arrayContaining([t1.id, t2.id, t3.id]));
  });
});

describe('GraphQL', () => {
  const TO_MEMBER = 'mutation($i: TransferToMemberInput!) { transferToMember(input: $i) { id fromMemberId toMemberId amount fee kind sourceWallet description status } }';

  test('transferToMember, transferToActive, myTransfers, transfers', async () => {
    const a = await funded(100);
    const b = await funded(0);
    const r = await c.t.gql(TO_MEMBER, { i: { recipient: b.email, amount: '10.50', description: 'Lunch' } }, a.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.transferToMember).toMatchObject({ fromMemberId: a.id, toMemberId: b.id, amount: '10.50', fee: '0.00', kind: 'member', sourceWallet: 'ACTIVE', description: 'Lunch', status: 'complete' });
    const byCode = await c.t.gql(TO_MEMBER, { i: { recipient: b.code, amount: '10' } }, a.token);
    expect(byCode.errors).toBeUndefined();
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd('20.50'));
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd('79.50'));

    await credit(c, b.id, 40, 'working');
    const move = await c.t.gql('mutation { transferToActive(source: ROI, amount: "15") { success message transferredAmount } }', {}, b.token);
    expect(move.data.transferToActive).toEqual({ success: true, message: 'Your funds successfully transfer to active wallet', transferredAmount: '15.00' });
    const all = await c.t.gql('mutation { transferToActive(source: ROI) { transferredAmount } }', {}, b.token);
    expect(all.data.transferToActive.transferredAmount).toBe('25.00');
    expect(await wallets(c.t, b.id)).toMatchObject({ ACTIVE: usd('60.50'), ROI: 0n });

    const mine = await c.t.gql('{ myTransfers { total items { id kind amount fromMemberId toMemberId } } }', {}, b.token);
    expect(mine.data.myTransfers.total).toBe(4);
    expect(mine.data.myTransfers.items.map((x: any) => x.kind)).toEqual(['to_active', 'to_active', 'member', 'member']);
    const admin = await c.t.gql('query($m:Int){ transfers(memberId: $m, pageSize: 100) { total } }', { m: a.id }, c.admin);
    expect(admin.data.transfers.total).toBe(2);
    const forbidden = await c.t.gql('{ transfers { total } }', {}, a.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('GraphQL refusals carry the domain codes and change nothing', async () => {
    const a = await funded(20);
    const b = await funded(0);
    const before = await snapshot(c.t, [a.id, b.id]);
    const self = await c.t.gql(TO_MEMBER, { i: { recipient: a.email, amount: '10' } }, a.token);
    expect(self.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await c.t.gql(TO_MEMBER, { i: { recipient: 'ghost@example.com', amount: '10' } }, a.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const short = await c.t.gql(TO_MEMBER, { i: { recipient: b.email, amount: '20.01' } }, a.token);
    expect(short.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    expect(short.errors?.[0]?.message).toBe('Insufficient balance in Active Wallet');
    for (const amount of ['-1', '0', '9.99', '1.001', 'abc']) {
      const bad = await c.t.gql(TO_MEMBER, { i: { recipient: b.email, amount } }, a.token);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const empty = await c.t.gql('mutation { transferToActive(source: INCOME) { transferredAmount } }', {}, a.token);
    expect(empty.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    expect(empty.errors?.[0]?.message).toBe('Nothing to transfer');
    const anon = await c.t.gql(TO_MEMBER, { i: { recipient: b.email, amount: '10' } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await snapshot(c.t, [a.id, b.id])).toEqual(before);
  });
});
