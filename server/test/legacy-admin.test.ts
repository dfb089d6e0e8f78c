/**
 * Issue 20, items 17-23: the legacy client's admin side (REST-CONTRACT.md) through the real HTTP
 * server on a real database; the ledger is reconciled after every test. Item 16 (the read budget per
 * route group) is in legacy-compat.test.ts.
 */
import crypto from 'node:crypto';
import { registerMember } from './harness';
import { api, credit, files, investPlan, Member, setPayoutAddress, useMoneyApp, usd, wallets } from './money-helpers';
import { addDays } from '../src/jobs/days';
import { dateParam } from '../src/database/sql';

const c = useMoneyApp();

async function planId(name: string): Promise<number> {
  const res = await api(c.t, 'get', 'plans/list').expect(200);
  return res.body.allplans.find((x: any) => x.name === name).id;
}

/**
 * S < root holds Silver 1,000 and M < S Silver 2,000, both since yesterday, and yesterday is run:
 * S's ROI 6.00, M's 12.00, S's level income 10 % of 12.00 = 1.20. N < S then buys an activation
 * plan of 50: S's activation level income 10 % = 5.00.
 */
let S: Member;
let M: Member;
let yesterday: string;
beforeAll(async () => {
  S = await registerMember(c.t, { sponsor: c.root.code });
  M = await registerMember(c.t, { sponsor: S.code });
  await investPlan(c, S, 1000, 'Silver');
  await investPlan(c, M, 2000, 'Silver');
  yesterday = addDays(await c.t.running.services.jobs.today(), -1);
  await c.t.db.manager.query('UPDATE investments SET start_day = ? WHERE member_id IN (?, ?)', [yesterday, S.id, M.id]);
  const run = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: yesterday }, c.admin);
  expect(run.data.runDay.status).toBe('DONE');
});

describe('item 17: ledger rows carry the legacy type strings, Meridian\'s kind in `kind`', () => {
  it('tr/tr and tr/list: ROI contains "Invest", level income "invest", activation level income "activation"', async () => {
    const plan = await api(c.t, 'post', 'actplan/add', c.admin).send({ name: 'Act 50', price: 50 });
    expect(plan.status).toBe(201);
    const N = await registerMember(c.t, { sponsor: S.code });
    await credit(c, N.id, 50, 'business');
    const bought = await c.t.gql(`mutation { buyActivationPlan(planId: ${plan.body.singleactplan.id}) { kind } }`, {}, N.token);
    expect(bought.errors).toBeUndefined();

    const rows = async (table: string) => (await api(c.t, 'post', `tr/tr/${S.id}`, S.token).send({ table_name: table }).expect(200)).body.transaction;
    const roi = await rows('roi_transaction');
    expect(roi.map((r: any) => [r.kind, r.amount])).toEqual([['ROI', 6]]);
    expect(roi[0].type).toContain('Invest');
    const level = await rows('invest_level_transaction');
    expect(level.map((r: any) => r.kind).sort()).toEqual(['ACTIVATION_LEVEL_INCOME', 'LEVEL_INCOME']);
    const invest = level.find((r: any) => r.kind === 'LEVEL_INCOME');
    const activation = level.find((r: any) => r.kind === 'ACTIVATION_LEVEL_INCOME');
    expect([invest.amount, activation.amount]).toEqual([1.2, 5]);
    expect(invest.type).toContain('invest');
    expect(activation.type).toContain('activation');
    expect(activation.type).not.toContain('invest');

    const all = (await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: 'roi_transaction' }).expect(200)).body.alltransaction;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.every((r: any) => r.kind === 'ROI' && r.type.includes('Invest'))).toBe(true);
    // Other rows keep Meridian's kind as their type.
    const direct = (await api(c.t, 'post', `tr/tr/${S.id}`, S.token).send({ table_name: 'direct_transaction' }).expect(200)).body.transaction;
    expect(direct.map((r: any) => [r.type, r.kind])).toEqual([['DIRECT_INCOME', 'DIRECT_INCOME']]);
  });
});

