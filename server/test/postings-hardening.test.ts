/**
 * Postings that compute an amount from a balance, admin wallet edits, keys of admin credits and
 * compound moves, reads of committed data only, and non-round fees (issue 6, items 7-11).
 */
import crypto from 'node:crypto';
import { User } from '../src/modules/users/user.entity';
import { api, credit, expectError, newMember, setPayoutAddress, setSetting, systemBalance, usd, useMoneyApp, wallet, stepUp } from './money-helpers';
import { asText } from '../src/database/sql';

jest.setTimeout(120_000);

const c = useMoneyApp();
const key = () => crypto.randomUUID();

/** The balance after a member's entry of one posting kind (the last one of that kind on the wallet). */
async function balanceAfter(memberId: number, walletName: string, kind: string): Promise<bigint[]> {
  const cast = asText(c.t.engine, 'balance_after');
  const rows = await c.t.db.manager.query(`SELECT ${cast} AS b FROM ledger_entries WHERE member_id = ? AND wallet = ? AND kind = ? ORDER BY id`, [memberId, walletName, kind]);
  return rows.map((r: any) => BigInt(r.b));
}

const adminCredit = (memberId: number, walletType: string, amount: number) =>
  api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', key()).send({ updatedData: { id: memberId, amount, action: 'credit', wallet_type: walletType, reason: 'Concurrent credit' } });

describe('amounts computed from a balance are read inside the posting (item 7, concurrent postings)', () => {
  test("'move the whole balance' leaves exactly 0 even with credits landing at the same time", async () => {
    const m = await newMember(c);
    for (let round = 0; round < 6; round++) {
      await credit(c, m.id, 50, 'non_working');
      const [moved] = await Promise.all([
        api(c.t, 'post', 'transfer/to-active', m.token).set('Idempotency-Key', key()).send({ source: 'income' }),
        ...Array.from({ length: 6 }, () => adminCredit(m.id, 'non_working', 1)),
      ]);
      expect(moved.status).toBe(200);
    }
    // Every whole-balance move emptied the wallet as it was at that moment.
    const after = await balanceAfter(m.id, 'INCOME', 'WALLET_MOVE');
    expect(after).toHaveLength(6);
    expect(after).toEqual(Array(6).fill(0n));
  });

  test("the admin's 'set balance to X' ends at exactly X while other postings run", async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'business');
    for (let round = 0; round < 6; round++) {
      // Cents differ per round: a balance the last round left (its target plus whole credits) never
      // equals this target, which would post nothing.
      const target = (500 + round + (round + 1) / 100).toFixed(2);
      const [edit] = await Promise.all([
        api(c.t, 'put', `users/${m.id}`, c.admin).send({ business: target }),
        ...Array.from({ length: 6 }, () => adminCredit(m.id, 'business', 1)),
      ]);
      expect(edit.status).toBe(200);
      const edits = await c.t.db.manager.query("SELECT e.id FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.member_id = ? AND t.memo = 'Admin edit' ORDER BY e.id DESC LIMIT 1", [m.id]);
      const cast = asText(c.t.engine, 'balance_after');
      const [row] = await c.t.db.manager.query(`SELECT ${cast} AS b FROM ledger_entries WHERE id = ?`, [edits[0].id]);
      expect(BigInt(row.b)).toBe(usd(target));
    }
  });

  test('the compound withdrawal takes the whole Compound balance as it is inside its transaction', async () => {
    const m = await newMember(c);
    await setPayoutAddress(c, m);
    for (let round = 0; round < 4; round++) {
      await credit(c, m.id, 40, 'compound');
      const [w] = await Promise.all([
        api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({}),
        ...Array.from({ length: 6 }, () => adminCredit(m.id, 'compound', 1)),
      ]);
      expect(w.status).toBe(201);
      const [held] = await c.t.db.manager.query('SELECT gross FROM withdrawals WHERE id = ?', [w.body.withdrawal.id]);
      const entries = await balanceAfter(m.id, 'COMPOUND', 'COMPOUND_WITHDRAWAL');
      expect(entries[entries.length - 1]).toBe(0n);
      expect(BigInt(held.gross)).toBeGreaterThanOrEqual(usd(40));
    }
  });
});

describe('admin wallet edits (item 8)', () => {
  test('saving the form unchanged posts nothing; a real change posts the exact difference once', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    await credit(c, m.id, 100, 'business');
    await stepUp(c, m);
    // A non-round fee leaves micro-units on the balance: 100 - 10.01 - 0.012352 = 89.977648.
    await setSetting(c, { transferFee: '0.1234' });
    try {
      expect((await api(c.t, 'post', 'transfer/touser', m.token).send({ userto_id: other.id, amount: '10.01' })).status).toBe(201);
    } finally {
      await setSetting(c, { transferFee: '0' });
    }
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(89_977_648n);
    const shown = (await api(c.t, 'get', `users/${m.id}`, c.admin)).body.singleuser;
    expect(shown.business).toBe(89.98);
    const txCount = async () => Number((await c.t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_transactions'))[0].n);
    const before = await txCount();
    // The admin form echoes every field as shown.
    const echo = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ fullname: shown.fullname, business: shown.business, non_working: shown.non_working, working: shown.working, compound: shown.compound });
    expect(echo.status).toBe(200);
    expect(await txCount()).toBe(before);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(89_977_648n);

    const changed = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ business: 100 });
    expect(changed.status).toBe(200);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(100));
    expect(await txCount()).toBe(before + 1);
    // Sent again (a retry), nothing more is posted.
    expect((await api(c.t, 'put', `users/${m.id}`, c.admin).send({ business: 100 })).status).toBe(200);
    expect(await txCount()).toBe(before + 1);
    expectError(await api(c.t, 'put', `users/${m.id}`, c.admin).send({ business: '1.234' }), 400);
  });
});

