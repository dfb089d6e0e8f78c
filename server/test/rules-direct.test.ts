/**
 * rules/direct.ts: the sponsor bonus (and when a top-up pays it) and activation level income; both
 * amount × rate floored before the cap. The top-up quote shows what the top-up then credits.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { registerMember } from './harness';
import { api, useMoneyApp, usd } from './money-helpers';
import { asText } from '../src/database/sql';
import { formatMoney } from '../src/common/money';
import { activationLevelIncome, paysSponsorBonus, sponsorBonus } from '../src/rules/direct';
import { DEFAULT_LEVEL_RATES } from '../src/rules/levels';
import { applyRate, FULL_RATE } from '../src/rules/rate';

test('a top-up pays its sponsor while `direct` is on; a re-top-up only with `directOnRetopup` too', () => {
  const table = (kind: string) =>
    [false, true].flatMap((direct) => [false, true].map((directOnRetopup) => paysSponsorBonus(kind, { direct, directOnRetopup })));
  expect(table('TOPUP')).toEqual([false, false, true, true]);
  expect(table('FRIEND')).toEqual([false, false, true, true]);
  expect(table('RETOPUP')).toEqual([false, false, false, true]);
});

test('the sponsor bonus and activation level income floor to the micro-unit', () => {
  expect(sponsorBonus(usd(1000), 50_000n)).toBe(usd(50)); // 5 % of $1,000
  expect(sponsorBonus(333n, 50_000n)).toBe(16n); // 16.65 -> 16
  const rates = DEFAULT_LEVEL_RATES.ACTIVATION; // 10, 5, 3, 2, 1 %, then 0
  expect([1, 2, 3, 4, 5, 6, 20].map((l) => activationLevelIncome(usd(50), rates, l))).toEqual([usd(5), usd('2.5'), usd('1.5'), usd(1), usd('0.5'), 0n, 0n]);
  expect(activationLevelIncome(usd(50), rates.slice(0, 3), 4)).toBe(0n);
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: FULL_RATE }), (amount, rate) => {
      expect(sponsorBonus(amount, rate)).toBe(applyRate(amount, rate));
      expect(activationLevelIncome(amount, [rate], 1)).toBe(applyRate(amount, rate));
    }),
    { numRuns: 2000 },
  );
});

describe('through the API', () => {
  const c = useMoneyApp();

  test("the top-up quote's sponsor bonus is what the top-up credits the sponsor", async () => {
    const S = await registerMember(c.t, { sponsor: c.root.code });
    const A = await registerMember(c.t, { sponsor: S.code });
    for (const m of [S, A]) await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 2000, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' }).expect(201);
    const plan = (await c.t.running.services.plans.list()).find((p) => p.name === 'Silver')!;
    // The sponsor holds a principal, so her cap (2 x 1,000) leaves room for the bonus.
    await c.t.running.services.topups.topUp((await c.t.running.services.users.byId(S.id))!, 'TOPUP', { planId: plan.id, amount: '1000' });
    const amount = '1234.57'; // 5 % = 61.7285
    const q = await c.t.gql(`{ topUpQuote(input: { planId: ${plan.id}, amount: "${amount}" }) { sponsorBonus } }`, {}, A.token);
    expect(q.errors).toBeUndefined();
    const want = sponsorBonus(usd(amount), plan.sponsorRate);
    expect(want).toBe(usd('61.7285'));
    expect(q.data.topUpQuote.sponsorBonus).toBe(formatMoney(want));
    const user = (await c.t.running.services.users.byId(A.id))!;
    await c.t.running.services.topups.topUp(user, 'TOPUP', { planId: plan.id, amount });
    const [row] = await c.t.db.manager.query(`SELECT ${asText(c.t.db.engine, 'SUM(amount)')} AS v FROM income_daily WHERE member_id = ? AND kind = 'DIRECT_INCOME'`, [S.id]);
    expect(BigInt(row.v)).toBe(want);
  });
});
