/**
 * Cursor paging on the report lists (issue 18 item 3) through the real HTTP server: `first`/`after`
 * walk every row once, in the order of the page/pageSize lists (which keep working and give a
 * cursor too); rows inserted in the middle of a walk neither repeat nor push out a row the walk had
 * not read yet; cursors are opaque and checked. And analysts' answers never carry a member's full
 * payout address (nor a password hash, TOTP secret or token): masked to the first 6 and last 4
 * characters for staff without members:write (withdrawals: without withdrawals:decide), in full for
 * the member and for staff who edit members.
 */
import crypto from 'node:crypto';
import { api, bep20Address, credit, deposit, investPlan, Member, newMember, setPayoutAddress, stepUp, trc20Address, txHash, useMoneyApp } from './money-helpers';
import { inviteStaff } from './staff-helpers';
import { CtoPayment, CtoRecord, LeadershipIncome, MemberRank, SalaryEntitlement, SalaryPayment } from '../src/modules/ranks/ranks.entities';
import { ApprovalRequest } from '../src/modules/staff/staff.entities';
import { Epin } from '../src/modules/investments/activation.entities';
import { dateParam } from '../src/database/sql';

const c = useMoneyApp();

interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A list field's query: `args` (GraphQL text, may use $first/$after), `fields` of its items. */
interface ListSpec {
  name: string;
  field: string;
  args?: string;
  variables?: string;
  values?: Record<string, unknown>;
  /** Values known only once the suite's rows exist. */
  valuesOf?: () => Record<string, unknown>;
  key: string;
  fields?: string;
  /** The journal takes page/pageSize inside its filter. */
  pagingInFilter?: boolean;
  /**
   * The journal is ordered by time, then by the row's id in its own table: on MariaDB (times in
   * whole seconds) a row inserted in the same second as the cursor's row may sort after it, and
   * then shows up later in the walk. It never repeats or pushes out a row the walk had not read.
   */
  newRowsMayAppear?: boolean;
  /** Who reads the list (a member's own lists); staff by default. */
  as?: () => string;
}

async function page(spec: ListSpec, token: string, paging: { first?: number; after?: string | null; page?: number; pageSize?: number }, withTotal = false) {
  const offset = spec.pagingInFilter ? [] : ['page: $page', 'pageSize: $pageSize'];
  const args = [spec.args, 'first: $first', 'after: $after', ...offset].filter(Boolean).join(', ');
  const vars = ['$first: Int, $after: String', ...(spec.pagingInFilter ? [] : ['$page: Int, $pageSize: Int']), spec.variables].filter(Boolean).join(', ');
  const query = `query(${vars}) { ${spec.field}(${args}) { ${withTotal ? 'total page pageSize' : ''} items { ${spec.fields ?? spec.key} } pageInfo { endCursor hasNextPage } } }`;
  const pages = { page: paging.page ?? 1, pageSize: paging.pageSize ?? 10 };
  spec = spec.valuesOf ? { ...spec, values: spec.valuesOf() } : spec;
  const values = spec.pagingInFilter ? { filter: { ...((spec.values?.filter as object) ?? {}), ...pages } } : { ...pages, ...(spec.values ?? {}) };
  const variables = { first: paging.first ?? null, after: paging.after ?? null, ...values };
  const res = await c.t.gql(query, variables, token);
  if (res.errors) throw new Error(`${spec.name}: ${JSON.stringify(res.errors)}`);
  return res.data[spec.field] as { items: Array<Record<string, unknown>>; pageInfo: PageInfo; total?: number; page?: number; pageSize?: number };
}

/** Every key of the list as the web app reads it (page/pageSize, at most 100 rows here). */
async function everything(spec: ListSpec, token: string): Promise<string[]> {
  const p = await page(spec, token, { page: 1, pageSize: 100 });
  expect(p.pageInfo.hasNextPage).toBe(false);
  return p.items.map((x) => String(x[spec.key]));
}

/** Walks the list `first` at a time; `between` runs after the given page. */
async function walk(spec: ListSpec, token: string, first: number, between?: { afterPage: number; run: () => Promise<void> }) {
  const keys: string[] = [];
  let after: string | null = null;
  for (let n = 1; n <= 200; n++) {
    const p = await page(spec, token, { first, after });
    expect(p.items.length).toBeLessThanOrEqual(first);
    keys.push(...p.items.map((x) => String(x[spec.key])));
    if (between && n === between.afterPage) await between.run();
    if (!p.pageInfo.hasNextPage) return keys;
    expect(p.items.length).toBe(first);
    expect(p.pageInfo.endCursor).toBeTruthy();
    after = p.pageInfo.endCursor;
  }
  throw new Error('walk did not end');
}

