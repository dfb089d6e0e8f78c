/**
 * rules/cap.ts, the earnings cap: the bigint functions and their SQL builders agree on boundary and
 * random inputs on the engine under test; the cap total CapService keeps and the ROI step's cap of a
 * late run count a CTO-qualified member's investments 3× (the late run used the plan's 2×).
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { registerMember } from './harness';
import { api, Member, useMoneyApp, usd } from './money-helpers';
import { asText, bigParam, bigPlaceholder } from '../src/database/sql';
import { capMultiplier, capOf, capOfSql, capRemaining, capTotal, CTO_CAP_MULTIPLIER, trimToCap, trimToCapSql } from '../src/rules/cap';

const c = useMoneyApp();

/** Evaluates `expr(a, b, c)` in SQL for every triple of integers, in one statement. */
async function inSql(expr: (a: string, b: string, c: string) => string, rows: Array<[bigint, bigint, bigint]>): Promise<bigint[]> {
  const e = c.t.engine;
  const p = bigPlaceholder(e);
  const select = rows.map((_, i) => `SELECT ${i} AS n, ${p} AS a, ${p} AS b, ${p} AS c`).join(' UNION ALL ');
  const out: Array<{ v: string }> = await c.t.db.manager.query(
    `SELECT ${asText(e, expr('x.a', 'x.b', 'x.c'))} AS v FROM (${select}) x ORDER BY x.n`,
    rows.flatMap((r) => r.map((v) => bigParam(e, v))),
  );
  return out.map((r) => BigInt(r.v));
}

const MONEY = 10n ** 15n; // a billion dollars

const capOfMember = async (id: number) =>
  BigInt((await c.t.db.manager.query(`SELECT ${asText(c.t.db.engine, 'cap_total')} AS cap FROM member_cap WHERE member_id = ?`, [id]))[0].cap);

describe('trimToCap: a credit cut to what is left under the cap', () => {
  const trimSql = (a: string, total: string, earned: string) => trimToCapSql(c.t.engine, a, total, earned);
  const BOUNDARIES: Array<[bigint, bigint, bigint]> = [
    [10n, 100n, 50n], // below the cap: in full
    [50n, 100n, 50n], // exactly up to the cap
    [70n, 100n, 50n], // crossing: the remainder
    [10n, 100n, 100n], // at the cap: nothing
    [10n, 100n, 130n], // over the cap: nothing
    [10n, 0n, 0n], // no cap yet
    [0n, 100n, 0n],
    [MONEY, MONEY, 1n],
  ];

  test('the function on the boundaries, and the SQL agrees', async () => {
    expect(BOUNDARIES.map(([a, t, e]) => trimToCap(a, t, e))).toEqual([10n, 50n, 50n, 0n, 0n, 0n, 0n, MONEY - 1n]);
    expect(trimToCap(-5n, 100n, 0n)).toBe(0n);
    expect(await inSql(trimSql, BOUNDARIES)).toEqual(BOUNDARIES.map(([a, t, e]) => trimToCap(a, t, e)));
  });

  test('the function and the SQL agree on thousands of random inputs', async () => {
    const triple = fc.tuple(fc.bigInt({ min: 0n, max: MONEY }), fc.bigInt({ min: 0n, max: MONEY }), fc.bigInt({ min: 0n, max: MONEY }));
    await fc.assert(
      fc.asyncProperty(fc.array(triple, { minLength: 1, maxLength: 200 }), async (rows) => {
        expect(await inSql(trimSql, rows)).toEqual(rows.map(([a, t, e]) => trimToCap(a, t, e)));
      }),
      { numRuns: 20 },
    );
  });

  test('capRemaining is the rest, never negative', () => {
    expect(capRemaining(100n, 30n)).toBe(70n);
    expect(capRemaining(100n, 130n)).toBe(0n);
  });
});

describe("capOf: an investment's share of the cap", () => {
  const ofSql = (p: string, m: string, cto: string) => capOfSql(p, m, cto);
  const fn = ([p, m, cto]: [bigint, bigint, bigint]) => capOf(p, Number(m), cto === 1n);

  test('the plan multiplier, 3 once CTO-qualified; the SQL agrees', async () => {
    expect(capMultiplier(2, false)).toBe(2);
    expect(capMultiplier(2, true)).toBe(CTO_CAP_MULTIPLIER);
    expect(CTO_CAP_MULTIPLIER).toBe(3);
    const rows: Array<[bigint, bigint, bigint]> = [
      [usd(1000), 2n, 0n],
      [usd(1000), 2n, 1n],
      [usd('0.000001'), 10n, 0n],
      [0n, 1n, 1n],
    ];
    expect(rows.map(fn)).toEqual([usd(2000), usd(3000), usd('0.00001'), 0n]);
    expect(await inSql(ofSql, rows)).toEqual(rows.map(fn));
  });

  test('the function and the SQL agree on thousands of random inputs', async () => {
    const triple = fc.tuple(fc.bigInt({ min: 0n, max: MONEY }), fc.bigInt({ min: 1n, max: 10n }), fc.bigInt({ min: 0n, max: 1n }));
    await fc.assert(
      fc.asyncProperty(fc.array(triple, { minLength: 1, maxLength: 200 }), async (rows) => {
        expect(await inSql(ofSql, rows)).toEqual(rows.map(fn));
      }),
      { numRuns: 20 },
    );
  });

  test('capTotal sums the investments held (RUNNING, PAUSED)', () => {
    const list = [
      { principal: usd(1000), planMultiplier: 2, status: 'RUNNING' },
      { principal: usd(500), planMultiplier: 2, status: 'PAUSED' },
      { principal: usd(700), planMultiplier: 2, status: 'EXPIRED' },
      { principal: usd(900), planMultiplier: 2, status: 'CLOSED' },
    ];
    expect(capTotal(list, false)).toBe(usd(3000));
    expect(capTotal(list, true)).toBe(usd(4500));
  });
});

