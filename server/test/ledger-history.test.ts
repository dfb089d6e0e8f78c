import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';

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
  const r = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId, wallet: 'ACTIVE', action: 'CREDIT', amount, reason: 'Ledger history test' } }, admin);
  expect(r.errors).toBeUndefined();
}

describe('walletEntries: paged wallet history with kind and date filters', () => {
  test('filters by kind and by date range; newest first with the running balance', async () => {
    const a = await registerMember(t, { sponsor: root.code });
    const b = await registerMember(t, { sponsor: a.code });
    await credit(a.id, '100');
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
});
