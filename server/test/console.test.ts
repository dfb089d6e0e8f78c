/**
 * The admin console through the real server: dashboard series and queues, the reports ledger with
 * filters, the audit log, and CSV exports of every admin table (admin only, filters, bad input).
 */
import { api, credit, deposit, expectError, newMember, useMoneyApp } from './money-helpers';
import { registerMember } from './harness';

const c = useMoneyApp();
const gqlCode = (r: { errors?: Array<{ extensions?: { code?: string } }> }) => r.errors?.[0]?.extensions?.code;
const today = () => new Date().toISOString().slice(0, 10);

async function starterPlan(): Promise<number> {
  const res = await api(c.t, 'get', 'plans/list').expect(200);
  return res.body.allplans.find((p: any) => p.name === 'Starter').id;
}

/** A member of `sponsor` with `fund` in the Active wallet who buys the Starter plan for `amount`. */
async function investor(sponsorCode: string, fund: number, amount: number) {
  const m = await registerMember(c.t, { sponsor: sponsorCode });
  await credit(c, m.id, fund, 'business');
  const res = await api(c.t, 'post', 'topup/add', m.token).send({ id: await starterPlan(), amount });
  if (res.status !== 201) throw new Error(`top-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return m;
}

/** Parses a small CSV answer (no quoted newlines in these fixtures). */
function csvRows(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trim().split('\n').map((line) => line.split(','));
}

const getCsv = (url: string, token?: string) => api(c.t, 'get', url, token).buffer(true).parse((res, cb) => {
  let data = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (data += chunk));
  res.on('end', () => cb(null, data));
});

describe('dashboard', () => {
  test('top-ups per month (investments), incomes by kind (income_daily) and pending queues with counts', async () => {
    const q = '{ consoleDashboard { topUpsPerMonth { month amount } incomePerMonth { month kind amount } incomeTotals { kind amount } queues { queue label count amount link } } }';
    const before = (await c.t.gql(q, {}, c.admin)).data.consoleDashboard;
    // A buys 200, then B (sponsored by A) buys 100: A earns 5 % direct income.
    const a = await investor(c.root.code, 1000, 200);
    const b = await investor(a.code, 500, 100);
    await api(c.t, 'post', 'deposite/add', b.token).send({ amount: 70, hash: '0x' + 'ab'.repeat(32) });
    await api(c.t, 'post', 'bookings', b.token).send({ date: today(), time: '10:00', topic: 'Questions', message: 'Please call me about my plan.' });
    expect((await api(c.t, 'post', 'tickets', b.token).send({ subject: 'Missing income', description: 'My direct income did not arrive yet.', priority: 'normal', category: 'Other' })).status).toBe(201);
    expect((await api(c.t, 'post', 'support/add', b.token).send({ title: 'Question', message: 'How do I change my payout address?' })).status).toBe(201);

    const r = await c.t.gql(q, {}, c.admin);
    expect(r.errors).toBeUndefined();
    const d = r.data.consoleDashboard;
    expect(d.topUpsPerMonth).toHaveLength(12);
    const month = today().slice(0, 7);
    const amountOf = (rows: any[], where: (x: any) => boolean) => Number(rows.find(where)?.amount ?? 0);
    expect(amountOf(d.topUpsPerMonth, (x) => x.month === month) - amountOf(before.topUpsPerMonth, (x) => x.month === month)).toBeCloseTo(300, 6);
    const direct = (x: any) => x.kind === 'DIRECT_INCOME';
    expect(amountOf(d.incomeTotals, direct) - amountOf(before.incomeTotals, direct)).toBeCloseTo(5, 6);
    const directThisMonth = (x: any) => x.kind === 'DIRECT_INCOME' && x.month === month;
    expect(amountOf(d.incomePerMonth, directThisMonth) - amountOf(before.incomePerMonth, directThisMonth)).toBeCloseTo(5, 6);
    // Every income kind has a point in every month (zero when nothing was paid).
    expect(d.incomePerMonth.filter((x: any) => x.kind === 'SALARY')).toHaveLength(12);
    const q1 = Object.fromEntries(d.queues.map((x: any) => [x.queue, x]));
    const q0 = Object.fromEntries(before.queues.map((x: any) => [x.queue, x]));
    expect(q1.deposits.count).toBe(q0.deposits.count + 1);
    expect(Number(q1.deposits.amount) - Number(q0.deposits.amount)).toBeCloseTo(70, 6);
    expect(q1.bookings.count).toBe(q0.bookings.count + 1);
    expect(q1.bookings.link).toBe('/admin/bookings');
    expect(q1.tickets.count).toBe(q0.tickets.count + 1);
    expect(q1.support.count).toBe(q0.support.count + 1);
    expect(Object.keys(q1)).toEqual(['deposits', 'withdrawals', 'roi-withdrawals', 'compound-withdrawals', 'principal-withdrawals', 'tickets', 'support', 'bookings']);
  });

  test('admin only', async () => {
    const m = await newMember(c);
    expect(gqlCode(await c.t.gql('{ consoleDashboard { queues { count } } }', {}, m.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql('{ consoleDashboard { queues { count } } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('reports', () => {
  test('ledger lines filtered by member, kind and day range, with the filtered sum', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await deposit(c, a, 150);
    await deposit(c, b, 40);
    expect((await api(c.t, 'post', 'topup/add', a.token).send({ id: await starterPlan(), amount: 100 })).status).toBe(201);
    const q = 'query($f: ReportFilterInput, $p: Int, $s: Int) { report(filter: $f, page: $p, pageSize: $s) { total sum page pageSize items { id memberId username fullname kind wallet amount balanceAfter createdAt } } }';
    const mine = (await c.t.gql(q, { f: { memberId: a.id } }, c.admin)).data.report;
    expect(mine.items.map((x: any) => x.kind)).toEqual(['TOPUP', 'DEPOSIT']);
    expect(mine.total).toBe(2);
    expect(mine.sum).toBe('50.00');
    expect(mine.items.every((x: any) => x.memberId === a.id)).toBe(true);
    // The member by name as well as code (issue 20 item 7).
    expect(mine.items.every((x: any) => x.fullname === 'Test Member')).toBe(true);
    const deposits = (await c.t.gql(q, { f: { memberId: a.id, kind: 'DEPOSIT', from: today(), to: today() } }, c.admin)).data.report;
    expect(deposits.items).toHaveLength(1);
    expect(deposits.items[0]).toMatchObject({ memberId: a.id, kind: 'DEPOSIT', wallet: 'ACTIVE', amount: '150.00', balanceAfter: '150.00' });
    expect((await c.t.gql(q, { f: { memberId: a.id, from: '2001-01-01', to: '2001-01-31' } }, c.admin)).data.report.total).toBe(0);
    const paged = (await c.t.gql(q, { f: { memberId: a.id }, p: 2, s: 1 }, c.admin)).data.report;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(paged.items.map((x: any) => x.kind)).toEqual(['DEPOSIT']);
  });

  test.each([
    [{ from: '2024-13-01' }, 'from must be a date (YYYY-MM-DD)'],
    [{ from: '2024-02-10', to: '2024-02-01' }, 'to must be on or after from'],
    [{ memberId: 0 }, 'Invalid id'],
    [{ kind: 'DROP TABLE users;' }, 'Invalid kind'],
  ])('bad filter %j is BAD_USER_INPUT', async (f, message) => {
    const r = await c.t.gql('query($f: ReportFilterInput) { report(filter: $f) { total } }', { f }, c.admin);
    expect(gqlCode(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0].message).toBe(message);
  });

  test('wrong types and oversized pages are refused; members cannot read reports', async () => {
    const m = await newMember(c);
    expect(gqlCode(await c.t.gql('{ report(filter: { memberId: "x" }) { total } }', {}, c.admin))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(gqlCode(await c.t.gql('{ report(pageSize: 500) { total } }', {}, c.admin))).toBe('BAD_USER_INPUT');
    expect(gqlCode(await c.t.gql(`{ report(filter: { memberId: ${m.id} }) { total } }`, {}, m.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql('{ report { total } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('audit log', () => {
  test('every admin action with who, what, when, before and after; filters by action and admin', async () => {
    const news = await api(c.t, 'post', 'news/add', c.admin).send({ title: 'Audited news', content: 'Some words' });
    await api(c.t, 'put', `news/${news.body.news.id}`, c.admin).send({ title: 'Audited news 2' });
    const q = 'query($f: ReportFilterInput) { auditLog(filter: $f, pageSize: 5) { total items { id actorId actorEmail action target before after createdAt } } }';
    const r = (await c.t.gql(q, { f: { kind: 'news.update' } }, c.admin)).data.auditLog;
    const row = r.items[0];
    expect(row).toMatchObject({ action: 'news.update', target: `news:${news.body.news.id}`, actorEmail: 'admin@test.local' });
    expect(JSON.parse(row.before).title).toBe('Audited news');
    expect(JSON.parse(row.after).title).toBe('Audited news 2');
    expect(new Date(row.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const byAdmin = (await c.t.gql(q, { f: { memberId: row.actorId, from: today() } }, c.admin)).data.auditLog;
    expect(byAdmin.total).toBeGreaterThanOrEqual(2);
    expect((await c.t.gql('{ auditActions }', {}, c.admin)).data.auditActions).toEqual(expect.arrayContaining(['news.create', 'news.update']));
    // Money actions keep their details too (deposit decisions existed before this branch).
    const m = await newMember(c);
    await deposit(c, m, 25);
    const dep = (await c.t.gql(q, { f: { kind: 'deposit.complete' } }, c.admin)).data.auditLog.items[0];
    expect(dep.target).toMatch(/^deposit:\d+$/);
  });

  test('existing admin actions record before/after: settings, member edit and block', async () => {
    const q = 'query($f: ReportFilterInput) { auditLog(filter: $f, pageSize: 1) { items { action target before after } } }';
    const last = async (kind: string) => (await c.t.gql(q, { f: { kind } }, c.admin)).data.auditLog.items[0];
    expect((await c.t.gql('mutation { updateSettings(input: { transferMin: "15" }) { transferMin } }', {}, c.admin)).errors).toBeUndefined();
    const settings = await last('settings.update');
    expect(JSON.parse(settings.before)).toEqual({ transferMin: expect.any(String) });
    expect(JSON.parse(settings.after)).toEqual({ transferMin: '15.00' });
    const m = await newMember(c);
    expect((await api(c.t, 'put', `users/${m.id}`, c.admin).send({ fullname: 'Renamed Member' })).status).toBe(200);
    const edit = await last('member.update');
    expect(JSON.parse(edit.before)).toEqual({ fullname: 'Test Member' });
    expect(JSON.parse(edit.after)).toEqual({ fullname: 'Renamed Member' });
    expect((await c.t.gql(`mutation { setMemberStatus(id: ${m.id}, status: BLOCK) { id } }`, {}, c.admin)).errors).toBeUndefined();
    const block = await last('member.block');
    expect([JSON.parse(block.before), JSON.parse(block.after)]).toEqual([{ status: 'unblock' }, { status: 'block' }]);
  });

  test('admin only', async () => {
    const m = await newMember(c);
    expect(gqlCode(await c.t.gql('{ auditLog { total } }', {}, m.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql('{ auditActions }', {}, m.token))).toBe('FORBIDDEN');
  });
});

describe('CSV exports', () => {
  test.each(['ledger', 'users', 'deposits', 'withdrawals', 'transfers', 'audit', 'bookings', 'news', 'achievers', 'offers', 'investments', 'tickets', 'support', 'notifications'])('%s exports as an attachment with a header row', async (table) => {
    const res = await getCsv(`export/${table}`, c.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    expect(csvRows(res.body)[0].length).toBeGreaterThan(3);
  });

  test('filters apply; money is exact; formulas are neutralised', async () => {
    const m = await newMember(c);
    await deposit(c, m, '12.34');
    const res = await getCsv(`export/ledger?memberId=${m.id}&kind=DEPOSIT&from=${today()}&to=${today()}`, c.admin);
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Entry ID', 'Created At', 'Member ID', 'Username', 'E-mail', 'Wallet', 'Kind', 'Amount', 'Balance After', 'Counterparty ID', 'Description', 'Posting ID']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(2, 9)).toEqual([String(m.id), expect.any(String), m.email, 'ACTIVE', 'DEPOSIT', '12.34', '12.34']);
    await api(c.t, 'post', 'news/add', c.admin).send({ title: '=HYPERLINK("x")', content: 'formula title' });
    const news = await getCsv('export/news', c.admin);
    expect(news.body).toContain(`"'=HYPERLINK(""x"")"`);
    const users = csvRows((await getCsv(`export/users?memberId=${m.id}`, c.admin)).body);
    expect(users).toHaveLength(2);
    expect(users[1][3]).toBe(m.email);
    // The users tabs: active/inactive by activation, blocked by status.
    expect((await getCsv(`export/users?memberId=${m.id}&kind=inactive`, c.admin)).body).toContain(m.email);
    expect((await getCsv(`export/users?memberId=${m.id}&kind=active`, c.admin)).body).not.toContain(m.email);
    expect((await getCsv(`export/users?memberId=${m.id}&status=block`, c.admin)).body).not.toContain(m.email);
  });

  test('bad input is a JSON 400 before any CSV; members and anonymous are refused', async () => {
    const m = await newMember(c);
    expectError(await api(c.t, 'get', 'export/secrets', c.admin), 400, "Unknown export 'secrets'", 'BAD_USER_INPUT');
    expectError(await api(c.t, 'get', 'export/ledger?from=yesterday', c.admin), 400, 'from must be a date (YYYY-MM-DD)');
    expectError(await api(c.t, 'get', 'export/news?memberId=3', c.admin), 400, 'This table has no member filter');
    expectError(await api(c.t, 'get', 'export/ledger?memberId=-1', c.admin), 400, 'Invalid id');
    expectError(await api(c.t, 'get', `export/ledger?memberId=${m.id}`, m.token), 403);
    expectError(await api(c.t, 'get', 'export/users'), 401);
  });
});