describe('item 18: the old admin plan forms create plans', () => {
  it('plans/add without min/max: the monthly price is the minimum, no maximum; actplan/add takes monthly_price as the price', async () => {
    const res = await api(c.t, 'post', 'plans/add', c.admin).send({ name: 'Legacy form', monthly_price: 250, ROI_day: '0.4', Sponser_bonus: '5', plan_period: 12, description: 'From the old form' });
    expect(res.status).toBe(201);
    expect(res.body.singleplan).toMatchObject({ name: 'Legacy form', monthly_price: 250, min: 250, max: 0, ROI_day: '0.4', plan_period: 12 });
    // A member may then buy it from 250 up, with no upper limit.
    const m = await registerMember(c.t, { sponsor: c.root.code });
    await credit(c, m.id, 100000, 'business');
    const buy = await api(c.t, 'post', 'topup/add', m.token).send({ id: res.body.singleplan.id, amount: 90000 });
    expect(buy.status).toBe(201);

    const act = await api(c.t, 'post', 'actplan/add', c.admin).send({ name: 'Legacy activation', monthly_price: 30, description: 'Old form' });
    expect(act.status).toBe(201);
    expect(act.body.singleactplan).toMatchObject({ name: 'Legacy activation', price: 30 });
  });
});

describe('item 19: GET notifications answers a member', () => {
  it('a member gets her own notifications (as notifications/user/{id}); staff get all', async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const other = await registerMember(c.t, { sponsor: c.root.code });
    const sent = await api(c.t, 'post', 'notifications', c.admin).send({ title: 'For you', message: 'Hello', type: 'notification', recipients: [m.id] });
    expect(sent.status).toBe(201);
    await api(c.t, 'post', 'notifications', c.admin).send({ title: 'Not for you', message: 'Hi', type: 'notification', recipients: [other.id] }).expect(201);

    const mine = await api(c.t, 'get', 'notifications', m.token);
    expect(mine.status).toBe(200);
    expect(mine.body.notifications.map((n: any) => n.title)).toEqual(['For you']);
    const same = await api(c.t, 'get', `notifications/user/${m.id}`, m.token).expect(200);
    expect(mine.body.notifications).toEqual(same.body.notifications);
    expect(mine.body.unseen).toBe(same.body.unseen);

    const staff = await api(c.t, 'get', 'notifications', c.admin).expect(200);
    expect(staff.body.notifications.map((n: any) => n.title)).toEqual(expect.arrayContaining(['For you', 'Not for you']));
    expect(staff.body.notifications[0]).toHaveProperty('seen_count');
    expect((await api(c.t, 'get', 'notifications')).status).toBe(401);
  });
});

describe('item 20: legacy status words', () => {
  it("top-up 'decline' is its reversal", async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const inv = await investPlan(c, m, 300, 'Starter');
    const res = await api(c.t, 'put', `topup/${inv.id}`, c.admin).send({ updatedData: { status: 'decline' } });
    expect(res.status).toBe(200);
    expect(res.body.topup).toMatchObject({ id: inv.id, status: 'reversed' });
    expect((await wallets(c.t, m.id)).ACTIVE).toBe(usd(300));
  });

  it("support: 'inprogress' keeps it pending, 'decline' and 'complete' resolve it", async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const add = async () => (await api(c.t, 'post', 'support/add', m.token).send({ title: 'Help', message: 'Where is my deposit?' }).expect(201)).body.support.id;
    const put = (id: number, status: string) => api(c.t, 'put', `support/${id}`, c.admin).send({ status });
    const a = await add();
    const inProgress = await put(a, 'inprogress');
    expect(inProgress.status).toBe(200);
    expect(inProgress.body.support.status).toBe('pending');
    expect((await put(a, 'decline')).body.support.status).toBe('resolved');
    const b = await add();
    expect((await put(b, 'complete')).body.support.status).toBe('resolved');
  });
});

