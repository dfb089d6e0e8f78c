/**
 * CSV exports of the income and plan tables (reward, salary, leadership, CTO, ranks, plans,
 * defaulters, deposit addresses), the member's own statement export, and the before/after of
 * admin actions in the audit log — through the real HTTP server on SQLite or MariaDB.
 */
import crypto from 'node:crypto';
import { registerMember } from './harness';
import { api, bep20Address, credit, deposit, expectError, Member, newMember, setPayoutAddress, usd, useMoneyApp, stepUp } from './money-helpers';
import { addMonths } from '../src/modules/ranks/rules';
import { CtoPayment, CtoRecord, LeadershipIncome } from '../src/modules/ranks/ranks.entities';
import { User } from '../src/modules/users/user.entity';

const c = useMoneyApp();

const getCsv = (url: string, token?: string) =>
  api(c.t, 'get', url, token)
    .buffer(true)
    .parse((res, cb) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => cb(null, data));
    });

/** The CSV answer as rows of cells (header first): RFC 4180 quoting, a leading BOM dropped. */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') (cell += '"'), (i += 1);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n') row.push(cell), rows.push(row), (row = []), (cell = '');
    else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

async function invest(m: Member, amount: number, plan: string) {
  await credit(c, m.id, amount, 'business');
  const user = (await c.t.running.services.users.byId(m.id))!;
  const planId = (await c.t.running.services.plans.list()).find((p) => p.name === plan)!.id;
  return c.t.running.services.topups.topUp(user, 'TOPUP', { planId, amount: String(amount) });
}

async function runDay(d: string) {
  const r = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d }, c.admin);
  expect(r.errors).toBeUndefined();
  expect(r.data.runDay.status).toBe('DONE');
}

const AUDIT = 'query($f: ReportFilterInput) { auditLog(filter: $f, pageSize: 5) { items { action target details before after } } }';
async function lastAudit(kind: string) {
  const r = await c.t.gql(AUDIT, { f: { kind } }, c.admin);
  expect(r.errors).toBeUndefined();
  const row = r.data.auditLog.items[0];
  expect(row).toBeDefined();
  return { ...row, before: JSON.parse(row.before), after: JSON.parse(row.after) };
}

/** L reaches rank 1 (reward 50.00) on d0 and is paid a month's salary (25.00) on d1. */
let L: Member;
let x: Member;
let D: Member;
let d0: string;
let d1: string;
let ctoId: number;
const ADDRESS = bep20Address();
const ACT_PLAN = `Export plan ${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  L = await registerMember(c.t, { sponsor: c.root.code });
  x = await registerMember(c.t, { sponsor: L.code });
  const y = await registerMember(c.t, { sponsor: L.code });
  await invest(L, 1000, 'Silver');
  await invest(x, 1300, 'Silver');
  await invest(y, 1250, 'Silver');
  const today = await c.t.running.services.rewards.today();
  d0 = new Date(Date.parse(`${today}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);
  d1 = addMonths(d0, 1);
  await runDay(d0);
  await runDay(d1);
  // Leadership and CTO rows need ranks 3+ and a month's turnover: their rows are laid directly.
  const now = new Date();
  await c.t.db.manager.insert(LeadershipIncome, { leaderId: L.id, sourceMemberId: x.id, investmentId: 999_999, onAmount: usd(1000), percent: 15_000n, amount: usd('15.25'), day: today, reversedAt: null, createdAt: now });
  const cto = await c.t.db.manager.save(CtoRecord, { memberId: L.id, category: 1, status: 'qualified', qualifiedDay: today, monthlyAmount: null, giftAmount: 0n, bonusPaid: 0n, totalPaid: usd(100), paidAt: null, createdAt: now });
  ctoId = cto.id;
  await c.t.db.manager.insert(CtoPayment, { memberId: L.id, ctoId, month: 'bonus', amount: usd(100), day: today, createdAt: now });
  // A defaulter: joined 20 days ago, no direct referral.
  D = await newMember(c);
  await c.t.db.manager.update(User, { id: D.id }, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
  expect((await api(c.t, 'post', 'qr/add', c.admin).send({ BEP20: ADDRESS })).status).toBe(201);
  expect((await api(c.t, 'post', 'actplan/add', c.admin).send({ name: ACT_PLAN, price: 30, description: 'Exported' })).status).toBe(201);
}, 120_000);