describe('capTotalSql: the cap total CapService sets', () => {
  test('equals capTotal over random investments, CTO-qualified or not', async () => {
    const m = await registerMember(c.t, { sponsor: c.root.code });
    const s = c.t.running.services;
    const planId = (await s.plans.list())[0].id;
    const investment = fc.record({
      principal: fc.bigInt({ min: 1n, max: 10n ** 13n }),
      planMultiplier: fc.integer({ min: 1, max: 10 }),
      status: fc.constantFrom('RUNNING', 'PAUSED', 'EXPIRED', 'CLOSED', 'REVERSED', 'CLAIMING'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(investment, { maxLength: 8 }), fc.boolean(), async (list, cto) => {
        await c.t.db.manager.query('DELETE FROM investments WHERE member_id = ?', [m.id]);
        for (const i of list) {
          await c.t.db.manager.query(
            `INSERT INTO investments (member_id, payer_id, plan_id, kind, amount, roi_rate, cap_multiplier, start_day, end_day, status, created_at)
             VALUES (?, ?, ?, 'TOPUP', ?, 5000, ?, '2026-10-01', '2028-10-01', ?, '2026-10-01 00:00:00')`,
            [m.id, m.id, planId, i.principal.toString(), i.planMultiplier, i.status],
          );
        }
        await s.db.transaction((em) => s.caps.setCtoQualified(em, m.id, cto));
        expect(await capOfMember(m.id)).toBe(capTotal(list, cto));
      }),
      { numRuns: 30 },
    );
    await c.t.db.manager.query('DELETE FROM investments WHERE member_id = ?', [m.id]);
    await s.db.transaction((em) => s.caps.setCtoQualified(em, m.id, false));
  });
});

describe('the cap of a CTO-qualified member', () => {
  async function invest(m: Member, amount: number, kind: 'TOPUP' | 'RETOPUP' = 'TOPUP') {
    const fund = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
    expect(fund.status).toBe(201);
    const user = (await c.t.running.services.users.byId(m.id))!;
    const planId = (await c.t.running.services.plans.list()).find((p) => p.name === 'Silver')!.id; // 0.6 % a day, cap 2x
    return (await c.t.running.services.topups.topUp(user, kind, { planId, amount: String(amount) })).id;
  }
  const roiOn = async (id: number, day: string) => {
    const [row] = await c.t.db.manager.query(`SELECT ${asText(c.t.db.engine, 'amount')} AS amount FROM income_daily WHERE member_id = ? AND day = ? AND kind = 'ROI'`, [id, day]);
    return row ? BigInt(row.amount) : 0n;
  };
  async function runDay(day: string) {
    const r = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: day }, c.admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.runDay.status).toBe('DONE');
  }
  async function ctoMember(): Promise<{ A: Member; first: number; second: number }> {
    const A = await registerMember(c.t, { sponsor: c.root.code });
    const first = await invest(A, 1000);
    const second = await invest(A, 1200, 'RETOPUP');
    await c.t.db.manager.query("UPDATE investments SET start_day = '2026-10-01' WHERE member_id = ?", [A.id]);
    const s = c.t.running.services;
    await s.db.transaction((em) => s.caps.setCtoQualified(em, A.id, true));
    expect(await capOfMember(A.id)).toBe(usd(6600)); // 3 x 2,200
    return { A, first, second };
  }

  test('stays 3x of what is held when an investment expires', async () => {
    const { A, first } = await ctoMember();
    await c.t.db.manager.query("UPDATE investments SET end_day = '2026-11-15' WHERE id = ?", [first]);
    await runDay('2026-11-15');
    expect(await capOfMember(A.id)).toBe(usd(3600)); // 3 x 1,200
  });

  test("a late run of a day counts an investment withdrawn since at 3x in that day's cap", async () => {
    const { A, second } = await ctoMember();
    // Withdrawn on 2026-11-11: it left the cap (now 3 x 1,000); the run of 2026-11-10 comes later.
    await c.t.db.manager.query("UPDATE investments SET status = 'CLOSED', stopped_day = '2026-11-11' WHERE id = ?", [second]);
    const s = c.t.running.services;
    await s.db.transaction((em) => s.caps.recompute(em, A.id));
    expect(await capOfMember(A.id)).toBe(usd(3000));
    // The cap on 2026-11-10 is 3 x 2,200 = 6,600; 5,395 earned leaves 1,205, more than the day's
    // ROI 2,200 x 0.6 % = 13.20 (at 2x, 4,400, only 5.00 would be left).
    await c.t.db.manager.query('UPDATE member_cap SET earned = ? WHERE member_id = ?', [usd(5395).toString(), A.id]);
    await runDay('2026-11-10');
    expect(await roiOn(A.id, '2026-11-10')).toBe(usd('13.2'));
  });
});