const transferOf = async (from: Member, to: Member) => {
  await stepUp(c, from);
  // Each its own transfer (its own key): without one, the same call within a minute is one (a double click).
  const r = await api(c.t, 'post', 'transfer/touser', from.token).set('Idempotency-Key', crypto.randomUUID()).send({ values: { userto_id: to.id, amount: 10 } });
  expect(r.status).toBe(201);
};

const depositOf = async (m: Member, amount = 10) => {
  const r = await api(c.t, 'post', 'deposite/add', m.token).send({ amount, hash: txHash() });
  expect(r.status).toBe(201);
};

let members: Member[] = [];
let withdrawer: Member;

beforeAll(async () => {
  members = [await newMember(c), await newMember(c), await newMember(c)];
  for (let i = 0; i < 11; i++) await depositOf(members[i % 3], 10 + i);
  for (const m of members) await credit(c, m.id, 50, 'business');
  for (let i = 0; i < 6; i++) await investPlan(c, members[i % 3], 1000, 'Silver');
  await credit(c, members[0].id, 200, 'business');
  for (let i = 0; i < 6; i++) await transferOf(members[0], members[1 + (i % 2)]);
  await transferOf(members[1], members[0]);
  // Pending withdrawals (the gross is held): one member with Income, a payout address and a clearance.
  withdrawer = await newMember(c);
  await credit(c, withdrawer.id, 1000, 'non_working');
  await setPayoutAddress(c, withdrawer);
  for (let i = 0; i < 8; i++) {
    const r = await c.t.gql('mutation($a: Money) { requestWithdrawal(input: {kind: NORMAL, amount: $a}) { id } }', { a: String(20 + 10 * (i % 3)) }, withdrawer.token);
    expect(r.errors).toBeUndefined();
  }
}, 120_000);

/**
 * The rank, salary, leadership, CTO, e-pin and approval lists: rows written straight to their tables
 * (what the daily run and the staff desks write; their money is not what these tests are about).
 */
let serial = 0;
const next = () => ++serial;
const day = (n: number) => `2025-0${1 + (n % 9)}-${String(1 + (n % 28)).padStart(2, '0')}`;
const addSalaryEntitlement = async (memberId: number) => {
  const n = next();
  const row = await c.t.db.manager.insert(SalaryEntitlement, { memberId, rank: 100 + n, rewardPlanId: 1, salaryAmount: 100_000_000n, requiredBusiness: 1_000_000_000n, duration: 10, monthsPaid: n % 10, assignedDay: day(n), status: 'ACTIVE', createdAt: new Date() });
  return row.identifiers[0].id as number;
};
const addSalaryPayment = async (memberId: number) => {
  const n = next();
  await c.t.db.manager.insert(SalaryPayment, { memberId, entitlementId: 1, rank: 1 + (n % 5), salaryAmount: 100_000_000n, paidAmount: BigInt(n) * 1_000_000n, notes: `salary ${n}`, transactionDate: day(n), naturalKey: `test-salary:${n}`, createdAt: new Date() });
};
const addLeadership = async (leaderId: number, sourceMemberId: number) => {
  const n = next();
  await c.t.db.manager.insert(LeadershipIncome, { leaderId, sourceMemberId, investmentId: 900_000 + n, onAmount: 1_000_000_000n, percent: 10_000n, amount: BigInt(n) * 1_000_000n, day: day(n), reversedAt: null, createdAt: new Date() });
};
const addCtoRecord = async () => {
  const n = next();
  await c.t.db.manager.insert(CtoRecord, { memberId: 800_000 + n, category: 1, status: 'qualified', qualifiedDay: day(n), monthlyAmount: null, giftAmount: 0n, bonusPaid: 0n, totalPaid: 0n, paidAt: null, createdAt: new Date() });
};
const addCtoPayment = async (memberId: number) => {
  const n = next();
  await c.t.db.manager.insert(CtoPayment, { memberId, ctoId: 1, month: `T${String(n).padStart(6, '0')}`, amount: BigInt(n) * 1_000_000n, day: day(n), createdAt: new Date() });
};
const addEpin = async () => {
  await c.t.db.manager.insert(Epin, { code: `TESTPIN${String(next()).padStart(6, '0')}`, status: 'unused', usedBy: null, usedAt: null, createdBy: null, createdAt: new Date() });
};
const addApproval = async (memberId: number) => {
  const n = next();
  await c.t.db.manager.insert(ApprovalRequest, { kind: 'wallet.adjust', permission: 'wallets:adjust', status: 'pending', makerId: memberId, checkerId: null, memberId, amount: String(n * 1_000_000), reason: `test ${n}`, payload: '{}', target: `test:${n}`, pendingKey: `test:${n}`, decisionNote: null, result: null, createdAt: new Date(), decidedAt: null });
};
/** Highest rank first: a member given a rank above every other one comes first. */
let topRank = 50;
const addRanked = async (memberId: number, rank: number) => {
  await c.t.db.manager.insert(MemberRank, { memberId, rank, rewardPlanId: 1, status: 'REACHED', threshold: 0n, rewardAmount: 0n, businessAtReach: 0n, rewardPaid: BigInt(rank) * 1_000_000n, carriedForward: 0n, startDay: '2025-01-01', reachedDay: '2025-02-01', paidAt: null, carriedAt: null, createdAt: new Date() } as Partial<MemberRank>);
};
/** A member who joined 11 days ago and sponsored nobody: a defaulter. */
const addDefaulter = async () => {
  const m = await newMember(c);
  await c.t.db.manager.query('UPDATE users SET created_at = ? WHERE id = ?', [dateParam(c.t.db.engine, new Date(Date.now() - 11 * 86_400_000)), m.id]);
  return m;
};
let ranked: Member[] = [];
/** A completed deposit moved to the next day of 2025 (moneyByDay: each a newer day). */
let moneyDay = 0;
const addMoneyDay = async () => {
  const d = await deposit(c, members[moneyDay % 3], 10 + moneyDay);
  const day = new Date(Date.UTC(2025, 0, 1 + moneyDay++, 12));
  await c.t.db.manager.query('UPDATE deposits SET processed_at = ? WHERE id = ?', [dateParam(c.t.db.engine, day), d.id]);
};

