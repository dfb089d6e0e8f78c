/**
 * rules/fees.ts: withdrawal, transfer and exit fees are amount × rate floored (the rate rule), the
 * member gets the rest; the exit fee goes by the investment's age. No set-based step computes a fee.
 */
import fc from 'fast-check';
import { EXIT_FEE_STEPS, exitFee, exitFeeRate, feeOf, transferFee, WITHDRAWAL_FEE_SETTING, withdrawalFee } from '../src/rules/fees';
import { applyRate, FULL_RATE } from '../src/rules/rate';
import { SETTINGS } from '../src/modules/settings/settings.definitions';
import { formatMoney } from '../src/common/money';
import { newMember, setSetting, usd, useMoneyApp } from './money-helpers';

test('the exit fee: 20 % up to 10 days, 10 % up to 20 days, then nothing', () => {
  expect([0, 5, 10].map(exitFeeRate)).toEqual([200_000n, 200_000n, 200_000n]);
  expect([11, 15, 20].map(exitFeeRate)).toEqual([100_000n, 100_000n, 100_000n]);
  expect([21, 25, 700].map(exitFeeRate)).toEqual([0n, 0n, 0n]);
  expect(exitFee(1_000_000_000n, 10)).toEqual({ gross: 1_000_000_000n, rate: 200_000n, fee: 200_000_000n, net: 800_000_000n });
  expect(exitFee(1_000_000_000n, 21)).toMatchObject({ fee: 0n, net: 1_000_000_000n });
  expect(EXIT_FEE_STEPS[EXIT_FEE_STEPS.length - 1].upToDay).toBeNull();
});

test('withdrawal and transfer fees floor to the micro-unit', () => {
  expect(withdrawalFee(100_000_000n, 100_000n)).toEqual({ gross: 100_000_000n, rate: 100_000n, fee: 10_000_000n, net: 90_000_000n });
  expect(withdrawalFee(10_000n, 333_333n)).toMatchObject({ fee: 3_333n, net: 6_667n });
  expect(transferFee(10_000n, 15_000n)).toBe(150n);
  expect(transferFee(1n, 333_333n)).toBe(0n);
  // Each withdrawable wallet has its fee setting, a percent.
  for (const name of Object.values(WITHDRAWAL_FEE_SETTING)) expect(SETTINGS[name].kind).toBe('percent');
});

test('on random amounts and rates: fee = amount × rate floored, fee + net = gross', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: FULL_RATE }), fc.integer({ min: 0, max: 1000 }), (gross, rate, age) => {
      const f = feeOf(gross, rate);
      expect(f.fee).toBe((gross * rate) / 1_000_000n);
      expect(f.fee + f.net).toBe(gross);
      expect(withdrawalFee(gross, rate)).toEqual(f);
      expect(transferFee(gross, rate)).toBe(applyRate(gross, rate));
      expect(exitFee(gross, age)).toEqual(feeOf(gross, exitFeeRate(age)));
    }),
    { numRuns: 2000 },
  );
});

describe('the transfer quote', () => {
  const c = useMoneyApp();

  test("gives the rule's fee and total at the transferFee setting", async () => {
    const m = await newMember(c);
    await setSetting(c, { transferFee: 1.5 });
    try {
      const q = await c.t.gql('query($a: Money!) { transferQuote(amount: $a) { amount fee total feePercent } }', { a: '33.33' }, m.token);
      expect(q.errors).toBeUndefined();
      const fee = transferFee(usd('33.33'), 15_000n); // 0.49995
      expect(fee).toBe(499_950n);
      expect(q.data.transferQuote).toEqual({ amount: formatMoney(usd('33.33')), fee: formatMoney(fee), total: formatMoney(usd('33.33') + fee), feePercent: '1.5' });
      const bad = await c.t.gql('query($a: Money!) { transferQuote(amount: $a) { fee } }', { a: '-1' }, m.token);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await setSetting(c, { transferFee: 0 });
    }
  });
});
