/**
 * Issue 20, the server's figures: what a member's investments are, what a late daily run pays, when a
 * day may be run, and which plans a member may buy. Through the real HTTP server on a real database;
 * the ledger is reconciled after every test.
 */
import { api, credit, expectError, investPlan, Member, setPayoutAddress, stepUp, useMoneyApp, setSetting } from './money-helpers';
import { endPlatformDay, registerMember, resetPlatformZone, startLatestDay } from './harness';
import { asText } from '../src/database/sql';
import { addDays } from '../src/jobs/days';

const c = useMoneyApp();

async function planId(name: string): Promise<number> {
  const res = await api(c.t, 'get', 'plans/list').expect(200);
  return res.body.allplans.find((x: any) => x.name === name).id;
}

async function member(fund?: number): Promise<Member> {
  const m = await registerMember(c.t, { sponsor: c.root.code });
  if (fund !== undefined) await credit(c, m.id, fund, 'business');
  await stepUp(c, m);
  return m;
}

async function topUp(payer: Member, input: Record<string, unknown>) {
  return c.t.gql('mutation($input: TopUpInput!) { topUp(input: $input) { id memberId payerId amount } }', { input }, payer.token);
}

describe('item 1: a member\'s investments are those she holds', () => {
  it('a plan bought for a friend is the friend\'s, not the payer\'s (myInvestments, myCap)', async () => {
    const payer = await member(3000);
    const friend = await member();
    const own = await topUp(payer, { planId: await planId('Starter'), amount: '200' });
    expect(own.errors).toBeUndefined();
    const gift = await topUp(payer, { planId: await planId('Silver'), amount: '1000', receiver: friend.code });
    expect(gift.errors).toBeUndefined();

    const mine = await c.t.gql('{ myInvestments { total items { id memberId } } myCap { runningCount } }', {}, payer.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myInvestments.items.map((i: any) => i.id)).toEqual([own.data.topUp.id]);
    expect(mine.data.myInvestments.total).toBe(1);
    expect(mine.data.myCap.runningCount).toBe(1);

    const theirs = await c.t.gql('{ myInvestments { total items { id memberId payerId } } }', {}, friend.token);
    expect(theirs.data.myInvestments.items).toEqual([{ id: gift.data.topUp.id, memberId: friend.id, payerId: payer.id }]);

    // The gift stays in the payer's top-up history: REST topup/by/{id} and myInvestments(paidForOthers).
    const history = await api(c.t, 'get', `topup/by/${payer.id}`, payer.token).expect(200);
    expect(history.body.singletopup.map((r: any) => r.userto_id).sort()).toEqual([payer.id, friend.id].sort());
    const paid = await c.t.gql('{ myInvestments(paidForOthers: true) { total } }', {}, payer.token);
    expect(paid.data.myInvestments.total).toBe(2);
  });
});

describe('item 5: which plans a member may buy, and whose plan a top-up checks', () => {
  it('a friend top-up below the friend\'s running plan is refused; the payer\'s own plan does not matter', async () => {
    const payer = await member(20000);
    const friend = await member(6000);
    const gold = await planId('Gold');
    const starter = await planId('Starter');
    // The payer runs Gold; the friend runs Gold too.
    expect((await topUp(payer, { planId: gold, amount: '5000' })).errors).toBeUndefined();
    expect((await topUp(friend, { planId: gold, amount: '6000' })).errors).toBeUndefined();

    const below = await c.t.gql('mutation($input: TopUpInput!) { friendTopUp(input: $input) { id } }', { input: { planId: starter, amount: '500', receiver: friend.code } }, payer.token);
    expect(below.errors?.[0]).toMatchObject({ message: 'Buy a bigger plan than the active one', extensions: { code: 'CONFLICT' } });

    // A newcomer friend with no plan may receive a Starter, though the payer runs Gold.
    const newcomer = await member();
    const ok = await c.t.gql('mutation($input: TopUpInput!) { friendTopUp(input: $input) { memberId amount } }', { input: { planId: starter, amount: '500', receiver: newcomer.code } }, payer.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.friendTopUp).toEqual({ memberId: newcomer.id, amount: '500.00' });

    // REST transfer/friend applies the same rule.
    const rest = await api(c.t, 'post', 'transfer/friend', payer.token).send({ userto_id: friend.id, plan_id: starter, amount: 500 });
    expectError(rest, 409, 'Buy a bigger plan than the active one');
  });

  it('plans carry buyBlockedReason for the signed-in member: null when buyable, why not otherwise', async () => {
    const m = await member(3000);
    const plansOf = async (token?: string) => {
      const r = await c.t.gql('{ plans { name buyBlockedReason } }', {}, token);
      expect(r.errors).toBeUndefined();
      return Object.fromEntries(r.data.plans.map((p: any) => [p.name, p.buyBlockedReason]));
    };
    expect(await plansOf(m.token)).toMatchObject({ Starter: null, Silver: null, Gold: null });
    expect(await plansOf()).toMatchObject({ Starter: null, Silver: null, Gold: null });

    // Running Silver: Starter (at most $999) is below her running plan; Silver and Gold stay buyable.
    expect((await topUp(m, { planId: await planId('Silver'), amount: '1000' })).errors).toBeUndefined();
    expect(await plansOf(m.token)).toMatchObject({ Starter: 'Buy a bigger plan than the active one', Silver: null, Gold: null });
    const refused = await topUp(m, { planId: await planId('Starter'), amount: '999' });
    expect(refused.errors?.[0].message).toBe('Buy a bigger plan than the active one');

    // A retired plan, by id, says so.
    const admin = c.admin;
    const created = await c.t.gql('mutation { createPlan(input: { name: "Old", price: "10", minAmount: "10", maxAmount: "0", roiDay: "0.1", sponsorBonus: "1", periodMonths: 1, capMultiplier: 2 }) { id } }', {}, admin);
    expect(created.errors).toBeUndefined();
    const id = created.data.createPlan.id;
    expect((await c.t.gql(`mutation { retirePlan(id: ${id}) { id } }`, {}, admin)).errors).toBeUndefined();
    const retired = await c.t.gql(`{ plan(id: ${id}) { buyBlockedReason } }`, {}, m.token);
    expect(retired.data.plan.buyBlockedReason).toBe('This plan is no longer offered');

    // Top-ups switched off: every plan says so.
    await setSetting(c, { topup: false });
    try {
      expect(await plansOf(m.token)).toMatchObject({ Starter: 'Top-ups are currently disabled', Gold: 'Top-ups are currently disabled' });
    } finally {
      await setSetting(c, { topup: true });
    }
  });
});

