/**
 * Reconciliation that grows with the day, not the ledger (issue 22 item 5): `recent()` checks the
 * postings since its checkpoint (touched accounts against their checked balance plus the new
 * entries, new transactions summing to zero, no touched wallet negative) and moves the checkpoint
 * only when all holds and only past entries older than the lag; `run()` still checks everything.
 */
import crypto from 'node:crypto';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { asText, bigParam, bigPlaceholder, dateParam } from '../src/database/sql';
import { bucketOf, bucketStart, fingerprintSql, fingerprintTerm } from '../src/modules/ledger/fingerprint';

let t: TestApp;
let admin: string;
let root: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  root = await registerMember(t);
});
const member = () => registerMember(t, { sponsor: root.code });
afterAll(async () => t?.close());

const ADJUST = 'mutation($i: AdjustWalletInput!) { adjustWallet(input: $i) { amount } }';
async function credit(memberId: number, amount: string) {
  const r = await t.gql(ADJUST, { i: { memberId, wallet: 'ACTIVE', action: 'CREDIT', amount, reason: 'reconciliation test', idempotencyKey: crypto.randomUUID() } }, admin);
  expect(r.errors).toBeUndefined();
}
const maxEntry = async () => Number((await t.db.manager.query('SELECT MAX(id) AS id FROM ledger_entries'))[0].id);
const recon = () => t.running.services.reconciliation;

test('reads only the postings since the checkpoint, and moves it past them', async () => {
  const a = root;
  for (const amount of ['10', '20', '30']) await credit(a.id, amount);
  const first = await recon().recent(0);
  expect(first.problems).toEqual([]);
  expect(first.checkpointEntryId).toBe(await maxEntry());

  await credit(a.id, '5');
  await credit(a.id, '6');
  const second = await recon().recent(0);
  expect(second.ok).toBe(true);
  expect(second.fromEntryId).toBe(first.checkpointEntryId);
  // Two postings of two lines each: four entries, two transactions.
  expect(second.entries).toBe(4);
  expect(second.transactions).toBe(2);
  expect(second.checkpointEntryId).toBe(await maxEntry());

  // Nothing new: nothing read.
  const third = await recon().recent(0);
  expect(third).toMatchObject({ ok: true, entries: 0, transactions: 0, accounts: 0 });
});

test('within the lag the postings are checked but the checkpoint does not pass them', async () => {
  const a = await member();
  await recon().recent(0);
  const before = await maxEntry();
  await credit(a.id, '7');
  const r = await recon().recent(60_000);
  expect(r.ok).toBe(true);
  expect(r.entries).toBe(2);
  expect(r.checkpointEntryId).toBe(before);
  expect((await recon().recent(0)).checkpointEntryId).toBe(await maxEntry());
});

test('a balance changed outside the ledger, or a transaction that does not sum to zero, is found; the checkpoint stays', async () => {
  const a = await member();
  await credit(a.id, '50');
  await recon().recent(0);
  const checkpoint = await maxEntry();

  // The wallet is changed behind the ledger's back, then posted to.
  await t.db.manager.query("UPDATE accounts SET balance = balance + 1 WHERE code = ?", [`u:${a.id}:ACTIVE`]);
  await credit(a.id, '1');
  const found = await recon().recent(0);
  expect(found.ok).toBe(false);
  expect(found.problems.join('\n')).toContain(`account u:${a.id}:ACTIVE`);
  expect(found.checkpointEntryId).toBe(checkpoint);
  expect((await recon().run()).problems.join('\n')).toContain(`account u:${a.id}:ACTIVE`);
  await t.db.manager.query("UPDATE accounts SET balance = balance - 1 WHERE code = ?", [`u:${a.id}:ACTIVE`]);
  expect((await recon().recent(0)).ok).toBe(true);

  // A transaction with one line.
  const [{ id: accountId }] = await t.db.manager.query('SELECT id FROM accounts WHERE code = ?', [`u:${a.id}:ACTIVE`]);
  await t.db.transaction(async (em) => {
    await em.query("INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ('SYSTEM', ?, '', ?)", [`broken:${a.id}`, dateParam(t.engine, new Date())]);
    const [{ id }] = await em.query('SELECT id FROM ledger_transactions WHERE idempotency_key = ?', [`broken:${a.id}`]);
    await em.query("INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, description, created_at) VALUES (?, ?, ?, 'ACTIVE', 'SYSTEM', 0, 0, '', ?)", [id, accountId, a.id, dateParam(t.engine, new Date())]);
  });
  const broken = await recon().recent(0);
  expect(broken.ok).toBe(false);
  expect(broken.problems.join('\n')).toMatch(/transaction \d+: 1 entries/);
  // Removed again: the checks that follow see a sound ledger.
  await t.db.transaction(async (em) => {
    const [{ id }] = await em.query('SELECT id FROM ledger_transactions WHERE idempotency_key = ?', [`broken:${a.id}`]);
    await em.query('DELETE FROM ledger_entries WHERE transaction_id = ?', [id]);
    await em.query('DELETE FROM ledger_transactions WHERE id = ?', [id]);
  });
  expect((await recon().recent(0)).ok).toBe(true);
});

