import fc from 'fast-check';
import { buildPopulation, computeLevelIncome, DEFAULT_INVESTMENT_LEVEL_RATES, decodeLines, encodeLines, levelShare, unlockedLevels } from './level-rule';
import { dailyRoi as roiOf } from '../rules/roi';

describe('level rule', () => {
  it('shares and ROI floor to the micro-unit', () => {
    expect(levelShare(12_500_000n, 100_000n)).toBe(1_250_000n);
    expect(levelShare(1_700_001n, 50_000n)).toBe(85_000n);
    expect(roiOf(100_000_000n, 7000n)).toBe(700_000n);
    expect(roiOf(333n, 5000n)).toBe(1n);
  });

  it('unlocks one level per active direct, at most 20', () => {
    expect(unlockedLevels(0)).toBe(0);
    expect(unlockedLevels(3)).toBe(3);
    expect(unlockedLevels(45)).toBe(20);
  });

  it('the default table is 10, 5, 4, 3, 2, 1 x5, 0.5 x10 percent', () => {
    expect(DEFAULT_INVESTMENT_LEVEL_RATES.map(Number)).toEqual([100000, 50000, 40000, 30000, 20000, 10000, 10000, 10000, 10000, 10000, ...Array(10).fill(5000)]);
  });

  it('gives the same credits whatever the row order and however sparse the member ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sponsor: fc.nat(), active: fc.boolean(), roi: fc.bigInt({ min: 0n, max: 5_000_000_000n }) }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(),
        (rows, spread, shuffleSeed) => {
          const population = (step: number) => {
            const members = rows.map((r, i) => ({ id: (i + 1) * step, sponsorId: i === 0 ? null : ((r.sponsor % i) + 1) * step, active: r.active }));
            return { members, roi: new Map(rows.map((r, i) => [(i + 1) * step, r.roi])) };
          };
          const dense = population(1);
          const expected = computeLevelIncome(buildPopulation(dense.members, dense.roi), DEFAULT_INVESTMENT_LEVEL_RATES).map((c) => ({ ...c, memberId: c.memberId * spread }));
          const sparse = population(spread);
          // A deterministic shuffle: rows out of id order must be sorted first.
          const shuffled = sparse.members.map((m, i) => ({ m, k: (i * 7919 + shuffleSeed) % 104729 })).sort((a, b) => a.k - b.k).map((x) => x.m);
          expect(computeLevelIncome(buildPopulation(shuffled, sparse.roi), DEFAULT_INVESTMENT_LEVEL_RATES)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('equals a walk up the sponsor chain for random trees', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sponsor: fc.nat(), active: fc.boolean(), roi: fc.bigInt({ min: 0n, max: 5_000_000_000n }) }), { minLength: 1, maxLength: 40 }),
        (rows) => {
          const members = rows.map((r, i) => ({ id: (i + 1) * 3, sponsorId: i === 0 ? null : ((r.sponsor % i) + 1) * 3, active: r.active }));
          const roi = new Map(rows.map((r, i) => [(i + 1) * 3, r.roi]));
          const got = computeLevelIncome(buildPopulation(members, roi), DEFAULT_INVESTMENT_LEVEL_RATES);
          // Reference: for each source, walk up 20 sponsors.
          const byId = new Map(members.map((m) => [m.id, m]));
          const directs = new Map<number, number>();
          for (const m of members) if (m.active && m.sponsorId) directs.set(m.sponsorId, (directs.get(m.sponsorId) ?? 0) + 1);
          const base = new Map<string, { base: bigint; n: number }>();
          for (const m of members) {
            const r = roi.get(m.id)!;
            if (r <= 0n) continue;
            let u = m.sponsorId;
            for (let level = 1; level <= 20 && u; level++) {
              const up = byId.get(u)!;
              if (up.active && (directs.get(u) ?? 0) >= level) {
                const k = `${u}:${level}`;
                const cur = base.get(k) ?? { base: 0n, n: 0 };
                base.set(k, { base: cur.base + r, n: cur.n + 1 });
              }
              u = up.sponsorId;
            }
          }
          const expected = new Map<number, bigint>();
          for (const [k, v] of base) {
            const [u, level] = k.split(':').map(Number);
            expected.set(u, (expected.get(u) ?? 0n) + levelShare(v.base, DEFAULT_INVESTMENT_LEVEL_RATES[level - 1]));
          }
          const want = [...expected.entries()].filter(([, a]) => a > 0n).sort((a, b) => a[0] - b[0]);
          expect(got.map((c) => [c.memberId, c.amount])).toEqual(want);
          for (const c of got) expect(decodeLines(encodeLines(c.lines))).toEqual(c.lines);
        },
      ),
      { numRuns: 200 },
    );
  });
});
