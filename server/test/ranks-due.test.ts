/**
 * The daily rank steps select only what is due, set-based: members whose legs meet their next rank
 * (50 % leg rule in SQL), salary entitlements with a payment due that day (month ends included),
 * CTO records not paid for the month. Checked against the pure rules on both engines.
 */
import crypto from 'node:crypto';
import { registerMember } from './harness';
import { api, Member, stepUp, useMoneyApp } from './money-helpers';
import { addMonths, salaryDueDays } from '../src/modules/ranks/rules';
import { addDays } from '../src/jobs/days';
import { dateParam } from '../src/database/sql';

const c = useMoneyApp();

async function invest(m: Member, amount: number, plan: string, payer: Member = m) {
  const fund = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: payer.id, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
  expect(fund.status).toBe(201);
  // Paying for another member is money leaving the payer's control: a step-up first.
  if (payer !== m) await stepUp(c, payer);
  const user = (await c.t.running.services.users.byId(payer.id))!;
  const planId = (await c.t.running.services.plans.list()).find((p) => p.name === plan)!.id;
  return c.t.running.services.topups.topUp(user, payer === m ? 'TOPUP' : 'FRIEND', { planId, amount: String(amount), receiver: payer === m ? undefined : String(m.id) });
}

describe('ranks step candidates', () => {
  it('are exactly the members whose legs meet their lowest rank not reached, under the leg rule', async () => {
    const s = c.t.running.services;
    const lowest = (await s.rewards.plans())[0].threshold;
    // L -> A (+ A1 under A), B. Legs of L: A 1,000 + 2,000 = 3,000; B 900 -> 1,250 + 900 = 2,150 < 2,500.
    const L = await registerMember(c.t, { sponsor: c.root.code });
    const A = await registerMember(c.t, { sponsor: L.code });
    const B = await registerMember(c.t, { sponsor: L.code });
    const A1 = await registerMember(c.t, { sponsor: A.code });
    await invest(L, 1000, 'Silver');
    await invest(A, 1000, 'Silver');
    await invest(A1, 2000, 'Silver');
    await invest(B, 900, 'Starter');
    // L's team business (3,900) passes the lowest threshold, its legs do not: not a candidate.
    expect(await s.rewards.rankCandidates(lowest)).toEqual([]);
    const day = await s.rewards.today();
    expect(await s.rewards.runDay(day, { rewardOn: true })).toBe(0);
    // B gets 900 more (not below B's running plan): 1,250 + 1,800 = 3,050 >= 2,500.
    await invest(B, 900, 'Starter', c.root);
    expect(await s.rewards.rankCandidates(lowest)).toEqual([L.id]);
    expect(await s.rewards.runDay(day, { rewardOn: true })).toBe(2); // rank 1 reached and its reward paid
    // Rank 1 held, rank 2 (5,000): 2,500 + 1,800 = 4,300: nobody is due any more.
    expect(await s.rewards.rankCandidates(lowest)).toEqual([]);
    expect(await s.rewards.runDay(day, { rewardOn: true })).toBe(0);
  });
});

describe('salary step: due entitlements', () => {
  it('are exactly those the rule has a payment due for, on every day around month ends', async () => {
    const s = c.t.running.services;
    const assigned = ['2026-01-31', '2026-01-30', '2026-01-15', '2026-01-01', '2025-12-31', '2026-02-28', '2026-03-31', '2025-11-29'];
    const rows: Array<{ member: number; assigned: string; paid: number; duration: number }> = [];
    let member = 900_000;
    for (const a of assigned) for (const paid of [0, 1, 2, 9]) rows.push({ member: member++, assigned: a, paid, duration: paid === 9 ? 10 : 3 });
    await c.t.db.transaction(async (em) => {
      for (const r of rows) {
        await em.query(
          "INSERT INTO salary_entitlements (member_id, rank_no, reward_plan_id, salary_amount, required_business, duration, months_paid, assigned_day, status, created_at) VALUES (?, 1, 1, 25000000, 2500000000, ?, ?, ?, 'ACTIVE', ?)",
          [r.member, r.duration, r.paid, r.assigned, dateParam(c.t.db.engine, new Date())],
        );
      }
    });
    const days: string[] = [];
    for (let d = '2026-01-25'; d <= '2026-05-05'; d = addDays(d, 1)) days.push(d);
    for (const day of days) {
      const want = rows.filter((r) => salaryDueDays(r.assigned, day, r.paid, r.duration).length > 0).map((r) => r.member);
      const got = (await s.salary.dueEntitlements(day)).map((e) => e.memberId).filter((m) => m >= 900_000);
      expect([day, got.sort((x, y) => x - y)]).toEqual([day, want.sort((x, y) => x - y)]);
    }
    // Jan 31 + 1 month is Feb 28: due that day (the month's last), not the day before.
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    await c.t.db.manager.query('DELETE FROM salary_entitlements WHERE member_id >= 900000');
  });
});
