/**
 * topUpQuote (issue 20 item 6): what a plan purchase gives, asked before buying, equals what the
 * purchase then does (sponsor bonus credited, end day, cap added), for oneself, for a friend (her
 * sponsor gets the bonus) and for a re-top-up (no bonus while directOnRetopup is off).
 */
import { api, credit, investPlan, M, Member, stepUp, useMoneyApp, usd, wallet } from './money-helpers';
import { registerMember } from './harness';

const c = useMoneyApp();

const QUOTE = `query Q($input: TopUpQuoteInput!) { topUpQuote(input: $input) {
  planId planName amount roiDay dailyRoi monthDays monthlyRoi startDay endDay periodMonths capMultiplier capAmount
  exitFees { fromDay toDay percent } sponsorBonusPercent sponsorBonus
  sponsor { id fullname referralCode } receiver { id referralCode } blockedReason } }`;

async function planId(name: string): Promise<number> {
  const res = await api(c.t, 'get', 'plans/list').expect(200);
  return res.body.allplans.find((x: any) => x.name === name).id;
}

async function quote(m: Member, input: Record<string, unknown>) {
  const r = await c.t.gql(QUOTE, { input }, m.token);
  return r;
}

async function capTotal(m: Member): Promise<bigint> {
  const r = await c.t.gql('{ myCap { capTotal } }', {}, m.token);
  return usd(r.data.myCap.capTotal);
}

describe('topUpQuote', () => {
  it('quotes a self top-up as the purchase then pays it: ROI, end day, cap, exit fees, sponsor bonus', async () => {
    const starter = await planId('Starter');
    const A = await registerMember(c.t, { sponsor: c.root.code });
    const B = await registerMember(c.t, { sponsor: A.code });
    await credit(c, B.id, 1000, 'business');
    // A is active (her cap is open), so the direct income reaches her in full.
    await credit(c, A.id, 500, 'business');
    expect((await api(c.t, 'post', 'topup/add', A.token).send({ id: starter, amount: 200 })).status).toBe(201);

    const r = await quote(B, { planId: starter, amount: '123.45' });
    expect(r.errors).toBeUndefined();
    const q = r.data.topUpQuote;
    expect(q).toMatchObject({ planId: starter, planName: 'Starter', roiDay: '0.5', periodMonths: 24, capMultiplier: 2, sponsorBonusPercent: '5' });
    expect(usd(q.amount)).toBe(usd('123.45'));
    expect(usd(q.dailyRoi)).toBe(617_250n); // 0.5 % of 123.45, exact
    expect(usd(q.monthlyRoi)).toBe(617_250n * BigInt(q.monthDays));
    expect(q.monthDays).toBeGreaterThanOrEqual(28);
    expect(usd(q.capAmount)).toBe(usd('246.90'));
    expect(q.exitFees).toEqual([
      { fromDay: 0, toDay: 10, percent: '20' },
      { fromDay: 11, toDay: 20, percent: '10' },
      { fromDay: 21, toDay: null, percent: '0' },
    ]);
    expect(q.sponsor).toMatchObject({ id: A.id, referralCode: A.code });
    expect(q.receiver).toMatchObject({ id: B.id });

    const incomeBefore = await wallet(c.t, A.id, 'INCOME');
    const res = await api(c.t, 'post', 'topup/add', B.token).send({ id: starter, amount: '123.45' });
    expect(res.status).toBe(201);
    expect((await wallet(c.t, A.id, 'INCOME')) - incomeBefore).toBe(usd(q.sponsorBonus));
    expect(usd(q.sponsorBonus)).toBe(6_172_500n);
    const inv = await c.t.gql('{ myInvestments(page: 1, pageSize: 5) { items { startDay endDay } } }', {}, B.token);
    expect(inv.data.myInvestments.items[0]).toEqual({ startDay: q.startDay, endDay: q.endDay });
    expect(await capTotal(B)).toBe(usd(q.capAmount));
  });

  it("a friend top-up names the friend's sponsor; a re-top-up pays no bonus while directOnRetopup is off", async () => {
    const starter = await planId('Starter');
    const payer = await registerMember(c.t, { sponsor: c.root.code });
    const friend = await registerMember(c.t, { sponsor: c.root.code });
    await stepUp(c, payer);
    const f = await quote(payer, { planId: starter, amount: '100', kind: 'FRIEND', receiverId: friend.id });
    expect(f.errors).toBeUndefined();
    expect(f.data.topUpQuote.receiver.id).toBe(friend.id);
    expect(f.data.topUpQuote.sponsor.id).toBe(c.root.id);
    expect(usd(f.data.topUpQuote.sponsorBonus)).toBe(5n * M);

    const re = await quote(payer, { planId: starter, amount: '100', kind: 'RETOPUP', receiverId: friend.id });
    expect(re.data.topUpQuote.receiver.id).toBe(payer.id);
    expect(re.data.topUpQuote.sponsor).toBeNull();
    expect(usd(re.data.topUpQuote.sponsorBonus)).toBe(0n);
  });

  it("says before confirming when a friend top-up is below the friend's running plan (the purchase's own rule), null when it can be bought", async () => {
    const starter = await planId('Starter');
    const gold = await planId('Gold');
    const payer = await registerMember(c.t, { sponsor: c.root.code });
    const friend = await registerMember(c.t, { sponsor: c.root.code });
    await credit(c, payer.id, 1000, 'business');
    // The friend runs $6000 of Gold; the payer runs no plan at all.
    await investPlan(c, friend, 6000, 'Gold');
    await stepUp(c, payer);

    const below = await quote(payer, { planId: starter, amount: '500', kind: 'FRIEND', receiverId: friend.id });
    expect(below.errors).toBeUndefined();
    expect(below.data.topUpQuote.blockedReason).toBe('Buy a bigger plan than the active one');
    // ...which is what confirming it then answers.
    const bought = await c.t.gql('mutation($input: TopUpInput!) { friendTopUp(input: $input) { id } }', { input: { planId: starter, amount: '500', receiver: friend.code } }, payer.token);
    expect(bought.errors?.[0]).toMatchObject({ message: below.data.topUpQuote.blockedReason, extensions: { code: 'CONFLICT' } });

    // At or above her running plan it can be bought; and the payer's own (empty) plan is what counts for herself.
    const ok = await quote(payer, { planId: gold, amount: '6000', kind: 'FRIEND', receiverId: friend.id });
    expect(ok.data.topUpQuote.blockedReason).toBeNull();
    const self = await quote(payer, { planId: starter, amount: '500' });
    expect(self.data.topUpQuote.blockedReason).toBeNull();
  });

  it('refuses a bad amount, an unknown plan and a staff caller', async () => {
    const starter = await planId('Starter');
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const bad = await quote(m, { planId: starter, amount: '0' });
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await quote(m, { planId: 999999, amount: '100' });
    expect(missing.errors![0].extensions?.code).toBe('NOT_FOUND');
    const staff = await c.t.gql(QUOTE, { input: { planId: starter, amount: '100' } }, c.admin);
    expect(staff.errors![0].extensions?.code).toBe('FORBIDDEN');
  });
});
