/**
 * Withdrawals through the real server (REST-CONTRACT §4.23, BUSINESS-RULES §6): NORMAL from Income,
 * ROI from ROI, COMPOUND the whole Compound balance. OTP clearance, payout address, limits, fees,
 * the gross held at request, complete/decline once from pending, owner cancel, cash handling.
 */
import crypto from 'node:crypto';
import { ageClearance, api, bep20Address, clearOtp, credit, expectError, Member, newMember, rowCounts, sendOtp, setPayoutAddress, setSetting, snapshot, systemBalance, usd, useMoneyApp, wallet, wallets } from './money-helpers';

const c = useMoneyApp();

const WALLET_FIELD = { INCOME: 'non_working', ROI: 'working', ACTIVE: 'business', COMPOUND: 'compound' } as const;

/** A member with `amount` in a wallet, a payout address and a fresh OTP clearance. */
async function ready(amount: number, w: keyof typeof WALLET_FIELD = 'INCOME'): Promise<Member> {
  const m = await newMember(c);
  if (amount > 0) await credit(c, m.id, amount, WALLET_FIELD[w]);
  await setPayoutAddress(c, m);
  return m;
}

const postings = async (withdrawalId: number) => {
  const rows = await c.t.db.manager.query("SELECT kind FROM ledger_transactions WHERE reference_type = 'withdrawal' AND reference_id = ? ORDER BY id", [withdrawalId]);
  return rows.map((r: any) => r.kind);
};

const QUOTE = 'query($kind: WithdrawalKind!, $amount: Money) { withdrawalQuote(kind: $kind, amount: $amount) { kind gross fee net feePercent } }';

describe('NORMAL (Income wallet, 10 %)', () => {
  test('quote, request holds the gross, complete pays the net and the fee goes to FEES', async () => {
    const m = await ready(300);
    const quote = await c.t.gql(QUOTE, { kind: 'NORMAL', amount: '100' }, m.token);
    expect(quote.errors).toBeUndefined();
    expect(quote.data.withdrawalQuote).toEqual({ kind: 'NORMAL', gross: '100.00', fee: '10.00', net: '90.00', feePercent: '10' });

    const fees0 = await systemBalance(c.t, 'FEES');
    const payable0 = await systemBalance(c.t, 'WITHDRAWALS_PAYABLE');
    const payouts0 = await systemBalance(c.t, 'PAYOUTS');
    const res = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 100, user_id: m.id, check: true });
    expect(res.status).toBe(201);
    const w = res.body.withdrawal;
    expect(w).toMatchObject({ user_id: m.id, email: m.email, gross: 100, amount: 90, deduction: 10, type: 'working', status: 'pending', acceptat: null });
    expect(w.bep20).toMatch(/^0x[0-9a-f]{40}$/);
    // Held at once.
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(200));
    expect(await systemBalance(c.t, 'WITHDRAWALS_PAYABLE')).toBe(payable0 + usd(100));
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0);

    const done = await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete', amount: 5, user_id: 1 });
    expect(done.status).toBe(200);
    expect(done.body.withdrawal).toMatchObject({ id: w.id, status: 'complete', gross: 100, amount: 90, deduction: 10 });
    expect(done.body.withdrawal.acceptat).toEqual(expect.any(String));
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(10));
    expect(await systemBalance(c.t, 'PAYOUTS')).toBe(payouts0 + usd(90));
    expect(await systemBalance(c.t, 'WITHDRAWALS_PAYABLE')).toBe(payable0);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(200));

    // Once only.
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed', 'ALREADY_PROCESSED');
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'decline' }), 409, 'Already processed');
    expectError(await api(c.t, 'delete', `withdrawalrequest/${w.id}`, m.token), 409, 'Already processed');
    expect(await postings(w.id)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT']);
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(10));
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(200));
  });

  test('decline returns the whole gross and takes no fee', async () => {
    const m = await ready(100);
    const fees0 = await systemBalance(c.t, 'FEES');
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 60 })).body.withdrawal;
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(40));
    const res = await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'decline' });
    expect(res.status).toBe(200);
    expect(res.body.withdrawal.status).toBe('decline');
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0);
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'decline' }), 409, 'Already processed');
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expect(await postings(w.id)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN']);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));
  });

  test('kind-specific admin endpoints refuse a NORMAL request (400) and change nothing', async () => {
    const m = await ready(50);
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).body.withdrawal;
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'put', `withdrawalrequest/update/roi/${w.id}`, c.admin).send({ status: 'complete' }), 400, /not a ROI withdrawal/);
    expectError(await api(c.t, 'put', `withdrawalrequest/compound/${w.id}`, c.admin).send({ status: 'complete' }), 400, /not a COMPOUND withdrawal/);
    expectError(await api(c.t, 'put', `withdrawalrequest/update/principle/${w.id}`, c.admin).send({ status: 'decline' }), 400);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
    const list = await api(c.t, 'get', `withdrawalrequest/by/${m.id}`, m.token);
    expect(list.body.singleWithdrawal[0].status).toBe('pending');
  });

  test('more than the Income balance: 409, nothing held', async () => {
    const m = await ready(40);
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 409, 'Insufficient balance in Income Wallet', 'INSUFFICIENT_FUNDS');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('Active money does not fund a NORMAL withdrawal', async () => {
    const m = await ready(100, 'ACTIVE');
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 10 }), 409, 'Insufficient balance in Income Wallet');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(100));
  });
});

