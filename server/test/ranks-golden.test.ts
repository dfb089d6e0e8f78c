/**
 * Golden worked examples for rewards (leg rule), salary, leadership (differential) and CTO on a
 * small tree, with every amount computed by hand. Money moves through the real HTTP server where a
 * route exists; top-ups go through TopupsService.topUp (the top-up routes belong to another
 * branch). Daily steps run through the engine's step interface (`rankSteps`).
 */
import crypto from 'node:crypto';
import { registerMember } from './harness';
import { api, M, Member, rowCounts, useMoneyApp, usd, wallet } from './money-helpers';
import { rankSteps } from '../src/jobs/rank-steps';
import { addMonths } from '../src/modules/ranks/rules';
import { expireInvestments } from '../src/modules/investments/investments.expiry';
import { SalaryEntitlement } from '../src/modules/ranks/ranks.entities';

const c = useMoneyApp();

async function fund(memberId: number, amount: number) {
  const res = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: memberId, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
  expect(res.status).toBe(201);
}

async function planId(name: string) {
  const plans = await c.t.running.services.plans.list();
  return plans.find((p) => p.name === name)!.id;
}

/**
 * Buys `amount` of the plan for the member, as their own top-up. A top-up below the receiver's
 * running plan is refused, whoever pays (BUSINESS-RULES §4): a member's later top-ups here are never
 * smaller than the earlier ones.
 */
async function invest(m: Member, amount: number, plan: string) {
  await fund(m.id, amount);
  const user = (await c.t.running.services.users.byId(m.id))!;
  return c.t.running.services.topups.topUp(user, 'TOPUP', { planId: await planId(plan), amount: String(amount) });
}

async function runStep(name: string, day: string) {
  const step = rankSteps.find((s) => s.name === name)!;
  const services = c.t.running.services;
  return step.run({ day, runId: 0, settings: await services.settings.all(), services, progress: async () => {} });
}

const income = (m: Member) => wallet(c.t, m.id, 'INCOME');

