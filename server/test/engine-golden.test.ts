import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { dateParam } from '../src/database/sql';
import { books, D, expectAllReconciled, inv, load, usd, walletOf } from './engine-helpers';
import { watchSubscription } from './services-live-helpers';

/**
 * The worked example, computed by hand (0.5 % daily unless noted, level table 10 %, 5 %, ...):
 *   A (root) 1000 -> ROI 5.00          directs B, C (active) -> levels 1-2 unlocked
 *   B < A    2000 -> ROI 10.00         directs D, F (active) -> levels 1-2
 *   C < A     500 -> ROI 2.50          compound balance 200 -> compound ROI 0.5 % = 1.00
 *   D < B     100 at 0.7 % -> ROI 0.70 its only direct E is inactive -> no level
 *   E < D     300 -> ROI 1.50 (inactive: still paid ROI, never an eligible upline)
 *   F < B    1000, already earned 1999 of its 2000 cap -> ROI trimmed to 1.00
 * Level: A: L1 10 % of (10.00 + 2.50) = 1.25; L2 5 % of (0.70 + 1.00) = 0.085 -> 1.335
 *        B: L1 10 % of (0.70 + 1.00) = 0.17;  L2 5 % of 1.50 = 0.075          -> 0.245
 */
describe('daily run: golden worked example', () => {
  let t: TestApp;
  let ids: number[];
  let admin: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    t.running.services.jobs.chunkSize = 3;
    admin = await adminToken(t);
    member = await registerMember(t);
    // The signed-in member M (a root of its own) holds 1000 at 0.5 % -> ROI 5.00, cap 2000.
    await t.db.transaction(async (em) => {
      await em.query("INSERT INTO investments (member_id, payer_id, plan_id, kind, amount, roi_rate, cap_multiplier, start_day, end_day, status, created_at) VALUES (?, ?, 1, 'TOPUP', 1000000000, 5000, 2, '2026-11-01', '2028-11-01', 'RUNNING', ?)", [member.id, member.id, dateParam(t.db.engine, new Date())]);
      await em.query('INSERT INTO member_cap (member_id, cap_total, earned, cto_qualified) VALUES (?, 2000000000, 0, 0)', [member.id]);
    });
    ids = await load(t, [
      { sponsor: -1, active: true, investments: [inv('1000')] },
      { sponsor: 0, active: true, investments: [inv('2000')] },
      { sponsor: 0, active: true, investments: [inv('500')], compound: usd('200') },
      { sponsor: 1, active: true, investments: [inv('100', 7000n)] },
      { sponsor: 3, active: false, investments: [inv('300')] },
      { sponsor: 1, active: true, investments: [inv('1000')], earned: usd('1999') },
    ]);
  });
  afterAll(() => t.close());

  it('previews the day without posting', async () => {
    const before = await books(t);
    const res = await t.gql(`query($d: String!) { previewDay(date: $d) { day totals { kind amount members } topEarners { memberId amount member { id fullname referralCode } } } }`, { d: D }, admin);
    expect(res.errors).toBeUndefined();
    const totals = Object.fromEntries(res.data.previewDay.totals.map((x: any) => [x.kind, x.amount]));
    expect(totals).toEqual({ ROI: '25.70', LEVEL_INCOME: '1.58', COMPOUND_ROI: '1.00' });
    expect(res.data.previewDay.topEarners[0]).toMatchObject({ memberId: ids[1], amount: '10.245' });
    // By name and code, not a bare id (issue 20 item 7).
    expect(res.data.previewDay.topEarners[0].member).toEqual({ id: ids[1], fullname: expect.any(String), referralCode: expect.stringMatching(/\S/) });
    expect(await books(t)).toEqual(before);
  });

  it('pays ROI, level income and compound ROI to the cent', async () => {
    // The jobs page's live progress: admins get every step change over the socket; members get nothing.
    const STEPS = 'subscription { dailyRunChanged { id day step status done total } }';
    type StepEvent = { id: number; day: string; step: string; status: string; done: number; total: number };
    const live = watchSubscription<StepEvent>(t, STEPS, {}, 'dailyRunChanged', admin);
    const memberWatch = watchSubscription<StepEvent>(t, STEPS, {}, 'dailyRunChanged', member.token);
    await live.settle(200);
    const res = await t.gql(`mutation($d: String!) { runDay(date: $d) { day status steps { step status rows done total } } }`, { d: D }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.runDay.status).toBe('DONE');
    expect(res.data.runDay.steps.map((s: any) => [s.step, s.rows, s.done, s.total])).toEqual([['expiry', 0, 0, 0], ['roi', 7, 3, 3], ['level', 2, 3, 3], ['compound', 1, 3, 3], ['ranks', 0, 0, 0], ['salary', 0, 0, 0], ['cto', 0, 0, 0]]);
    await live.next((e) => e.step === 'cto' && e.status === 'DONE');
    const roiEvents = live.events.filter((e) => e.step === 'roi');
    expect(roiEvents.map((e) => [e.day, e.status, e.done, e.total])).toEqual([
      [D, 'RUNNING', 0, 0],
      [D, 'RUNNING', 1, 3],
      [D, 'RUNNING', 2, 3],
      [D, 'RUNNING', 3, 3],
      [D, 'DONE', 3, 3],
    ]);
    expect(await memberWatch.settle(100)).toEqual([]);
    expect(JSON.stringify(memberWatch.errors)).toContain('FORBIDDEN');
    await live.client.dispose();
    await memberWatch.client.dispose();
    const [a, b, c, d, e, f] = ids;
    const roi = await Promise.all(ids.map((id) => walletOf(t, id, 'ROI')));
    expect(roi).toEqual([usd('5'), usd('10'), usd('2.5'), usd('0.7'), usd('1.5'), usd('1')]);
    expect(await walletOf(t, a, 'INCOME')).toBe(usd('1.335'));
    expect(await walletOf(t, b, 'INCOME')).toBe(usd('0.245'));
    for (const id of [c, d, e, f]) expect(await walletOf(t, id, 'INCOME')).toBe(0n);
    expect(await walletOf(t, c, 'COMPOUND')).toBe(usd('201'));
    const caps = await t.db.manager.query('SELECT member_id, earned FROM member_cap ORDER BY member_id');
    expect(caps.map((r: any) => BigInt(r.earned))).toEqual([usd('5'), usd('6.335'), usd('10.245'), usd('3.5'), usd('0.7'), usd('1.5'), usd('2000')]);
    await expectAllReconciled(t);
  });

  it("explains a member's level income line by level", async () => {
    const member = await t.gql(`query($d: String!, $m: Int) { levelIncomeExplanation(date: $d, memberId: $m) { amount credited sources lines { level rate sources base share } } }`, { d: D, m: ids[0] }, admin);
    expect(member.errors).toBeUndefined();
    expect(member.data.levelIncomeExplanation).toEqual({
      amount: '1.335',
      credited: '1.335',
      sources: 4,
      lines: [
        { level: 1, rate: '10', sources: 2, base: '12.50', share: '1.25' },
        { level: 2, rate: '5', sources: 2, base: '1.70', share: '0.085' },
      ],
    });
  });

  it('filters a level-income ledger by level (fit): that level\'s share of each day, explained', async () => {
    const LEDGER = `query($m: Int, $fit: String) { ledgerRows(tableName: "invest_level_transaction", memberId: $m, fit: $fit) { total items { kind amount description } } }`;
    const all = await t.gql(LEDGER, { m: ids[0] }, admin);
    expect(all.data.ledgerRows.items).toEqual([{ kind: 'LEVEL_INCOME', amount: '1.335', description: `Level income ${D}` }]);
    const level2 = await t.gql(LEDGER, { m: ids[0], fit: '2' }, admin);
    expect(level2.errors).toBeUndefined();
    expect(level2.data.ledgerRows).toEqual({ total: 1, items: [{ kind: 'LEVEL_INCOME', amount: '0.085', description: 'From 2 members at level 2: 5 % of $1.70' }] });
    // B earned at levels 1 and 2 only; nobody at level 3.
    expect((await t.gql(LEDGER, { m: ids[1], fit: '1' }, admin)).data.ledgerRows.items).toEqual([{ kind: 'LEVEL_INCOME', amount: '0.17', description: 'From 2 members at level 1: 10 % of $1.70' }]);
    expect((await t.gql(LEDGER, { m: ids[0], fit: '3' }, admin)).data.ledgerRows).toEqual({ total: 0, items: [] });
    // The legacy loader takes the same fit; a bad one changes nothing and is a 400.
    const legacy = await t.http().post(`/api/v1/tr/tr/${ids[0]}`).set('Authorization', `Bearer ${admin}`).send({ table_name: 'invest_level_transaction', fit: 1 });
    expect(legacy.status).toBe(200);
    expect(legacy.body.transaction).toHaveLength(1);
    for (const fit of ['21', 'x', '0']) expect((await t.gql(LEDGER, { m: ids[0], fit }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await t.http().post(`/api/v1/tr/tr/${ids[0]}`).set('Authorization', `Bearer ${admin}`).send({ table_name: 'invest_level_transaction', fit: { $gt: 1 } });
    expect(bad.status).toBe(400);
    // Other ledgers: fit names one of their entry kinds.
    expect((await t.gql(`{ ledgerRows(tableName: "transfer_transaction", fit: "transfer_in") { total } }`, {}, admin)).data.ledgerRows.total).toBe(0);
    expect((await t.gql(`{ ledgerRows(tableName: "transfer_transaction", fit: "ROI") { total } }`, {}, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("shows a member their income from the daily summary, and admins the report", async () => {
    const mine = await t.gql(`query { myIncome { totals { kind amount } totalEarning days { day kind amount } limit capTotal earned } }`, {}, member.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myIncome).toEqual({
      totals: [{ kind: 'ROI', amount: '5.00' }],
      totalEarning: '5.00',
      days: [{ day: D, kind: 'ROI', amount: '5.00' }],
      limit: '1995.00',
      capTotal: '2000.00',
      earned: '5.00',
    });
    const report = await t.gql(`query($d: String!) { incomeReport(from: $d, to: $d) { day kind amount members } }`, { d: D }, admin);
    expect(report.data.incomeReport).toEqual([
      { day: D, kind: 'COMPOUND_ROI', amount: '1.00', members: 1 },
      { day: D, kind: 'LEVEL_INCOME', amount: '1.58', members: 2 },
      { day: D, kind: 'ROI', amount: '25.70', members: 7 },
    ]);
    const denied = await t.gql(`query($d: String!) { incomeReport(from: $d, to: $d) { day } }`, { d: D }, member.token);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(denied.errors?.[0].extensions?.code);
    const bad = await t.gql(`query { incomeReport(from: "2026-11-30", to: "2026-11-01") { day } }`, {}, admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a second run of the day posts nothing', async () => {
    const before = await books(t);
    const res = await t.gql(`mutation($d: String!) { runDay(date: $d) { status } }`, { d: D }, admin);
    expect(res.data.runDay.status).toBe('DONE');
    expect(await books(t)).toEqual(before);
    await t.running.services.jobs.runDay(D);
    expect(await books(t)).toEqual(before);
    await expectAllReconciled(t);
  });

  it('refuses a day in the future and a malformed date, changing nothing', async () => {
    const before = await books(t);
    const future = await t.gql(`mutation { runDay(date: "2999-01-01") { status } }`, {}, admin);
    expect(future.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(future.errors?.[0].message).toMatch(/future/);
    const bad = await t.gql(`mutation { runDay(date: "2026-13-45") { status } }`, {}, admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await books(t)).toEqual(before);
  });

  it('keeps runDay, previewDay and dailyRuns for admins', async () => {
    const m = member;
    const run = await t.gql(`mutation($d: String!) { runDay(date: $d) { status } }`, { d: '2026-11-21' }, m.token);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(run.errors?.[0].extensions?.code);
    const preview = await t.gql(`query($d: String!) { previewDay(date: $d) { day } }`, { d: D }, m.token);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(preview.errors?.[0].extensions?.code);
    const runs = await t.gql(`query { dailyRuns { day } }`, {}, m.token);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(runs.errors?.[0].extensions?.code);
    const other = await t.gql(`query($d: String!, $m: Int) { levelIncomeExplanation(date: $d, memberId: $m) { amount } }`, { d: D, m: ids[0] }, m.token);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const list = await t.gql(`query { dailyRuns { day status steps { step status done total } } }`, {}, admin);
    expect(list.data.dailyRuns[0]).toMatchObject({ day: D, status: 'DONE' });
    expect(list.data.dailyRuns[0].steps.map((x: any) => x.step)).toEqual(['expiry', 'roi', 'level', 'compound', 'ranks', 'salary', 'cto']);
  });
});