test('checks running at once (several replicas) move the checkpoint once and count each entry once', async () => {
  const a = await member();
  await recon().recent(0);
  for (const amount of ['1', '2', '3']) await credit(a.id, amount);
  const results = await Promise.all([recon().recent(0), recon().recent(0), recon().recent(0)]);
  expect(results.every((r) => r.ok)).toBe(true);
  // Whoever moved it, the checked balances are right: the next check finds nothing wrong and the full one agrees.
  await credit(a.id, '4');
  const next = await recon().recent(0);
  expect(next.problems).toEqual([]);
  expect(next.entries).toBe(2);
  expect((await recon().run()).ok).toBe(true);
});

/**
 * A posting written by hand, balances kept in step with its lines (so only the invariant under test
 * breaks): `lines` are [account code, amount, optional written-at]; a code starting `sys:` is a contra line (no member).
 * Returns a function that removes it again.
 */
async function handPosting(key: string, referenceType: string | null, lines: Array<[string, number, Date?]>) {
  const now = dateParam(t.engine, new Date());
  let txId = 0;
  await t.db.transaction(async (em) => {
    await em.query("INSERT INTO ledger_transactions (kind, idempotency_key, reference_type, memo, created_at) VALUES ('SYSTEM', ?, ?, '', ?)", [key, referenceType, now]);
    [{ id: txId }] = await em.query('SELECT id FROM ledger_transactions WHERE idempotency_key = ?', [key]);
    for (const [code, amount, at] of lines) {
      const [acc] = await em.query('SELECT id, owner_id FROM accounts WHERE code = ?', [code]);
      await em.query('UPDATE accounts SET balance = balance + ? WHERE id = ?', [amount, acc.id]);
      const [{ balance }] = await em.query('SELECT balance FROM accounts WHERE id = ?', [acc.id]);
      await em.query(
        "INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, description, created_at) VALUES (?, ?, ?, NULL, 'SYSTEM', ?, ?, '', ?)",
        [txId, acc.id, acc.owner_id ?? null, amount, balance, at ? dateParam(t.engine, at) : now],
      );
    }
  });
  return async () => {
    await t.db.transaction(async (em) => {
      for (const [code, amount] of lines) await em.query('UPDATE accounts SET balance = balance - ? WHERE code = ?', [amount, code]);
      await em.query('DELETE FROM ledger_entries WHERE transaction_id = ?', [txId]);
      await em.query('DELETE FROM ledger_transactions WHERE id = ?', [txId]);
    });
    return txId;
  };
}