beforeAll(async () => {
  const all = [...members, withdrawer];
  for (let i = 0; i < 6; i++) {
    await addSalaryEntitlement(all[i % 4].id);
    await addSalaryPayment(all[i % 4].id);
    await addLeadership(all[i % 2].id, all[2 + (i % 2)].id);
    await addCtoRecord();
    await addCtoPayment(all[i % 4].id);
    await addEpin();
    await addApproval(all[i % 4].id);
  }
  for (let i = 0; i < 5; i++) await addDefaulter();
  for (let i = 0; i < 5; i++) await addMoneyDay();
  // Two members share a rank (ordered by member id), one holds two ranks (counted once, its highest).
  ranked = [...all, await newMember(c)];
  for (const [i, m] of ranked.entries()) await addRanked(m.id, [3, 5, 3, 1, 2][i]);
  await addRanked(ranked[3].id, 4);
}, 120_000);

const LISTS = (): Array<ListSpec & { insert: () => Promise<void> }> => [
  { name: 'deposits', field: 'deposits', key: 'id', fields: 'id amount status', insert: async () => depositOf(members[0], 99) },
  {
    name: 'withdrawals',
    field: 'withdrawals',
    key: 'id',
    fields: 'id gross status',
    insert: async () => {
      const r = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "20"}) { id } }', {}, withdrawer.token);
      expect(r.errors).toBeUndefined();
    },
  },
  { name: 'investments', field: 'investments', key: 'id', fields: 'id amount status', insert: async () => void (await investPlan(c, members[1], 1000, 'Silver')) },
  { name: 'report (ledger lines)', field: 'report', key: 'id', fields: 'id kind amount memberId', insert: async () => void (await credit(c, members[2].id, 3, 'business')) },
  { name: 'auditLog', field: 'auditLog', key: 'id', fields: 'id action target', insert: async () => void (await credit(c, members[0].id, 2, 'business')) },
  {
    name: 'transactions (journal)',
    field: 'transactions',
    args: 'filter: $filter',
    variables: '$filter: JournalFilterInput',
    values: { filter: {} },
    pagingInFilter: true,
    newRowsMayAppear: true,
    key: 'transactionId',
    fields: 'transactionId source amount',
    insert: async () => {
      await depositOf(members[1], 15);
      await credit(c, members[1].id, 4, 'business');
    },
  },
  { name: 'members', field: 'members', key: 'id', fields: 'id username', insert: async () => void (await newMember(c)) },
  {
    name: "walletEntries (a member's statement, read by staff)",
    field: 'walletEntries',
    args: 'memberId: $memberId',
    variables: '$memberId: Int',
    valuesOf: () => ({ memberId: members[2].id }),
    key: 'id',
    fields: 'id kind amount',
    insert: async () => void (await credit(c, members[2].id, 6, 'business')),
  },
  {
    name: 'ledgerRows (one ledger table)',
    field: 'ledgerRows',
    args: 'tableName: "withdrawal"',
    key: 'id',
    fields: 'id kind amount memberId',
    insert: async () => {
      const r = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "30"}) { id } }', {}, withdrawer.token);
      expect(r.errors).toBeUndefined();
    },
  },
  {
    name: "transactions (one member's journal)",
    field: 'transactions',
    args: 'filter: $filter',
    variables: '$filter: JournalFilterInput',
    values: { filter: { memberId: 0 } },
    pagingInFilter: true,
    newRowsMayAppear: true,
    key: 'transactionId',
    fields: 'transactionId source',
    insert: async () => {
      await depositOf(members[0], 16);
      await credit(c, members[0].id, 1, 'business');
    },
  },
  {
    name: 'salaryTransactions',
    field: 'salaryTransactions',
    args: 'filter: $filter',
    variables: '$filter: SalaryFilterInput',
    values: { filter: {} },
    pagingInFilter: true,
    key: 'id',
    fields: 'id memberId paidAmount transactionDate',
    insert: async () => addSalaryPayment(members[1].id),
  },
  { name: 'userSalaries', field: 'userSalaries', key: 'id', fields: 'id memberId rank remaining', insert: async () => void (await addSalaryEntitlement(members[2].id)) },
  { name: 'leadershipIncome', field: 'leadershipIncome', key: 'id', fields: 'id leaderId amount', insert: async () => addLeadership(members[1].id, members[0].id) },
  { name: 'pendingApprovals', field: 'pendingApprovals', key: 'id', fields: 'id kind amount makerName', insert: async () => addApproval(members[0].id) },
  { name: 'codes (e-pins)', field: 'codes', key: 'id', fields: 'id code status', insert: addEpin },
  { name: 'defaultersPage', field: 'defaultersPage', key: 'id', fields: 'id username', insert: async () => void (await addDefaulter()) },
  {
    name: 'rankedMembersPage',
    field: 'rankedMembersPage',
    key: 'memberId',
    fields: 'memberId rank totalReward',
    insert: async () => {
      // A member reaching a rank above every other comes first.
      await addRanked((await newMember(c)).id, ++topRank);
    },
  },
  { name: 'moneyByDay (report days)', field: 'moneyByDay', args: 'from: "2025-01-01", to: "2025-12-31"', key: 'day', fields: 'day depositsTotal depositsCount', insert: addMoneyDay },
  { name: 'ctoListPage', field: 'ctoListPage', key: 'id', fields: 'id memberId status', insert: addCtoRecord },
  { name: 'ctoPaymentsPage (staff: every member)', field: 'ctoPaymentsPage', key: 'id', fields: 'id memberId month amount', insert: async () => addCtoPayment(members[0].id) },
];