async function runDay(day: string) {
  return c.t.gql('mutation($d: String!) { runDay(date: $d) { day status } }', { d: day }, c.admin);
}

async function roiOf(memberId: number, day: string, kind = 'ROI'): Promise<string | undefined> {
  const [row] = await c.t.db.manager.query(`SELECT ${asText(c.t.db.engine, 'amount')} AS a FROM income_daily WHERE member_id = ? AND day = ? AND kind = ?`, [memberId, day, kind]);
  return row?.a;
}

describe('item 3: a late run of day D pays every investment running on D', () => {
  afterAll(() => resetPlatformZone(c.t));

  it('an investment reversed after D still gets D\'s ROI, and its uplines D\'s level income', async () => {
    // Today X in UTC-12; both investments started on D = X - 1, which has ended and was never run.
    const today = await startLatestDay(c.t);
    const D = addDays(today, -1);
    const S = await registerMember(c.t, { sponsor: c.root.code });
    const A = await registerMember(c.t, { sponsor: S.code });
    await investPlan(c, S, 1000, 'Silver');
    const a = await investPlan(c, A, 2000, 'Silver');
    await c.t.db.manager.query('UPDATE investments SET start_day = ? WHERE member_id IN (?, ?)', [D, S.id, A.id]);
    // Today, before D's run: A's top-up is reversed (principal back to A's Active wallet).
    const reversed = await api(c.t, 'put', `topup/${a.id}`, c.admin).send({ updatedData: { status: 'reversed' } });
    expect(reversed.status).toBe(200);

    const run = await runDay(D);
    expect(run.errors).toBeUndefined();
    // Silver 0.6 %: A 12.00 on 2,000 (it ran on D); S 6.00 and level 1 10 % of A's 12.00 = 1.20.
    expect(await roiOf(A.id, D)).toBe('12000000');
    expect(await roiOf(S.id, D)).toBe('6000000');
    expect(await roiOf(S.id, D, 'LEVEL_INCOME')).toBe('1200000');
    // The ledger line explains it: it ran on D (reversed after it), 2,000 at 0.6 %.
    const line = await api(c.t, 'post', `tr/tr/${A.id}`, A.token).send({ table_name: 'roi_transaction' });
    expect(line.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent])).toEqual([[12, 2000, 0.6]]);
  });

  it('an investment whose principal was withdrawn after D (paused, then closed) still gets D\'s ROI, within the cap it held on D', async () => {
    const D = addDays(await c.t.running.services.jobs.today(), -3);
    const P = await registerMember(c.t, { sponsor: c.root.code });
    const inv = await investPlan(c, P, 500, 'Starter');
    await c.t.db.manager.query('UPDATE investments SET start_day = ? WHERE id = ?', [D, inv.id]);
    await setPayoutAddress(c, P);
    const req = await api(c.t, 'post', 'withdrawalrequest/add/principle', P.token).send({ user_id: P.id, investment_id: inv.id });
    expect(req.status).toBe(201);
    const done = await api(c.t, 'put', `withdrawalrequest/update/principle/${req.body.withdrawal.id}`, c.admin).send({ status: 'complete' });
    expect(done.status).toBe(200);
    // Closed now: P holds nothing (cap 0), yet on D it ran with a cap of 2 x 500.
    expect((await c.t.gql('{ myCap { capTotal runningCount } }', {}, P.token)).data.myCap).toEqual({ capTotal: '0.00', runningCount: 0 });

    expect((await runDay(D)).errors).toBeUndefined();
    expect(await roiOf(P.id, D)).toBe('2500000'); // Starter 0.5 % of 500
  });
});

describe('item 4: a day is run once it has ended in the platform time zone', () => {
  afterAll(() => resetPlatformZone(c.t));

  it('runDay(today) is refused with a clear error; once the day has ended, a top-up made late that day gets its first ROI', async () => {
    const today = await startLatestDay(c.t);
    const early = await runDay(today);
    expect(early.errors?.[0]).toMatchObject({ message: `${today} has not ended yet in the platform time zone (Etc/GMT+12): it can be run from ${addDays(today, 1)} 00:00 there`, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await c.t.running.services.jobs.runsOf(today)).toEqual([]);
    // The REST and CLI paths share the refusal (JobsService.runDay).
    await expect(c.t.running.services.jobs.runDay(today)).rejects.toThrow('has not ended yet');

    // A top-up later that day (Starter 0.5 % of 400 = 2.00), then the day ends and is run.
    const m = await registerMember(c.t, { sponsor: c.root.code });
    await investPlan(c, m, 400, 'Starter');
    expect(await endPlatformDay(c.t)).toBe(today);
    const run = await runDay(today);
    expect(run.data.runDay).toEqual({ day: today, status: 'DONE' });
    expect(await roiOf(m.id, today)).toBe('2000000');
  });
});
