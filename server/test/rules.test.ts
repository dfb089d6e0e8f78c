/**
 * The money rules of server/src/rules/: each file's bigint function and its SQL builder agree, on
 * boundary inputs and on thousands of random ones, on the engine under test (SQLite by default,
 * MariaDB with TEST_DB=mysql). A wrong change to either side of a rule fails here.
 */
import fc from 'fast-check';
import { startTestApp, TestApp } from './harness';
import { asText, bigParam, bigPlaceholder } from '../src/database/sql';
import { applyRate, applyRateSql, FULL_RATE, rateOf } from '../src/rules/rate';
import { dailyRoi, dailyRoiSql, InvestmentDays, ranOnDay, ranOnDaySql } from '../src/rules/roi';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const MAX_SQL = 2n ** 63n - 1n;

/** Evaluates `expr(a, r)` in SQL for every pair, in one statement. */
async function inSql(expr: (a: string, r: string) => string, pairs: Array<[bigint, bigint]>): Promise<bigint[]> {
  const e = t.engine;
  const p = bigPlaceholder(e);
  const rows = pairs.map((_, i) => `SELECT ${i} AS n, ${p} AS a, ${p} AS r`).join(' UNION ALL ');
  const out: Array<{ n: number; v: string }> = await t.db.manager.query(`SELECT x.n AS n, ${asText(e, expr('x.a', 'x.r'))} AS v FROM (${rows}) x ORDER BY x.n`, pairs.flatMap(([a, r]) => [bigParam(e, a), bigParam(e, r)]));
  return out.map((row) => BigInt(row.v));
}

/** Random (amount, rate) pairs whose product SQL's 64-bit arithmetic holds. */
const pairs = fc.array(
  fc.bigInt({ min: 0n, max: FULL_RATE }).chain((rate) => fc.tuple(fc.bigInt({ min: 0n, max: rate === 0n ? 10n ** 15n : MAX_SQL / rate }), fc.constant(rate))),
  { minLength: 1, maxLength: 200 },
);

const BOUNDARIES: Array<[bigint, bigint]> = [
  [0n, 0n],
  [1n, 1n],
  [999_999n, 1n], // floors to 0
  [1_000_000n, 1n],
  [333n, 5000n], // 1.665 -> 1
  [100_000_000n, 7000n], // $100 at 0.7 % -> $0.70
  [12_500_000n, 100_000n], // $12.50 at 10 % -> $1.25
  [9_000_000_000_000n, FULL_RATE], // $9M at 100 % ($10M would pass 2^63 in SQL: outside the rule's domain)
  [MAX_SQL / FULL_RATE, FULL_RATE],
];

describe.each([
  ['rate.ts: applyRate', applyRate, (a: string, r: string) => applyRateSql(t.engine, a, r)],
  ['roi.ts: dailyRoi', dailyRoi, (a: string, r: string) => dailyRoiSql(t.engine, a, r)],
] as const)('%s', (_name, fn, sql) => {
  test('the function and the SQL agree on the boundaries', async () => {
    expect(await inSql(sql, BOUNDARIES)).toEqual(BOUNDARIES.map(([a, r]) => fn(a, r)));
    expect(BOUNDARIES.slice(2, 7).map(([a, r]) => fn(a, r))).toEqual([0n, 1n, 1n, 700_000n, 1_250_000n]);
  });

  test('the function and the SQL agree on thousands of random inputs', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async (batch) => {
        expect(await inSql(sql, batch)).toEqual(batch.map(([a, r]) => fn(a, r)));
      }),
      { numRuns: 20 },
    );
  });
});

test('rateOf is the rate a part is of a whole, truncated toward zero, signed', () => {
  expect(rateOf(1n, 3n)).toBe(333_333n); // 33.3333 %
  expect(rateOf(-1n, 3n)).toBe(-333_333n); // toward zero, not down
  expect(rateOf(5n, 5n)).toBe(FULL_RATE);
  expect(rateOf(7n, 0n)).toBe(0n);
  // The inverse of applyRate where nothing was floored away.
  expect(applyRate(2_000_000n, rateOf(500_000n, 2_000_000n))).toBe(500_000n);
});

test('applyRate refuses negative input', () => {
  expect(() => applyRate(-1n, 5n)).toThrow();
  expect(() => applyRate(5n, -1n)).toThrow();
});

describe('roi.ts: which investments run on day D', () => {
  const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;
  const investment = fc.record({
    status: fc.constantFrom('RUNNING', 'EXPIRED', 'PAUSED', 'CLOSED', 'REVERSED'),
    start: fc.integer({ min: 1, max: 20 }),
    length: fc.integer({ min: 1, max: 10 }),
    stopped: fc.option(fc.integer({ min: 1, max: 28 })),
  });
  const toDays = (i: { status: string; start: number; length: number; stopped: number | null }): InvestmentDays => ({
    status: i.status,
    startDay: day(i.start),
    endDay: day(i.start + i.length),
    stoppedDay: i.stopped === null ? null : day(i.stopped),
  });

  /** The rows of `list` the SQL predicate keeps for day D. */
  async function keptBySql(list: InvestmentDays[], d: string): Promise<number[]> {
    const rows = list.map((_, i) => `SELECT ${i} AS n, ? AS status, ? AS start_day, ? AS end_day, ? AS stopped_day`).join(' UNION ALL ');
    const out: Array<{ n: number }> = await t.db.manager.query(`SELECT x.n AS n FROM (${rows}) x WHERE ${ranOnDaySql('x')} ORDER BY x.n`, [
      ...list.flatMap((i) => [i.status, i.startDay, i.endDay, i.stoppedDay]),
      d,
      d,
      d,
    ]);
    return out.map((r) => Number(r.n));
  }

  test('boundaries: the start day counts, the end day does not; stopped after D counts, on D does not', async () => {
    const base = { status: 'RUNNING', startDay: day(5), endDay: day(8), stoppedDay: null };
    const cases: Array<[InvestmentDays, string, boolean]> = [
      [base, day(5), true],
      [base, day(7), true],
      [base, day(8), false],
      [base, day(4), false],
      [{ ...base, status: 'CLOSED', stoppedDay: day(7) }, day(6), true],
      [{ ...base, status: 'CLOSED', stoppedDay: day(6) }, day(6), false],
      [{ ...base, status: 'PAUSED', stoppedDay: null }, day(6), false],
      [{ ...base, status: 'EXPIRED' }, day(6), true],
    ];
    for (const [inv, d, runs] of cases) {
      expect(ranOnDay(inv, d)).toBe(runs);
      expect(await keptBySql([inv], d)).toEqual(runs ? [0] : []);
    }
  });

  test('the function and the SQL agree on random investments and days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(investment, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 28 }), async (raw, n) => {
        const list = raw.map(toDays);
        const d = day(n);
        expect(await keptBySql(list, d)).toEqual(list.flatMap((inv, i) => (ranOnDay(inv, d) ? [i] : [])));
      }),
      { numRuns: 40 },
    );
  });
});