describe('admin credits and compound moves need a key, which names the posting (item 9)', () => {
  test('a retried admin credit posts once; without a key it is refused and posts nothing', async () => {
    const m = await newMember(c);
    const k = key();
    const send = (idem?: string) => {
      const req = api(c.t, 'post', 'withdrawalrequest/debit', c.admin);
      if (idem) req.set('Idempotency-Key', idem);
      return req.send({ updatedData: { id: m.id, amount: 25, action: 'credit', wallet_type: 'business', reason: 'Retry test' } });
    };
    const results = await Promise.all([send(k), send(k), send(k)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.entry.id ?? JSON.stringify(r.body.entry))).size).toBe(1);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(25));
    // Without a key (the legacy client) /api/v1 derives one from caller, route and body for a minute
    // (issue 20 item 21): a new request posts once, its double click replays it.
    const [plain, doubled] = [await send(), await send()];
    expect([plain.status, doubled.status]).toEqual([201, 201]);
    expect(doubled.body.entry).toEqual(plain.body.entry);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(50));
    // GraphQL still requires the client's key.
    const gql = await c.t.gql('mutation { adjustWallet(input: { memberId: 1, wallet: ACTIVE, action: CREDIT, amount: "5" }) { amount } }', {}, c.admin);
    expect(gql.status).toBe(400);
    expect(gql.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  test('a retried compound move posts once; without a key it is refused', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'business');
    const k = key();
    const move = (idem?: string) => {
      const req = api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token);
      if (idem) req.set('Idempotency-Key', idem);
      return req.send({ amount: 30 });
    };
    expect((await Promise.all([move(k), move(k)])).map((r) => r.status)).toEqual([200, 200]);
    expect(await wallet(c.t, m.id, 'COMPOUND')).toBe(usd(30));
    // Without a key on /api/v1: a derived one (issue 20 item 21), so a double click moves once.
    expect((await Promise.all([move(), move()])).map((r) => r.status)).toEqual([200, 200]);
    expect(await wallet(c.t, m.id, 'COMPOUND')).toBe(usd(60));
    const gql = await c.t.gql('mutation($k: String!) { compound(amount: "10", idempotencyKey: $k) { message } }', { k }, m.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_MISMATCH');
    const none = await c.t.gql('mutation { compound(amount: "10") { message } }', {}, m.token);
    expect(none.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await wallet(c.t, m.id, 'COMPOUND')).toBe(usd(60));
  });
});

describe('reads outside transactions see committed data only (item 10)', () => {
  test('a value written inside an open transaction is not visible over HTTP and vanishes on rollback', async () => {
    const m = await newMember(c);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    const tx = c.t.db
      .transaction(async (em) => {
        await em.update(User, { id: m.id }, { fullname: 'Uncommitted Name' });
        written();
        await held;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await wrote;
    const during = await api(c.t, 'get', `users/${m.id}`, m.token);
    release();
    await tx;
    expect(during.status).toBe(200);
    expect(during.body.singleuser.fullname).toBe('Test Member');
    expect((await api(c.t, 'get', `users/${m.id}`, m.token)).body.singleuser.fullname).toBe('Test Member');
  });
});

describe('non-round fees are truncated to the micro-unit, never rounded up (item 11)', () => {
  test('transfer fee 0.1234 % of 10.01 is 0.012352 (not 0.012353)', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 50, 'business');
    await stepUp(c, a);
    const fees0 = await systemBalance(c.t, 'FEES');
    await setSetting(c, { transferFee: '0.1234' });
    try {
      expect((await api(c.t, 'post', 'transfer/touser', a.token).send({ userto_id: b.id, amount: '10.01' })).status).toBe(201);
    } finally {
      await setSetting(c, { transferFee: '0' });
    }
    expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + 12_352n);
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(50) - 10_010_000n - 12_352n);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(10_010_000n);
  });

  test('withdrawal fee 3.3333 % of 10.03 is 0.334329 (not 0.334330): quote, hold and payout agree', async () => {
    // Whole-dollar amounts make every percentage exact; the compound withdrawal takes any balance.
    const m = await newMember(c);
    await credit(c, m.id, '10.03', 'compound');
    await setPayoutAddress(c, m);
    await setSetting(c, { withdrawalFeeCompound: '3.3333' });
    try {
      const quote = await c.t.gql('query { withdrawalQuote(kind: COMPOUND) { gross fee net } }', {}, m.token);
      expect(quote.data.withdrawalQuote).toEqual({ gross: '10.03', fee: '0.334329', net: '9.695671' });
      const w = await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({});
      expect(w.status).toBe(201);
      const fees0 = await systemBalance(c.t, 'FEES');
      const payouts0 = await systemBalance(c.t, 'PAYOUTS');
      expect((await api(c.t, 'put', `withdrawalrequest/compound/${w.body.withdrawal.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);
      expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + 334_329n);
      expect(await systemBalance(c.t, 'PAYOUTS')).toBe(payouts0 + 9_695_671n);
      expect(await wallet(c.t, m.id, 'COMPOUND')).toBe(0n);
    } finally {
      await setSetting(c, { withdrawalFeeCompound: '5' });
    }
  });
});