/** A member's own lists, walked with the member's session (partner apps and mobile apps read these with a token). */
const MEMBER_LISTS = (): Array<ListSpec & { insert: () => Promise<void> }> => [
  { name: 'myDeposits', field: 'myDeposits', key: 'id', fields: 'id amount status', as: () => members[0].token, insert: async () => depositOf(members[0], 98) },
  {
    name: 'myWithdrawals',
    field: 'myWithdrawals',
    key: 'id',
    fields: 'id gross status',
    as: () => withdrawer.token,
    insert: async () => {
      const r = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "20"}) { id } }', {}, withdrawer.token);
      expect(r.errors).toBeUndefined();
    },
  },
  { name: 'myTransfers (sent and received)', field: 'myTransfers', key: 'id', fields: 'id amount', as: () => members[0].token, insert: async () => transferOf(members[2], members[0]) },
  { name: 'transfers (staff)', field: 'transfers', key: 'id', fields: 'id amount', insert: async () => transferOf(members[1], members[2]) },
];

const forMember = (spec: ListSpec): ListSpec => ((spec.values?.filter as any)?.memberId === 0 ? { ...spec, values: { filter: { memberId: members[0].id } } } : spec);

describe('walking a list with first/after', () => {
  test.each([...LISTS(), ...MEMBER_LISTS()].map((l) => [l.name, l] as const))('%s: every row once, in the order of the paged list', async (_name, raw) => {
    const spec = forMember(raw);
    const reader = raw.as?.() ?? c.admin;
    const all = await everything(spec, reader);
    expect(all.length).toBeGreaterThan(3);
    for (const first of [1, 3, 7]) {
      const walked = await walk(spec, reader, first);
      expect(walked).toEqual(all);
    }
    // The last page says so, and a total is counted only when asked.
    const last = await page(spec, reader, { first: all.length }, true);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.total).toBe(all.length);
    expect(last.page).toBe(0);
    expect(last.pageSize).toBe(all.length);
  });

  test.each([...LISTS(), ...MEMBER_LISTS()].map((l) => [l.name, l] as const))('%s: rows inserted during a walk neither repeat nor shift the rows not yet read', async (_name, raw) => {
    const spec = forMember(raw);
    const reader = raw.as?.() ?? c.admin;
    const before = await everything(spec, reader);
    const walked = await walk(spec, reader, 2, { afterPage: 2, run: raw.insert });
    const now = await everything(spec, reader);
    expect(now.length).toBeGreaterThan(before.length);
    // No row twice; every row there was when the walk started, once, in its order.
    expect(new Set(walked).size).toBe(walked.length);
    const old = new Set(before);
    expect(walked.filter((k) => old.has(k))).toEqual(before);
    expect(now.filter((k) => old.has(k))).toEqual(before);
    if (raw.newRowsMayAppear) {
      // Anything else is a row inserted meanwhile.
      const added = new Set(now.filter((k) => !old.has(k)));
      expect(walked.filter((k) => !old.has(k)).every((k) => added.has(k))).toBe(true);
    } else {
      // By id: exactly the rows there were when the walk started (the new ones come first).
      expect(walked).toEqual(before);
      expect(now.slice(now.length - before.length)).toEqual(before);
    }
  });
});

