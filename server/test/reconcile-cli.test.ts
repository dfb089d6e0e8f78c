import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';

/** `npm run reconcile`: the command checks the configured database and fails loudly on a broken invariant. */
let t: TestApp;
let databaseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  databaseUrl = t.databaseUrl;
});
afterAll(async () => t?.close());

function reconcile(...args: string[]) {
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', 'src/scripts/reconcile.ts', ...args], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'reconcile-test-secret-reconcile-test-secret' },
    encoding: 'utf8',
    timeout: 60000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

test('exits 0 on a consistent ledger and non-zero, naming the account, when a balance drifts from its entries', async () => {
  const m = await registerMember(t);
  const admin = await adminToken(t);
  const credit = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId: m.id, wallet: 'ACTIVE', action: 'CREDIT', amount: '75', reason: 'Reconcile test', idempotencyKey: crypto.randomUUID() } }, admin);
  expect(credit.errors).toBeUndefined();

  const good = reconcile();
  expect(good.out).toContain('OK: every balance equals its entries');
  expect(good.status).toBe(0);
  // --recent: only what was posted since the checkpoint (the first time, everything).
  const recent = reconcile('--recent');
  expect(recent.out).toContain('Reconciliation since the checkpoint');
  expect(recent.out).toMatch(/OK: every posting since the checkpoint holds; the checkpoint is at entry \d+/);
  expect(recent.status).toBe(0);

  // Tamper with a cached balance behind the ledger's back.
  await t.db.transaction((em) => em.query("UPDATE accounts SET balance = balance + 1 WHERE code = ?", [`u:${m.id}:ACTIVE`]));
  const bad = reconcile();
  expect(bad.status).toBe(1);
  expect(bad.out).toContain(`PROBLEM: account u:${m.id}:ACTIVE: balance 75.000001 but entries sum to 75.00`);
  expect(bad.out).toContain('all balances sum to 0.000001, not 0');

  // The admin query reports the same.
  const q = await t.gql('{ reconciliation { ok problems } }', {}, admin);
  expect(q.data.reconciliation.ok).toBe(false);
  expect(q.data.reconciliation.problems).toContain(`account u:${m.id}:ACTIVE: balance 75.000001 but entries sum to 75.00`);

  await t.db.transaction((em) => em.query("UPDATE accounts SET balance = balance - 1 WHERE code = ?", [`u:${m.id}:ACTIVE`]));
  expect(reconcile().status).toBe(0);
});

test('checks income_daily against the ledger, and --rebuild-income rebuilds it from the ledger', async () => {
  const [m] = await t.db.manager.query("SELECT id FROM users WHERE role = 'user' ORDER BY id LIMIT 1");
  // A summary line no ledger entry stands behind.
  await t.db.transaction((em) => em.query("INSERT INTO income_daily (member_id, day, kind, amount, entries) VALUES (?, '2026-11-02', 'ROI', 5000000, 1)", [m.id]));
  const bad = reconcile();
  expect(bad.status).toBe(1);
  expect(bad.out).toContain(`PROBLEM: income_daily of member ${m.id} 2026-11-02 ROI: 5000000 in 1 entries but ledger 0 in 0`);
  const rebuilt = reconcile('--rebuild-income');
  expect(rebuilt.out).toContain('income_daily rebuilt from the ledger: 0 lines');
  expect(rebuilt.out).toContain('income_daily and member_totals equal the ledger');
  expect(rebuilt.status).toBe(0);
});

test('checks member_totals against the ledger and the withdrawals, and --rebuild-income rebuilds them', async () => {
  const [root] = await t.db.manager.query("SELECT referral_code FROM users WHERE role = 'user' ORDER BY id LIMIT 1");
  const m = await registerMember(t, { sponsor: root.referral_code });
  const admin = await adminToken(t);
  // A completed deposit is in the member's totals.
  const dep = await t.gql('mutation($h: String){ createDeposit(input: { amount: "40", hash: $h }){ id } }', { h: `0x${crypto.randomBytes(32).toString('hex')}` }, m.token);
  expect(dep.errors).toBeUndefined();
  const done = await t.gql('mutation($id: Int!){ setDepositStatus(id: $id, status: COMPLETE){ status } }', { id: Number(dep.data.createDeposit.id) }, admin);
  expect(done.errors).toBeUndefined();
  expect(reconcile().status).toBe(0);

  await t.db.transaction((em) => em.query('UPDATE member_totals SET deposit = deposit + 7, roi = roi - 2 WHERE member_id = ?', [m.id]));
  const bad = reconcile();
  expect(bad.status).toBe(1);
  expect(bad.out).toContain(`PROBLEM: member_totals of member ${m.id}: roi off by -2, deposit off by 7 (stored minus ledger and withdrawals)`);

  const rebuilt = reconcile('--rebuild-income');
  expect(rebuilt.status).toBe(0);
  const [row] = await t.db.manager.query('SELECT CAST(deposit AS CHAR) AS deposit, CAST(roi AS CHAR) AS roi FROM member_totals WHERE member_id = ?', [m.id]);
  expect(row).toEqual({ deposit: '40000000', roi: '0' });

  // A member whose money has no totals row at all is named too.
  await t.db.transaction((em) => em.query('DELETE FROM member_totals WHERE member_id = ?', [m.id]));
  expect(await t.running.services.jobs.reconcileIncome()).toEqual([`member_totals of member ${m.id}: deposit off by -40000000 (stored minus ledger and withdrawals)`]);
  expect(reconcile('--rebuild-income').status).toBe(0);
});
