/**
 * Investment expiry (BUSINESS-RULES §4 "An investment stops earning after its duration"): the daily
 * run's first step marks investments whose term ended EXPIRED, takes their principal out of the team
 * business and the cap in the same transaction, returns no principal (the rules return it only on a
 * principal withdrawal), and is replay-safe. Worked by hand on a small tree R -> L -> A.
 */
import crypto from 'node:crypto';
import { registerMember } from './harness';
import { api, clearOtp, expectError, Member, rowCounts, setPayoutAddress, systemBalance, useMoneyApp, usd, wallet } from './money-helpers';
import { asText } from '../src/database/sql';
import { expireInvestments } from '../src/modules/investments/investments.expiry';

const c = useMoneyApp();

async function invest(m: Member, amount: number, kind: 'TOPUP' | 'RETOPUP' = 'TOPUP') {
  const fund = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
  expect(fund.status).toBe(201);
  const user = (await c.t.running.services.users.byId(m.id))!;
  const planId = (await c.t.running.services.plans.list()).find((p) => p.name === 'Silver')!.id; // 0.6 % a day
  return c.t.running.services.topups.topUp(user, kind, { planId, amount: String(amount) });
}

async function runDay(day: string): Promise<Record<string, number>> {
  const r = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status steps { step rows } } }', { d: day }, c.admin);
  expect(r.errors).toBeUndefined();
  expect(r.data.runDay.status).toBe('DONE');
  return Object.fromEntries(r.data.runDay.steps.map((s: { step: string; rows: number }) => [s.step, s.rows]));
}