test('a batch with two lines on one account, a member wallet below zero, a transaction without entries: found, the checkpoint stays', async () => {
  const a = await member();
  await recon().recent(0);
  const checkpoint = await maxEntry();

  // A batch: one contra line but two lines on the same wallet (it sums to zero, the balances agree).
  const undoBatch = await handPosting(`bad-batch:${a.id}`, 'BATCH', [[`u:${a.id}:ROI`, 1_000_000], [`u:${a.id}:ROI`, 1_000_000], ['sys:INCOME_EXPENSE', -2_000_000]]);
  const batch = await recon().recent(0);
  expect(batch.ok).toBe(false);
  expect(batch.problems.join('\n')).toMatch(/batch transaction \d+: 1 contra lines, 3 lines on 2 accounts/);
  expect(batch.checkpointEntryId).toBe(checkpoint);
  await undoBatch();
  expect((await recon().recent(0)).ok).toBe(true);

  // A member wallet taken below zero by a balanced posting.
  const undoNegative = await handPosting(`negative:${a.id}`, null, [[`u:${a.id}:INCOME`, -3_000_000], ['sys:ADJUSTMENTS', 3_000_000]]);
  const negative = await recon().recent(0);
  expect(negative.ok).toBe(false);
  expect(negative.problems).toHaveLength(1);
  expect(negative.problems[0]).toContain(`member wallet u:${a.id}:INCOME is negative`);
  expect(negative.checkpointEntryId).toBe(checkpoint);
  await undoNegative();
  expect((await recon().recent(0)).ok).toBe(true);

  // A transaction with no entries at all.
  const undoEmpty = await handPosting(`empty:${a.id}`, null, []);
  const empty = await recon().recent(0);
  expect(empty.ok).toBe(false);
  expect(empty.problems.join('\n')).toMatch(/transaction \d+: 0 entries summing to/);
  expect(empty.checkpointEntryId).toBe(checkpoint);
  await undoEmpty();

  const after = await recon().recent(0);
  expect(after.ok).toBe(true);
  expect((await recon().run()).ok).toBe(true);
});

test('a batch split by the lag (older lines checkpointed, a newer one not) is counted from all its lines: two lines on one wallet are found', async () => {
  const a = await member();
  await recon().recent(0);
  const checkpoint = await maxEntry();
  const old = new Date(Date.now() - 120_000);
  // Lines written before the lag and one after it, in id order: the checkpoint may pass the first two only.
  const undo = await handPosting(`split-batch:${a.id}`, 'BATCH', [[`u:${a.id}:ROI`, 1_000_000, old], ['sys:INCOME_EXPENSE', -2_000_000, old], [`u:${a.id}:ROI`, 1_000_000]]);
  const split = await recon().recent(60_000);
  expect(split.ok).toBe(false);
  expect(split.problems.join('\n')).toMatch(/batch transaction \d+: 1 contra lines, 3 lines on 2 accounts/);
  expect(split.checkpointEntryId).toBe(checkpoint);
  await undo();
  expect((await recon().recent(0)).ok).toBe(true);
});

test('two wallets of one bucket wrong by opposite amounts (the balance sum unchanged): both named, the checkpoint stays', async () => {
  const a = await member();
  const b = await member();
  await credit(a.id, '40');
  await credit(b.id, '40');
  await recon().recent(0);
  const checkpoint = await maxEntry();
  const ids = await t.db.manager.query('SELECT id, code FROM accounts WHERE code IN (?, ?)', [`u:${a.id}:ACTIVE`, `u:${b.id}:ACTIVE`]);
  expect(new Set(ids.map((r: { id: number }) => bucketOf(Number(r.id)))).size).toBe(1);

  await t.db.manager.query('UPDATE accounts SET balance = balance + 7 WHERE code = ?', [`u:${a.id}:ACTIVE`]);
  await t.db.manager.query('UPDATE accounts SET balance = balance - 7 WHERE code = ?', [`u:${b.id}:ACTIVE`]);
  await credit(a.id, '1');
  const found = await recon().recent(0);
  expect(found.ok).toBe(false);
  expect(found.problems.join('\n')).toContain(`account u:${a.id}:ACTIVE: balance`);
  expect(found.problems.join('\n')).toContain(`account u:${b.id}:ACTIVE: balance`);
  expect(found.checkpointEntryId).toBe(checkpoint);

  await t.db.manager.query('UPDATE accounts SET balance = balance - 7 WHERE code = ?', [`u:${a.id}:ACTIVE`]);
  await t.db.manager.query('UPDATE accounts SET balance = balance + 7 WHERE code = ?', [`u:${b.id}:ACTIVE`]);
  expect((await recon().recent(0)).ok).toBe(true);
});