describe('CSV exports of the income and plan tables', () => {
  // [table, query, header, a row that must be there (cells in order, '*' = any)]
  const cases: Array<[string, () => string, string[], () => string[]]> = [
    ['reward-transactions', () => `memberId=${L.id}`, ['ID', 'Member ID', 'Member', 'E-mail', 'Rank', 'Amount', 'Description', 'Created At'], () => ['*', String(L.id), '*', L.email, '1', '50.00', '*', '*']],
    ['salary-transactions', () => `memberId=${L.id}`, ['ID', 'Member ID', 'Username', 'E-mail', 'Salary Amount', 'Paid Amount', 'Transaction Date', 'Salary ID (rank)', 'Notes', 'Created At'], () => ['*', String(L.id), '*', L.email, '25.00', '25.00', d1, '1', '*', '*']],
    ['salary-tiers', () => '', ['Tier', 'Title', 'Requirement', 'Monthly Amount', 'Duration (months)', 'Members', 'Total Paid'], () => ['1', '*', '2500.00', '25.00', '10', '*', '*']],
    ['salary-entitlements', () => `memberId=${L.id}`, ['ID', 'Member ID', 'Username', 'Salary ID', 'Amount', 'Duration (months)', 'Remaining', 'Status', 'Assigned Date', 'Created At'], () => ['*', String(L.id), '*', '1', '25.00', '10', '9', 'ACTIVE', '*', '*']],
    ['leadership', () => `memberId=${L.id}`, ['ID', 'User ID', 'User', 'User By ID', 'User By', 'Amount', 'Percent', 'Of Amount', 'Top-up ID', 'Day', 'Created At'], () => ['*', String(L.id), L.email, String(x.id), x.email, '15.25', '1.5', '1000.00', '999999', '*', '*']],
    ['cto', () => `memberId=${L.id}`, ['ID', 'Member ID', 'Name', 'Email', 'Category', 'Paid', 'Amount', 'Gift', 'Last Monthly Payment', 'Status', 'Qualified Day'], () => [String(ctoId), String(L.id), '*', L.email, '1', '100.00', 'Turnover share', '0.00', '', 'Qualified', '*']],
    ['cto-payments', () => `memberId=${L.id}`, ['ID', 'Member ID', 'Username', 'For', 'Amount', 'Day', 'Paid At'], () => ['*', String(L.id), '*', 'Category 1 bonus', '100.00', '*', '*']],
    ['ranked-members', () => `memberId=${L.id}`, ['Member ID', 'Username', 'E-mail', 'Rank', 'Total Reward', 'Team Business'], () => [String(L.id), '*', L.email, '1', '50.00', '*']],
    ['member-ranks', () => `memberId=${L.id}&status=PAID`, ['ID', 'Member ID', 'Username', 'Rank', 'Threshold', 'Business', 'Reward paid', 'Carried forward', 'Status', 'Started', 'Reached', 'Paid At'], () => ['*', String(L.id), '*', '1', '2500.00', '*', '50.00', '0.00', 'PAID', '*', d0, '*']],
    ['reward-plans', () => '', ['ID', 'Rank', 'Title', 'Description', 'Threshold', 'Duration (days)', 'Reward Amount', 'Salary Amount', 'Leadership %', 'Active', 'Created At'], () => ['*', '4', '*', '*', '20000.00', '*', '500.00', '200.00', '1.5', 'true', '*']],
    ['activation-plans', () => '', ['ID', 'Name', 'Price', 'Description', 'Active', 'Created At', 'Updated At'], () => ['*', ACT_PLAN, '30.00', 'Exported', 'true', '*', '']],
    ['defaulters', () => `memberId=${D.id}`, ['ID', 'Username', 'Full Name', 'E-mail', 'Title', 'Amount', 'Notice Sent', 'Created At'], () => [String(D.id), '*', 'Test Member', D.email, '', '', '', '*']],
    ['qr', () => '', ['ID', 'BEP20', 'TRC20', 'Status', 'Added At'], () => ['*', ADDRESS, '', 'Current', '*']],
  ];

  test.each(cases)('%s: 200 text/csv with the header and its rows for an admin; 403 for a member', async (table, query, header, expected) => {
    const q = query();
    const res = await getCsv(`export/${table}${q ? `?${q}` : ''}`, c.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(header);
    const want = expected();
    const matches = rows.slice(1).filter((r) => r.length === want.length && want.every((w, i) => w === '*' || r[i] === w));
    if (!matches.length) throw new Error(`no row like ${JSON.stringify(want)} in ${JSON.stringify(rows.slice(1, 6))}`);
    expectError(await api(c.t, 'get', `export/${table}`, L.token), 403);
  });

  test('defaulters leave out members younger than 10 days and members with a direct referral', async () => {
    const body = (await getCsv('export/defaulters', c.admin)).body;
    expect(body).toContain(D.email);
    expect(body).not.toContain(x.email); // joined today
    await c.t.db.manager.update(User, { id: L.id }, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    expect((await getCsv('export/defaulters', c.admin)).body).not.toContain(L.email); // sponsors x and y
  });

  test("a member's transfers export holds those sent and those received (the profile's Transfers tab)", async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 50, 'business');
    await stepUp(c, a);
    const sent = await api(c.t, 'post', 'transfer/touser', a.token).send({ values: { user_id: a.id, userto_id: b.id, amount: 20, desc: 'Both sides' } });
    expect(sent.status).toBe(201);
    for (const m of [a, b]) {
      const rows = rowsOf((await getCsv(`export/transfers?memberId=${m.id}`, c.admin)).body);
      expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([[String(sent.body.transfer.id), String(a.id), String(b.id)]]);
    }
  });

  test("salary transactions filter by the payment's day (Date From / To) and rank", async () => {
    const rows = async (q: string) => rowsOf((await getCsv(`export/salary-transactions?memberId=${L.id}&${q}`, c.admin)).body).slice(1).map((r) => r[6]);
    expect(await rows(`from=${d1}&to=${d1}&kind=1`)).toEqual([d1]);
    expect(await rows(`to=${d0}`)).toEqual([]);
    expect(await rows(`from=${d1}&kind=2`)).toEqual([]);
  });

  test('reversed leadership entries are left out; tables without a date or member filter refuse one', async () => {
    await c.t.db.manager.update(LeadershipIncome, { leaderId: L.id }, { reversedAt: new Date() });
    expect(rowsOf((await getCsv(`export/leadership?memberId=${L.id}`, c.admin)).body)).toHaveLength(1);
    await c.t.db.manager.update(LeadershipIncome, { leaderId: L.id }, { reversedAt: null });
    expectError(await api(c.t, 'get', 'export/salary-tiers?from=2025-01-01', c.admin), 400, 'This table has no date filter');
    expectError(await api(c.t, 'get', 'export/qr?memberId=3', c.admin), 400, 'This table has no member filter');
  });
});

