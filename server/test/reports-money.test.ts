/**
 * The analysts' reports of issue 18 item 3 beside incomeReport: `moneyByDay` (completed deposits
 * and withdrawals per UTC day, cursor-paged on the day) and `topEarners` (income actually credited,
 * from the income summary, per member), each checked against postings this suite makes (and the
 * ledger they wrote), on SQLite and MariaDB.
 */
import { asText, dateParam } from '../src/database/sql';
import { api, credit, deposit, investPlan, Member, newMember, setPayoutAddress, txHash, useMoneyApp } from './money-helpers';
import { inviteStaff } from './staff-helpers';

const c = useMoneyApp();

const DAYS = `query($from: String!, $to: String!, $first: Int, $after: String, $page: Int, $pageSize: Int) {
  moneyByDay(from: $from, to: $to, first: $first, after: $after, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { day depositsTotal depositsCount withdrawalsTotal withdrawalsCount }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** Moves a completed deposit or withdrawal to noon (UTC) of a day. */
const completedOn = async (table: 'deposits' | 'withdrawals', id: number, day: string) => {
  await c.t.db.manager.query(`UPDATE ${table} SET processed_at = ? WHERE id = ?`, [dateParam(c.t.db.engine, new Date(`${day}T12:00:00.000Z`)), id]);
};

const completedDeposit = async (m: Member, amount: number, day: string) => {
  const d = await deposit(c, m, amount);
  await completedOn('deposits', d.id, day);
  return d;
};

const completedWithdrawal = async (m: Member, amount: number, day: string) => {
  const r = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount, user_id: m.id, check: true });
  expect(r.status).toBe(201);
  const done = await api(c.t, 'put', `withdrawalrequest/${r.body.withdrawal.id}`, c.admin).send({ status: 'complete' });
  expect(done.status).toBe(200);
  await completedOn('withdrawals', r.body.withdrawal.id, day);
  return r.body.withdrawal;
};

let a: Member;
let b: Member;

beforeAll(async () => {
  a = await newMember(c);
  b = await newMember(c);
  for (const m of [a, b]) {
    await credit(c, m.id, 1000, 'non_working');
    await setPayoutAddress(c, m);
  }
  // 2024-03-05: two deposits (100 + 50.25), one withdrawal (gross 40).
  await completedDeposit(a, 100, '2024-03-05');
  await completedDeposit(b, 50.25, '2024-03-05');
  await completedWithdrawal(a, 40, '2024-03-05');
  // 2024-03-09: one deposit; 2024-03-20: two withdrawals only; 2024-04-02: outside the range asked.
  await completedDeposit(a, 17.5, '2024-03-09');
  await completedWithdrawal(b, 30, '2024-03-20');
  await completedWithdrawal(a, 20, '2024-03-20');
  await completedDeposit(b, 999, '2024-04-02');
  // Neither pending nor declined money counts.
  const pending = await api(c.t, 'post', 'deposite/add', a.token).send({ amount: 11, hash: txHash() });
  expect(pending.status).toBe(201);
  const declined = await api(c.t, 'post', 'deposite/add', b.token).send({ amount: 12, hash: txHash() });
  expect((await api(c.t, 'put', `deposite/${declined.body.deposit.id}`, c.admin).send({ status: 'decline' })).status).toBe(200);
  const held = await api(c.t, 'post', 'withdrawalrequest/add', b.token).send({ amount: 70, user_id: b.id, check: true });
  expect(held.status).toBe(201);
}, 120_000);

describe('moneyByDay', () => {
  test('completed deposits and withdrawals per day, newest first, totals and counts as posted (and as the ledger holds them)', async () => {
    const r = await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-03-31' }, c.admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.moneyByDay.items).toEqual([
      { day: '2024-03-20', depositsTotal: '0.00', depositsCount: 0, withdrawalsTotal: '50.00', withdrawalsCount: 2 },
      { day: '2024-03-09', depositsTotal: '17.50', depositsCount: 1, withdrawalsTotal: '0.00', withdrawalsCount: 0 },
      { day: '2024-03-05', depositsTotal: '150.25', depositsCount: 2, withdrawalsTotal: '40.00', withdrawalsCount: 1 },
    ]);
    expect(r.data.moneyByDay).toMatchObject({ total: 3, page: 1, pageSize: 50, pageInfo: { hasNextPage: false } });
    // The ledger's DEPOSIT credits of these deposits add up to the same money.
    const [ledger] = await c.t.db.manager.query(
      "SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'DEPOSIT' AND member_id IN (?, ?) AND amount > 0",
      [a.id, b.id],
    );
    expect(Number(ledger.n)).toBe(4);
    const sums = await c.t.gql('{ report(filter: { kind: "DEPOSIT" }, first: 100) { sum items { memberId } } }', {}, c.admin);
    expect(sums.errors).toBeUndefined();
    // 100 + 50.25 + 17.5 + 999 posted; the report's sum over the ledger agrees with the days' totals plus April's.
    expect(sums.data.report.sum).toBe('1166.75');
  });

  test('walked by cursor one day at a time: the same days; a day completed meanwhile (newer) does not shift the walk', async () => {
    const all = (await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-04-30', page: 1, pageSize: 100 }, c.admin)).data.moneyByDay.items.map((x: any) => x.day);
    expect(all).toEqual(['2024-04-02', '2024-03-20', '2024-03-09', '2024-03-05']);
    const walked: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 10; n++) {
      const r: any = await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-04-30', first: 1, after }, c.admin);
      expect(r.errors).toBeUndefined();
      const p = r.data.moneyByDay;
      expect(p.page).toBe(0);
      walked.push(...p.items.map((x: any) => x.day));
      if (n === 0) await completedDeposit(a, 13, '2024-04-20');
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(walked).toEqual(all);
    // A page number and the cursor meet: page 2 of 2 is what follows page 1's endCursor.
    const p1 = (await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-04-30', page: 1, pageSize: 2 }, c.admin)).data.moneyByDay;
    const p2 = (await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-04-30', page: 2, pageSize: 2 }, c.admin)).data.moneyByDay;
    const next = (await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-04-30', first: 2, after: p1.pageInfo.endCursor }, c.admin)).data.moneyByDay;
    expect(next.items).toEqual(p2.items);
    expect(p1.total).toBe(5);
  });

  test('a range over 366 days, a reversed range, a bad date or a foreign cursor is BAD_USER_INPUT; members cannot read it', async () => {
    for (const [from, to] of [
      ['2023-01-01', '2024-03-01'],
      ['2024-03-10', '2024-03-01'],
      ['2024-13-01', '2024-03-01'],
    ]) {
      const r = await c.t.gql(DAYS, { from, to }, c.admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const depositCursor = (await c.t.gql('{ deposits(first: 1) { pageInfo { endCursor } } }', {}, c.admin)).data.deposits.pageInfo.endCursor;
    for (const bad of [depositCursor, 'MjAyNC0wMy0wNQ', Buffer.from('2024-03-05; DROP TABLE deposits').toString('base64')]) {
      const r = await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-03-31', first: 2, after: bad }, c.admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const member = await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-03-31' }, a.token);
    expect(member.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('an ANALYST (reports:read) reads it', async () => {
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    const r = await c.t.gql(DAYS, { from: '2024-03-01', to: '2024-03-31', first: 10 }, analyst.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.moneyByDay.items.map((x: any) => x.day)).toEqual(['2024-03-20', '2024-03-09', '2024-03-05']);
  });
});

describe('topEarners', () => {
  const TOP = `query($from: String!, $to: String!, $first: Int) { topEarners(from: $from, to: $to, first: $first) { memberId username fullname referralCode amount entries } }`;

  test('the income credited over the range per member, highest first (ties by member id), as the ledger holds it; name and code', async () => {
    // Three members with a cap (a top-up), credited through the income service (ledger, cap, income_daily).
    const [big, tie, small] = [await newMember(c), await newMember(c), await newMember(c)];
    for (const m of [big, tie, small]) await investPlan(c, m, 1000, 'Silver');
    const pay = (m: Member, kind: 'DIRECT_INCOME' | 'ROI' | 'LEVEL_INCOME', dollars: string, day: string) =>
      c.t.db.transaction((em) =>
        c.t.running.services.income.credit(em, { memberId: m.id, kind, wallet: kind === 'ROI' ? 'ROI' : 'INCOME', amount: BigInt(Math.round(Number(dollars) * 1e6)), key: `test-income:${m.id}:${kind}:${day}`, day }),
      );
    await pay(big, 'DIRECT_INCOME', '30', '2024-05-02');
    await pay(big, 'ROI', '12.5', '2024-05-03');
    await pay(big, 'LEVEL_INCOME', '100', '2024-07-01');
    await pay(tie, 'DIRECT_INCOME', '42.5', '2024-05-10');
    await pay(small, 'ROI', '20', '2024-05-31');
    await pay(small, 'ROI', '500', '2024-04-30');

    const r = await c.t.gql(TOP, { from: '2024-05-01', to: '2024-05-31' }, c.admin);
    expect(r.errors).toBeUndefined();
    const users = await Promise.all([big, tie, small].map((m) => c.t.running.services.users.byId(m.id)));
    expect(r.data.topEarners).toEqual([
      { memberId: big.id, username: users[0]!.username, fullname: users[0]!.fullname, referralCode: big.code, amount: '42.50', entries: 2 },
      { memberId: tie.id, username: users[1]!.username, fullname: users[1]!.fullname, referralCode: tie.code, amount: '42.50', entries: 1 },
      { memberId: small.id, username: users[2]!.username, fullname: users[2]!.fullname, referralCode: small.code, amount: '20.00', entries: 1 },
    ]);
    // The ledger's credits of those income days say the same, member by member.
    const ledger: Array<{ member_id: number; total: string }> = await c.t.db.manager.query(
      `SELECT le.member_id AS member_id, ${asText(c.t.db.engine, 'SUM(le.amount)')} AS total FROM ledger_entries le JOIN ledger_transactions lt ON lt.id = le.transaction_id
       WHERE le.member_id IS NOT NULL AND lt.income_day >= ? AND lt.income_day <= ? GROUP BY le.member_id ORDER BY le.member_id`,
      ['2024-05-01', '2024-05-31'],
    );
    expect(ledger.map((x) => [Number(x.member_id), String(x.total)])).toEqual([
      [big.id, '42500000'],
      [tie.id, '42500000'],
      [small.id, '20000000'],
    ]);

    // first caps the list; the whole of the months adds the days outside May; a range without income is empty.
    expect((await c.t.gql(TOP, { from: '2024-05-01', to: '2024-05-31', first: 1 }, c.admin)).data.topEarners.map((x: any) => x.memberId)).toEqual([big.id]);
    const wide = (await c.t.gql(TOP, { from: '2024-04-01', to: '2024-07-31' }, c.admin)).data.topEarners;
    expect(wide.map((x: any) => [x.memberId, x.amount])).toEqual([
      [small.id, '520.00'],
      [big.id, '142.50'],
      [tie.id, '42.50'],
    ]);
    expect((await c.t.gql(TOP, { from: '2020-01-01', to: '2020-12-31' }, c.admin)).data.topEarners).toEqual([]);
    // An ANALYST token reads it.
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    expect((await c.t.gql(TOP, { from: '2024-05-01', to: '2024-05-31', first: 3 }, analyst.token)).data.topEarners).toEqual(r.data.topEarners);
  });

  test('its type names no address, password, TOTP secret or token; bad ranges and sizes are BAD_USER_INPUT; members cannot read it', async () => {
    const t = await c.t.gql('{ __type(name: "TopEarner") { fields { name } } }', {}, c.admin);
    const fields = t.data.__type.fields.map((f: any) => f.name).sort();
    expect(fields).toEqual(['amount', 'entries', 'fullname', 'memberId', 'referralCode', 'username']);
    for (const vars of [
      { from: '2023-01-01', to: '2024-03-01' },
      { from: '2024-03-10', to: '2024-03-01' },
      { from: '2024-03-01', to: '2024-03-10', first: 0 },
      { from: '2024-03-01', to: '2024-03-10', first: 101 },
    ]) {
      const r = await c.t.gql(TOP, vars, c.admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const member = await c.t.gql(TOP, { from: '2024-03-01', to: '2024-03-10' }, a.token);
    expect(member.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
