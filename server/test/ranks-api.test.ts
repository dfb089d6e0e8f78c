/**
 * Self-trade, reward-plan administration, GraphQL access rules and replay of the rank steps,
 * through the real HTTP server.
 */
import { registerMember } from './harness';
import { api, investPlan, Member, rowCounts, snapshot, useMoneyApp, usd, wallet } from './money-helpers';
import { rankSteps } from '../src/jobs/rank-steps';
import { addMonths } from '../src/modules/ranks/rules';

const c = useMoneyApp();

const invest = (m: Member, amount: number, plan: string) => investPlan(c, m, amount, plan);

describe('self-trade', () => {
  let m: Member;
  beforeAll(async () => {
    m = await registerMember(c.t, { sponsor: c.root.code });
  });

  it('is refused while manualTrade is off, for another member, for an unknown pair, without an investment', async () => {
    const off = await api(c.t, 'put', `referral/self-trade/${m.id}?pair=BTC/USDT`, m.token);
    expect(off.status).toBe(403);
    expect((await api(c.t, 'put', 'settings', c.admin).send({ manualTrade: 1 })).status).toBe(200);
    const before = await snapshot(c.t, [m.id]);
    expect((await api(c.t, 'put', `referral/self-trade/${c.root.id}?pair=BTC/USDT`, m.token)).status).toBe(403);
    const unknown = await api(c.t, 'put', `referral/self-trade/${m.id}?pair=FOO/BAR`, m.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown pair');
    expect((await api(c.t, 'put', `referral/self-trade/${m.id}`, m.token)).status).toBe(400);
    const none = await api(c.t, 'put', `referral/self-trade/${m.id}?pair=BTC/USDT`, m.token);
    expect(none.status).toBe(409);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  it("credits today's ROI once: 'Trade Successfull!', then 'Already traded today'; the ROI key is the job's", async () => {
    const inv = await invest(m, 2000, 'Silver'); // 0.6 % a day = 12.00
    const roiBefore = await wallet(c.t, m.id, 'ROI');
    const res = await api(c.t, 'put', `referral/self-trade/${m.id}?pair=ETH/USDT`, m.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Trade Successfull!', trade: { pair: 'ETH/USDT', amount: 12 } });
    expect(res.body.trade.price).toMatch(/^\d+\.\d{2,6}$/);
    expect((await wallet(c.t, m.id, 'ROI')) - roiBefore).toBe(usd(12));
    const day = await c.t.running.services.rewards.today();
    const [tx] = await c.t.db.manager.query('SELECT idempotency_key FROM ledger_transactions WHERE idempotency_key = ?', [`roi:${inv.id}:${day}`]);
    expect(tx).toBeDefined();
    const again = await api(c.t, 'put', `referral/self-trade/${m.id}?pair=BTC/USDT`, m.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already traded today');
    expect((await wallet(c.t, m.id, 'ROI')) - roiBefore).toBe(usd(12));
  });

  it('GraphQL: market pairs, history and my trades', async () => {
    const r = await c.t.gql('{ marketPairs { pair lastPrice change24h } pairHistory(pair: "BTC/USDT", range: "1W") { price } myTrades(limit: 5) { pair amount } todayTrade { pair } }', {}, m.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.marketPairs.map((p: any) => p.pair)).toContain('BTC/USDT');
    expect(r.data.pairHistory).toHaveLength(29);
    expect(r.data.myTrades).toEqual([{ pair: 'ETH/USDT', amount: '12.00' }]);
    expect(r.data.todayTrade).toEqual({ pair: 'ETH/USDT' });
    const bad = await c.t.gql('{ pairHistory(pair: "BTC/USDT", range: "5Y") { price } }', {}, m.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('reward plans (admin)', () => {
  it('has the default ranks of BUSINESS-RULES §5', async () => {
    const res = await api(c.t, 'get', 'rewards', c.root.token);
    expect(res.body.data.map((p: any) => [p.rank, p.threshold, p.reward_amount, p.salary_amount])).toEqual([
      [1, 2500, 50, 25],
      [2, 5000, 100, 50],
      [3, 10000, 200, 100],
      [4, 20000, 500, 200],
      [5, 50000, 1250, 500],
      [6, 100000, 3000, 1500],
      [7, 200000, 8000, 3000],
      [8, 500000, 25000, 10000],
    ]);
    expect(res.body.data.map((p: any) => p.leadership_percent)).toEqual(['0', '0', '1', '1.5', '2', '2.5', '3', '3.5']);
  });

  it('creates rank 9 above rank 8, refuses a threshold not above the previous rank, updates and deactivates', async () => {
    const low = await api(c.t, 'post', 'rewards', c.admin).send({ title: 'Too low', threshold: 400000, reward_amount: 1, salary_amount: 1, duration_days: 30 });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('Threshold must be above the previous rank');
    const bad = await api(c.t, 'post', 'rewards', c.admin).send({ title: '', threshold: 'abc' });
    expect(bad.status).toBe(400);
    const created = await api(c.t, 'post', 'rewards', c.admin).send({ title: 'Crown', threshold: 1000000, reward_amount: 50000, salary_amount: 20000, duration_days: 60, is_active: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reward_id: expect.any(Number), data: { rank: 9, title: 'Crown', threshold: 1000000 } });
    const id = created.body.reward_id;
    const updated = await api(c.t, 'put', `rewards/${id}`, c.admin).send({ reward_amount: 60000 });
    expect(updated.body.data.reward_amount).toBe(60000);
    expect((await api(c.t, 'delete', `rewards/${id}`, c.admin)).status).toBe(200);
    expect((await api(c.t, 'delete', `rewards/${id}`, c.admin)).status).toBe(409);
    const memberView = await api(c.t, 'get', 'rewards', c.root.token);
    expect(memberView.body.data.map((p: any) => p.rank)).not.toContain(9);
  });

  it('GraphQL admin operations are refused to members', async () => {
    for (const q of [
      'mutation { createRewardPlan(input: { title: "X", threshold: "9999999" }) { id } }',
      'mutation { runCtoQualification }',
      'mutation { disqualifyCto(id: 1) { success } }',
      'mutation { deleteLeadership(id: 1) { success } }',
      'mutation { carryForwardReward(memberId: 1) { rank } }',
      '{ ctoList { id } }',
      '{ rankedMembers { memberId } }',
      '{ salaryAdminDashboard { totalPaid } }',
    ]) {
      const r = await c.t.gql(q, {}, c.root.token);
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it("GraphQL: a member reading another member's rewards, salary, leadership or CTO is refused", async () => {
    const other = await registerMember(c.t, { sponsor: c.root.code });
    for (const q of [
      `{ memberRewards(memberId: ${c.root.id}) { rank } }`,
      `{ teamBusiness(memberId: ${c.root.id}) { totalBusiness } }`,
      `{ salaryUserHistory(memberId: ${c.root.id}) { rank } }`,
      `{ salaryTransactions(filter: { memberId: ${c.root.id}, page: 1, pageSize: 10 }) { total } }`,
      `{ leadershipIncome(memberId: ${c.root.id}) { total } }`,
      `{ ctoPayments(memberId: ${c.root.id}) { id } }`,
      `{ ctoStatus(memberId: ${c.root.id}) { id } }`,
    ]) {
      const r = await c.t.gql(q, {}, other.token);
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const own = await c.t.gql('{ memberRewards { rank status } mySalaryPayments { id } }', {}, other.token);
    expect(own.errors).toBeUndefined();
    expect(own.data.memberRewards).toHaveLength(8);
  });
});

describe('rank steps replay', () => {
  it('running ranks, salary and cto twice for the same day posts nothing the second time', async () => {
    const services = c.t.running.services;
    const day = await services.rewards.today();
    const run = async () => {
      for (const step of rankSteps) await step.run({ day, runId: 0, settings: await services.settings.all(), services, progress: async () => {} });
    };
    await run();
    const before = await rowCounts(c.t);
    await run();
    expect(await rowCounts(c.t)).toEqual(before);
  });
});

describe("through the engine's runDay", () => {
  it('the ranks step awards and pays the reward on a day, the salary step pays a month later, a rerun posts nothing', async () => {
    // L with legs 1,300 and 1,250 reaches rank 1 (1,250 + 1,250 = 2,500).
    const L = await registerMember(c.t, { sponsor: c.root.code });
    const x = await registerMember(c.t, { sponsor: L.code });
    const y = await registerMember(c.t, { sponsor: L.code });
    await invest(L, 1000, 'Silver');
    await invest(x, 1300, 'Silver');
    await invest(y, 1250, 'Silver');
    const today = await c.t.running.services.rewards.today();
    const d0 = new Date(Date.parse(`${today}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);
    const d1 = addMonths(d0, 1);
    const run = async (d: string) => {
      const r = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status steps { step rows } } }', { d }, c.admin);
      expect(r.errors).toBeUndefined();
      expect(r.data.runDay.status).toBe('DONE');
      return Object.fromEntries(r.data.runDay.steps.map((s: any) => [s.step, s.rows]));
    };
    const before = await wallet(c.t, L.id, 'INCOME');
    const first = await run(d0);
    expect(first.ranks).toBeGreaterThanOrEqual(2); // rank 1 reached + its reward credited (root may also rank)
    expect((await wallet(c.t, L.id, 'INCOME')) - before).toBe(usd(50));
    const counts = await rowCounts(c.t);
    await run(d0); // a day already run: the run answers again, nothing is posted
    expect(await rowCounts(c.t)).toEqual(counts);
    const mid = await wallet(c.t, L.id, 'INCOME');
    const second = await run(d1);
    expect(second.salary).toBeGreaterThanOrEqual(1);
    expect((await wallet(c.t, L.id, 'INCOME')) - mid).toBe(usd(25));
    const [pay] = await c.t.db.manager.query('SELECT transaction_date, natural_key FROM salary_payments WHERE member_id = ?', [L.id]);
    expect(pay).toMatchObject({ transaction_date: d1, natural_key: `salary:${L.id}:1:${d1.slice(0, 7)}` });
  });
});

describe('concurrent claims', () => {
  it('four claims at once credit the reward once', async () => {
    const L = await registerMember(c.t, { sponsor: c.root.code });
    const x = await registerMember(c.t, { sponsor: L.code });
    const y = await registerMember(c.t, { sponsor: L.code });
    await invest(L, 1000, 'Silver');
    await invest(x, 1300, 'Silver');
    await invest(y, 1250, 'Silver');
    const before = await wallet(c.t, L.id, 'INCOME');
    const results = await Promise.all(Array.from({ length: 4 }, () => api(c.t, 'get', `rewards/user/claim/${L.id}`, L.token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(['Not qualified yet', 'Already processed']).toContain(r.body.message);
    expect((await wallet(c.t, L.id, 'INCOME')) - before).toBe(usd(50));
    const rows = await c.t.db.manager.query('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', [`reward:${L.id}:1`]);
    expect(Number(rows[0].n)).toBe(1);
  });
});
