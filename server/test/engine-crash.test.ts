import path from 'node:path';
import { spawn } from 'node:child_process';
import { startTestApp, TestApp } from './harness';
import { books, expectAllReconciled, inv } from './engine-helpers';
import { bulkLoadMembers, MemberSpec } from '../src/jobs/population';

/** A deterministic population (simple LCG), the same in both databases. */
function population(n: number): MemberSpec[] {
  let seed = 42;
  const rnd = (m: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  return Array.from({ length: n }, (_v, i) => ({
    sponsor: i === 0 ? -1 : rnd(i),
    active: rnd(10) < 8,
    investments: [inv(String(100 + rnd(5000)), [5000n, 6000n, 7000n][rnd(3)])],
    compound: rnd(4) === 0 ? BigInt(1 + rnd(900)) * 1_000_000n : undefined,
    earned: rnd(20) === 0 ? BigInt(rnd(10_000)) * 1_000_000n : 0n,
  }));
}

const D = '2026-11-18';
const CHUNK = 25;

describe('daily run: killed mid-way (SIGKILL) then resumed', () => {
  let killed: TestApp;
  let clean: TestApp;
  beforeAll(async () => {
    killed = await startTestApp();
    clean = await startTestApp();
    for (const t of [killed, clean]) await bulkLoadMembers(t.db, t.running.services.ledger, population(1500), { tag: 'crash' });
  }, 120_000);
  afterAll(async () => {
    await killed.close();
    await clean.close();
  });

  it('gives the same books as an uninterrupted run', async () => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/jobs/cli.ts', '--date', D, '--chunk-size', String(CHUNK)], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: killed.databaseUrl, JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'admin-password-1', ADMIN_EMAIL: 'admin@test.local' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    let exitCode: number | null | undefined;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
    // Kill once the level step has committed a few chunks (ROI done, level half-way). The deadline is
    // generous: on a loaded machine the child's start and its ROI step can take minutes.
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [row] = await killed.db.manager.query("SELECT COUNT(*) AS n FROM job_chunks WHERE step = 'level'");
      if (Number(row.n) >= 10) break;
      if (exitCode !== undefined) throw new Error(`the child exited (code ${exitCode}) before the level step: ${stderr}`);
      if (Date.now() > deadline) throw new Error('the child never reached the level step');
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const [partial] = await killed.db.manager.query("SELECT COUNT(*) AS n FROM job_chunks WHERE step = 'level'");
    const chunks = Math.floor(Number((await killed.db.manager.query('SELECT MAX(id) AS m FROM users'))[0].m) / CHUNK) + 1;
    expect(Number(partial.n)).toBeLessThan(chunks);
    await expectAllReconciled(killed);

    // The killed runner's lease stays live until its last beat is older than the lease's time to
    // live: a resume meanwhile is refused, naming the holder; then this process takes the run over.
    const jobs = killed.running.services.jobs;
    jobs.chunkSize = CHUNK;
    await expect(jobs.runDay(D)).rejects.toThrow(/The daily run of 2026-11-18 is running on .+ \(last beat /);
    jobs.lease.ttlMs = 1_000;
    await new Promise((r) => setTimeout(r, 1_100));
    const runs = await jobs.runDay(D);
    expect(runs.map((r) => [r.step, r.status])).toEqual([['expiry', 'DONE'], ['roi', 'DONE'], ['level', 'DONE'], ['compound', 'DONE'], ['ranks', 'DONE'], ['salary', 'DONE'], ['cto', 'DONE']]);
    expect(runs.find((r) => r.step === 'level')!.attempts).toBe(2);
    // The record counts what was posted, the killed attempt's chunks included.
    const [posted] = await killed.db.manager.query("SELECT COUNT(*) AS n FROM ledger_entries le JOIN ledger_transactions t ON t.id = le.transaction_id WHERE t.income_day = ? AND le.kind = 'LEVEL_INCOME' AND le.member_id IS NOT NULL", [D]);
    expect(runs.find((r) => r.step === 'level')!.rows).toBe(Number(posted.n));
    clean.running.services.jobs.chunkSize = CHUNK;
    await clean.running.services.jobs.runDay(D);
    const a = await books(killed);
    const b = await books(clean);
    expect(a.entries).toBeGreaterThan(3000);
    expect(a).toEqual(b);
    await expectAllReconciled(killed);
    await expectAllReconciled(clean);
  }, 360_000);
});
