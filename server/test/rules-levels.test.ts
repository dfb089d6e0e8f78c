/**
 * rules/levels.ts: the level shares, the unlocked levels, and THE reader of the level tables (no
 * fallback: what the table holds is paid, a level without a row pays 0, a table that cannot be read
 * fails the caller instead of paying other rates).
 */
import { startTestApp, TestApp } from './harness';
import { DEFAULT_LEVEL_RATES, levelRates, levelShare, MAX_LEVELS, unlockedLevels } from '../src/rules/levels';
import { computeDayLevelIncome } from '../src/jobs/engine-steps';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

test('a share is base x rate floored; one level per active direct, at most 20', () => {
  expect(levelShare(12_500_000n, 100_000n)).toBe(1_250_000n);
  expect(levelShare(1_700_001n, 50_000n)).toBe(85_000n);
  expect([0, 1, 19, 20, 21, 45, -1].map(unlockedLevels)).toEqual([0, 1, 19, 20, 20, 20, 0]);
  expect(MAX_LEVELS).toBe(20);
});

test('a first start writes the default tables, and the reader returns them', async () => {
  expect(DEFAULT_LEVEL_RATES.INVESTMENT.map(Number)).toEqual([100000, 50000, 40000, 30000, 20000, 10000, 10000, 10000, 10000, 10000, ...Array(10).fill(5000)]);
  expect(DEFAULT_LEVEL_RATES.ACTIVATION.map(Number)).toEqual([100000, 50000, 30000, 20000, 10000, ...Array(15).fill(0)]);
  expect(await levelRates(t.db.manager, 'INVESTMENT')).toEqual(DEFAULT_LEVEL_RATES.INVESTMENT);
  expect(await levelRates(t.db.manager, 'ACTIVATION')).toEqual(DEFAULT_LEVEL_RATES.ACTIVATION);
});

test('a level without a row pays 0, never a default; the service and the engine read the same table', async () => {
  await t.db.manager.query("DELETE FROM level_rates WHERE table_name = 'INVESTMENT' AND level > 1");
  const expected = [DEFAULT_LEVEL_RATES.INVESTMENT[0], ...Array(19).fill(0n)];
  expect(await levelRates(t.db.manager, 'INVESTMENT')).toEqual(expected);
  expect(await t.running.services.plans.levelRates('INVESTMENT')).toEqual(expected);
  await t.db.manager.query("DELETE FROM level_rates WHERE table_name = 'INVESTMENT'");
  expect(await levelRates(t.db.manager, 'INVESTMENT')).toEqual(Array(20).fill(0n));
});

test('a table that cannot be read fails the level step instead of paying default rates', async () => {
  await t.db.manager.query("INSERT INTO level_rates (table_name, level, rate, updated_at) VALUES ('INVESTMENT', 25, 1000, '2026-11-01 00:00:00')");
  await expect(levelRates(t.db.manager, 'INVESTMENT')).rejects.toThrow(/level 25 outside 1..20/);
  await expect(computeDayLevelIncome(t.db, '2026-11-20')).rejects.toThrow(/level 25/);
});