describe("the member's statement export (all four wallets)", () => {
  let m: Member;
  let other: Member;
  beforeAll(async () => {
    m = await newMember(c);
    other = await newMember(c);
    await deposit(c, m, 40);
    await credit(c, m.id, 7, 'non_working');
    await deposit(c, other, '12.34');
  });

  const STATEMENT_HEADER = ['Date', 'Wallet', 'Description', 'Type', 'Credit', 'Debit', 'Balance After', 'Reference'];

  test("the member's own lines of every wallet, with running balances, as many as the statement lists", async () => {
    const res = await getCsv('export/statement', m.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(STATEMENT_HEADER);
    const lines = rows.slice(1).map((r) => r.slice(1, 7));
    expect(lines).toEqual([
      ['INCOME', 'Admin credit: Test funding', 'ADMIN_CREDIT', '7.00', '', '7.00'],
      ['ACTIVE', expect.stringMatching(/^Deposit #\d+$/), 'DEPOSIT', '40.00', '', '40.00'],
    ]);
    const total = (await c.t.gql('{ walletEntries { total } }', {}, m.token)).data.walletEntries.total;
    expect(rows.length - 1).toBe(total);
    expect(res.body).not.toContain('12.34');
  });

  test('filters by wallet, kinds and time; an admin may name the member', async () => {
    expect(rowsOf((await getCsv('export/statement?wallet=INCOME', m.token)).body).slice(1).map((r) => r[1])).toEqual(['INCOME']);
    expect(rowsOf((await getCsv('export/statement?kinds=DEPOSIT,TRANSFER_IN', m.token)).body).slice(1).map((r) => r[3])).toEqual(['DEPOSIT']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(rowsOf((await getCsv(`export/statement?from=${encodeURIComponent(future)}`, m.token)).body)).toHaveLength(1);
    const byAdmin = rowsOf((await getCsv(`export/statement?memberId=${m.id}`, c.admin)).body);
    expect(byAdmin).toHaveLength(3);
  });

  test('more than 5,000 lines come whole (streamed in batches, no cap), newest first', async () => {
    const big = await newMember(c);
    const LINES = 5_001;
    const ledger = c.t.running.services.ledger;
    for (let start = 0; start < LINES; start += 500) {
      await c.t.db.transaction(async (em) => {
        for (let i = start; i < Math.min(start + 500, LINES); i += 1) {
          await ledger.post(em, {
            kind: 'ADMIN_CREDIT',
            key: `export-bulk:${big.id}:${i}`,
            referenceType: 'member',
            referenceId: big.id,
            lines: [
              { account: { member: big.id, wallet: 'ROI' }, amount: 10_000n, kind: 'ADMIN_CREDIT', description: `Bulk line ${i}` },
              { account: { system: 'ADJUSTMENTS' }, amount: -10_000n, kind: 'ADMIN_CREDIT' },
            ],
          });
        }
      });
    }
    const rows = rowsOf((await getCsv('export/statement', big.token)).body);
    expect(rows).toHaveLength(LINES + 1);
    expect(rows[1].slice(1, 7)).toEqual(['ROI', `Bulk line ${LINES - 1}`, 'ADMIN_CREDIT', '0.01', '', '50.01']);
    expect(rows[LINES].slice(1, 7)).toEqual(['ROI', 'Bulk line 0', 'ADMIN_CREDIT', '0.01', '', '0.01']);
  }, 180_000);

  test("another member's id is refused; bad filters are a JSON 400; anonymous is 401", async () => {
    expectError(await api(c.t, 'get', `export/statement?memberId=${other.id}`, m.token), 403);
    expectError(await api(c.t, 'get', 'export/statement', c.admin), 403, 'Name the member to act on');
    expectError(await api(c.t, 'get', 'export/statement?wallet=SAVINGS', m.token), 400, 'Unknown wallet');
    expectError(await api(c.t, 'get', 'export/statement?kinds=deposit;drop', m.token), 400, 'Unknown entry kind');
    expectError(await api(c.t, 'get', 'export/statement?from=yesterday', m.token), 400, 'from must be a date-time (ISO 8601)');
    expectError(await api(c.t, 'get', 'export/statement?memberId=-1', m.token), 400, 'Invalid id');
    expectError(await api(c.t, 'get', 'export/statement'), 401);
  });
});

describe('the audit log keeps before and after of admin actions', () => {
  test('deposit and withdrawal decisions, cash handling, ticket status, plans, rewards, CTO, runDay and CTO qualification', async () => {
    const m = await newMember(c);
    const dep = await deposit(c, m, 25);
    const depRow = await lastAudit('deposit.complete');
    expect(depRow.target).toBe(`deposit:${dep.id}`);
    expect(depRow.before).toEqual({ status: 'pending', processedAt: null });
    expect(depRow.after).toEqual({ status: 'complete', processedAt: expect.any(String) });

    await credit(c, m.id, 30, 'non_working');
    const cash = await lastAudit('wallet.credit');
    expect([cash.target, cash.before, cash.after]).toEqual([`user:${m.id}`, { INCOME: '0' }, { INCOME: '30000000' }]);
    const debit = await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ updatedData: { id: m.id, amount: 5, action: 'debit', wallet_type: 'non_working', reason: 'Correction' } });
    expect(debit.status).toBe(201);
    const cashOut = await lastAudit('wallet.debit');
    expect([cashOut.before, cashOut.after]).toEqual([{ INCOME: '30000000' }, { INCOME: '25000000' }]);

    await setPayoutAddress(c, m);
    const w = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20, user_id: m.id, check: true });
    expect(w.status).toBe(201);
    expect((await api(c.t, 'put', `withdrawalrequest/${w.body.withdrawal.id}`, c.admin).send({ status: 'decline' })).status).toBe(200);
    const wRow = await lastAudit('withdrawal.decline');
    expect(wRow.target).toBe(`withdrawal:${w.body.withdrawal.id}`);
    expect([wRow.before.status, wRow.after.status]).toEqual(['pending', 'decline']);

    const ticket = await api(c.t, 'post', 'tickets', m.token).send({ user_id: m.id, subject: 'Audit me please', description: 'Please look at this ticket.', priority: 'high' });
    expect(ticket.status).toBe(201);
    const ticketId = ticket.body.ticket_id;
    expect((await api(c.t, 'put', `tickets/${ticketId}/status`, c.admin).send({ status: 'resolved' })).status).toBe(200);
    const tRow = await lastAudit('ticket.status');
    expect([tRow.target, tRow.before, tRow.after]).toEqual([`ticket:${ticketId}`, { status: 'open' }, { status: 'resolved' }]);

    const plans = (await api(c.t, 'get', 'plans/list').expect(200)).body.allplans;
    const starter = plans.find((p: any) => p.name === 'Starter');
    expect((await api(c.t, 'put', `plans/${starter.id}`, c.admin).send({ description: 'Audited words' })).status).toBe(200);
    const pRow = await lastAudit('plan.update');
    expect(pRow.target).toBe(`plan:${starter.id}`);
    expect(pRow.before).toEqual({ description: starter.description ?? expect.any(String) });
    expect(pRow.after).toEqual({ description: 'Audited words' });

    const rewards = (await api(c.t, 'get', 'rewards', c.admin).expect(200)).body.data;
    const rank2 = rewards.find((p: any) => p.rank === 2);
    expect((await api(c.t, 'put', `rewards/${rank2.id}`, c.admin).send({ title: 'Silver Star' })).status).toBe(200);
    const rRow = await lastAudit('reward_plan.update');
    expect([rRow.before, rRow.after]).toEqual([{ title: rank2.title }, { title: 'Silver Star' }]);

    expect((await api(c.t, 'post', 'cto/pay', c.admin).send({ id: ctoId, amount: 80, gift: 5 })).status).toBe(200);
    const ctoRow = await lastAudit('cto.pay');
    expect([ctoRow.target, ctoRow.before, ctoRow.after]).toEqual([`cto:${ctoId}`, { monthlyAmount: null, giftAmount: '0' }, { monthlyAmount: '80000000', giftAmount: '5000000' }]);

    // runDay: the first run of d0 (in beforeAll) had nothing before it; a rerun finds it done.
    const firstRun = (await c.t.gql(`query($f: ReportFilterInput) { auditLog(filter: $f, pageSize: 10) { items { target before after } } }`, { f: { kind: 'job.run-day' } }, c.admin)).data.auditLog.items.find((r: any) => r.target === `day:${d0}`);
    expect(JSON.parse(firstRun.before)).toBeNull();
    expect(JSON.parse(firstRun.after)).toMatchObject({ status: 'DONE', rows: { ranks: expect.any(Number), salary: expect.any(Number) } });
    await runDay(d0);
    const rerun = await lastAudit('job.run-day');
    expect(rerun.target).toBe(`day:${d0}`);
    expect([rerun.before.status, rerun.after.status]).toEqual(['DONE', 'DONE']);
    expect(rerun.after.rows).toEqual(rerun.before.rows);

    const q = await c.t.gql('mutation { runCtoQualification }', {}, c.admin);
    expect(q.errors).toBeUndefined();
    const qRow = await lastAudit('cto.qualify');
    expect(JSON.parse(qRow.details)).toEqual({ newlyQualified: q.data.runCtoQualification });
    expect(qRow.after.qualified).toBe(qRow.before.qualified + q.data.runCtoQualification);
  });
});
