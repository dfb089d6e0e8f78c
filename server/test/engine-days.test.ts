import { adminToken, startTestApp, TestApp } from './harness';
import { loadConfig } from '../src/config/config';
import { addDays, platformToday } from '../src/jobs/days';
import { expectAllReconciled, inv, load, usd, walletOf } from './engine-helpers';

/** Which days the daily run covers: missed days caught up in order, and the platform time zone. */
describe('daily run: catch-up of missed days', () => {
  let t: TestApp;
  let admin: string;
  let m: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    [m] = await load(t, [{ sponsor: -1, active: true, investments: [inv('1000')] }]); // ROI 5.00 a day
  });
  afterAll(() => t.close());

  const roiDays = async () =>
    (
      await t.db.manager.query(
        "SELECT tx.income_day AS day FROM ledger_entries le JOIN ledger_transactions tx ON tx.id = le.transaction_id WHERE le.member_id = ? AND le.kind = 'ROI' ORDER BY le.id",
        [m],
      )
    ).map((r: { day: string }) => r.day);

  it('with no run ever, runs only the day asked for', async () => {
    expect(await t.running.services.jobs.catchUp('2026-11-05')).toEqual(['2026-11-05']);
    expect(await roiDays()).toEqual(['2026-11-05']);
  });

  it('fills the hole before a later manual run, then the missed days after it, in order; a second catch-up runs nothing', async () => {
    const run = await t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: '2026-11-09' }, admin);
    expect(run.data.runDay.status).toBe('DONE');
    expect(await t.running.services.jobs.catchUp('2026-11-11')).toEqual(['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-10', '2026-11-11']);
    expect(await roiDays()).toEqual(['2026-11-05', '2026-11-09', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-10', '2026-11-11']);
    expect(await walletOf(t, m, 'ROI')).toBe(usd('35'));
    expect(await t.running.services.jobs.catchUp('2026-11-11')).toEqual([]);
    expect(await walletOf(t, m, 'ROI')).toBe(usd('35'));
    await expectAllReconciled(t);
  });

  it('runs again a day whose run is incomplete (a step failed or never started)', async () => {
    await t.db.manager.query("UPDATE job_runs SET status = 'FAILED' WHERE day = '2026-11-07' AND step = 'compound'");
    await t.db.manager.query("DELETE FROM job_runs WHERE day = '2026-11-08' AND step = 'cto'");
    expect(await t.running.services.jobs.catchUp('2026-11-11')).toEqual(['2026-11-07', '2026-11-08']);
    expect(await t.running.services.jobs.isDayDone('2026-11-07')).toBe(true);
    expect(await t.running.services.jobs.isDayDone('2026-11-08')).toBe(true);
    // Resumed days post nothing again.
    expect(await walletOf(t, m, 'ROI')).toBe(usd('35'));
    await expectAllReconciled(t);
  });
});

describe('platform time zone (TZ_PLATFORM)', () => {
  let t: TestApp;
  let admin: string;
  const ZONE = 'Pacific/Kiritimati'; // UTC+14: its day is ahead of UTC's from 10:00 UTC on
  beforeAll(async () => {
    t = await startTestApp({ TZ_PLATFORM: ZONE });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it("is the platform day's zone of the run, the scheduler and the rank services", async () => {
    const s = t.running.services;
    expect(await s.jobs.timeZone()).toBe(ZONE);
    const today = platformToday(ZONE);
    expect(await s.jobs.today()).toBe(today);
    expect(await s.rewards.today()).toBe(today);
    expect(await s.salary.today()).toBe(today);
    expect(await s.cto.today()).toBe(today);
    // A top-up starts on that day too.
    expect(await s.investments.today()).toBe(today);
    // Yesterday in that zone may be run (it has ended there); today (not ended yet) and the day after are refused.
    const yesterday = addDays(today, -1);
    const ok = await t.gql('mutation($d: String!) { runDay(date: $d) { day status } }', { d: yesterday }, admin);
    expect(ok.data.runDay).toEqual({ day: yesterday, status: 'DONE' });
    const notEnded = await t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: today }, admin);
    expect(notEnded.errors?.[0]).toMatchObject({ message: `${today} has not ended yet in the platform time zone (${ZONE}): it can be run from ${addDays(today, 1)} 00:00 there`, extensions: { code: 'BAD_USER_INPUT' } });
    const refused = await t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: addDays(today, 1) }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: 'A day in the future cannot be run', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('an admin setting another zone in `timeZone` overrides it; the default UTC leaves it to TZ_PLATFORM', async () => {
    const s = t.running.services;
    const set = (timeZone: string) => t.gql('mutation($i: SettingsInput!) { updateSettings(input: $i) { timeZone } }', { i: { timeZone } }, admin);
    expect((await set('Asia/Kolkata')).errors).toBeUndefined();
    expect(await s.jobs.timeZone()).toBe('Asia/Kolkata');
    expect(await s.rewards.today()).toBe(platformToday('Asia/Kolkata'));
    expect((await set('UTC')).errors).toBeUndefined();
    expect(await s.jobs.timeZone()).toBe(ZONE);
  });

  it('an unknown zone stops the start with a message naming TZ_PLATFORM', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TZ_PLATFORM: 'Mars/Olympus' })).toThrow(/TZ_PLATFORM: must be an IANA time zone/);
    expect(loadConfig({ NODE_ENV: 'test' }).platformTimeZone).toBe('UTC');
  });
});
