/**
 * Scale-out of the daily run: two replicas share the database and Redis; the day is a BullMQ job
 * whose id is the day, so each day is run by exactly one replica. Runs when TEST_REDIS_URL is set.
 */
import crypto from 'node:crypto';
import { startTestApp, TestApp } from './harness';
import { books, expectAllReconciled, inv, load } from './engine-helpers';
import { addDays } from '../src/jobs/days';

const REDIS = process.env.TEST_REDIS_URL;
const describeWithRedis = REDIS ? describe : describe.skip;

describeWithRedis('daily run across replicas through BullMQ', () => {
  let owner: TestApp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The database's owner (no scheduler) loads the members first; then two replicas with the queue.
    owner = await startTestApp();
    await load(owner, [
      { sponsor: -1, active: true, investments: [inv('1000', 5000n, { startDay: '2026-01-01' })] },
      { sponsor: 0, active: true, investments: [inv('2000', 5000n, { startDay: '2026-01-01' })] },
    ]);
    const env = { REDIS_URL: REDIS!, JOBS_DISABLED: '0', JOBS_QUEUE_PREFIX: `test-${crypto.randomBytes(4).toString('hex')}`, DATABASE_URL: owner.databaseUrl };
    [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await owner?.close();
  });

  it('runs each day once whichever replica takes it', async () => {
    const yesterday = addDays(await a.running.services.jobs.today(), -1);
    const dayBefore = addDays(yesterday, -1);
    // Both replicas queued yesterday at start; now both queue it again, and the day before.
    await Promise.all([a.running.scheduler.enqueue(yesterday), b.running.scheduler.enqueue(yesterday), a.running.scheduler.enqueue(dayBefore), b.running.scheduler.enqueue(dayBefore)]);
    const deadline = Date.now() + 30_000;
    while (!((await a.running.services.jobs.isDayDone(yesterday)) && (await a.running.services.jobs.isDayDone(dayBefore)))) {
      if (Date.now() > deadline) throw new Error('the days were not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const ran = [...a.running.services.jobs.ranDays, ...b.running.services.jobs.ranDays].sort();
    expect(ran).toEqual([dayBefore, yesterday].sort());
    const runs = await a.db.manager.query("SELECT day, step, attempts FROM job_runs WHERE step = 'roi' ORDER BY day");
    expect(runs.map((r: any) => [r.day, Number(r.attempts)])).toEqual([[dayBefore, 1], [yesterday, 1]].sort());
    const state = await books(a);
    expect(state.daily.filter((d: any) => d.kind === 'ROI')).toHaveLength(4);
    await expectAllReconciled(a);
  });
});