describe('item 21: money calls without an Idempotency-Key on /api/v1', () => {
  it('a double click posts once; the same call a minute later posts again', async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const starter = await planId('Starter');
    // The admin's cash handling without a key (the old client sends none): two clicks, one credit.
    const debit = () => api(c.t, 'post', 'withdrawalrequest/debit', c.admin).send({ updatedData: { id: m.id, amount: 500, action: 'credit', wallet_type: 'business', reason: 'Cash' } });
    const [one, two] = [await debit(), await debit()];
    expect([one.status, two.status]).toEqual([201, 201]);
    expect((await wallets(c.t, m.id)).ACTIVE).toBe(usd(500));

    // A top-up double-clicked (concurrently): one investment.
    const buy = () => api(c.t, 'post', 'topup/add', m.token).send({ id: starter, amount: 200 });
    const both = await Promise.all([buy(), buy()]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0].body.topup.id).toBe(both[1].body.topup.id);
    expect((await wallets(c.t, m.id)).ACTIVE).toBe(usd(300));

    // Two minutes later (the derived key's record moved back in time): the same call posts again.
    const [row] = await c.t.db.manager.query("SELECT scope_key AS k FROM idempotency_keys WHERE scope_key LIKE ?", [`${m.id}:auto:%`]);
    const minute = Number(String(row.k).split(':').pop());
    const earlier = String(row.k).replace(/:\d+$/, `:${minute - 2}`);
    await c.t.db.manager.query('UPDATE idempotency_keys SET scope_key = ?, created_at = ? WHERE scope_key = ?', [earlier, dateParam(c.t.db.engine, new Date(Date.now() - 120_000)), row.k]);
    const again = await buy();
    expect(again.status).toBe(201);
    expect(again.body.topup.id).not.toBe(both[0].body.topup.id);
    expect((await wallets(c.t, m.id)).ACTIVE).toBe(usd(100));

    // The compound move, which requires a key on GraphQL, is accepted without one here.
    const moved = await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).send({ user_id: m.id, amount: 50 });
    expect(moved.status).toBe(200);
    expect((await wallets(c.t, m.id)).COMPOUND).toBe(usd(50));
    // A client key is still used as sent: another key posts again.
    await api(c.t, 'put', 'withdrawalrequest/compound/amount', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 50 }).expect(200);
    expect((await wallets(c.t, m.id)).COMPOUND).toBe(usd(100));
    // GraphQL keeps requiring the client's key where it does: compound without idempotencyKey is refused, nothing moves.
    expect((await c.t.gql('mutation { compound(amount: "50") { success } }', {}, m.token)).errors?.[0].message).toMatch(/idempotencyKey.*required/);
    expect((await wallets(c.t, m.id)).COMPOUND).toBe(usd(100));
  });
});