describe('investment expiry in the daily run', () => {
  let L: Member, A: Member;
  let expiring: number, lasting: number;
  const team = async () => {
    const e = c.t.db.engine;
    const rows: Array<{ member_id: number; own: string; team: string }> = await c.t.db.manager.query(
      `SELECT member_id, ${asText(e, 'own_business')} AS own, ${asText(e, 'team_business')} AS team FROM member_team WHERE member_id IN (?, ?, ?) ORDER BY member_id`,
      [c.root.id, L.id, A.id],
    );
    const levels: Array<{ member_id: number; depth: number; business: string }> = await c.t.db.manager.query(
      `SELECT member_id, depth, ${asText(e, 'business')} AS business FROM member_level_count WHERE member_id IN (?, ?) ORDER BY member_id, depth`,
      [c.root.id, L.id],
    );
    const [cap] = await c.t.db.manager.query(`SELECT ${asText(e, 'cap_total')} AS cap FROM member_cap WHERE member_id = ?`, [A.id]);
    return {
      business: Object.fromEntries(rows.map((r) => [r.member_id, [BigInt(r.own), BigInt(r.team)]])),
      levels: Object.fromEntries(levels.map((r) => [`${r.member_id}:${r.depth}`, BigInt(r.business)])),
      capA: BigInt(cap.cap),
    };
  };
  const roiOf = async (memberId: number, day: string) => {
    const [row] = await c.t.db.manager.query(`SELECT ${asText(c.t.db.engine, 'amount')} AS amount FROM income_daily WHERE member_id = ? AND day = ? AND kind = 'ROI'`, [memberId, day]);
    return row ? BigInt(row.amount) : 0n;
  };

  beforeAll(async () => {
    L = await registerMember(c.t, { sponsor: c.root.code });
    A = await registerMember(c.t, { sponsor: L.code });
    await invest(L, 1000);
    expiring = (await invest(A, 1000)).id; // ends 2026-11-15 (exclusive): last paid day 2026-11-14
    lasting = (await invest(A, 1200, 'RETOPUP')).id;
    // Bought earlier: the terms as if purchased on 2026-10-01.
    await c.t.db.manager.query("UPDATE investments SET start_day = '2026-10-01' WHERE member_id IN (?, ?)", [L.id, A.id]);
    await c.t.db.manager.query("UPDATE investments SET end_day = '2026-11-15' WHERE id = ?", [expiring]);
  });

  it('on its end day: EXPIRED, out of own/team/level business and the cap, no ROI, no principal moved', async () => {
    const before = await team();
    // A holds 1,000 + 1,200: own 2,200; L's team 2,200; R's team 1,000 + 2,200; cap 2 x 2,200.
    expect(before.business[A.id]).toEqual([usd(2200), 0n]);
    expect(before.business[L.id]).toEqual([usd(1000), usd(2200)]);
    expect(before.business[c.root.id]).toEqual([0n, usd(3200)]);
    expect(before.levels).toEqual({ [`${c.root.id}:1`]: usd(1000), [`${c.root.id}:2`]: usd(2200), [`${L.id}:1`]: usd(2200) });
    expect(before.capA).toBe(usd(4400));
    const active = await wallet(c.t, A.id, 'ACTIVE');
    const held = await systemBalance(c.t, 'INVESTMENTS_HELD');

    const steps = await runDay('2026-11-15');
    expect(steps.expiry).toBe(1);
    const [{ status }] = await c.t.db.manager.query('SELECT status FROM investments WHERE id = ?', [expiring]);
    expect(status).toBe('EXPIRED');
    const after = await team();
    expect(after.business[A.id]).toEqual([usd(1200), 0n]);
    expect(after.business[L.id]).toEqual([usd(1000), usd(1200)]);
    expect(after.business[c.root.id]).toEqual([0n, usd(2200)]);
    expect(after.levels).toEqual({ [`${c.root.id}:1`]: usd(1000), [`${c.root.id}:2`]: usd(1200), [`${L.id}:1`]: usd(1200) });
    expect(after.capA).toBe(usd(2400));
    // ROI of the day: only the lasting investment, 1,200 x 0.6 % = 7.20.
    expect(await roiOf(A.id, '2026-11-15')).toBe(usd('7.2'));
    // No principal returns at the end of the term: the Active wallet and the held principal stay.
    expect(await wallet(c.t, A.id, 'ACTIVE')).toBe(active);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held);
  });

  it('a replay of the day changes nothing', async () => {
    const before = [await team(), await rowCounts(c.t)];
    const steps = await runDay('2026-11-15');
    expect(steps.expiry).toBe(1); // the step row keeps its count; nothing new is written
    expect([await team(), await rowCounts(c.t)]).toEqual(before);
    // Even the step run again by hand finds nothing left to expire.
    const s = c.t.running.services;
    expect(await expireInvestments(s.db, { onPrincipalChange: (em, m, d) => s.referral.onPrincipalChange(em, m, d), recomputeCaps: (em, ids) => s.caps.recomputeMany(em, ids) }, '2026-11-15')).toBe(0);
    expect([await team(), await rowCounts(c.t)]).toEqual(before);
  });

  it('a missed earlier day run afterwards still pays the expired investment for the days it ran', async () => {
    await runDay('2026-11-14');
    // 1,000 x 0.6 % + 1,200 x 0.6 % = 6.00 + 7.20.
    expect(await roiOf(A.id, '2026-11-14')).toBe(usd('13.2'));
    const [{ status }] = await c.t.db.manager.query('SELECT status FROM investments WHERE id = ?', [lasting]);
    expect(status).toBe('RUNNING');
  });

  it('the principal of an expired investment is withdrawn without exit fee; a decline leaves it expired', async () => {
    const before = await team();
    const held = await systemBalance(c.t, 'INVESTMENTS_HELD');
    const listed = await c.t.gql('{ myWithdrawableInvestments { id status } }', {}, A.token);
    expect(listed.data.myWithdrawableInvestments).toEqual([{ id: expiring, status: 'EXPIRED' }, { id: lasting, status: 'RUNNING' }]);
    // The sponsor sees only their own (L's running one), not A's.
    expect((await c.t.gql('{ myWithdrawableInvestments { memberId } }', {}, L.token)).data.myWithdrawableInvestments).toEqual([{ memberId: L.id }]);
    await setPayoutAddress(c, A);
    const q = await c.t.gql(`{ principalQuote(investmentId: ${expiring}) { gross fee net feePercent } }`, {}, A.token);
    expect(q.errors).toBeUndefined();
    expect(q.data.principalQuote).toEqual({ gross: '1000.00', fee: '0.00', net: '1000.00', feePercent: '0' });
    const status = async () => (await c.t.db.manager.query('SELECT status FROM investments WHERE id = ?', [expiring]))[0].status;

    const first = await api(c.t, 'post', 'withdrawalrequest/add/principle', A.token).send({ user_id: A.id, investment_id: expiring });
    expect(first.status).toBe(201);
    expect(await status()).toBe('CLAIMING');
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held - usd(1000));
    await clearOtp(c, A);
    expectError(await api(c.t, 'post', 'withdrawalrequest/add/principle', A.token).send({ user_id: A.id, investment_id: expiring }), 409);
    const declined = await api(c.t, 'put', `withdrawalrequest/update/principle/${first.body.withdrawal.id}`, c.admin).send({ status: 'decline' });
    expect(declined.status).toBe(200);
    expect(await status()).toBe('EXPIRED');
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held);
    // Neither the request nor the decline brings the expired principal back into the figures.
    expect(await team()).toEqual(before);

    await clearOtp(c, A);
    const second = await api(c.t, 'post', 'withdrawalrequest/add/principle', A.token).send({ user_id: A.id, amount: 1000 });
    expect(second.status).toBe(201);
    expect(second.body.withdrawal).toMatchObject({ investment_id: expiring, gross: 1000, deduction: 0 });
    const done = await api(c.t, 'put', `withdrawalrequest/update/principle/${second.body.withdrawal.id}`, c.admin).send({ status: 'complete' });
    expect(done.status).toBe(200);
    expect(await status()).toBe('CLOSED');
    // Taken out of the team business once, at expiry: completing the withdrawal moves nothing again.
    expect(await team()).toEqual(before);
    expect(await systemBalance(c.t, 'INVESTMENTS_HELD')).toBe(held - usd(1000));
  });
});
