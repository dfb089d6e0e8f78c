/**
 * rules/legs.ts, the 50 % leg rule and rank qualification: the function on worked and random
 * inputs, and both API answers (GraphQL teamBusiness, REST rewards/user/business) give its figures
 * (the client shows the server's split per rank, it does not recompute it).
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { registerMember } from './harness';
import { api, Member, useMoneyApp, usd } from './money-helpers';
import { carryForward, highestRank, legSplit, strongestLegCap } from '../src/rules/legs';
import { FULL_RATE } from '../src/rules/rate';

const $ = (n: number) => usd(n);

describe('legSplit', () => {
  it('counts the strongest leg at most half of the threshold', () => {
    // threshold 2,500: legs 2,000 and 1,000 -> 1,250 + 1,000 = 2,250 < 2,500 (90 %)
    expect(legSplit([$(2000), $(1000)], $(2500))).toEqual({
      total: $(3000), strongest: $(2000), others: $(1000), strongestCap: $(1250), strongestCounted: $(1250), counted: $(2250), ratio: 900_000n, qualifies: false,
    });
    // legs 1,300 and 1,250 -> 1,250 + 1,250 = 2,500: reached exactly
    expect(legSplit([$(1300), $(1250)], $(2500))).toMatchObject({ qualifies: true, ratio: FULL_RATE });
    // 2,150 of 2,500 = 86 %
    expect(legSplit([$(3000), $(900)], $(2500))).toMatchObject({ counted: $(2150), strongestCounted: $(1250), others: $(900), ratio: 860_000n });
  });

  it('a single leg never qualifies; no legs count nothing; no threshold qualifies nothing', () => {
    expect(legSplit([$(1_000_000)], $(2500)).qualifies).toBe(false);
    expect(legSplit([], $(2500))).toMatchObject({ total: 0n, counted: 0n, ratio: 0n, qualifies: false });
    expect(legSplit([$(5), $(5)], 0n)).toMatchObject({ strongest: $(5), others: $(5), ratio: 0n, qualifies: false });
  });

  it('the strongest leg below half counts in full; an odd micro-unit threshold floors the cap', () => {
    expect(legSplit([$(1000), $(900), $(700)], $(2500))).toMatchObject({ strongest: $(1000), others: $(1600), counted: $(2600), qualifies: true });
    expect(strongestLegCap(5n)).toBe(2n);
  });

  it('holds its invariants on random legs and thresholds', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 13n }), { maxLength: 12 }), fc.bigInt({ min: 0n, max: 10n ** 13n }), (legs, threshold) => {
        const s = legSplit(legs, threshold);
        expect(s.total).toBe(legs.reduce((a, b) => a + b, 0n));
        expect(s.strongest + s.others).toBe(s.total);
        expect(legs.every((l) => l <= s.strongest)).toBe(true);
        expect(s.strongestCounted).toBe(s.strongest < threshold / 2n ? s.strongest : threshold / 2n);
        expect(s.counted).toBe(s.strongestCounted + s.others);
        expect(s.qualifies).toBe(threshold > 0n && s.counted >= threshold);
        expect(s.ratio >= 0n && s.ratio <= FULL_RATE && s.ratio % 100n === 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('ranks are reached in order; the business above a reached threshold carries forward', () => {
    const ranks = [
      { rank: 1, threshold: $(2500) },
      { rank: 2, threshold: $(5000) },
      { rank: 3, threshold: $(10000) },
    ];
    expect(highestRank(ranks, [$(3000), $(2600)])).toBe(2); // 2,500 + 2,600 = 5,100 >= 5,000; rank 3: 5,000 + 2,600 < 10,000
    expect(highestRank(ranks, [$(100)])).toBe(0);
    expect(carryForward($(2600), $(2500))).toBe($(100));
    expect(carryForward($(2400), $(2500))).toBe(0n);
  });
});

describe('the API answers give the rule’s split', () => {
  const c = useMoneyApp();

  async function invest(m: Member, amount: number) {
    const fund = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
    expect(fund.status).toBe(201);
    const user = (await c.t.running.services.users.byId(m.id))!;
    const planId = (await c.t.running.services.plans.list()).find((p) => p.name === 'Silver')!.id;
    await c.t.running.services.topups.topUp(user, 'TOPUP', { planId, amount: String(amount) });
  }

  it('GraphQL teamBusiness (next rank and every rank) and REST rewards/user/business', async () => {
    const M = await registerMember(c.t, { sponsor: c.root.code });
    const A = await registerMember(c.t, { sponsor: M.code });
    const B = await registerMember(c.t, { sponsor: M.code });
    await invest(A, 3000);
    await invest(B, 1300);
    const plans = await c.t.running.services.rewards.plans(true);
    const legs = [$(3000), $(1300)];
    const g = await c.t.gql(
      '{ teamBusiness { strongestLeg otherLegs countedBusiness strongestLegCap qualifies nextRank { rank } rankSplits { rank threshold strongestCap strongestCounted others counted ratio qualifies } } }',
      {},
      M.token,
    );
    expect(g.errors).toBeUndefined();
    const view = g.data.teamBusiness;
    const money = (v: bigint) => (Number(v) / 1e6).toFixed(2);
    const next = plans.find((p) => p.isActive)!;
    const s = legSplit(legs, next.threshold);
    expect(view).toMatchObject({ strongestLeg: money(s.strongest), otherLegs: money(s.others), countedBusiness: money(s.counted), strongestLegCap: money(s.strongestCap), qualifies: s.qualifies, nextRank: { rank: next.rank } });
    expect(view.rankSplits.map((r: { rank: number }) => r.rank)).toEqual(plans.map((p) => p.rank));
    for (const r of view.rankSplits) {
      const want = legSplit(legs, plans.find((p) => p.rank === r.rank)!.threshold);
      expect(r).toMatchObject({ strongestCap: money(want.strongestCap), strongestCounted: money(want.strongestCounted), others: money(want.others), counted: money(want.counted), qualifies: want.qualifies });
      expect(BigInt(Math.round(Number(r.ratio) * 10_000))).toBe(want.ratio);
    }
    const rest = await api(c.t, 'get', `rewards/user/business/${M.id}`, M.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ countedBusiness: Number(s.counted) / 1e6, strongestLeg: Number(s.strongest) / 1e6, otherLegs: Number(s.others) / 1e6, qualifies: s.qualifies });
    const strongestRow = rest.body.data.legs.find((l: { totalBusiness: number }) => l.totalBusiness === 3000);
    expect(strongestRow).toMatchObject({ required: Number(s.strongestCap) / 1e6, achieved: true });
  });
});