describe('page/pageSize keep working, and meet the cursors', () => {
  test('a page by number answers pageInfo; its endCursor continues by key where the next page number starts', async () => {
    const spec: ListSpec = { name: 'deposits', field: 'deposits', key: 'id' };
    const p1 = await page(spec, c.admin, { page: 1, pageSize: 4 }, true);
    const p2 = await page(spec, c.admin, { page: 2, pageSize: 4 }, true);
    expect(p1.page).toBe(1);
    expect(p1.total).toBeGreaterThan(8);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const next = await page(spec, c.admin, { first: 4, after: p1.pageInfo.endCursor });
    expect(next.items).toEqual(p2.items);
    const lastPage = Math.ceil(p1.total! / 4);
    expect((await page(spec, c.admin, { page: lastPage, pageSize: 4 })).pageInfo.hasNextPage).toBe(false);
  });

  test('the web app query shapes answer as before (items, total, page, pageSize)', async () => {
    const r = await c.t.gql('{ deposits(page: 2, pageSize: 3) { total page pageSize items { id } } }', {}, c.admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.deposits).toMatchObject({ page: 2, pageSize: 3 });
    expect(r.data.deposits.items).toHaveLength(3);
  });

  test('cursors are opaque base64 and checked: a foreign or forged one is BAD_USER_INPUT; first is 1 to 100', async () => {
    const p = await page({ name: 'deposits', field: 'deposits', key: 'id' }, c.admin, { first: 2 });
    const cursor = p.pageInfo.endCursor!;
    expect(cursor).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const journal = await c.t.gql('{ transactions(first: 2) { pageInfo { endCursor } } }', {}, c.admin);
    for (const bad of ['not a cursor', Buffer.from('-1').toString('base64'), Buffer.from('12; DROP TABLE users').toString('base64'), journal.data.transactions.pageInfo.endCursor]) {
      const r = await c.t.gql('query($a: String) { deposits(first: 2, after: $a) { items { id } } }', { a: bad }, c.admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const first of [0, 101]) {
      const r = await c.t.gql(`{ deposits(first: ${first}) { items { id } } }`, {}, c.admin);
      expect(r.status).toBe(400);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  test('first counts in the GraphQL cost as pageSize does', async () => {
    const r = await c.t.gql(`{ ${['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}: report(first: 100) { items { id createdAt memberId username email wallet kind amount balanceAfter counterpartyId description } }`).join(' ')} }`, {}, c.admin);
    expect(r.status).toBe(400);
    expect(r.errors?.[0].message).toMatch(/cost limit/i);
  });
});

describe('incomeReportPage', () => {
  test('walks (day, kind) rows by cursor; days credited during the walk do not shift it', async () => {
    const rows: unknown[][] = [];
    for (let d = 1; d <= 9; d++) for (const kind of ['DIRECT_INCOME', 'LEVEL_INCOME', 'ROI']) rows.push([members[d % 3].id, `2025-03-${String(d).padStart(2, '0')}`, kind, 1_000_000 * d, 1]);
    for (const r of rows) await c.t.db.manager.query('INSERT INTO income_daily (member_id, day, kind, amount, entries) VALUES (?, ?, ?, ?, ?)', r);
    const spec: ListSpec = { name: 'incomeReportPage', field: 'incomeReportPage', args: 'from: "2025-03-01", to: "2025-03-31"', key: 'key', fields: 'day kind amount members' };
    const keyed = async (paging: Parameters<typeof page>[2]) => {
      const p = await page({ ...spec, key: 'day' }, c.admin, paging, true);
      return { ...p, items: p.items.map((x) => ({ ...x, key: `${x.day}|${x.kind}` })) };
    };
    const all = (await keyed({ page: 1, pageSize: 100 })).items.map((x) => x.key);
    expect(all).toHaveLength(27);
    expect(all[0]).toBe('2025-03-09|DIRECT_INCOME');
    expect(all[3]).toBe('2025-03-08|DIRECT_INCOME');
    const walked: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 20; n++) {
      const p = await keyed({ first: 4, after });
      walked.push(...p.items.map((x) => x.key));
      if (n === 1) {
        // A newer day credited, and another member's line on a day already read.
        await c.t.db.manager.query('INSERT INTO income_daily (member_id, day, kind, amount, entries) VALUES (?, ?, ?, ?, ?)', [members[0].id, '2025-03-20', 'ROI', 5_000_000, 1]);
        await c.t.db.manager.query('INSERT INTO income_daily (member_id, day, kind, amount, entries) VALUES (?, ?, ?, ?, ?)', [withdrawer.id, '2025-03-09', 'ROI', 5_000_000, 1]);
      }
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(walked).toEqual(all);
    const bad = await c.t.gql('{ incomeReportPage(from: "2025-03-01", to: "2025-03-31", first: 2, after: "MQ==") { items { day } } }', {}, c.admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the rank, salary, leadership, CTO, e-pin and approval lists', () => {
  test('rankedMembersPage: highest rank first, then member id, a member once at its highest rank; the array field agrees', async () => {
    const p = await page({ name: 'rankedMembersPage', field: 'rankedMembersPage', key: 'memberId', fields: 'memberId rank totalReward' }, c.admin, { page: 1, pageSize: 100 }, true);
    const mine = p.items.filter((x) => ranked.some((m) => m.id === x.memberId));
    expect(mine.map((x) => [x.memberId, x.rank])).toEqual([
      [ranked[1].id, 5],
      [ranked[3].id, 4],
      [ranked[0].id, 3],
      [ranked[2].id, 3],
      [ranked[4].id, 2],
    ]);
    // Its two ranks' rewards (1 + 4).
    expect(mine[1].totalReward).toBe('5.00');
    expect(p.total).toBe(p.items.length);
    const array = await c.t.gql('{ rankedMembers { memberId } }', {}, c.admin);
    expect(array.data.rankedMembers.map((x: any) => x.memberId)).toEqual(p.items.map((x) => x.memberId));
  });

  test('defaultersPage reads what defaulters reads; salary and CTO filters narrow the walk', async () => {
    const array = await c.t.gql('{ defaulters { id } }', {}, c.admin);
    const paged = await page({ name: 'defaultersPage', field: 'defaultersPage', key: 'id' }, c.admin, { page: 1, pageSize: 100 });
    expect(paged.items.map((x) => x.id)).toEqual(array.data.defaulters.map((x: any) => x.id));
    expect(paged.items.length).toBeGreaterThanOrEqual(5);
    const one = await page({ name: 'salary', field: 'salaryTransactions', args: 'filter: $filter', variables: '$filter: SalaryFilterInput', values: { filter: { memberId: withdrawer.id } }, pagingInFilter: true, key: 'id', fields: 'id memberId' }, c.admin, { first: 100 });
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((x) => x.memberId === withdrawer.id)).toBe(true);
    const cto = await c.t.gql(`{ ctoPaymentsPage(memberId: ${withdrawer.id}, first: 100) { items { memberId } } }`, {}, c.admin);
    expect(cto.data.ctoPaymentsPage.items.length).toBeGreaterThan(0);
    expect(cto.data.ctoPaymentsPage.items.every((x: any) => x.memberId === withdrawer.id)).toBe(true);
    // A member reads their own CTO payments by cursor, and nobody else's.
    const own = await c.t.gql('{ ctoPaymentsPage(first: 100) { items { memberId } pageInfo { hasNextPage } } }', {}, withdrawer.token);
    expect(own.data.ctoPaymentsPage.items).toEqual(cto.data.ctoPaymentsPage.items);
    const other = await c.t.gql(`{ ctoPaymentsPage(memberId: ${members[0].id}, first: 5) { items { memberId } } }`, {}, withdrawer.token);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test("cursor paging reads newest first: another sort with first/after, or another list's cursor, is BAD_USER_INPUT", async () => {
    const sorted = await c.t.gql('{ salaryTransactions(filter: { sortBy: "paid_amount", page: 1, pageSize: 10 }, first: 2) { items { id } } }', {}, c.admin);
    expect(sorted.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const asc = await c.t.gql('{ userSalaries(sortOrder: "asc", first: 2) { items { id } } }', {}, c.admin);
    expect(asc.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // The page/pageSize sorts keep working.
    const byAmount = await c.t.gql('{ salaryTransactions(filter: { sortBy: "paid_amount", sortOrder: "asc", page: 1, pageSize: 3 }) { items { paidAmount } pageInfo { hasNextPage } } }', {}, c.admin);
    expect(byAmount.errors).toBeUndefined();
    const amounts = byAmount.data.salaryTransactions.items.map((x: any) => Number(x.paidAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(byAmount.data.salaryTransactions.pageInfo.hasNextPage).toBe(true);
    const idCursor = (await c.t.gql('{ codes(first: 1) { pageInfo { endCursor } } }', {}, c.admin)).data.codes.pageInfo.endCursor;
    const rankCursor = (await c.t.gql('{ rankedMembersPage(first: 1) { pageInfo { endCursor } } }', {}, c.admin)).data.rankedMembersPage.pageInfo.endCursor;
    for (const [query, cursor] of [
      ['query($a: String) { rankedMembersPage(first: 2, after: $a) { items { memberId } } }', idCursor],
      ['query($a: String) { ctoListPage(first: 2, after: $a) { items { id } } }', rankCursor],
      ['query($a: String) { pendingApprovals(first: 2, after: $a) { items { id } } }', 'bm90IGEgY3Vyc29y'],
    ]) {
      const r = await c.t.gql(query, { a: cursor }, c.admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe("analysts never read a member's full payout address, password hash, TOTP secret or tokens", () => {
  const masked = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

  test('members, withdrawals, the audit log, REST and CSV: masked for an ANALYST, in full for the member and for staff whose work needs it', async () => {
    const m = await newMember(c);
    await credit(c, m.id, 200, 'non_working');
    const address = await setPayoutAddress(c, m);
    const w = await c.t.gql('mutation { requestWithdrawal(input: {kind: NORMAL, amount: "30"}) { id bep20 } }', {}, m.token);
    expect(w.data.requestWithdrawal.bep20).toBe(address);
    // An admin edit of the TRC20 address is recorded in the audit log with the address.
    const trc20 = trc20Address();
    const edit = await c.t.gql('mutation($id: Int!, $input: AdminMemberInput!) { updateMember(id: $id, input: $input) { id trc20 } }', { id: m.id, input: { trc20 } }, c.admin);
    expect(edit.errors).toBeUndefined();
    expect(edit.data.updateMember.trc20).toBe(trc20);
    // The member holds an API token: it must never show up either.
    await c.t.running.services.otp.grantClearance('withdrawal', m.email, m.id);
    const token = await c.t.gql('mutation { createApiToken(input: {name: "mine", scopes: ["read:profile"]}) { token } }', {}, m.token);
    expect(token.errors).toBeUndefined();
    const secret = token.data.createApiToken.token as string;
    const [hashRow] = await c.t.db.manager.query('SELECT password_hash AS password FROM users WHERE id = ?', [m.id]);
    const passwordHash = String(hashRow.password ?? '');

    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    const finance = await inviteStaff(c.t, c.admin, 'FINANCE');
    const MEMBER_FIELDS = 'id username referralCode fullname email phone role status isActive emailVerified sponsorId bep20 trc20 activationDate lastLogin createdAt';
    const reads = [
      [`{ member(id: ${m.id}) { ${MEMBER_FIELDS} } }`, (d: any) => d.member],
      [`{ members(search: "${m.email}") { items { ${MEMBER_FIELDS} } } }`, (d: any) => d.members.items[0]],
      [`{ withdrawals(memberId: ${m.id}, first: 10) { items { id memberId email bep20 trc20 gross } } }`, (d: any) => d.withdrawals.items[0]],
    ] as const;

    const answers: string[] = [];
    for (const [query, pick] of reads) {
      const a = await c.t.gql(query, {}, analyst.token);
      expect(a.errors).toBeUndefined();
      answers.push(JSON.stringify(a.data));
      const row = pick(a.data);
      expect(row.bep20).toBe(masked(address));
      if ('trc20' in row && row.trc20 !== null && query.includes('member')) expect(row.trc20).toBe(masked(trc20));
    }
    const audit = await c.t.gql('{ auditLog(first: 50, filter: { kind: "member.update" }) { items { action target details before after } } }', {}, analyst.token);
    expect(audit.errors).toBeUndefined();
    const entry = audit.data.auditLog.items.find((x: any) => x.target === `user:${m.id}`);
    expect(entry.details).toContain(masked(trc20));
    answers.push(JSON.stringify(audit.data));
    // The legacy REST and the CSV exports an analyst session can reach.
    for (const path of [`users/list?search=${encodeURIComponent(m.email)}`, `users/${m.id}`, 'withdrawalrequest/list', `withdrawalrequest/by/${m.id}`, 'export/withdrawals', 'export/audit']) {
      const r = await api(c.t, 'get', path, analyst.token);
      expect(r.status).toBe(200);
      answers.push(r.text);
    }
    const all = answers.join('\n');
    expect(all).toContain(masked(address));
    for (const secretValue of [address, trc20, secret, passwordHash, '$argon2']) expect(all).not.toContain(secretValue);
    expect(all).not.toMatch(/totp_?secret/i);

    // FINANCE pays withdrawals: the withdrawal's address in full, the member record's masked (no members:write).
    const fw = await c.t.gql(`{ withdrawals(memberId: ${m.id}) { items { bep20 } } }`, {}, finance.token);
    expect(fw.data.withdrawals.items[0].bep20).toBe(address);
    const fm = await c.t.gql(`{ member(id: ${m.id}) { bep20 trc20 } }`, {}, finance.token);
    expect(fm.data.member).toEqual({ bep20: masked(address), trc20: masked(trc20) });
    const csv = await api(c.t, 'get', 'export/withdrawals', finance.token);
    expect(csv.text).toContain(address);

    // The OWNER (members:write) and the member themself read them in full.
    const owner = await c.t.gql(`{ member(id: ${m.id}) { bep20 trc20 } }`, {}, c.admin);
    expect(owner.data.member).toEqual({ bep20: address, trc20 });
    const ownAudit = await c.t.gql('{ auditLog(first: 50, filter: { kind: "member.update" }) { items { target details } } }', {}, c.admin);
    expect(ownAudit.data.auditLog.items.find((x: any) => x.target === `user:${m.id}`).details).toContain(trc20);
    const me = await c.t.gql('{ me { bep20 trc20 } }', {}, m.token);
    expect(me.data.me).toEqual({ bep20: address, trc20 });
    const mine = await c.t.gql('{ myWithdrawals { items { bep20 } } }', {}, m.token);
    expect(mine.data.myWithdrawals.items[0].bep20).toBe(address);
    const ownRest = await api(c.t, 'get', `users/${m.id}`, m.token);
    expect(ownRest.body.singleuser.bep20).toBe(address);
  });

  test('an analyst API token reads the same masked answers', async () => {
    const m = await newMember(c);
    const address = await setPayoutAddress(c, m, bep20Address());
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    await c.t.running.services.otp.grantClearance('withdrawal', analyst.email, analyst.id);
    const created = await c.t.gql('mutation { createApiToken(input: {name: "BI", scopes: ["read:reports", "members:read"]}) { token } }', {}, analyst.token);
    expect(created.errors).toBeUndefined();
    const r = await c.t.gql(`{ members(search: "${m.email}") { items { bep20 } } }`, {}, created.data.createApiToken.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.members.items[0].bep20).toBe(masked(address));
  });
});
