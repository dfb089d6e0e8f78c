import fc from 'fast-check';
import { startTestApp, TestApp } from './harness';
import { expectAllReconciled, walletOf } from './engine-helpers';
import type { MemberSpec } from '../src/jobs/population';
import { bulkLoadMembers } from '../src/jobs/population';
import { addDays } from '../src/jobs/days';
import { DEFAULT_INVESTMENT_LEVEL_RATES } from '../src/jobs/level-rule';

/**
 * Property: for random trees, plans, directs, caps and compound balances, the engine's books after
 * N days equal those of a plain reference written here (loops over members, no SQL).
 */
const D0 = '2026-10-10';
const DAYS = 3;
const COMPOUND_RATE = 5000n; // the default 0.5 %

type Ref = { roi: bigint; income: bigint; compound: bigint; earned: bigint };

function reference(specs: MemberSpec[]): Ref[] {
  const n = specs.length;
  const hasCap = specs.map((s) => s.investments.length > 0);
  // The cap of a day: the principal held that day (RUNNING or PAUSED; a RUNNING investment whose term
  // ended by the day has expired and no longer counts).
  const capOn = (day: string) =>
    specs.map((s) =>
      s.investments
        .filter((i) => ((i.status ?? 'RUNNING') === 'RUNNING' && day < i.endDay) || i.status === 'PAUSED')
        .reduce((a, i) => a + i.amount * BigInt(i.capMultiplier), 0n),
    );
  let cap = capOn(D0);
  const books: Ref[] = specs.map((s) => ({ roi: 0n, income: 0n, compound: s.compound ?? 0n, earned: s.earned ?? 0n }));
  const trim = (i: number, amount: bigint) => {
    if (!hasCap[i]) return 0n;
    const room = cap[i] - books[i].earned;
    const v = amount < room ? amount : room > 0n ? room : 0n;
    books[i].earned += v;
    return v;
  };
  const activeDirects = new Array(n).fill(0);
  specs.forEach((s) => {
    if (s.active && s.sponsor >= 0) activeDirects[s.sponsor]++;
  });
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(D0, d);
    cap = capOn(day);
    const roiToday = new Array<bigint>(n).fill(0n);
    specs.forEach((s, i) => {
      let roi = 0n;
      for (const inv of s.investments) {
        if ((inv.status ?? 'RUNNING') === 'RUNNING' && inv.startDay <= day && day < inv.endDay) roi += (inv.amount * inv.roiRate) / 1_000_000n;
      }
      roiToday[i] = trim(i, roi);
      books[i].roi += roiToday[i];
    });
    const base = new Map<string, bigint>();
    specs.forEach((_s, i) => {
      if (roiToday[i] <= 0n) return;
      let u = specs[i].sponsor;
      for (let level = 1; level <= 20 && u >= 0; level++) {
        if (specs[u].active && activeDirects[u] >= level) base.set(`${u}:${level}`, (base.get(`${u}:${level}`) ?? 0n) + roiToday[i]);
        u = specs[u].sponsor;
      }
    });
    const share = new Array<bigint>(n).fill(0n);
    for (const [k, b] of base) {
      const [u, level] = k.split(':').map(Number);
      share[u] += (b * DEFAULT_INVESTMENT_LEVEL_RATES[level - 1]) / 1_000_000n;
    }
    share.forEach((s, u) => (books[u].income += trim(u, s)));
    books.forEach((b, i) => (b.compound += trim(i, (b.compound * COMPOUND_RATE) / 1_000_000n)));
  }
  return books;
}

const usdCents = fc.integer({ min: 100_00, max: 5_000_00 }).map((c) => BigInt(c) * 10_000n);
const dayNear = fc.integer({ min: -3, max: 4 }).map((k) => addDays(D0, k));
const investment = fc.record({
  amount: usdCents,
  roiRate: fc.constantFrom(5000n, 6000n, 7000n, 12345n),
  capMultiplier: fc.constantFrom(2, 3),
  startDay: dayNear,
  endDay: fc.integer({ min: 1, max: 6 }).map((k) => addDays(D0, k)),
  status: fc.constantFrom('RUNNING', 'RUNNING', 'RUNNING', 'PAUSED', 'EXPIRED'),
});
const member = fc.record({
  sponsor: fc.nat(),
  active: fc.boolean(),
  investments: fc.array(investment, { maxLength: 2 }),
  compound: fc.option(usdCents, { nil: undefined }),
  earnedPermille: fc.integer({ min: 0, max: 1000 }),
});

describe('daily run: property against a reference implementation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function wipe() {
    await t.db.transaction(async (em) => {
      for (const table of ['ledger_entries', 'ledger_transactions', 'income_daily', 'member_totals', 'level_income_breakdown', 'job_runs', 'job_chunks', 'member_cap', 'investments']) await em.query(`DELETE FROM ${table}`);
      await em.query("DELETE FROM accounts WHERE owner_id IS NOT NULL");
      await em.query('UPDATE accounts SET balance = 0');
      await em.query("DELETE FROM users WHERE role = 'user'");
    });
  }

  it('books after N days equal the reference', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(member, { minLength: 1, maxLength: 25 }), fc.integer({ min: 1, max: 7 }), async (rows, chunk) => {
        await wipe();
        const specs: MemberSpec[] = rows.map((r, i) => {
          const cap = r.investments.filter((x) => x.status !== 'EXPIRED').reduce((a, x) => a + x.amount * BigInt(x.capMultiplier), 0n);
          return {
            sponsor: i === 0 ? -1 : r.sponsor % i,
            active: r.active,
            // An investment found EXPIRED ended before the days run (the run expires it at its end).
            investments: r.investments.map((x) => (x.status === 'EXPIRED' ? { ...x, endDay: addDays(D0, -1) } : x)),
            compound: r.compound,
            earned: (cap * BigInt(r.earnedPermille)) / 1000n,
          };
        });
        const ids = await bulkLoadMembers(t.db, t.running.services.ledger, specs);
        t.running.services.jobs.chunkSize = chunk;
        for (let d = 0; d < DAYS; d++) await t.running.services.jobs.runDay(addDays(D0, d));
        const want = reference(specs);
        const got: Ref[] = [];
        for (const id of ids) {
          const [cap] = await t.db.manager.query('SELECT earned FROM member_cap WHERE member_id = ?', [id]);
          got.push({ roi: await walletOf(t, id, 'ROI'), income: await walletOf(t, id, 'INCOME'), compound: await walletOf(t, id, 'COMPOUND'), earned: cap ? BigInt(cap.earned) : 0n });
        }
        const fix = (b: Ref[], s: MemberSpec[]) => b.map((x, i) => ({ ...x, earned: s[i].investments.length ? x.earned : 0n }));
        expect(got).toEqual(fix(want, specs));
        await expectAllReconciled(t);
      }),
      { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 25) },
    );
  }, 300_000);
});
