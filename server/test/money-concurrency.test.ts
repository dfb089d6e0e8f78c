/**
 * Concurrency and idempotency (ARCHITECTURE §3, REST-CONTRACT §1.5, §1.9): N parallel requests
 * against one balance succeed exactly as often as the balance allows; a client Idempotency-Key
 * posts once; two admin clicks on one request: exactly one wins.
 */
import crypto from 'node:crypto';
import { api, credit, deposit, expectError, Member, newMember, rowCounts, setPayoutAddress, snapshot, systemBalance, txHash, usd, useMoneyApp, wallet, wallets, stepUp } from './money-helpers';
import { expectReconciled } from './harness';
import { asText } from '../src/database/sql';

const c = useMoneyApp();

const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

/** The lowest balance any entry of the member ever left behind (never below zero). */
async function lowestBalanceAfter(memberId: number): Promise<bigint> {
  const cast = asText(c.t.engine, 'MIN(balance_after)');
  const [row] = await c.t.db.manager.query(`SELECT ${cast} AS low FROM ledger_entries WHERE member_id = ?`, [memberId]);
  return BigInt(row.low);
}

// Distinct requests carry distinct Idempotency-Keys: without one, /api/v1 takes identical calls within
// a minute for one (a double click; legacy-admin.test.ts).
describe('parallel requests against one balance', () => {
  test('50 NORMAL withdrawals of 10 against an Income of 200: exactly 20 succeed', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 200, 'non_working');
    await setPayoutAddress(c, m);
    const payable0 = await systemBalance(c.t, 'WITHDRAWALS_PAYABLE');
    const before = await rowCounts(c.t);

    const results = await Promise.all(Array.from({ length: 50 }, () => api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 10 })));
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 201)).toBe(20);
    expect(count(statuses, 409)).toBe(30);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ success: false, message: 'Insufficient balance in Income Wallet', code: 'INSUFFICIENT_FUNDS' });
    }
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(0n);
    expect(await lowestBalanceAfter(m.id)).toBe(0n);
    expect(await systemBalance(c.t, 'WITHDRAWALS_PAYABLE')).toBe(payable0 + usd(200));
    const after = await rowCounts(c.t);
    // The refused requests left no withdrawal row and no posting behind.
    expect(after.withdrawals - before.withdrawals).toBe(20);
    expect(after.ledger_transactions - before.ledger_transactions).toBe(20);
    const ids = results.filter((r) => r.status === 201).map((r) => r.body.withdrawal.id);
    expect(new Set(ids).size).toBe(20);
    console.log(`[${c.t.engine}] 50 parallel withdrawals of 10 from 200: ${count(statuses, 201)} x 201, ${count(statuses, 409)} x 409`);
  });

  test('50 transfers of 10 from an Active of 250: exactly 25 succeed', async () => {
    const sender = await newMember(c);
    const recipients: Member[] = [];
    for (let i = 0; i < 5; i++) recipients.push(await newMember(c));
    await deposit(c, sender, 250);
    await stepUp(c, sender);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api(c.t, 'post', 'transfer/touser', sender.token).set('Idempotency-Key', crypto.randomUUID()).send({ values: { userto_id: recipients[i % 5].id, amount: 10 } })),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 201)).toBe(25);
    expect(count(statuses, 409)).toBe(25);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('Insufficient balance in Active Wallet');
    expect(await wallet(c.t, sender.id, 'ACTIVE')).toBe(0n);
    expect(await lowestBalanceAfter(sender.id)).toBe(0n);
    let received = 0n;
    for (const r of recipients) received += await wallet(c.t, r.id, 'ACTIVE');
    expect(received).toBe(usd(250));
    const [row] = await c.t.db.manager.query('SELECT COUNT(*) AS n FROM transfers WHERE from_user_id = ?', [sender.id]);
    expect(Number(row.n)).toBe(25);
    console.log(`[${c.t.engine}] 50 parallel transfers of 10 from 250: ${count(statuses, 201)} x 201, ${count(statuses, 409)} x 409`);
  });

  test('transfers between two members in both directions at once: the global lock order means no deadlock reaches a caller', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await deposit(c, a, 1000);
    await deposit(c, b, 1000);
    await stepUp(c, a);
    await stepUp(c, b);
    const fees = await systemBalance(c.t, 'FEES');
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return api(c.t, 'post', 'transfer/touser', from.token).set('Idempotency-Key', crypto.randomUUID()).send({ values: { userto_id: to.id, amount: 10 } });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    // Both wallets locked in id order by every posting: what left one arrived in the other, fees aside.
    const charged = (await systemBalance(c.t, 'FEES')) - fees;
    expect((await wallet(c.t, a.id, 'ACTIVE')) + (await wallet(c.t, b.id, 'ACTIVE')) + charged).toBe(usd(2000));
    await expectReconciled(c.t);
  });

  test('mixed: withdrawals and moves to Active compete for one Income balance of 100', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'non_working');
    await setPayoutAddress(c, m);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 10 })
          : api(c.t, 'post', 'transfer/to-active', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ source: 'income', amount: 10 }),
      ),
    );
    const ok = results.filter((r) => r.status === 200 || r.status === 201).length;
    expect(ok).toBe(10);
    expect(results.filter((r) => r.status === 409).length).toBe(20);
    const w = await wallets(c.t, m.id);
    expect(w.INCOME).toBe(0n);
    const moved = results.filter((r) => r.status === 200).length;
    expect(w.ACTIVE).toBe(usd(10 * moved));
  });

  test('parallel compound moves never overdraw Active', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 95, 'business');
    const results = await Promise.all(Array.from({ length: 20 }, () => api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 10 })));
    expect(count(results.map((r) => r.status), 200)).toBe(9);
    expect(await wallets(c.t, m.id)).toMatchObject({ ACTIVE: usd(5), COMPOUND: usd(90) });
  });
});

