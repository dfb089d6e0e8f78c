/**
 * Issue 20, the server's figures: what a member's investments are, what a late daily run pays, when a
 * day may be run, and which plans a member may buy. Through the real HTTP server on a real database;
 * the ledger is reconciled after every test.
 */
import { api, credit, expectError, Member, stepUp, useMoneyApp, setSetting } from './money-helpers';
import { registerMember } from './harness';

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
