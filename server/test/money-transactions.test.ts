/**
 * Transactions views over the ledger (REST-CONTRACT §1.7, §4.20): ledger rows by table_name,
 * the journal (dep_/wd_/tx_ ids) with filters, the status PATCH through the state machines,
 * the monthly matrix, member details, and their GraphQL twins.
 */
import crypto from 'node:crypto';
import { api, credit, expectError, Member, newMember, rowCounts, setPayoutAddress, snapshot, txHash, usd, useMoneyApp, wallet, wallets, stepUp } from './money-helpers';

const c = useMoneyApp();

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A member with a completed and a pending deposit, a pending withdrawal, a transfer out, a move and an admin credit. */
async function activeMember() {
  const m = await newMember(c);
  const friend = await newMember(c);
  const d1 = (await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 200, hash: txHash() })).body.deposit;
  expect((await api(c.t, 'put', `deposite/${d1.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);
  const d2 = (await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 75, hash: txHash() })).body.deposit;
  await stepUp(c, m);
  expect((await api(c.t, 'post', 'transfer/touser', m.token).send({ values: { userto_id: friend.id, amount: 40 } })).status).toBe(201);
  await credit(c, m.id, 60, 'non_working');
  expect((await api(c.t, 'post', 'transfer/to-active', m.token).send({ source: 'income', amount: 20 })).status).toBe(200);
  await setPayoutAddress(c, m);
  const w = (await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 30 })).body.withdrawal;
  return { m, friend, completedDeposit: d1, pendingDeposit: d2, withdrawal: w };
}

describe('ledger rows by table_name', () => {
  test('tr/tr/{own id} with {table_name} and with a bare JSON string', async () => {
    const { m, friend } = await activeMember();
    const res = await api(c.t, 'post', `tr/tr/${m.id}`, m.token).send({ table_name: 'transfer_transaction' });
    expect(res.status).toBe(200);
    const rows = res.body.transaction;
    expect(rows.every((r: any) => r.user_id === m.id)).toBe(true);
    const out = rows.find((r: any) => r.type === 'TRANSFER_OUT');
    expect(out).toMatchObject({ amount: 40, direction: 'debit', wallet: 'ACTIVE', userby_id: friend.id, email: friend.email });
    expect(rows.filter((r: any) => r.type === 'WALLET_MOVE').map((r: any) => [r.wallet, r.direction]).sort()).toEqual([
      ['ACTIVE', 'credit'],
      ['INCOME', 'debit'],
    ]);
    expect(rows.some((r: any) => ['DEPOSIT', 'ADMIN_CREDIT', 'WITHDRAWAL_HOLD'].includes(r.type))).toBe(false);

    const bare = await api(c.t, 'post', `tr/tr/${m.id}`, m.token).set('Content-Type', 'application/json').send('"deposit"');
    expect(bare.status).toBe(200);
    expect(bare.body.transaction).toHaveLength(1);
    expect(bare.body.transaction[0]).toMatchObject({ type: 'DEPOSIT', amount: 200, direction: 'credit', user_id: m.id });

    const wd = await api(c.t, 'post', `tr/tr/${m.id}`, m.token).send({ table_name: 'withdrawal' });
    expect(wd.body.transaction.map((r: any) => [r.type, r.amount])).toEqual([['WITHDRAWAL_HOLD', 30]]);

    // The friend's view has the matching credit.
    const theirs = await api(c.t, 'post', `tr/tr/${friend.id}`, friend.token).send({ table_name: 'transfer_transaction' });
    expect(theirs.body.transaction.map((r: any) => [r.type, r.amount, r.userby_id])).toEqual([['TRANSFER_IN', 40, m.id]]);
  });

  test('another member: 403; unknown or missing table_name: 400, on tr/tr and tr/list', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    expectError(await api(c.t, 'post', `tr/tr/${b.id}`, a.token).send({ table_name: 'deposit' }), 403, 'Not allowed');
    expectError(await api(c.t, 'post', `tr/tr/${a.id}`, a.token).send({ table_name: 'users' }), 400, 'Unknown table_name', 'BAD_USER_INPUT');
    expectError(await api(c.t, 'post', `tr/tr/${a.id}`, a.token).send({ table_name: 'deposit; DROP TABLE users' }), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', `tr/tr/${a.id}`, a.token).set('Content-Type', 'application/json').send('"accounts"'), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', `tr/tr/${a.id}`, a.token).send({}), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: 'ledger_entries' }), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', 'tr/list', c.admin).set('Content-Type', 'application/json').send('"password_resets"'), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: '__proto__' }), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: 'constructor' }), 400, 'Unknown table_name');
    expectError(await api(c.t, 'post', 'tr/list', a.token).send({ table_name: 'deposit' }), 403);
  });

  test('tr/list (admin): every member, bare string, paging', async () => {
    const one = await activeMember();
    const two = await activeMember();
    const res = await api(c.t, 'post', 'tr/list', c.admin).set('Content-Type', 'application/json').send('"deposit"');
    expect(res.status).toBe(200);
    const users = new Set(res.body.alltransaction.map((r: any) => r.user_id));
    expect(users.has(one.m.id) && users.has(two.m.id)).toBe(true);
    expect(res.body.alltransaction.every((r: any) => r.type === 'DEPOSIT')).toBe(true);
    const paged = await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: 'transfer_transaction', page: 1, limit: 2 });
    expect(paged.status).toBe(200);
    expect(paged.body.alltransaction).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    for (const t of ['direct_transaction', 'invest_level_transaction', 'roi_transaction', 'reward_transaction', 'salary_transactions', 'salary_transaction', 'cto_transaction', 'leadership_transaction', 'compound_transaction']) {
      const r = await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: t });
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body.alltransaction)).toBe(true);
    }
  });
});

describe('the journal', () => {
  test('tr/user/{id}: dep_, wd_ and tx_ rows of the member only', async () => {
    const { m, friend, completedDeposit, pendingDeposit, withdrawal } = await activeMember();
    const res = await api(c.t, 'get', `tr/user/${m.id}?limit=100`, m.token);
    expect(res.status).toBe(200);
    const rows: any[] = res.body.transactions;
    expect(rows.every((r) => r.user_id === m.id)).toBe(true);
    const byId = new Map(rows.map((r) => [r.transaction_id, r]));
    expect(byId.get(`dep_${completedDeposit.id}`)).toMatchObject({ amount: 200, transaction_type: 'credit', source: 'deposit', status: 'complete', table_name: 'deposit', email: m.email });
    expect(byId.get(`dep_${pendingDeposit.id}`)).toMatchObject({ amount: 75, status: 'pending' });
    expect(byId.get(`wd_${withdrawal.id}`)).toMatchObject({ amount: 30, transaction_type: 'debit', source: 'withdrawal_normal', status: 'pending', table_name: 'withdrawal' });
    const tx = rows.filter((r) => r.transaction_id.startsWith('tx_'));
    expect(tx.map((r) => r.source).sort()).toEqual(['admin_credit', 'income_to_active', 'transfer_out']);
    for (const r of tx) expect(r.transaction_id).toMatch(/^tx_\d+$/);
    expect(tx.find((r) => r.source === 'income_to_active')).toMatchObject({ transaction_type: 'move', amount: 20, table_name: 'transfer_transaction' });
    expect(res.body).toMatchObject({ currentPage: 1, totalPages: 1, total: rows.length });
    // Each operation once: no hold or deposit ledger line doubles a dep_/wd_ row.
    expect(rows.length).toBe(6);

    expectError(await api(c.t, 'get', `tr/user/${friend.id}`, m.token), 403);
    const friendRows = (await api(c.t, 'get', `tr/user/${friend.id}`, c.admin)).body.transactions;
    expect(friendRows.map((r: any) => r.source)).toEqual(['transfer_in']);
  });

  test('tr/all (admin): page, limit, transaction_type, source, status, search', async () => {
    const { m, completedDeposit, pendingDeposit, withdrawal } = await activeMember();
    await activeMember();
    expectError(await api(c.t, 'get', 'tr/all', m.token), 403);

    const all = await api(c.t, 'get', 'tr/all?page=1&limit=5', c.admin);
    expect(all.status).toBe(200);
    expect(all.body.transactions).toHaveLength(5);
    expect(all.body.currentPage).toBe(1);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.total / 5));
    const page2 = await api(c.t, 'get', 'tr/all?page=2&limit=5', c.admin);
    expect(page2.body.currentPage).toBe(2);
    const firstIds = all.body.transactions.map((r: any) => r.transaction_id);
    expect(page2.body.transactions.some((r: any) => firstIds.includes(r.transaction_id))).toBe(false);

    const credits = await api(c.t, 'get', 'tr/all?transaction_type=credit&limit=100', c.admin);
    expect(credits.body.transactions.length).toBeGreaterThan(0);
    expect(credits.body.transactions.every((r: any) => r.transaction_type === 'credit')).toBe(true);

    const deposits = await api(c.t, 'get', 'tr/all?source=deposit&status=pending&limit=100', c.admin);
    const ids = deposits.body.transactions.map((r: any) => r.transaction_id);
    expect(ids).toContain(`dep_${pendingDeposit.id}`);
    expect(ids).not.toContain(`dep_${completedDeposit.id}`);
    expect(deposits.body.transactions.every((r: any) => r.source === 'deposit' && r.status === 'pending')).toBe(true);

    const wds = await api(c.t, 'get', 'tr/all?source=withdrawal_normal&limit=100', c.admin);
    expect(wds.body.transactions.map((r: any) => r.transaction_id)).toContain(`wd_${withdrawal.id}`);

    const mine = await api(c.t, 'get', `tr/all?search=${encodeURIComponent(m.email.toUpperCase())}&limit=100`, c.admin);
    expect(mine.body.transactions.length).toBe(6);
    expect(mine.body.transactions.every((r: any) => r.user_id === m.id)).toBe(true);

    const byJournalId = await api(c.t, 'get', `tr/all?search=dep_${completedDeposit.id}&limit=100`, c.admin);
    expect(byJournalId.body.transactions.map((r: any) => r.transaction_id)).toContain(`dep_${completedDeposit.id}`);
    expect(byJournalId.body.transactions.every((r: any) => r.transaction_id.startsWith('dep_'))).toBe(true);

    const none = await api(c.t, 'get', 'tr/all?search=nobody-at-all&limit=100', c.admin);
    expect(none.body).toMatchObject({ transactions: [], total: 0 });
    expectError(await api(c.t, 'get', 'tr/all?page=0', c.admin), 400);
    expectError(await api(c.t, 'get', 'tr/all?limit=101', c.admin), 400);
    expectError(await api(c.t, 'get', 'tr/all?limit=abc', c.admin), 400);
  });

  test('tr/create (admin) posts an adjustment whose journal id is listed', async () => {
    const m = await newMember(c);
    const res = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 15, transaction_type: 'credit', source: 'business', reason: 'Manual top-up' });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({ user_id: m.id, amount: 15, transaction_type: 'credit', source: 'active', status: 'complete', reason: 'Manual top-up' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(15));
    const journal = (await api(c.t, 'get', `tr/user/${m.id}`, c.admin)).body.transactions;
    expect(journal.map((r: any) => r.transaction_id)).toContain(res.body.transaction.transaction_id);
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 16, transaction_type: 'debit', source: 'business' }), 409, 'Insufficient balance in Active Wallet');
    expectError(await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 1, transaction_type: 'gift', source: 'business' }), 400);
    expectError(await api(c.t, 'post', 'tr/create', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 1, transaction_type: 'credit', source: 'business' }), 403);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('status PATCH through the state machines', () => {
  test('dep_N complete credits once; repeat 409; tx_ rows are final (409); bad ids 400/404', async () => {
    const { m, pendingDeposit, withdrawal } = await activeMember();
    const active0 = await wallet(c.t, m.id, 'ACTIVE');
    const res = await api(c.t, 'patch', `transactions/dep_${pendingDeposit.id}`, c.admin).send({ status: 'complete' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, transaction_id: `dep_${pendingDeposit.id}`, status: 'complete' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(active0 + usd(75));
    expectError(await api(c.t, 'patch', `transactions/dep_${pendingDeposit.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expectError(await api(c.t, 'put', `deposite/${pendingDeposit.id}`, c.admin).send({ status: 'decline' }), 409, 'Already processed');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(active0 + usd(75));

    const income0 = await wallet(c.t, m.id, 'INCOME');
    const wd = await api(c.t, 'patch', `transactions/wd_${withdrawal.id}`, c.admin).send({ status: 'decline' });
    expect(wd.status).toBe(200);
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(income0 + usd(30));
    expectError(await api(c.t, 'patch', `transactions/wd_${withdrawal.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');

    const journal = (await api(c.t, 'get', `tr/user/${m.id}?limit=100`, m.token)).body.transactions;
    const tx = journal.find((r: any) => r.transaction_id.startsWith('tx_'));
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'patch', `transactions/${tx.transaction_id}`, c.admin).send({ status: 'decline' }), 409, 'Ledger transactions are final');
    expectError(await api(c.t, 'patch', 'transactions/tx_99999999', c.admin).send({ status: 'decline' }), 404);
    expectError(await api(c.t, 'patch', 'transactions/dep_99999999', c.admin).send({ status: 'complete' }), 404);
    expectError(await api(c.t, 'patch', 'transactions/12', c.admin).send({ status: 'complete' }), 400, 'Invalid transaction id');
    expectError(await api(c.t, 'patch', 'transactions/dep_x', c.admin).send({ status: 'complete' }), 400);
    expectError(await api(c.t, 'patch', `transactions/dep_${pendingDeposit.id}`, c.admin).send({ status: 'pending' }), 400);
    expectError(await api(c.t, 'patch', `transactions/dep_${pendingDeposit.id}`, m.token).send({ status: 'complete' }), 403);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('monthly matrix and member details', () => {
  test('tr/matrix: admin sees all, a member own; bad month 400; empty month []', async () => {
    const { m } = await activeMember();
    const other = await activeMember();
    const mine = await api(c.t, 'get', `tr/matrix?month=${thisMonth()}`, m.token);
    expect(mine.status).toBe(200);
    expect(mine.body.month).toBe(thisMonth());
    const row = (type: string, source: string, rows: any[]) => rows.find((r) => r.transaction_type === type && r.source === source);
    expect(row('credit', 'deposit', mine.body.data)).toEqual({ transaction_type: 'credit', source: 'deposit', count: 2, total: 275 });
    expect(row('debit', 'withdrawal_normal', mine.body.data)).toMatchObject({ count: 1, total: 30 });
    expect(row('debit', 'transfer_out', mine.body.data)).toMatchObject({ count: 1, total: 40 });
    expect(row('move', 'income_to_active', mine.body.data)).toMatchObject({ count: 1, total: 20 });

    const admin = await api(c.t, 'get', `tr/matrix?month=${thisMonth()}`, c.admin);
    expect(row('credit', 'deposit', admin.body.data).count).toBeGreaterThanOrEqual(4);
    expect(row('credit', 'transfer_in', admin.body.data).count).toBeGreaterThanOrEqual(2);
    const dflt = await api(c.t, 'get', 'tr/matrix', other.m.token);
    expect(dflt.body.month).toBe(thisMonth());
    expect(row('credit', 'deposit', dflt.body.data)).toMatchObject({ count: 2, total: 275 });

    expect((await api(c.t, 'get', 'tr/matrix?month=2001-01', m.token)).body.data).toEqual([]);
    for (const bad of ['2024-13', '2024-1', 'abc', '2024-00', '202401']) {
      expectError(await api(c.t, 'get', `tr/matrix?month=${bad}`, m.token), 400, 'Month must be YYYY-MM');
    }
  });

  test('transactions/user/{id}/details: legacy member with ledger balances and the latest journal', async () => {
    const { m, friend } = await activeMember();
    const res = await api(c.t, 'get', `transactions/user/${m.id}/details`, m.token);
    expect(res.status).toBe(200);
    const w = await wallets(c.t, m.id);
    expect(res.body.user).toMatchObject({ id: m.id, email: m.email, business: Number(w.ACTIVE / 10_000n) / 100, non_working: Number(w.INCOME / 10_000n) / 100 });
    expect(res.body.user.business).toBe(200 - 40 + 20);
    expect(res.body.user.non_working).toBe(60 - 20 - 30);
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.transactions).toHaveLength(6);
    expectError(await api(c.t, 'get', `transactions/user/${friend.id}/details`, m.token), 403);
    expect((await api(c.t, 'get', `transactions/user/${friend.id}/details`, c.admin)).status).toBe(200);
    expectError(await api(c.t, 'get', 'transactions/user/999999/details', c.admin), 404);
  });
});

describe('GraphQL', () => {
  test('transactions(filter), transactionSummary, ledgerRows, walletEntries', async () => {
    const { m, friend, completedDeposit } = await activeMember();
    const j = await c.t.gql(
      'query($f: JournalFilterInput) { transactions(filter: $f) { total items { transactionId memberId amount transactionType source status tableName } } }',
      { f: { source: 'deposit', pageSize: 50 } },
      m.token,
    );
    expect(j.errors).toBeUndefined();
    expect(j.data.transactions.total).toBe(2);
    expect(j.data.transactions.items.map((x: any) => x.transactionId)).toContain(`dep_${completedDeposit.id}`);
    expect(j.data.transactions.items.find((x: any) => x.transactionId === `dep_${completedDeposit.id}`)).toMatchObject({ amount: '200.00', transactionType: 'credit', status: 'complete', tableName: 'deposit' });
    const foreign = await c.t.gql('query($f: JournalFilterInput) { transactions(filter: $f) { total } }', { f: { memberId: friend.id } }, m.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const adminAll = await c.t.gql('query($f: JournalFilterInput) { transactions(filter: $f) { total items { memberId } } }', { f: { memberId: friend.id } }, c.admin);
    expect(adminAll.data.transactions.items.every((x: any) => x.memberId === friend.id)).toBe(true);

    const s = await c.t.gql('query($m: String) { transactionSummary(month: $m) { month rows { transactionType source count total } } }', { m: thisMonth() }, m.token);
    expect(s.data.transactionSummary.month).toBe(thisMonth());
    expect(s.data.transactionSummary.rows).toContainEqual({ transactionType: 'credit', source: 'deposit', count: 2, total: '275.00' });
    const badMonth = await c.t.gql('{ transactionSummary(month: "2024-13") { month } }', {}, m.token);
    expect(badMonth.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const lr = await c.t.gql('{ ledgerRows(tableName: "transfer_transaction") { total items { kind wallet amount balanceAfter counterpartyId memberId } } }', {}, m.token);
    expect(lr.errors).toBeUndefined();
    expect(lr.data.ledgerRows.items.every((x: any) => x.memberId === m.id)).toBe(true);
    expect(lr.data.ledgerRows.items).toContainEqual(expect.objectContaining({ kind: 'TRANSFER_OUT', amount: '-40.00', counterpartyId: friend.id }));
    const unknown = await c.t.gql('{ ledgerRows(tableName: "users") { total } }', {}, m.token);
    expect(unknown.errors?.[0]?.message).toBe('Unknown table_name');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const we = await c.t.gql('{ walletEntries(wallet: ACTIVE, pageSize: 50) { total items { wallet kind amount balanceAfter } } }', {}, m.token);
    expect(we.errors).toBeUndefined();
    const items = we.data.walletEntries.items;
    expect(items.every((x: any) => x.wallet === 'ACTIVE')).toBe(true);
    expect(items.map((x: any) => x.kind)).toEqual(['WALLET_MOVE', 'TRANSFER_OUT', 'DEPOSIT']);
    expect(items[0].balanceAfter).toBe('180.00');
    // Each entry's balance follows from the one before it.
    for (let i = 0; i < items.length - 1; i++) {
      expect(usd(items[i].balanceAfter.replace('-', '')) - usd(items[i + 1].balanceAfter)).toBe(items[i].amount.startsWith('-') ? -usd(items[i].amount.slice(1)) : usd(items[i].amount));
    }
    const foreignWallet = await c.t.gql('query($id:Int){ walletEntries(wallet: ACTIVE, memberId: $id) { total } }', { id: friend.id }, m.token);
    expect(foreignWallet.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('updateTransactionStatus, moneyDashboard and reconciliation (admin only)', async () => {
    const { m, pendingDeposit } = await activeMember();
    const q = 'mutation($id: String!, $s: Decision!) { updateTransactionStatus(transactionId: $id, status: $s) { transactionId status } }';
    const byMember = await c.t.gql(q, { id: `dep_${pendingDeposit.id}`, s: 'COMPLETE' }, m.token);
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const dash0 = (await c.t.gql('{ moneyDashboard { depositsCompleted depositsPendingCount depositsPendingAmount withdrawalsPendingCount withdrawalsPendingAmount fees monthly { month deposits } } }', {}, c.admin)).data.moneyDashboard;
    const active0 = await wallet(c.t, m.id, 'ACTIVE');
    const ok = await c.t.gql(q, { id: `dep_${pendingDeposit.id}`, s: 'COMPLETE' }, c.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateTransactionStatus).toEqual({ transactionId: `dep_${pendingDeposit.id}`, status: 'complete' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(active0 + usd(75));
    const again = await c.t.gql(q, { id: `dep_${pendingDeposit.id}`, s: 'DECLINE' }, c.admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_PROCESSED');

    const dash = await c.t.gql('{ moneyDashboard { depositsCompleted depositsPendingCount depositsPendingAmount withdrawalsPendingCount withdrawalsPendingAmount fees monthly { month deposits } } }', {}, c.admin);
    expect(dash.errors).toBeUndefined();
    const d = dash.data.moneyDashboard;
    expect(usd(d.depositsCompleted) - usd(dash0.depositsCompleted)).toBe(usd(75));
    expect(d.depositsPendingCount).toBe(dash0.depositsPendingCount - 1);
    expect(usd(dash0.depositsPendingAmount) - usd(d.depositsPendingAmount)).toBe(usd(75));
    expect(d.withdrawalsPendingCount).toBeGreaterThanOrEqual(1);
    expect(d.monthly).toHaveLength(12);
    expect(d.monthly[11].month).toBe(thisMonth());
    expect(d.monthly[11].deposits).toBe(d.depositsCompleted);
    const memberDash = await c.t.gql('{ moneyDashboard { fees } }', {}, m.token);
    expect(memberDash.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const rec = await c.t.gql('{ reconciliation { ok accounts transactions entries problems } }', {}, c.admin);
    expect(rec.errors).toBeUndefined();
    expect(rec.data.reconciliation.ok).toBe(true);
    expect(rec.data.reconciliation.problems).toEqual([]);
    const counts = await rowCounts(c.t);
    expect(rec.data.reconciliation.transactions).toBe(counts.ledger_transactions);
    expect(rec.data.reconciliation.entries).toBe(counts.ledger_entries);
    const memberRec = await c.t.gql('{ reconciliation { ok } }', {}, m.token);
    expect(memberRec.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('reconciliation reports a tampered balance', async () => {
    const m: Member = await newMember(c);
    await credit(c, m.id, 10, 'business');
    await c.t.db.transaction((em) => em.query("UPDATE accounts SET balance = balance + 1 WHERE code = ?", [`u:${m.id}:ACTIVE`]));
    try {
      const rec = await c.t.gql('{ reconciliation { ok problems } }', {}, c.admin);
      expect(rec.data.reconciliation.ok).toBe(false);
      expect(rec.data.reconciliation.problems.join('\n')).toContain(`u:${m.id}:ACTIVE`);
    } finally {
      await c.t.db.transaction((em) => em.query("UPDATE accounts SET balance = balance - 1 WHERE code = ?", [`u:${m.id}:ACTIVE`]));
    }
  });
});