describe('system accounts spread over rows', () => {
  test('parallel deposit decisions post to several rows of the clearing account; each row reconciles and the account sums exactly', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => newMember(c)));
    const created = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const r = await api(c.t, 'post', 'deposite/add', members[i % 4].token).send({ amount: 10 + i, hash: txHash() });
        expect(r.status).toBe(201);
        return r.body.deposit.id as number;
      }),
    );
    const before = await systemBalance(c.t, 'DEPOSITS_CLEARING');
    const decided = await Promise.all(created.map((id) => api(c.t, 'put', `deposite/${id}`, c.admin).send({ status: 'complete' })));
    expect(decided.map((r) => r.status)).toEqual(created.map(() => 200));
    // 10 + 11 + ... + 25 = 280 USD left the clearing account, over more than one of its rows.
    expect(await systemBalance(c.t, 'DEPOSITS_CLEARING')).toBe(before - usd(280));
    const rows = await c.t.db.manager.query(
      `SELECT COUNT(DISTINCT e.account_id) AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
       WHERE a.type = 'DEPOSITS_CLEARING' AND a.owner_id IS NULL AND e.transaction_id IN (SELECT id FROM ledger_transactions WHERE kind = 'DEPOSIT' AND reference_id IN (${created.map(() => '?').join(',')}))`,
      created,
    );
    expect(Number(rows[0].n)).toBeGreaterThan(1);
    await expectReconciled(c.t);
    // A second start (another replica) creates no row twice.
    await c.t.running.services.ledger.ensureSystemAccounts();
    const [count] = await c.t.db.manager.query("SELECT COUNT(*) AS n FROM accounts WHERE type = 'DEPOSITS_CLEARING' AND owner_id IS NULL");
    expect(Number(count.n)).toBe(8);
  });
});