describe('ROI (ROI wallet, 5 %)', () => {
  test('request, kind-checked completion through update/roi, fee 5 %', async () => {
    const m = await ready(200, 'ROI');
    const quote = await c.t.gql(QUOTE, { kind: 'ROI', amount: '100' }, m.token);
    expect(quote.data.withdrawalQuote).toEqual({ kind: 'ROI', gross: '100.00', fee: '5.00', net: '95.00', feePercent: '5' });
    const fees0 = await systemBalance(c.t, 'FEES');
    const res = await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 100, user_id: m.id });
    expect(res.status).toBe(201);
    const w = res.body.withdrawal;
    expect(w).toMatchObject({ type: 'ROI', gross: 100, amount: 95, deduction: 5, status: 'pending' });
    expect(await wallet(c.t, m.id, 'ROI')).toBe(usd(100));
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(0n);

    expectError(await api(c.t, 'put', `withdrawalrequest/compound/${w.id}`, c.admin).send({ status: 'complete' }), 400);
    const done = await api(c.t, 'put', `withdrawalrequest/update/roi/${w.id}`, c.admin).send({ status: 'approved' });
    expect(done.status).toBe(200);
    expect(done.body.withdrawal.status).toBe('complete');
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(5));
    expectError(await api(c.t, 'put', `withdrawalrequest/update/roi/${w.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expect(await postings(w.id)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT']);
  });

  test('decline through update/roi returns the gross to the ROI wallet', async () => {
    const m = await ready(30, 'ROI');
    const w = (await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 30 })).body.withdrawal;
    expect(await wallet(c.t, m.id, 'ROI')).toBe(0n);
    expect((await api(c.t, 'put', `withdrawalrequest/update/roi/${w.id}`, c.admin).send({ status: 'decline' })).status).toBe(200);
    expect(await wallet(c.t, m.id, 'ROI')).toBe(usd(30));
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(0n);
  });

  test('ROI short: 409 naming the ROI wallet', async () => {
    const m = await ready(20, 'ROI');
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 30 }), 409, 'Insufficient balance in ROI Wallet');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('COMPOUND (whole Compound balance, 5 %)', () => {
  test('Active -> Compound, then the whole balance is withdrawn; completion via compound/{id}', async () => {
    const m = await ready(200, 'ACTIVE');
    const moved = await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 150 });
    expect(moved.status).toBe(200);
    expect(moved.body.amount).toBe(150);
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd(50), COMPOUND: usd(150) });

    const quote = await c.t.gql(QUOTE, { kind: 'COMPOUND' }, m.token);
    expect(quote.data.withdrawalQuote).toEqual({ kind: 'COMPOUND', gross: '150.00', fee: '7.50', net: '142.50', feePercent: '5' });

    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({ amount: 100 }), 400, /whole Compound balance/);
    expect(await snapshot(c.t, [m.id])).toEqual(before);

    const fees0 = await systemBalance(c.t, 'FEES');
    const res = await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({ user_id: m.id, deduction: 99 });
    expect(res.status).toBe(201);
    const w = res.body.withdrawal;
    expect(w).toMatchObject({ type: 'compound', gross: 150, amount: 142.5, deduction: 7.5, status: 'pending' });
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd(50), COMPOUND: 0n });
    expectError(await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({}), 409, 'Nothing to withdraw');

    expectError(await api(c.t, 'put', `withdrawalrequest/update/roi/${w.id}`, c.admin).send({ status: 'complete' }), 400);
    const done = await api(c.t, 'put', `withdrawalrequest/compound/${w.id}`, c.admin).send({ status: 'complete' });
    expect(done.status).toBe(200);
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd('7.5'));
    expectError(await api(c.t, 'put', `withdrawalrequest/compound/${w.id}`, c.admin).send({ status: 'decline' }), 409, 'Already processed');
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd(50), COMPOUND: 0n });
  });

  test('decline restores the Compound balance; an amount equal to the balance is accepted', async () => {
    const m = await ready(80, 'ACTIVE');
    await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 80 });
    const w = (await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({ amount: '80.00' })).body.withdrawal;
    expect(w.gross).toBe(80);
    expect(await wallet(c.t, m.id, 'COMPOUND')).toBe(0n);
    expect((await api(c.t, 'put', `withdrawalrequest/compound/${w.id}`, c.admin).send({ status: 'decline' })).status).toBe(200);
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: 0n, COMPOUND: usd(80) });
  });

  test('compounding more than Active: 409; nothing to withdraw: 409', async () => {
    const m = await ready(20, 'ACTIVE');
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 30 }), 409, 'Insufficient balance in Active Wallet');
    expectError(await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({}), 409, 'Nothing to withdraw');
    expectError(await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: -5 }), 400);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('OTP clearance and payout address', () => {
  /** A funded member whose payout address was set by an admin (no OTP ever verified). */
  async function funded(amount = 100) {
    const m = await newMember(c);
    await credit(c, m.id, amount, 'non_working');
    const res = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ bep20: bep20Address() });
    expect(res.status).toBe(200);
    return m;
  }

  test('no OTP: 403 OTP verification required, nothing held; after verifying: 201', async () => {
    const m = await funded();
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 403, 'OTP verification required', 'OTP_REQUIRED');
    const g = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "50"}) { id } }', {}, m.token);
    expect(g.errors?.[0]?.extensions?.code).toBe('OTP_REQUIRED');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
    await clearOtp(c, m);
    expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).status).toBe(201);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(50));
  });

  test('a clearance older than 5 minutes: 403; a fresh one works', async () => {
    const m = await funded();
    await clearOtp(c, m);
    expect(await ageClearance(c.t, m.email, 6)).toBe(1);
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 403, 'OTP verification required');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
    // 4 minutes is still inside the window.
    await clearOtp(c, m);
    await ageClearance(c.t, m.email, 4);
    expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).status).toBe(201);
  });

  test('five wrong OTPs void the code: the right one then fails and there is no clearance', async () => {
    const m = await funded();
    const code = await sendOtp(c, m);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expectError(await api(c.t, 'post', 'otp/verify', m.token).send({ userId: m.id, otp: wrong }), 400, 'Invalid or expired OTP', 'BAD_USER_INPUT');
    }
    expectError(await api(c.t, 'post', 'otp/verify', m.token).send({ userId: m.id, otp: code }), 400, 'Invalid or expired OTP');
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 403, 'OTP verification required');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
    // A new code works again.
    await clearOtp(c, m);
    expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).status).toBe(201);
  });

  test('four wrong OTPs still let the right one through', async () => {
    const m = await funded();
    const code = await sendOtp(c, m);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expectError(await api(c.t, 'post', 'otp/verify', m.token).send({ userId: m.id, otp: wrong }), 400);
    const ok = await api(c.t, 'post', 'otp/verify', m.token).send({ userId: m.id, otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.verified).toBe(true);
    expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 10 })).status).toBe(201);
  });

  test("OTP calls for another member's id: 403; a second send within a minute: 429", async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    expectError(await api(c.t, 'post', 'otp/send', m.token).send({ userId: other.id, email: other.email }), 403);
    expectError(await api(c.t, 'post', 'otp/send', m.token).send({ userId: m.id, email: other.email }), 400);
    await sendOtp(c, m);
    expectError(await api(c.t, 'post', 'otp/send', m.token).send({ userId: m.id, email: m.email }), 429);
  });

  test('no payout address: 409 Add a payout address first', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'non_working');
    await clearOtp(c, m);
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 409, 'Add a payout address first');
    expectError(await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 50 }), 409, 'Add a payout address first');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('the first payout address needs no OTP; changing it needs OTP clearance', async () => {
    const m = await newMember(c);
    expect((await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() })).status).toBe(200);
    expectError(await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: bep20Address() }), 403, 'OTP verification required');
    const address = await setPayoutAddress(c, m);
    const me = await api(c.t, 'get', `users/${m.id}`, m.token);
    expect(me.body.singleuser.bep20).toBe(address);
  });
});

describe('amount rules and bad inputs', () => {
  test.each([
    ['below 10', 5, /Minimum withdrawal/],
    ['not a multiple of 10', 15, /multiple of/],
    ['negative', -10, undefined],
    ['zero', 0, undefined],
    ['NaN', 'NaN', undefined],
    ['1e30', 1e30, undefined],
    ['three decimals', '12.345', undefined],
    ['two decimals off the multiple', '10.50', /multiple of/],
    ['text', 'abc', undefined],
    ['missing', undefined, undefined],
  ])('%s: 400 and nothing changes', async (_label, amount, message) => {
    const m = await ready(500);
    const before = await snapshot(c.t, [m.id]);
    for (const url of ['withdrawalrequest/add', 'withdrawalrequest/add/roiwithdrawal']) {
      expectError(await api(c.t, 'post', url, m.token).send({ amount }), 400, message, 'BAD_USER_INPUT');
    }
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('GraphQL quote and request refuse the same amounts', async () => {
    const m = await ready(500);
    const before = await snapshot(c.t, [m.id]);
    for (const amount of ['5', '15', '12.345', '-10', '0', 'abc', '1e30']) {
      const q = await c.t.gql(QUOTE, { kind: 'NORMAL', amount }, m.token);
      expect(q.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await c.t.gql('mutation($a: Money) { requestWithdrawal(input: {kind: NORMAL, amount: $a}) { id } }', { a: amount }, m.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test("another member's user_id: 403 and nothing changes", async () => {
    const m = await ready(100);
    const victim = await ready(100);
    const before = await snapshot(c.t, [m.id, victim.id]);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50, user_id: victim.id }), 403, 'Not allowed');
    expectError(await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 50, user_id: victim.id }), 403);
    expectError(await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({ user_id: victim.id }), 403);
    expectError(await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 10, user_id: victim.id }), 403);
    expectError(await api(c.t, 'get', `withdrawalrequest/by/${victim.id}`, m.token), 403);
    expectError(await api(c.t, 'get', `withdrawalrequest/auto-transfer/${victim.id}`, m.token), 403);
    expect(await snapshot(c.t, [m.id, victim.id])).toEqual(before);
  });

  test('withdrawals switched off: 403 for every kind, nothing changes', async () => {
    const m = await ready(100);
    await credit(c, m.id, 50, 'compound');
    await setSetting(c, { withdrawal: 0 });
    try {
      const before = await snapshot(c.t, [m.id]);
      expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 }), 403, 'Withdrawals are currently disabled', 'FEATURE_DISABLED');
      expectError(await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 50 }), 403, 'Withdrawals are currently disabled');
      expectError(await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({}), 403, 'Withdrawals are currently disabled');
      const g = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "50"}) { id } }', {}, m.token);
      expect(g.errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
      expect(await snapshot(c.t, [m.id])).toEqual(before);
    } finally {
      await setSetting(c, { withdrawal: 1 });
    }
    expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).status).toBe(201);
  });

  test('unknown or malformed ids on decisions', async () => {
    expectError(await api(c.t, 'put', 'withdrawalrequest/999999', c.admin).send({ status: 'complete' }), 404);
    expectError(await api(c.t, 'put', 'withdrawalrequest/0', c.admin).send({ status: 'complete' }), 400, 'Invalid id');
    const m = await ready(20);
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20 })).body.withdrawal;
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'pending' }), 400);
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, m.token).send({ status: 'complete' }), 403);
    expect(await postings(w.id)).toEqual(['WITHDRAWAL_HOLD']);
  });
});

describe('owner cancel', () => {
  test('the owner deletes a pending request: the gross returns; a second delete is 409', async () => {
    const m = await ready(100);
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 70 })).body.withdrawal;
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(30));
    const res = await api(c.t, 'delete', `withdrawalrequest/${w.id}`, m.token);
    expect(res.status).toBe(200);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));
    const row = (await api(c.t, 'get', `withdrawalrequest/by/${m.id}`, m.token)).body.singleWithdrawal.find((x: any) => x.id === w.id);
    expect(row.status).toBe('decline');
    expectError(await api(c.t, 'delete', `withdrawalrequest/${w.id}`, m.token), 409, 'Already processed');
    expectError(await api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));
    expect(await postings(w.id)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN']);
  });

  test("another member cannot cancel it (403); an admin delete declines it", async () => {
    const m = await ready(100);
    const other = await newMember(c);
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 40 })).body.withdrawal;
    const before = await snapshot(c.t, [m.id, other.id]);
    expectError(await api(c.t, 'delete', `withdrawalrequest/${w.id}`, other.token), 403);
    const g = await c.t.gql('mutation($id:Int!){ cancelWithdrawal(id:$id) { id } }', { id: w.id }, other.token);
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(c.t, [m.id, other.id])).toEqual(before);
    expect((await api(c.t, 'delete', `withdrawalrequest/${w.id}`, c.admin)).status).toBe(200);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(100));
  });
});

describe('auto-transfer (Income -> Active)', () => {
  test('moves the whole Income to Active; then 409 Nothing to transfer', async () => {
    const m = await newMember(c);
    await credit(c, m.id, '70.25', 'non_working');
    await credit(c, m.id, 5, 'business');
    const res = await api(c.t, 'get', `withdrawalrequest/auto-transfer/${m.id}`, m.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your funds successfully transfer to active wallet');
    expect(res.body.transferredAmount).toBe(70.25);
    expect(await wallets(c.t, m.id)).toMatchObject({ INCOME: 0n, ACTIVE: usd('75.25') });
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'get', `withdrawalrequest/auto-transfer/${m.id}`, m.token), 409, 'Nothing to transfer');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('a cookie session from another site is refused (state-changing GET)', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 10, 'non_working');
    const res = await c.t.http().get(`/api/v1/withdrawalrequest/auto-transfer/${m.id}`).set('Cookie', `token=${m.token}`).set('Origin', 'https://evil.example');
    expectError(res, 403);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(10));
  });
});

describe('lists', () => {
  test('member by/{id}, admin list by type and status, GraphQL queues', async () => {
    const m = await ready(100);
    await credit(c, m.id, 100, 'working');
    const a = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20 })).body.withdrawal;
    const b = (await api(c.t, 'post', 'withdrawalrequest/add/roiwithdrawal', m.token).send({ amount: 30 })).body.withdrawal;
    await api(c.t, 'put', `withdrawalrequest/${a.id}`, c.admin).send({ status: 'complete' });

    const own = await api(c.t, 'get', `withdrawalrequest/by/${m.id}`, m.token);
    expect(own.status).toBe(200);
    expect(own.body.singleWithdrawal.map((x: any) => x.id)).toEqual([b.id, a.id]);

    expectError(await api(c.t, 'get', 'withdrawalrequest/list', m.token), 403);
    const roi = await api(c.t, 'get', 'withdrawalrequest/list?type=ROI&status=pending', c.admin);
    expect(roi.status).toBe(200);
    expect(roi.body.allwithdrawal.map((x: any) => x.id)).toContain(b.id);
    expect(roi.body.allwithdrawal.every((x: any) => x.type === 'ROI' && x.status === 'pending')).toBe(true);
    const done = await api(c.t, 'get', 'withdrawalrequest/list?type=working&status=complete', c.admin);
    expect(done.body.allwithdrawal.map((x: any) => x.id)).toContain(a.id);
    expect(done.body.allwithdrawal.every((x: any) => x.type === 'working' && x.status === 'complete')).toBe(true);
    expectError(await api(c.t, 'get', 'withdrawalrequest/list?type=lottery', c.admin), 400);

    const mine = await c.t.gql('{ myWithdrawals { total items { id kind gross fee net status } } }', {}, m.token);
    expect(mine.data.myWithdrawals.total).toBe(2);
    expect(mine.data.myWithdrawals.items[0]).toEqual({ id: b.id, kind: 'ROI', gross: '30.00', fee: '1.50', net: '28.50', status: 'PENDING' });
    const queue = await c.t.gql('{ withdrawals(kind: ROI, status: PENDING, pageSize: 100) { items { id kind status } } }', {}, c.admin);
    expect(queue.data.withdrawals.items.map((x: any) => x.id)).toContain(b.id);
    expect(queue.data.withdrawals.items.every((x: any) => x.kind === 'ROI' && x.status === 'PENDING')).toBe(true);
  });
});

describe('GraphQL withdrawals', () => {
  test('requestWithdrawal, setWithdrawalStatus with kind check, cancelWithdrawal', async () => {
    const m = await ready(200);
    const r = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "50"}) { id kind gross fee net status feePercent } }', {}, m.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.requestWithdrawal).toMatchObject({ kind: 'NORMAL', gross: '50.00', fee: '5.00', net: '45.00', status: 'PENDING', feePercent: '10' });
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(150));
    const id = r.data.requestWithdrawal.id;
    const wrongKind = await c.t.gql('mutation($id:Int!){ setWithdrawalStatus(id:$id, status: COMPLETE, kind: ROI) { id } }', { id }, c.admin);
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const byMember = await c.t.gql('mutation($id:Int!){ setWithdrawalStatus(id:$id, status: COMPLETE) { id } }', { id }, m.token);
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const fees0 = await systemBalance(c.t, 'FEES');
    const ok = await c.t.gql('mutation($id:Int!){ setWithdrawalStatus(id:$id, status: COMPLETE, kind: NORMAL) { id status } }', { id }, c.admin);
    expect(ok.data.setWithdrawalStatus.status).toBe('COMPLETE');
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(5));
    const again = await c.t.gql('mutation($id:Int!){ setWithdrawalStatus(id:$id, status: DECLINE) { id } }', { id }, c.admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_PROCESSED');

    const second = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "100"}) { id } }', {}, m.token);
    const cancelled = await c.t.gql('mutation($id:Int!){ cancelWithdrawal(id:$id) { id status } }', { id: second.data.requestWithdrawal.id }, m.token);
    expect(cancelled.data.cancelWithdrawal.status).toBe('DECLINE');
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(150));
  });
});

describe('admin cash handling', () => {
  test('credit and debit each wallet type; a debit above the balance is 409 and changes nothing', async () => {
    const m = await newMember(c);
    for (const [field, w] of [['business', 'ACTIVE'], ['non_working', 'INCOME'], ['working', 'ROI'], ['compound', 'COMPOUND'], ['profit', 'INCOME']] as const) {
      const res = await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 30, action: 'credit', wallet_type: field } });
      expect(res.status).toBe(201);
      expect(res.body.entry).toMatchObject({ user_id: m.id, action: 'credit', amount: 30, reason: 'Admin cash handling' });
      expect(await wallet(c.t, m.id, w)).toBeGreaterThanOrEqual(usd(30));
    }
    expect(await wallets(c.t, m.id)).toEqual({ ACTIVE: usd(30), INCOME: usd(60), ROI: usd(30), COMPOUND: usd(30) });

    const debit = await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 10, action: 'debit', wallet_type: 'business', reason: 'Cash paid out at the desk' } });
    expect(debit.status).toBe(201);
    expect(debit.body.entry.reason).toBe('Cash paid out at the desk');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(20));

    const before = await snapshot(c.t, [m.id]);
    const audits0 = Number((await c.t.db.manager.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n);
    expectError(await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 20.01, action: 'debit', wallet_type: 'business' } }), 409, 'Insufficient balance in Active Wallet', 'INSUFFICIENT_FUNDS');
    expectError(await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 31, action: 'debit', wallet_type: 'compound' } }), 409, 'Insufficient balance in Compound Wallet');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
    expect(Number((await c.t.db.manager.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n)).toBe(audits0);
  });

  test('bad cash-handling requests: 400/403/404 and nothing changes', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 50, 'business');
    const before = await snapshot(c.t, [m.id]);
    const send = (data: Record<string, unknown>, token = c.admin) => api(c.t, 'post', 'withdrawalrequest/debit', token).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 10, action: 'credit', wallet_type: 'business', ...data } });
    expectError(await send({}, m.token), 403);
    expectError(await send({ action: 'steal' }), 400);
    expectError(await send({ wallet_type: 'piggybank' }), 400, 'Unknown wallet');
    expectError(await send({ amount: -10 }), 400);
    expectError(await send({ amount: 0 }), 400);
    expectError(await send({ amount: '12.345' }), 400);
    expectError(await send({ amount: 'abc' }), 400);
    expectError(await send({ amount: 1e30 }), 400);
    expectError(await send({ reason: 'x' }), 400);
    expectError(await send({ id: 999999 }), 404, 'User not found');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('GraphQL adjustWallet credits and refuses an overdraft', async () => {
    const m = await newMember(c);
    const ADJ = 'mutation($i: AdjustWalletInput!) { adjustWallet(input: $i) { transactionId memberId wallet action amount reason } }';
    const ok = await c.t.gql(ADJ, { i: { memberId: m.id, wallet: 'ROI', action: 'CREDIT', amount: '12.34', reason: 'Bonus correction', idempotencyKey: crypto.randomUUID() } }, c.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.adjustWallet).toMatchObject({ memberId: m.id, wallet: 'ROI', action: 'CREDIT', amount: '12.34', reason: 'Bonus correction' });
    expect(await wallet(c.t, m.id, 'ROI')).toBe(usd('12.34'));
    const before = await snapshot(c.t, [m.id]);
    const over = await c.t.gql(ADJ, { i: { memberId: m.id, wallet: 'ROI', action: 'DEBIT', amount: '12.35', idempotencyKey: crypto.randomUUID() } }, c.admin);
    expect(over.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    const member = await c.t.gql(ADJ, { i: { memberId: m.id, wallet: 'ROI', action: 'CREDIT', amount: '1', idempotencyKey: crypto.randomUUID() } }, m.token);
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

test('row counts only grow by the postings of successful requests', async () => {
  const m = await ready(100);
  const before = await rowCounts(c.t);
  expect((await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 10 })).status).toBe(201);
  const after = await rowCounts(c.t);
  expect(after.withdrawals).toBe(before.withdrawals + 1);
  expect(after.ledger_transactions).toBe(before.ledger_transactions + 1);
  expect(after.ledger_entries).toBe(before.ledger_entries + 2);
});
