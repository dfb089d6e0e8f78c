import crypto from 'node:crypto';
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';
// Transfers to another member need the step-up (two-factor.test.ts covers it).
import { stepUp } from './money-helpers';

let t: TestApp;
let admin: string;
let root: { code: string };
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  admin = await adminToken(t);
  root = await registerMember(t); // the first member; everyone else needs a sponsor
});
afterAll(async () => t?.close());
afterEach(async () => {
  await expectReconciled(t);
});

const HISTORY = `query($wallet: WalletKind!, $kinds: [String!], $from: DateTimeISO, $to: DateTimeISO, $memberId: Int) {
  walletEntries(wallet: $wallet, kinds: $kinds, from: $from, to: $to, memberId: $memberId, pageSize: 10) { total items { kind amount balanceAfter } }
}`;

async function credit(memberId: number, amount: string) {
  const r = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId, wallet: 'ACTIVE', action: 'CREDIT', amount, reason: 'Ledger history test', idempotencyKey: crypto.randomUUID() } }, admin);
  expect(r.errors).toBeUndefined();
}

describe('walletEntries: paged wallet history with kind and date filters', () => {
  test('filters by kind and by date range; newest first with the running balance', async () => {
    const a = await registerMember(t, { sponsor: root.code });
    const b = await registerMember(t, { sponsor: a.code });
    await credit(a.id, '100');
    await stepUp({ t }, a);
    const sent = await t.gql('mutation($i: TransferToMemberInput!){ transferToMember(input: $i){ id } }', { i: { recipient: b.email, amount: '30' } }, a.token);
    expect(sent.errors).toBeUndefined();

    const all = await t.gql(HISTORY, { wallet: 'ACTIVE' }, a.token);
    expect(all.data.walletEntries.total).toBe(2);
    expect(all.data.walletEntries.items).toEqual([
      { kind: 'TRANSFER_OUT', amount: '-30.00', balanceAfter: '70.00' },
      { kind: 'ADMIN_CREDIT', amount: '100.00', balanceAfter: '100.00' },
    ]);
    const onlyTransfers = await t.gql(HISTORY, { wallet: 'ACTIVE', kinds: ['TRANSFER_OUT', 'TRANSFER_IN'] }, a.token);
    expect(onlyTransfers.data.walletEntries.items).toEqual([{ kind: 'TRANSFER_OUT', amount: '-30.00', balanceAfter: '70.00' }]);

    const future = new Date(Date.now() + 3600_000).toISOString();
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await t.gql(HISTORY, { wallet: 'ACTIVE', from: future }, a.token)).data.walletEntries.total).toBe(0);
    expect((await t.gql(HISTORY, { wallet: 'ACTIVE', from: past, to: future }, a.token)).data.walletEntries.total).toBe(2);

    const badRange = await t.gql(HISTORY, { wallet: 'ACTIVE', from: future, to: past }, a.token);
    expect(badRange.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badKind = await t.gql(HISTORY, { wallet: 'ACTIVE', kinds: ['drop table'] }, a.token);
    expect(badKind.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test("a member cannot read another member's wallet; an admin can", async () => {
    const a = await registerMember(t, { sponsor: root.code });
    const b = await registerMember(t, { sponsor: a.code });
    await credit(b.id, '12.34');
    const foreign = await t.gql(HISTORY, { wallet: 'ACTIVE', memberId: b.id }, a.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await t.gql(HISTORY, { wallet: 'ACTIVE', memberId: b.id }, admin);
    expect(asAdmin.data.walletEntries.items).toEqual([{ kind: 'ADMIN_CREDIT', amount: '12.34', balanceAfter: '12.34' }]);
  });

  test('long journals page by key: `before` = the previous page\'s nextCursor gives the same pages as page numbers', async () => {
    const a = await registerMember(t, { sponsor: root.code });
    for (let i = 1; i <= 7; i++) await credit(a.id, `${i}`);
    const PAGE = `query($before: Int, $page: Int!) {
      walletEntries(wallet: ACTIVE, page: $page, pageSize: 3, before: $before) { total page nextCursor items { id amount } }
    }`;
    const byNumber = [];
    for (const page of [1, 2, 3]) byNumber.push((await t.gql(PAGE, { page }, a.token)).data);
    expect(byNumber.map((p) => p.walletEntries.items.map((e: any) => e.amount))).toEqual([
      ['7.00', '6.00', '5.00'],
      ['4.00', '3.00', '2.00'],
      ['1.00'],
    ]);
    // Walking by key: every page equals the numbered one, the last has no cursor.
    let before: number | null = null;
    for (const [i, expected] of byNumber.entries()) {
      const r: any = await t.gql(PAGE, { page: i + 1, before }, a.token);
      expect(r.errors).toBeUndefined();
      expect(r.data.walletEntries.items).toEqual(expected.walletEntries.items);
      expect(r.data.walletEntries.total).toBe(7);
      if (i < 2) expect(r.data.walletEntries.nextCursor).toBe(expected.walletEntries.items[2].id);
      before = r.data.walletEntries.nextCursor;
    }
    expect(before).toBeNull();

    // ledgerRows (the income and transfer journals) the same way.
    const b = await registerMember(t, { sponsor: a.code });
    await credit(a.id, '100');
    await stepUp({ t }, a);
    for (let i = 1; i <= 7; i++) {
      const sent = await t.gql('mutation($i: TransferToMemberInput!){ transferToMember(input: $i){ id } }', { i: { recipient: b.email, amount: `${10 + i}` } }, a.token);
      expect(sent.errors).toBeUndefined();
    }
    const ROWS = `query($before: Int) { ledgerRows(tableName: "transfer_transaction", pageSize: 3, before: $before) { total nextCursor items { id amount } } }`;
    let cursor: number | null = null;
    const seen: string[] = [];
    do {
      const r: any = await t.gql(ROWS, { before: cursor }, a.token);
      expect(r.errors).toBeUndefined();
      seen.push(...r.data.ledgerRows.items.map((e: any) => e.amount));
      cursor = r.data.ledgerRows.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['-17.00', '-16.00', '-15.00', '-14.00', '-13.00', '-12.00', '-11.00']);

    for (const bad of [0, -5]) {
      const r = await t.gql(PAGE, { page: 1, before: bad }, a.token);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  test("the statement: all four wallets without `wallet`, each line with its wallet's running balance; admin cash handling explained", async () => {
    const a = await registerMember(t, { sponsor: root.code });
    for (const [wallet, amount, reason] of [['ACTIVE', '50', 'Opening bonus'], ['INCOME', '20', 'Event prize'], ['ROI', '7.5', 'ROI correction']]) {
      const r = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId: a.id, wallet, action: 'CREDIT', amount, reason, idempotencyKey: crypto.randomUUID() } }, admin);
      expect(r.errors).toBeUndefined();
    }
    const debit = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId: a.id, wallet: 'INCOME', action: 'DEBIT', amount: '5', reason: 'Prize fee', idempotencyKey: crypto.randomUUID() } }, admin);
    expect(debit.errors).toBeUndefined();
    const STATEMENT = `query($wallet: WalletKind, $kinds: [String!]) { walletEntries(wallet: $wallet, kinds: $kinds, pageSize: 10) { total items { wallet kind description amount balanceAfter } } }`;
    const all = await t.gql(STATEMENT, {}, a.token);
    expect(all.errors).toBeUndefined();
    expect(all.data.walletEntries.items).toEqual([
      { wallet: 'INCOME', kind: 'ADMIN_DEBIT', description: 'Admin debit: Prize fee', amount: '-5.00', balanceAfter: '15.00' },
      { wallet: 'ROI', kind: 'ADMIN_CREDIT', description: 'Admin credit: ROI correction', amount: '7.50', balanceAfter: '7.50' },
      { wallet: 'INCOME', kind: 'ADMIN_CREDIT', description: 'Admin credit: Event prize', amount: '20.00', balanceAfter: '20.00' },
      { wallet: 'ACTIVE', kind: 'ADMIN_CREDIT', description: 'Admin credit: Opening bonus', amount: '50.00', balanceAfter: '50.00' },
    ]);
    const income = await t.gql(STATEMENT, { wallet: 'INCOME' }, a.token);
    expect(income.data.walletEntries.items.map((e: any) => e.amount)).toEqual(['-5.00', '20.00']);
    const credits = await t.gql(STATEMENT, { kinds: ['ADMIN_CREDIT'] }, a.token);
    expect(credits.data.walletEntries.total).toBe(3);
  });
});
