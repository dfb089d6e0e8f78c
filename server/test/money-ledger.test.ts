/**
 * Ledger exactness (ARCHITECTURE §3, §9): balances beyond 2^53 micro-units stay exact through
 * postings, reads, GraphQL and reconciliation on both engines; no posting can overdraw a wallet.
 */
import { api, newMember, stepUp, useMoneyApp, wallet } from './money-helpers';
import { readsBigintsExactly } from '../src/database/sql';

const c = useMoneyApp();

const BIG = 2n ** 53n + 1n; // 9007199254740993 micro-units = 9,007,199,254.740993 USD

/** Posts straight through the ledger service: no API accepts an amount this large in one go. */
async function post(memberId: number, amount: bigint, key: string) {
  return c.t.db.transaction((em) =>
    c.t.running.services.ledger.post(em, {
      kind: 'ADMIN_CREDIT',
      key,
      lines: [
        { account: { member: memberId, wallet: 'ACTIVE' }, amount, kind: 'ADMIN_CREDIT' },
        { account: { system: 'ADJUSTMENTS' }, amount: -amount, kind: 'ADMIN_CREDIT' },
      ],
    }),
  );
}

test('a balance above 2^53 micro-units is stored, changed and read back exactly (never rounded)', async () => {
  const m = await newMember(c);
  const stored = await post(m.id, BIG, `big:${m.id}`).then(
    () => true,
    (err: Error) => {
      // better-sqlite3 hands TypeORM BIGINTs as JS numbers (ARCHITECTURE §9): the ledger refuses
      // such a posting on SQLite and the whole posting rolls back. Refused is acceptable, rounded is not.
      if (!readsBigintsExactly(c.t.engine) && /Unsafe integer for SQLite/.test(err.message)) return false;
      throw err;
    },
  );
  if (readsBigintsExactly(c.t.engine)) expect(stored).toBe(true);
  if (!stored) {
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    const [row] = await c.t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', [`big:${m.id}`]);
    expect(Number(row.n)).toBe(0);
    return;
  }
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(BIG);

  const me = await c.t.gql('{ me { wallets { active } } }', {}, m.token);
  expect(me.data.me.wallets.active).toBe('9007199254.740993');

  // An ordinary transfer from the big balance: exact to the micro-unit.
  const friend = await newMember(c);
  await stepUp(c, m);
  expect((await api(c.t, 'post', 'transfer/touser', m.token).send({ values: { userto_id: friend.id, amount: 10 } })).status).toBe(201);
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(BIG - 10_000_000n);
  const entries = await c.t.gql('{ walletEntries(wallet: ACTIVE) { items { amount balanceAfter } } }', {}, m.token);
  expect(entries.data.walletEntries.items[0]).toEqual({ amount: '-10.00', balanceAfter: '9007199244.740993' });
  expect(entries.data.walletEntries.items[1]).toEqual({ amount: '9007199254.740993', balanceAfter: '9007199254.740993' });

  // One micro-unit more than the balance cannot leave the wallet.
  await expect(post(m.id, -(BIG - 10_000_000n + 1n), `big-out:${m.id}`)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(BIG - 10_000_000n);
  await post(m.id, -(BIG - 10_000_000n), `big-out-exact:${m.id}`);
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);

  const rec = await c.t.gql('{ reconciliation { ok problems } }', {}, c.admin);
  expect(rec.data.reconciliation).toEqual({ ok: true, problems: [] });
});

test('a posting key posts once', async () => {
  const m = await newMember(c);
  const first = await post(m.id, 5_000_000n, `once:${m.id}`);
  const again = await post(m.id, 5_000_000n, `once:${m.id}`);
  expect(first.replayed).toBe(false);
  expect(again.replayed).toBe(true);
  expect(again.transaction.id).toBe(first.transaction.id);
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(5_000_000n);
});

test('wallet changes are told once per member after the commit, never for a rolled-back posting', async () => {
  const m = await newMember(c);
  const told: number[] = [];
  c.t.running.services.ledger.onWalletChange((change) => {
    if (change.memberId === m.id) told.push(change.memberId);
  });
  const credit = (em: Parameters<Parameters<typeof c.t.db.transaction>[0]>[0], key: string) =>
    c.t.running.services.ledger.post(em, {
      kind: 'ADMIN_CREDIT',
      key,
      lines: [
        { account: { member: m.id, wallet: 'ACTIVE' }, amount: 1_000_000n, kind: 'ADMIN_CREDIT' },
        { account: { system: 'ADJUSTMENTS' }, amount: -1_000_000n, kind: 'ADMIN_CREDIT' },
      ],
    });
  await c.t.db.transaction(async (em) => {
    await credit(em, `told-a:${m.id}`);
    await credit(em, `told-b:${m.id}`);
    expect(told).toEqual([]); // not before the commit
  });
  expect(told).toEqual([m.id]); // once for the transaction
  await expect(
    c.t.db.transaction(async (em) => {
      await credit(em, `told-c:${m.id}`);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(told).toEqual([m.id]);
  expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(2_000_000n);
});