describe('Idempotency-Key', () => {
  test('a replayed key on transfer/touser posts once and returns the same transfer', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    await stepUp(c, a);
    await stepUp(c, b);
    const key = `tr-${txHash().slice(2, 18)}`;
    const first = await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 30, desc: 'once' } });
    expect(first.status).toBe(201);
    const before = await rowCounts(c.t);
    const replay = await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 30, desc: 'once' } });
    expect(replay.status).toBe(201);
    expect(replay.body.transfer.id).toBe(first.body.transfer.id);
    expect(await rowCounts(c.t)).toEqual(before);
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(70));
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(30));

    // The same key with another body: 409 IDEMPOTENCY_MISMATCH, nothing posted.
    const snap = await snapshot(c.t, [a.id, b.id]);
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 40, desc: 'once' } }), 409, undefined, 'IDEMPOTENCY_MISMATCH');
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: c.root.id, amount: 30, desc: 'once' } }), 409, undefined, 'IDEMPOTENCY_MISMATCH');
    expect(await snapshot(c.t, [a.id, b.id])).toEqual(snap);

    // A fresh key is a new transfer; the key is per member.
    expect((await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', `${key}-2`).send({ values: { userto_id: b.id, amount: 30 } })).status).toBe(201);
    await credit(c, b.id, 100, 'business');
    const other = await api(c.t, 'post', 'transfer/touser', b.token).set('Idempotency-Key', key).send({ values: { userto_id: a.id, amount: 30, desc: 'once' } });
    expect(other.status).toBe(201);
    expect(other.body.transfer.id).not.toBe(first.body.transfer.id);
  });

  test('a failed request is not remembered: fixing it with the same key posts', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 20, 'business');
    await stepUp(c, a);
    const key = `fix-${txHash().slice(2, 18)}`;
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 30 } }), 409, 'Insufficient balance in Active Wallet');
    await credit(c, a.id, 20, 'business');
    const ok = await api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 30 } });
    expect(ok.status).toBe(201);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(30));
  });

  test('ten simultaneous requests with one key post exactly once', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    await stepUp(c, a);
    const key = `burst-${txHash().slice(2, 18)}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => api(c.t, 'post', 'transfer/touser', a.token).set('Idempotency-Key', key).send({ values: { userto_id: b.id, amount: 10 } })));
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.transfer.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(90));
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(10));
  });

  test('withdrawals, deposits and moves honour the key too', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'non_working');
    await setPayoutAddress(c, m);
    const wKey = `wd-${txHash().slice(2, 18)}`;
    const w1 = await api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', wKey).send({ amount: 20 });
    const w2 = await api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', wKey).send({ amount: 20 });
    expect([w1.status, w2.status]).toEqual([201, 201]);
    expect(w2.body.withdrawal.id).toBe(w1.body.withdrawal.id);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd(80));
    expectError(await api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', wKey).send({ amount: 30 }), 409, undefined, 'IDEMPOTENCY_MISMATCH');

    const dKey = `dep-${txHash().slice(2, 18)}`;
    const hash = txHash();
    const d1 = await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', dKey).send({ amount: 50, hash });
    const d2 = await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', dKey).send({ amount: 50, hash });
    expect([d1.status, d2.status]).toEqual([201, 201]);
    expect(d2.body.deposit.id).toBe(d1.body.deposit.id);

    const mKey = `mv-${txHash().slice(2, 18)}`;
    for (let i = 0; i < 2; i++) expect((await api(c.t, 'post', 'transfer/to-active', m.token).set('Idempotency-Key', mKey).send({ source: 'income', amount: 30 })).status).toBe(200);
    expect(await wallets(c.t, m.id)).toMatchObject({ INCOME: usd(50), ACTIVE: usd(30) });

    expectError(await api(c.t, 'post', 'transfer/to-active', m.token).set('Idempotency-Key', 'bad key with spaces').send({ source: 'income', amount: 10 }), 400);
    expect(await wallets(c.t, m.id)).toMatchObject({ INCOME: usd(50), ACTIVE: usd(30) });
  });

  test('GraphQL idempotencyKey on transferToMember', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 50, 'business');
    await stepUp(c, a);
    const q = 'mutation($i: TransferToMemberInput!) { transferToMember(input: $i) { id amount } }';
    const r1 = await c.t.gql(q, { i: { recipient: b.email, amount: '20', idempotencyKey: 'g-1' } }, a.token);
    const r2 = await c.t.gql(q, { i: { recipient: b.email, amount: '20', idempotencyKey: 'g-1' } }, a.token);
    expect(r1.errors).toBeUndefined();
    expect(r2.data.transferToMember.id).toBe(r1.data.transferToMember.id);
    const r3 = await c.t.gql(q, { i: { recipient: b.email, amount: '25', idempotencyKey: 'g-1' } }, a.token);
    expect(r3.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(30));
  });
});

describe('two admin clicks on one request', () => {
  test('parallel approve and decline of one withdrawal: exactly one wins', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 100, 'non_working');
    await setPayoutAddress(c, m);
    for (let round = 0; round < 5; round++) {
      const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 20 })).body.withdrawal;
      const incomeHeld = await wallet(c.t, m.id, 'INCOME');
      const fees0 = await systemBalance(c.t, 'FEES');
      const [approve, decline] = await Promise.all([
        api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }),
        api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'decline' }),
      ]);
      expect([approve.status, decline.status].sort()).toEqual([200, 409]);
      const loser = approve.status === 409 ? approve : decline;
      expect(loser.body.message).toBe('Already processed');
      const [row] = await c.t.db.manager.query("SELECT COUNT(*) AS n FROM ledger_transactions WHERE reference_type = 'withdrawal' AND reference_id = ?", [w.id]);
      expect(Number(row.n)).toBe(2); // the hold and one decision
      if (approve.status === 200) {
        expect(await systemBalance(c.t, 'FEES')).toBe(fees0 + usd(2));
        expect(await wallet(c.t, m.id, 'INCOME')).toBe(incomeHeld);
      } else {
        expect(await systemBalance(c.t, 'FEES')).toBe(fees0);
        expect(await wallet(c.t, m.id, 'INCOME')).toBe(incomeHeld + usd(20));
      }
    }
  });

  test('approve, decline, owner cancel and a journal PATCH at once: one wins', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 50, 'non_working');
    await setPayoutAddress(c, m);
    const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 50 })).body.withdrawal;
    const results = await Promise.all([
      api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }),
      api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'complete' }),
      api(c.t, 'put', `withdrawalrequest/${w.id}`, c.admin).send({ status: 'decline' }),
      api(c.t, 'delete', `withdrawalrequest/${w.id}`, m.token),
      api(c.t, 'patch', `transactions/wd_${w.id}`, c.admin).send({ status: 'complete' }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(4);
    const income = await wallet(c.t, m.id, 'INCOME');
    expect([0n, usd(50)]).toContain(income);
  });
});