describe('item 22: banner and achiever image names', () => {
  it('bare file names in banner / image, URLs in bannerUrl / imageUrl; /uploads/banner|achivers/<name> serve them', async () => {
    const png = files.png();
    const up = await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', png, { filename: 'b.png', contentType: 'image/png' });
    expect(up.status).toBe(201);
    expect(up.body.banner).toMatch(/^[0-9a-f]{32}\.png$/);
    const banner = (await api(c.t, 'get', 'notifications/banner').expect(200)).body;
    expect(banner).toMatchObject({ banner: up.body.banner, bannerUrl: `/uploads/banners/${up.body.banner}` });
    const served = await c.t.http().get(`/uploads/banner/${banner.banner}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, png)).toBe(0);
    expect((await c.t.http().get(banner.bannerUrl)).status).toBe(200);

    const add = await api(c.t, 'post', 'achivers/add', c.admin).field('username', 'Star').field('description', 'Rank 3').attach('image', files.png(), { filename: 'a.png', contentType: 'image/png' });
    expect(add.status).toBe(201);
    const listed = (await api(c.t, 'get', 'achivers/list').expect(200)).body.allachivers.find((a: any) => a.id === add.body.achiver.id);
    expect(listed.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(listed.imageUrl).toBe(`/uploads/achievers/${listed.image}`);
    expect((await c.t.http().get(`/uploads/achivers/${listed.image}`)).status).toBe(200);
    expect((await c.t.http().get(`/uploads/nosuch/${listed.image}`)).status).toBe(404);
  });
});

describe('item 23: the legacy member object, top-up rows and the compound withdrawal', () => {
  it('total_salary, roi_day, level_day (the latest day) and reward_level (the rank) carry real values', async () => {
    // The rank: S reached rank 1 (the daily rank step writes this row).
    await c.t.db.manager.query(
      "INSERT INTO member_ranks (member_id, rank_no, reward_plan_id, status, threshold, reward_amount, business_at_reach, reward_paid, carried_forward, start_day, reached_day, created_at) SELECT ?, rank_no, id, 'REACHED', threshold, reward_amount, threshold, 0, 0, ?, ?, created_at FROM reward_plans WHERE rank_no = 1",
      [S.id, yesterday, yesterday],
    );
    // A month of rank salary, credited as the salary step credits it (IncomeService.credit, kind SALARY, its key).
    const salary = await c.t.db.transaction((em) =>
      c.t.running.services.income.credit(em, {
        memberId: S.id,
        kind: 'SALARY',
        wallet: 'INCOME',
        amount: 25_500_000n,
        key: `salary:${S.id}:1:${yesterday.slice(0, 7)}`,
        day: yesterday,
        memo: `Rank 1 salary ${yesterday.slice(0, 7)}`,
      }),
    );
    expect(salary.credited).toBe(25_500_000n);
    const user = (await api(c.t, 'get', `users/${S.id}`, S.token).expect(200)).body;
    const me = user.singleuser ?? user.user;
    expect(me).toMatchObject({ roi_day: 6, level_day: 1.2, reward_level: 1, total_salary: 25.5, salary: 25.5 });
    const theirs = (await api(c.t, 'get', `users/${M.id}`, M.token).expect(200)).body;
    expect(theirs.singleuser ?? theirs.user).toMatchObject({ roi_day: 12, level_day: 0, reward_level: 0 });
  });

  it('top-up rows carry userto_email', async () => {
    const rows = (await api(c.t, 'get', `topup/by/${M.id}`, M.token).expect(200)).body.singletopup;
    expect(rows[0]).toMatchObject({ userto_id: M.id, userto_email: M.email, userby_email: M.email });
    const all = (await api(c.t, 'get', 'topup/list', c.admin).expect(200)).body.alltopup;
    expect(all.find((r: any) => r.userto_id === S.id).userto_email).toBe(S.email);
  });

  it('the compound withdrawal compares the amount at cents', async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    await setPayoutAddress(c, m);
    // 150.004321 in the Compound wallet: the legacy client shows (and sends back) 150.
    const [admin] = await c.t.db.manager.query("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
    await c.t.running.services.withdrawals.adjustWallet(Number(admin.id), m.id, 'COMPOUND', 'credit', 150_004_321n, 'Test funding', `fund-${crypto.randomUUID()}`);
    const shown = (await api(c.t, 'get', `users/${m.id}`, m.token).expect(200)).body;
    expect((shown.singleuser ?? shown.user).compound).toBe(150);
    const res = await api(c.t, 'post', 'withdrawalrequest/addcompoundwithdrawal', m.token).send({ user_id: m.id, amount: 150 });
    expect(res.status).toBe(201);
    expect(res.body.withdrawal).toMatchObject({ type: 'compound', gross: 150, status: 'pending' });
    expect((await wallets(c.t, m.id)).COMPOUND).toBe(0n);
  });
});
