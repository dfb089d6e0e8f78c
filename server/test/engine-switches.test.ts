import { adminToken, endPlatformDay, registerMember, resetPlatformZone, startLatestDay, startTestApp, TestApp } from './harness';
import { asText, dateParam } from '../src/database/sql';
import { expectAllReconciled, inv, load, usd, walletOf } from './engine-helpers';

/**
 * The daily run obeys the settings switches of its snapshot, and the self-trade and the run never
 * both pay a member's ROI of a day (BUSINESS-RULES §4 self-trade, §7 switches).
 */
async function dayIncome(t: TestApp, day: string): Promise<Record<string, string>> {
  const rows: Array<{ member_id: number; kind: string; amount: string; entries: number }> = await t.db.manager.query(
    `SELECT member_id, kind, ${asText(t.db.engine, 'amount')} AS amount, entries FROM income_daily WHERE day = ? ORDER BY member_id, kind`,
    [day],
  );
  return Object.fromEntries(rows.map((r) => [`${r.member_id}:${r.kind}`, `${r.amount}x${r.entries}`]));
}

async function setSettings(t: TestApp, admin: string, input: Record<string, unknown>) {
  const res = await t.gql('mutation($i: SettingsInput!) { updateSettings(input: $i) { roi level manualTrade } }', { i: input }, admin);
  expect(res.errors).toBeUndefined();
}

async function runDay(t: TestApp, admin: string, day: string): Promise<Record<string, number>> {
  const res = await t.gql('mutation($d: String!) { runDay(date: $d) { status steps { step rows } } }', { d: day }, admin);
  expect(res.errors).toBeUndefined();
  expect(res.data.runDay.status).toBe('DONE');
  return Object.fromEntries(res.data.runDay.steps.map((s: { step: string; rows: number }) => [s.step, s.rows]));
}

/** A registered member (so it can trade over REST) holding `amount` at 0.5 % a day since 2026-11-01. */
async function investor(t: TestApp, amount: string, sponsor?: string) {
  const m = await registerMember(t, sponsor ? { sponsor } : {});
  await t.db.transaction(async (em) => {
    await em.query(
      "INSERT INTO investments (member_id, payer_id, plan_id, kind, amount, roi_rate, cap_multiplier, start_day, end_day, status, created_at) VALUES (?, ?, 1, 'TOPUP', ?, 5000, 2, '2026-11-01', '2028-11-01', 'RUNNING', ?)",
      [m.id, m.id, usd(amount).toString(), dateParam(t.db.engine, new Date())],
    );
    await em.query('INSERT INTO member_cap (member_id, cap_total, earned, cto_qualified) VALUES (?, ?, 0, 0)', [m.id, (usd(amount) * 2n).toString()]);
  });
  return m;
}

async function trade(t: TestApp, m: { id: number; token: string }) {
  return t.http().put(`/api/v1/referral/self-trade/${m.id}?pair=BTC/USDT`).set('Authorization', `Bearer ${m.token}`);
}

describe('daily run: switches and the self-trade', () => {
  let t: TestApp;
  let admin: string;
  let a: number;
  let b: number;
  let root: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    admin = await adminToken(t);
    root = await registerMember(t);
    // A (root) 1000 -> ROI 5.00; B < A 1000 -> ROI 5.00; A active with one active direct -> level 1 (10 %) of 5.00 = 0.50.
    [a, b] = await load(t, [
      { sponsor: -1, active: true, investments: [inv('1000')] },
      { sponsor: 0, active: true, investments: [inv('1000')] },
    ]);
  });
  afterAll(() => t.close());

  it('with everything on, pays ROI and level income (the baseline the switch tests turn off)', async () => {
    const steps = await runDay(t, admin, '2026-11-12');
    expect(steps.roi).toBeGreaterThan(0);
    expect(await dayIncome(t, '2026-11-12')).toEqual({ [`${a}:LEVEL_INCOME`]: '500000x1', [`${a}:ROI`]: '5000000x1', [`${b}:ROI`]: '5000000x1' });
    await expectAllReconciled(t);
  });

  it('`roi` off: the run posts no ROI (and so no level income)', async () => {
    await setSettings(t, admin, { roi: false });
    const steps = await runDay(t, admin, '2026-11-10');
    expect([steps.roi, steps.level]).toEqual([0, 0]);
    expect(await dayIncome(t, '2026-11-10')).toEqual({});
    await setSettings(t, admin, { roi: true });
  });

  it('`level` off: ROI is paid, no level income', async () => {
    await setSettings(t, admin, { level: false });
    const steps = await runDay(t, admin, '2026-11-11');
    expect(steps.level).toBe(0);
    expect(await dayIncome(t, '2026-11-11')).toEqual({ [`${a}:ROI`]: '5000000x1', [`${b}:ROI`]: '5000000x1' });
    await setSettings(t, admin, { level: true });
    // The day's snapshot is kept: a rerun with the switch back on still posts nothing.
    await runDay(t, admin, '2026-11-11');
    expect(await dayIncome(t, '2026-11-11')).toEqual({ [`${a}:ROI`]: '5000000x1', [`${b}:ROI`]: '5000000x1' });
    await expectAllReconciled(t);
  });

  it('a member who traded with manualTrade on, then manualTrade switched off before the run: exactly one ROI', async () => {
    const trader = await investor(t, '1000', root.code);
    const other = await investor(t, '2000', trader.code);
    // The trade's day is run once it has ended (harness: startLatestDay / endPlatformDay).
    await startLatestDay(t);
    await setSettings(t, admin, { manualTrade: true });
    const res = await trade(t, trader);
    expect(res.status).toBe(200);
    expect(res.body.trade.amount).toBe(5);
    await setSettings(t, admin, { manualTrade: false });
    const today = await endPlatformDay(t);
    await runDay(t, admin, today);
    await resetPlatformZone(t);
    expect(await walletOf(t, trader.id, 'ROI')).toBe(usd('5'));
    expect(await walletOf(t, other.id, 'ROI')).toBe(usd('10'));
    const income = await dayIncome(t, today);
    expect(income[`${trader.id}:ROI`]).toBe('5000000x1');
    expect(income[`${other.id}:ROI`]).toBe('10000000x1');
    const [{ n }] = await t.db.manager.query(
      "SELECT COUNT(*) AS n FROM ledger_entries le JOIN ledger_transactions tx ON tx.id = le.transaction_id WHERE le.member_id = ? AND le.kind = 'ROI' AND tx.income_day = ?",
      [trader.id, today],
    );
    expect(Number(n)).toBe(1);
    await expectAllReconciled(t);
  });
});

describe('daily run: manualTrade on', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('only members who traded that day get ROI, each once', async () => {
    const trader = await investor(t, '1000');
    const idle = await investor(t, '2000', trader.code);
    await startLatestDay(t);
    await setSettings(t, admin, { manualTrade: true });
    expect((await trade(t, trader)).status).toBe(200);
    const today = await endPlatformDay(t);
    const steps = await runDay(t, admin, today);
    await resetPlatformZone(t);
    expect(steps.roi).toBe(0);
    expect(await walletOf(t, trader.id, 'ROI')).toBe(usd('5'));
    expect(await walletOf(t, idle.id, 'ROI')).toBe(0n);
    const income = await dayIncome(t, today);
    expect(income[`${trader.id}:ROI`]).toBe('5000000x1');
    expect(income[`${idle.id}:ROI`]).toBeUndefined();
    await expectAllReconciled(t);
  });
});
