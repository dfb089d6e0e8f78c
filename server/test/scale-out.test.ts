/**
 * The scale-out suite (issue 19, Tests): three web replicas (ROLE=web) and one worker (ROLE=worker),
 * each a real server process (src/main.ts), on one MariaDB database, Redis and a local S3 server
 * (s3rver), called in turn as a load balancer would:
 * - a sign-in throttle reached across the three replicas (attempts counted together);
 * - a deposit proof uploaded through replica 1 viewed by an admin on replica 3 (and nobody else);
 * - a mail decided on replica 2 sent once by the worker (an OTP, then verified on replica 3);
 * - replica 1 killed (SIGKILL) during a burst of keyed transfers: nothing lost, the retries on
 *   replicas 2 and 3 replay (same Idempotency-Key, same answer), balances exact, reconciled;
 * - /readyz 503 while a replica's database is unreachable (its link cut), 200 once it is back;
 * - /metrics of the worker and a replica parse as Prometheus text, the drift gauge 0 after the
 *   worker's daily run.
 * Proven elsewhere with real processes, not repeated here:
 * - SIGTERM drains a request in flight and closes WebSockets with 1001, exit 0:
 *   operations.test.ts, "answers /healthz and /readyz; on SIGTERM it finishes the request in flight ...";
 * - a worker killed (SIGKILL, and SIGTERM) mid daily run, another worker resumes, member books equal
 *   to an uninterrupted run, nothing paid twice, reconciled: operations.test.ts, "a worker killed in
 *   the middle of a day";
 * - subscriptions and session revocation across replicas through Redis: redis-fanout.test.ts;
 * - the throttle with Redis cut (the in-memory insurance): shared-limits.test.ts.
 * Runs with TEST_DB=mysql and TEST_REDIS_URL (the CI MariaDB pass); skipped otherwise.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { IdempotencyRecord } from '../src/modules/ledger/ledger.entities';
import { Transfer } from '../src/modules/transfers/transfer.entity';
import { MailOutboxRow } from '../src/common/mail-outbox.entity';
import { addDays } from '../src/jobs/days';
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';
import { credit, files, MoneyCtx, usd, wallet } from './money-helpers';
import { expectAllReconciled, inv, load } from './engine-helpers';
import { freePort, parsePrometheus, ServerProcess, startServer, tcpRelay, until } from './server-process';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

const REDIS = process.env.TEST_REDIS_URL;
const RUNS = !!REDIS && process.env.TEST_DB === 'mysql';
const BUCKET = 'meridian-scale';

jest.setTimeout(120_000);

(RUNS ? describe : describe.skip)('three web replicas and a worker on MariaDB, Redis and S3', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-scale-'));
  const mailDir = path.join(dir, 'worker-outbox');
  let s3server: { close: () => Promise<void> };
  let owner: TestApp;
  let c: MoneyCtx;
  let dbLink: Awaited<ReturnType<typeof tcpRelay>>;
  let web: ServerProcess[] = [];
  let worker: ServerProcess;
  let workerMetrics: string;
  let web2Metrics: string;
  const all = () => [...web, worker].filter(Boolean);
  const spawned: ServerProcess[] = [];

  beforeAll(async () => {
    const s3dir = path.join(dir, 's3');
    fs.mkdirSync(s3dir);
    s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
    const s3port = (await (s3server as unknown as { run: () => Promise<{ port: number }> }).run()).port;
    const prefix = `scale-${crypto.randomBytes(4).toString('hex')}`;
    // The database's owner: migrates it and loads members; a web replica in process (it sends no mail and runs no job).
    owner = await startTestApp({ ROLE: 'web', REDIS_URL: REDIS!, REDIS_PREFIX: prefix, RATE_LIMIT_DISABLED: '1' });
    c = { t: owner, admin: await adminToken(owner), root: await registerMember(owner) };
    // Investors for the worker's daily run of yesterday (queued at its start).
    await load(owner, Array.from({ length: 12 }, (_v, i) => ({ sponsor: i - 1, active: true, investments: [inv(String(100 * (i + 1)), 5000n, { startDay: '2026-01-01' })] })));

    const db = new URL(owner.databaseUrl);
    dbLink = await tcpRelay(db.hostname, Number(db.port || 3306));
    const viaLink = new URL(owner.databaseUrl);
    viaLink.hostname = '127.0.0.1';
    viaLink.port = String(dbLink.port);
    const shared = {
      DATABASE_URL: owner.databaseUrl,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: prefix,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: 'loopback',
      MAIL_POLL_MS: '50',
      // A small pool: a request that asks for a second connection while holding locks stalls the replica.
      DATABASE_POOL_SIZE: '5',
    };
    // A process on fresh ports (another may take a free port first: then once more on others).
    const boot = async (name: string, env: Record<string, string>, metrics = false): Promise<[ServerProcess, string]> => {
      fs.mkdirSync(path.join(dir, name));
      for (let attempt = 1; ; attempt++) {
        const p = await startServer(path.join(dir, name), { ...shared, ...env, ...(metrics ? { METRICS_PORT: String(await freePort()) } : {}) });
        spawned.push(p);
        try {
          return [p, (await p.logged(/is running/)).metrics as string];
        } catch (err) {
          if (attempt === 3 || !/EADDRINUSE/.test(String(err))) throw err;
        }
      }
    };
    const started = await Promise.all([
      boot('web1', { ROLE: 'web' }),
      boot('web2', { ROLE: 'web' }, true),
      // Replica 3 reaches the database through a link the test can cut.
      boot('web3', { ROLE: 'web', DATABASE_URL: viaLink.toString() }),
      boot('worker', { ROLE: 'worker', JOBS_DISABLED: '0', MAIL_OUTBOX: mailDir }, true),
    ]);
    web = started.slice(0, 3).map(([p]) => p);
    [worker, workerMetrics] = started[3];
    web2Metrics = started[1][1];
    for (const p of all()) await until(async () => (await request(p.url).get('/readyz')).status === 200, 20_000, `${p.url} ready`);
  }, 180_000);

  afterAll(async () => {
    for (const p of spawned) if (p.alive()) p.child.kill('SIGKILL');
    await Promise.all(spawned.map((p) => p.exited));
    await owner?.close();
    await dbLink?.close();
    await s3server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('failed sign-ins spread over three replicas are counted together: the 11th is refused on each', async () => {
    const m = await registerMember(owner, { sponsor: c.root.code });
    const ip = '198.51.100.7';
    const signIn = (p: ServerProcess, password: string) => request(p.url).post('/api/v1/auth/signin').set('X-Forwarded-For', ip).send({ email: m.email, password });
    for (let i = 0; i < 10; i++) expect({ attempt: i + 1, status: (await signIn(web[i % 3], 'wrong-password')).status }).toEqual({ attempt: i + 1, status: 401 });
    for (const p of web) {
      const res = await signIn(p, m.password);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    }
  });

  test('a proof uploaded through replica 1 is shown to an admin on replica 3, to nobody else', async () => {
    const m = await registerMember(owner, { sponsor: c.root.code });
    const other = await registerMember(owner, { sponsor: c.root.code });
    const proof = files.png();
    const res = await request(web[0].url).post('/api/v1/deposite/add').set('Authorization', `Bearer ${m.token}`).field('amount', '50').attach('image', proof, 'proof.png');
    expect(res.status).toBe(201);
    const url = `/uploads/${res.body.deposit.image}`;
    const seen = await request(web[2].url).get(url).set('Authorization', `Bearer ${c.admin}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (x: Buffer) => chunks.push(x));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(seen.status).toBe(200);
    expect(Buffer.compare(seen.body, proof)).toBe(0);
    expect((await request(web[2].url).get(url).set('Authorization', `Bearer ${other.token}`)).status).toBe(404);
    // Nothing on any replica's disk.
    for (const name of ['web1', 'web2', 'web3']) expect(fs.existsSync(path.join(dir, name, 'uploads', 'deposits'))).toBe(false);
  });

  // The sender of the next test: her step-up goes through this one.
  let sender: Awaited<ReturnType<typeof registerMember>>;

  test('a mail decided on replica 2 is sent once, by the worker; its code is accepted on replica 3', async () => {
    sender = await registerMember(owner, { sponsor: c.root.code });
    const mails = () =>
      fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8')))
            .filter((mail) => mail.to === sender.email && mail.subject === 'Your Meridian OTP')
        : [];
    const sent = await request(web[1].url).post('/api/v1/otp/send').set('Authorization', `Bearer ${sender.token}`).send({ userId: sender.id, email: sender.email });
    expect(sent.status).toBe(200);
    await until(() => mails().length > 0, 15_000, 'the worker sent the mail');
    await new Promise((r) => setTimeout(r, 500)); // ten polls later: still once
    expect(mails()).toHaveLength(1);
    const rows = await owner.db.manager.find(MailOutboxRow, { where: { to: sender.email, subject: 'Your Meridian OTP' } });
    expect(rows.map((r) => [r.attempts, !!r.sentAt])).toEqual([[1, true]]);
    // The web replicas wrote no mail of their own.
    for (const name of ['web1', 'web2', 'web3']) expect(fs.existsSync(path.join(dir, name, 'outbox'))).toBe(false);
    const code = /\b(\d{6})\b/.exec(mails()[0].text)![1];
    const verified = await request(web[2].url).post('/api/v1/otp/verify').set('Authorization', `Bearer ${sender.token}`).send({ userId: sender.id, otp: code });
    expect(verified.body.verified).toBe(true);
  });

  test('replica 1 killed (SIGKILL) during a burst of keyed transfers: the retries on replicas 2 and 3 replay, nothing lost, books exact', async () => {
    const recipient = await registerMember(owner, { sponsor: c.root.code });
    await credit(c, sender.id, 5000, 'business');
    const transfer = async (p: ServerProcess, key: string) => {
      const res = await fetch(`${p.url}/api/v1/transfer/touser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}`, 'idempotency-key': key },
        body: JSON.stringify({ userto_id: recipient.id, amount: 10 }),
        // A stalled replica fails the test instead of hanging it.
        signal: AbortSignal.timeout(20_000),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const keys = Array.from({ length: 40 }, (_v, i) => `scale-${i}-${crypto.randomBytes(4).toString('hex')}`);
    const answers = new Map<string, number>();
    let killed = false;
    const refused: unknown[] = [];
    await Promise.all(
      keys.map((key) =>
        transfer(web[0], key).then(
          (r) => {
            if (r.status === 201) answers.set(key, r.body.transfer.id);
            else if (!killed) refused.push(r);
            if (answers.size >= 5 && !killed) {
              killed = true;
              web[0].child.kill('SIGKILL');
            }
          },
          () => undefined, // the connection died with the replica
        ),
      ),
    );
    if (!killed) web[0].child.kill('SIGKILL');
    await web[0].exited;
    expect(refused).toEqual([]);
    expect(answers.size).toBeGreaterThanOrEqual(5);
    expect(answers.size).toBeLessThan(keys.length); // the kill interrupted the burst

    for (const [i, key] of keys.entries()) {
      const r = await transfer(web[1 + (i % 2)], key);
      expect({ key, status: r.status }).toEqual({ key, status: 201 });
      if (answers.has(key)) expect(r.body.transfer.id).toBe(answers.get(key));
      answers.set(key, r.body.transfer.id);
      // Once more, on the other replica: the same answer.
      expect((await transfer(web[2 - (i % 2)], key)).body.transfer.id).toBe(r.body.transfer.id);
    }
    expect(new Set(answers.values()).size).toBe(keys.length);
    const transfers = await owner.db.manager.find(Transfer, { where: { fromUserId: sender.id } });
    expect(transfers).toHaveLength(keys.length);
    expect(await wallet(owner, recipient.id, 'ACTIVE')).toBe(usd(10) * BigInt(keys.length));
    const spent = transfers.reduce((sum, t) => sum + BigInt(t.amount) + BigInt(t.fee), 0n);
    expect(await wallet(owner, sender.id, 'ACTIVE')).toBe(usd(5000) - spent);
    expect(await owner.db.manager.count(IdempotencyRecord, { where: { statusCode: 0 } })).toBe(0);
    await expectReconciled(owner);
  });

  test('/readyz answers 503 while a replica cannot reach the database, 200 again once it can', async () => {
    const web3 = web[2];
    dbLink.cut();
    await until(async () => (await request(web3.url).get('/readyz')).status === 503, 15_000, 'replica 3 unready');
    expect((await request(web3.url).get('/readyz')).body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    // Alive (not restarted by an orchestrator), and the other replica still ready.
    expect((await request(web3.url).get('/healthz')).status).toBe(200);
    expect((await request(web[1].url).get('/readyz')).status).toBe(200);
    dbLink.restore();
    await until(async () => (await request(web3.url).get('/readyz')).status === 200, 20_000, 'replica 3 ready again');
    const me = await request(web3.url).post('/graphql').set('Authorization', `Bearer ${sender.token}`).send({ query: '{ me { id } }' });
    expect(me.body.data.me.id).toBe(sender.id);
    expect(web3.alive()).toBe(true);
  });

  test("/metrics parse as Prometheus text; after the worker's daily run the drift gauge reads 0", async () => {
    const day = addDays(await owner.running.services.jobs.today(), -1);
    await until(() => owner.running.services.jobs.isDayDone(day), 60_000, 'the worker ran yesterday');
    const scrape = async (url: string) => {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheus(await res.text());
    };
    const w = await scrape(workerMetrics);
    expect(w.get('meridian_reconciliation_drift')).toBe(0);
    expect(w.get('meridian_daily_run_progress_ratio{step="roi"}')).toBe(1);
    expect(w.get('meridian_daily_run_running')).toBe(0);
    expect(w.get('meridian_queue_depth{queue="mail",state="pending"}')).toBe(0);
    expect(w.get('meridian_ledger_postings_total{kind="ROI"}')).toBeGreaterThanOrEqual(1);
    const r = await scrape(web2Metrics);
    expect(r.get('meridian_request_duration_seconds_count{kind="rest",route="/api/v1/otp/send",status="200"}')).toBe(1);
    expect(r.get('meridian_reconciliation_drift')).toBe(0);
    await expectAllReconciled(owner);
  });

  test('every process left stops cleanly on SIGTERM (exit 0)', async () => {
    const left = all().filter((p) => p.alive());
    expect(left).toHaveLength(3);
    for (const p of left) p.child.kill('SIGTERM');
    expect(await Promise.all(left.map((p) => p.exited))).toEqual([0, 0, 0]);
  });
});