test('a posting before the checkpoint changed with its balances (still summing to zero): the bucket is named until the checkpoint starts again', async () => {
  const a = await member();
  await credit(a.id, '30');
  await recon().recent(0);
  // Both lines of that credit, and both accounts, moved by 2 micro-units: every account still equals
  // its entries and the posting still sums to zero, but not what the checkpoint recorded.
  const [{ transaction_id: txId, account_id: accountId }] = await t.db.manager.query(
    'SELECT le.transaction_id AS transaction_id, le.account_id AS account_id FROM ledger_entries le JOIN accounts ac ON ac.id = le.account_id WHERE ac.code = ? ORDER BY le.id DESC LIMIT 1',
    [`u:${a.id}:ACTIVE`],
  );
  const correct = async (sign: 1 | -1) => {
    for (const line of await t.db.manager.query('SELECT id, account_id, amount FROM ledger_entries WHERE transaction_id = ?', [txId])) {
      const delta = sign * (Number(line.amount) > 0 ? 2 : -2);
      await t.db.manager.query('UPDATE ledger_entries SET amount = amount + ? WHERE id = ?', [delta, line.id]);
      await t.db.manager.query('UPDATE accounts SET balance = balance + ? WHERE id = ?', [delta, line.account_id]);
    }
  };
  await correct(1);
  await credit(a.id, '1');
  const found = await recon().recent(0);
  expect(found.ok).toBe(false);
  const lo = bucketStart(bucketOf(Number(accountId)));
  expect(found.problems).toContain(`accounts #${lo}-#${lo + 4095}: each equals its entries, but not the checkpoint plus the new entries (entries before the checkpoint were changed)`);
  expect(found.problems.join('\n')).not.toMatch(/^account /m);
  expect((await recon().run()).ok).toBe(true);

  // Left in place (an approved correction, say): every check reports it until the checkpoint starts again.
  expect((await recon().recent(0)).ok).toBe(false);
  await recon().resetCheckpoint();
  const again = await recon().recent(0);
  expect(again).toMatchObject({ ok: true, fromEntryId: 0, checkpointEntryId: await maxEntry() });
  expect(again.entries).toBe(Number((await t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_entries'))[0].n));
  await credit(a.id, '1');
  expect((await recon().recent(0)).ok).toBe(true);
  await correct(-1);
  await recon().resetCheckpoint();
  expect((await recon().recent(0)).ok).toBe(true);
});

test('the weighted sums: SQL and bigint agree term by term, on negative and large amounts and high ids', async () => {
  const cases: Array<[number, bigint]> = [
    [1, 1n],
    [4095, -1n],
    [4096, 2147483647n],
    [123457, -2147483646n],
    [2 ** 31 - 1, 9_000_000_000_000_000n],
    [987654, -9_000_000_000_000_000n],
    [42, 0n],
  ];
  // Bound as 64-bit integers on both engines, as the columns are.
  const [f1, f2] = fingerprintSql(bigPlaceholder(t.engine), bigPlaceholder(t.engine));
  for (const [accountId, amount] of cases) {
    const id = bigParam(t.engine, BigInt(accountId));
    const [row] = await t.db.manager.query(
      `SELECT ${asText(t.engine, `(${f1})`)} AS f1, ${asText(t.engine, `(${f2})`)} AS f2`,
      // Each term reads the amount once, then the id twice.
      [bigParam(t.engine, amount), id, id, bigParam(t.engine, amount), id, id],
    );
    expect([BigInt(row.f1), BigInt(row.f2)]).toEqual(fingerprintTerm(accountId, amount));
  }
});