describe('ranks golden example', () => {
  // root -> L, R2; L -> A, B (later C); A -> A1
  let L: Member, A: Member, B: Member, A1: Member, R2: Member, C: Member;
  let today: string;

  beforeAll(async () => {
    const sponsor = (s: Member) => ({ sponsor: s.code });
    L = await registerMember(c.t, sponsor(c.root));
    R2 = await registerMember(c.t, sponsor(c.root));
    A = await registerMember(c.t, sponsor(L));
    B = await registerMember(c.t, sponsor(L));
    A1 = await registerMember(c.t, sponsor(A));
    today = await c.t.running.services.rewards.today();
    await invest(L, 1000, 'Silver');
    await invest(A1, 2000, 'Silver');
    await invest(A, 1000, 'Silver');
    await invest(B, 400, 'Starter');
  });

  it('reward: the leg rule holds the rank back until the other legs bring the rest', async () => {
    // Legs of L: A = 1,000 + 2,000 = 3,000; B = 400. Rank 1 (2,500): min(3,000, 1,250) + 400 = 1,650.
    const before = await rowCounts(c.t);
    const refused = await api(c.t, 'get', `rewards/user/claim/${L.id}`, L.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: 'Not qualified yet', result: { status: 'pending', totalBusiness: 3400, threshold: 2500 } });
    expect((await rowCounts(c.t)).ledger_transactions).toBe(before.ledger_transactions);

    const split = await api(c.t, 'get', `rewards/user/business/${L.id}`, L.token);
    expect(split.body.data).toMatchObject({ totalBusiness: 3400, strongestLeg: 3000, otherLegs: 400, countedBusiness: 1650, threshold: 2500, nextRank: 1, qualifies: false });

    // B adds 900: B = 1,300; counted 1,250 + 1,300 = 2,550 >= 2,500 (rank 2: 2,500 + 1,300 = 3,800 < 5,000).
    await invest(B, 900, 'Starter');
    const incomeBefore = await income(L);
    const claim = await api(c.t, 'get', `rewards/user/claim/${L.id}`, L.token);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ message: 'Reward Claimed successfull!', result: { status: 'paid', rank: 1, amount: 50, totalBusiness: 4300, threshold: 2500 } });
    expect((await income(L)) - incomeBefore).toBe(usd(50));

    // A second claim and the daily step post nothing for rank 1.
    const again = await api(c.t, 'get', `rewards/user/claim/${L.id}`, L.token);
    expect(again.status).toBe(409);
    const after = await rowCounts(c.t);
    await runStep('ranks', today);
    expect((await rowCounts(c.t)).ledger_transactions).toBe(after.ledger_transactions);

    const progress = await api(c.t, 'get', `rewards/user/${L.id}`, L.token);
    expect(Array.isArray(progress.body)).toBe(true);
    expect(progress.body[0]).toMatchObject({ rank: 1, is_completed: true, current_business: 2550, reward_amount: 50, completed_date: today });
    expect(progress.body[1]).toMatchObject({ rank: 2, is_completed: false, threshold: 5000, current_business: 3800 });
  });

  it('salary: rank 1 pays $25 on each monthly anniversary, once', async () => {
    const oneMonth = addMonths(today, 1);
    const dayBefore = new Date(Date.parse(`${oneMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await runStep('salary', dayBefore)).rows).toBe(0);
    expect((await runStep('salary', oneMonth)).rows).toBe(1);
    const paid = await api(c.t, 'get', `salary/transactions`, L.token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ total: 1, total_pages: 1, current_page: 1, per_page: 10 });
    expect(paid.body.data[0]).toMatchObject({ user_id: L.id, salary_id: 1, salary_amount: 25, paid_amount: 25, transaction_date: oneMonth, email: L.email });
    const incomeBefore = await income(L);
    expect((await runStep('salary', oneMonth)).rows).toBe(0);
    expect(await income(L)).toBe(incomeBefore);
    const twoMonths = addMonths(today, 2);
    expect((await runStep('salary', twoMonths)).rows).toBe(1);
    expect((await income(L)) - incomeBefore).toBe(usd(25));
    const history = await api(c.t, 'get', `salary/user-history/${L.id}`, L.token);
    expect(history.body.data).toMatchObject({ rank: 1, salary_amount: 25, months_paid: 2, months_left: 8, total_paid: 50 });
    // The ledger loader of the salary page sees the same payments.
    const ledger = await api(c.t, 'post', `tr/tr/${L.id}`, L.token).send({ table_name: 'salary_transactions' });
    expect(ledger.body.transaction.map((r: any) => r.paid_amount)).toEqual([25, 25]);
    // Each row names the salary (entitlement) paid and the month's due day, not the posting time.
    expect(ledger.body.transaction.map((r: any) => [r.salary_id, r.transaction_date, r.notes])).toEqual([
      [1, twoMonths, 'Rank 1 salary, month 2 of 10'],
      [1, oneMonth, 'Rank 1 salary, month 1 of 10'],
    ]);
  });

  it('leadership: differential override up the chain', async () => {
    // Leadership from rank 1 for this example: rank 1 = 1 %, rank 2 = 1.5 %.
    expect((await api(c.t, 'put', 'settings', c.admin).send({ leadershipMinRank: 1 })).status).toBe(200);
    const plans = (await api(c.t, 'get', 'rewards', c.admin)).body.data;
    expect((await api(c.t, 'put', `rewards/${plans[0].id}`, c.admin).send({ leadership_percent: '1' })).status).toBe(200);
    expect((await api(c.t, 'put', `rewards/${plans[1].id}`, c.admin).send({ leadership_percent: '1.5' })).status).toBe(200);
    // root reaches rank 2: legs L = 1,000 + 4,300 = 5,300 and R2 = 2,600 -> 2,500 + 2,600 = 5,100.
    await invest(c.root, 1000, 'Silver');
    await invest(R2, 2600, 'Silver');
    const rootBefore = await income(c.root);
    await runStep('ranks', today);
    expect((await income(c.root)) - rootBefore).toBe(usd(150)); // rewards of ranks 1 and 2
    // A1 tops up another 2,000 (not below A1's running 2,000): A (no rank) 0 %, L (rank 1) 1 % = 20.00, root (rank 2) 1.5 - 1 = 0.5 % = 10.00.
    const lBefore = await income(L);
    const rBefore = await income(c.root);
    const inv = await invest(A1, 2000, 'Silver');
    expect((await income(L)) - lBefore).toBe(usd(20));
    expect((await income(c.root)) - rBefore).toBe(usd(10));
    const mine = await api(c.t, 'get', `leadership/by/${L.id}`, L.token);
    expect(mine.body.singleleadership).toEqual([expect.objectContaining({ user_id: L.id, userby_id: A1.id, amount: 20, percent: '1', onamount: 2000 })]);
    const all = await api(c.t, 'get', 'leadership/list', c.admin);
    expect(all.body.allleadership.map((r: any) => [r.user_id, r.amount, r.percent])).toEqual([
      [c.root.id, 10, '0.5'],
      [L.id, 20, '1'],
    ]);
    expect(inv.amount).toBe(2000n * M);
    // The leadership ledger rows carry the same base and differential percent.
    const rows = await api(c.t, 'post', `tr/tr/${L.id}`, L.token).send({ table_name: 'leadership_transaction' });
    expect(rows.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent])).toEqual([[20, 2000, 1]]);
    // The admin reverses L's entry once.
    const id = mine.body.singleleadership[0].id;
    const earned = async () => BigInt((await c.t.db.manager.query('SELECT earned FROM member_cap WHERE member_id = ?', [L.id]))[0].earned);
    const leadershipTotal = async () => (await c.t.gql('{ me { totals { leadershipIncome } } }', {}, L.token)).data.me.totals.leadershipIncome;
    const earnedBefore = await earned();
    expect(await leadershipTotal()).toBe('20.00');
    expect((await api(c.t, 'delete', `leadership/${id}`, c.admin)).status).toBe(200);
    expect(await income(L)).toBe(lBefore);
    // The cap's earned figure and the income summary (hence the member's totals) follow the ledger.
    expect(await earned()).toBe(earnedBefore - usd(20));
    expect(await leadershipTotal()).toBe('0.00');
    expect(await c.t.running.services.jobs.reconcileIncome()).toEqual([]);
    expect((await api(c.t, 'delete', `leadership/${id}`, c.admin)).status).toBe(409);
  });

  it('CTO: qualification with the category-1 bonus, then the monthly turnover share and the fixed amount', async () => {
    // C joins L and invests 2,700: L's directs' principal = A 1,000 + B 1,300 + C 2,700 = 5,000.
    C = await registerMember(c.t, { sponsor: L.code });
    await invest(C, 2700, 'Silver');
    const before = await income(L);
    const run = await api(c.t, 'get', 'cto', c.admin);
    expect(run.body).toMatchObject({ qualified: 1 });
    expect((await income(L)) - before).toBe(usd(200)); // category 1: a direct joined within 3 days
    expect((await api(c.t, 'get', 'cto', c.admin)).body.qualified).toBe(0);
    const [cap] = await c.t.db.manager.query('SELECT cto_qualified, cap_total FROM member_cap WHERE member_id = ?', [L.id]);
    expect(BigInt(cap.cap_total)).toBe(usd(3000)); // 1,000 x 3
    const list = await api(c.t, 'get', 'cto/list', c.admin);
    expect(list.body.allcto).toEqual([expect.objectContaining({ user_id: L.id, category: 1, status: 'qualified', paid: 200 })]);

    // Turnover this month: 1,000 + 2,000 + 1,000 + 400 + 900 + 1,000 + 2,600 + 2,000 + 2,700 = 13,600; 1 % = 136.00.
    const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1);
    const lBefore = await income(L);
    expect((await runStep('cto', nextMonth)).rows).toBe(1);
    expect((await income(L)) - lBefore).toBe(usd(136));
    expect((await runStep('cto', `${nextMonth.slice(0, 8)}15`)).rows).toBe(0);
    const tx = await api(c.t, 'get', `cto/transaction/${L.id}`, L.token);
    expect(tx.body.singlectotransaction.map((p: any) => p.amount)).toEqual([136, 200]);

    // A fixed monthly amount replaces the share from the next payment on.
    const ctoId = list.body.allcto[0].id;
    expect((await api(c.t, 'post', 'cto/pay', c.admin).send({ id: ctoId, amount: 75, gift: 0 })).body.message).toBe('Paid successfully');
    const l2 = await income(L);
    await runStep('cto', addMonths(nextMonth, 1));
    expect((await income(L)) - l2).toBe(usd(75));
    // Disqualified: payments stop, the cap goes back to x2.
    expect((await api(c.t, 'put', `cto/${ctoId}`, c.admin)).status).toBe(200);
    expect((await api(c.t, 'put', `cto/${ctoId}`, c.admin)).status).toBe(409);
    const l3 = await income(L);
    expect((await runStep('cto', addMonths(nextMonth, 2))).rows).toBe(0);
    expect(await income(L)).toBe(l3);
  });

  it('members see only their own rewards, salary, leadership and CTO; admin operations are admin-only', async () => {
    for (const path of [`rewards/user/${L.id}`, `rewards/user/business/${L.id}`, `salary/user-history/${L.id}`, `leadership/by/${L.id}`, `cto/byid/${L.id}`, `cto/transaction/${L.id}`]) {
      expect((await api(c.t, 'get', path, B.token)).status).toBe(403);
    }
    expect((await api(c.t, 'get', `salary/transactions?user_id=${L.id}`, B.token)).status).toBe(403);
    expect((await api(c.t, 'get', `rewards/user/claim/${L.id}`, B.token)).status).toBe(403);
    expect((await api(c.t, 'post', 'rewards', B.token).send({ title: 'X', threshold: 1_000_000 })).status).toBe(403);
    for (const path of ['cto/list', 'cto', 'leadership/list', 'salary/today-stats', 'salary/tier-stats', 'salary/admin-dashboard']) {
      expect((await api(c.t, 'get', path, B.token)).status).toBe(403);
    }
    expect((await api(c.t, 'put', `rewards/carry-forward/${L.id}`, B.token)).status).toBe(403);
    // A member's own salary list ignores nobody: without user_id it is their own (B has none).
    const own = await api(c.t, 'get', 'salary/transactions', B.token);
    expect(own.body).toMatchObject({ data: [], total: 0 });
  });

  it('carry forward: once per rank', async () => {
    // L reached rank 1 with 2,550 counted: 50 above the threshold.
    const first = await api(c.t, 'put', `rewards/carry-forward/${L.id}`, c.admin).send({ data: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Carry forword successfull', data: { rank: 1, carried_forward: 50 } });
    const second = await api(c.t, 'put', `rewards/carry-forward/${L.id}`, c.admin).send({ data: {} });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Nothing to carry forward');
  });

  it('salary: a month whose rank no longer holds is recorded unpaid and still counts', async () => {
    const s = c.t.running.services;
    const ent = (await c.t.db.manager.findOne(SalaryEntitlement, { where: { memberId: L.id, status: 'ACTIVE' } }))!;
    expect(ent).toBeTruthy();
    // Every investment below L ends: L's legs fall to nothing, below any rank's team business.
    const end = addMonths(today, 1);
    await c.t.db.manager.query(
      "UPDATE investments SET end_day = ? WHERE status = 'RUNNING' AND member_id IN (SELECT descendant_id FROM referral_closure WHERE ancestor_id = ? AND depth > 0)",
      [end, L.id],
    );
    expect(await expireInvestments(s.db, { onPrincipalChange: (em, m, d) => s.referral.onPrincipalChange(em, m, d), recomputeCaps: (em, ids) => s.caps.recomputeMany(em, ids) }, end)).toBeGreaterThan(0);
    const due = addMonths(ent.assignedDay, ent.monthsPaid + 1);
    const before = await income(L);
    expect((await runStep('salary', due)).rows).toBe(0);
    expect(await income(L)).toBe(before);
    const after = (await c.t.db.manager.findOne(SalaryEntitlement, { where: { id: ent.id } }))!;
    expect(after.monthsPaid).toBe(ent.monthsPaid + 1);
    const list = await api(c.t, 'get', 'salary/transactions?sort_by=id&sort_order=desc', L.token);
    expect(list.body.data[0]).toMatchObject({ paid_amount: 0, transaction_date: due, notes: `Rank ${ent.rank} salary, month ${ent.monthsPaid + 1} of ${ent.duration}: not paid, the rank's team business no longer holds` });
    // A replay of the day records nothing more.
    expect((await runStep('salary', due)).rows).toBe(0);
    expect((await c.t.db.manager.findOne(SalaryEntitlement, { where: { id: ent.id } }))!.monthsPaid).toBe(ent.monthsPaid + 1);
  });
});
