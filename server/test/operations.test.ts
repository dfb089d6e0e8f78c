/**
 * Operations (issue 19 items 1, 5, 6): the real server process (src/main.ts) for health, readiness,
 * SIGTERM and port binding; the daily run's lease in process. Redis-dependent cases run when
 * TEST_REDIS_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import mysql from 'mysql2/promise';
import crypto from 'node:crypto';
import request from 'supertest';
import { spawnSync } from 'node:child_process';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ADMIN, adminToken, registerMember, startTestApp, TestApp } from './harness';
import { freePort, ServerProcess, startServer as startProcess, until } from './server-process';
import { addDays } from '../src/jobs/days';
import { expectAllReconciled, inv, load } from './engine-helpers';
import { DailyRunLease } from '../src/jobs/lease';
import { MigrationsPending, openDatabase, pendingMigrations } from '../src/database/data-source';
import { asText } from '../src/database/sql';
import { migrations } from '../src/database/migrations';
import { bulkLoadMembers, MemberSpec } from '../src/jobs/population';
import { RunInterrupted } from '../src/jobs/jobs.service';
import pino from 'pino';
import { log } from '../src/common/logger';

const REDIS = process.env.TEST_REDIS_URL;
const withRedis = REDIS ? it : it.skip;

/** Starts `src/main.ts` on a database of `owner` (a test app that created and migrated it). */
function startServer(owner: TestApp, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startProcess(owner.dir, { DATABASE_URL: owner.databaseUrl, ...env });
}

/** The process logger's own output (pino writes each line to its destination stream), captured until `write.mockRestore()`. */
function captureLog() {
  const stream = (log as any)[pino.symbols.streamSym] as { write(line: string): boolean };
  const lines: string[] = [];
  const write = jest.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(line);
    return true;
  });
  return { lines, write };
}

describe('the server process', () => {
  let owner: TestApp;
  /** Test apps of their own for the servers that must not share `owner`'s database. */
  const isolated: TestApp[] = [];
  const started: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const s = await startServer(owner, env);
    started.push(s);
    return s;
  };
  beforeAll(async () => {
    owner = await startTestApp();
  });
  afterAll(async () => {
    for (const s of started) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGKILL');
        await s.exited.catch(() => undefined);
      }
    }
    for (const t of isolated) await t.close();
    await owner?.close();
  });

  it('answers /healthz and /readyz; on SIGTERM it finishes the request in flight, closes WebSockets with 1001 and exits 0', async () => {
    const member = await registerMember(owner);
    const server = await start({ SHUTDOWN_GRACE_MS: '8000' });
    await server.logged(/is running/);
    const health = await request(server.url).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const ready = await request(server.url).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'ok', migrations: 'current', shutdown: 'no' });

    // A subscriber's socket.
    let connected!: () => void;
    const opened = new Promise<void>((r) => (connected = r));
    const closeCode = new Promise<number>((resolve) => {
      const client = createClient({
        url: server.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${member.token}` },
        retryAttempts: 0,
        on: { connected: () => connected(), closed: (e: any) => resolve(e?.code) },
      });
      client.subscribe({ query: 'subscription { walletChanged { memberId } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    });
    await opened;

    // A sign-in in flight: headers and half the body sent before the SIGTERM, the rest after.
    const body = JSON.stringify({ email: member.email, password: member.password });
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const answered = new Promise<void>((resolve) => socket.on('end', () => resolve()));
    socket.write(`POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await server.logged(/SIGTERM: draining/);
    expect(await closeCode).toBe(1001);
    // No new connections meanwhile: the load balancer sends them to another replica.
    await until(() => request(server.url).get('/healthz').then(() => false, (err) => /ECONNREFUSED/.test(String(err))), 5_000, 'new connections refused');
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('exits when it cannot bind its port, with no worker started', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const server = await start({ PORT: String(port), JOBS_DISABLED: '0' });
      expect(await server.exited).toBe(1);
      expect(server.lines.some((l) => /Cannot listen on port .*EADDRINUSE/.test(l.msg) && l.level === 60)).toBe(true);
      expect(server.lines.some((l) => /Daily run/.test(l.msg))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('with Redis unreachable it serves, answers /readyz 503, logs it once, reconnects when Redis is back, and stops cleanly', async () => {
    // A port nobody listens on yet; later (with a Redis to test against) a relay to it.
    const port = await freePort();
    // Its own database: with the scheduler on, once Redis is back it runs yesterday, which the
    // manual-run test below must still find not run on `owner`'s database.
    const own = await startTestApp();
    isolated.push(own);
    const server = await startServer(own, { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `ops-${crypto.randomBytes(4).toString('hex')}`, JOBS_DISABLED: '0' });
    started.push(server);
    await server.logged(/is running/);
    expect((await request(server.url).get('/healthz')).status).toBe(200);
    await until(async () => (await request(server.url).get('/readyz')).status === 503, 10_000, 'readyz 503');
    expect((await request(server.url).get('/readyz')).body).toMatchObject({ status: 'unavailable', redis: 'unreachable', database: 'ok' });
    // Several reconnect attempts later: still alive, and no new line (one per state change and
    // component: the readiness monitor's, and the limiters' switching to their insurance).
    const outage = () => server.lines.filter((l) => /Redis unreachable/.test(l.msg));
    await new Promise((r) => setTimeout(r, 500));
    const first = outage().length;
    await new Promise((r) => setTimeout(r, 3_000));
    expect(server.child.exitCode).toBeNull();
    expect(outage()).toHaveLength(first);
    expect(outage().filter((l) => /^Redis unreachable/.test(l.msg))).toHaveLength(1);
    let relay: net.Server | null = null;
    if (REDIS) {
      const target = new URL(REDIS);
      relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end);
        upstream.on('error', end);
      });
      await new Promise<void>((resolve) => relay!.listen(port, '127.0.0.1', resolve));
      await until(async () => (await request(server.url).get('/readyz')).status === 200, 20_000, 'readyz 200 once Redis is back');
      expect(server.lines.filter((l) => /^Redis reachable again/.test(l.msg))).toHaveLength(1);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    relay?.close();
  }, 120_000);

  const onMysql = process.env.TEST_DB === 'mysql' ? it : it.skip;
  onMysql('answers /readyz 503 while the database is unreachable and 200 once it is back, without crashing', async () => {
    // A relay to the database that the test can cut (every connection dropped, new ones refused).
    const target = new URL(owner.databaseUrl);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 3306), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    const port = await freePort();
    const open = () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    await open();
    const url = new URL(owner.databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const server = await start({ DATABASE_URL: url.toString() });
    await server.logged(/is running/);
    expect((await request(server.url).get('/readyz')).status).toBe(200);
    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
    await until(async () => (await request(server.url).get('/readyz')).status === 503, 10_000, 'readyz 503 without the database');
    expect((await request(server.url).get('/readyz')).body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect((await request(server.url).get('/healthz')).status).toBe(200);
    await open();
    await until(async () => (await request(server.url).get('/readyz')).status === 200, 20_000, 'readyz 200 once the database is back');
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    relay.close();
  }, 120_000);

  it('ROLE=web with Redis down answers a manual run UNAVAILABLE at once rather than hanging', async () => {
    const web = await start({ ROLE: 'web', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    await web.logged(/is running/);
    const admin = (await request(web.url).post('/api/v1/auth/adminsignin').send(ADMIN)).body.token;
    expect(admin).toBeTruthy();
    const started = Date.now();
    const res = await request(web.url).post('/graphql').set('Authorization', `Bearer ${admin}`).send({ query: 'mutation($d: String!) { runDay(date: $d) { status } }', variables: { d: '2026-02-02' } });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'The daily-run queue (Redis) is unreachable; try again shortly', extensions: { code: 'UNAVAILABLE' } });
    expect(Date.now() - started).toBeLessThan(15_000);
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
  }, 120_000);

  withRedis('ROLE=web hands a manual run to the queue; ROLE=worker runs it and serves health only', async () => {
    const prefix = `ops-${crypto.randomBytes(4).toString('hex')}`;
    const redisEnv = { REDIS_URL: REDIS!, REDIS_PREFIX: prefix, JOBS_DISABLED: '0' };
    await load(owner, [{ sponsor: -1, active: true, investments: [inv('1000', 5000n, { startDay: '2026-01-01' })] }]);
    const web = await start({ ...redisEnv, ROLE: 'web' });
    await web.logged(/is running/);
    const signin = await request(web.url).post('/api/v1/auth/adminsignin').send(ADMIN);
    const admin = signin.body.token;
    // Yesterday: the day the worker also queues at its start (one run of it either way).
    const day = addDays(await owner.running.services.jobs.today(), -1);
    const res = await request(web.url).post('/graphql').set('Authorization', `Bearer ${admin}`).send({ query: 'mutation($d: String!) { runDay(date: $d) { day status steps { step } } }', variables: { d: day } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.runDay).toEqual({ day, status: 'QUEUED', steps: [] });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await owner.db.manager.query('SELECT id FROM job_runs WHERE day = ?', [day])).toHaveLength(0);

    const worker = await start({ ...redisEnv, ROLE: 'worker' });
    await worker.logged(/is running/);
    expect((await request(worker.url).post('/graphql').send({ query: '{ __typename }' })).status).toBe(404);
    await until(async () => (await request(worker.url).get('/readyz')).status === 200, 10_000, 'the worker is ready once Redis is connected');
    await until(async () => owner.running.services.jobs.isDayDone(day), 60_000, 'the worker ran the day');
    const runs: Array<{ worker: string }> = await owner.db.manager.query('SELECT worker FROM job_runs WHERE day = ?', [day]);
    expect(new Set(runs.map((r) => r.worker.split(':')[1]))).toEqual(new Set([String(worker.child.pid)]));
    for (const s of [web, worker]) s.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    expect(await worker.exited).toBe(0);
    await expectAllReconciled(owner);
  }, 180_000);
});

describe('the daily run lease', () => {
  let a: TestApp;
  let b: TestApp;
  const D = '2026-03-03';
  beforeAll(async () => {
    a = await startTestApp();
    await load(a, Array.from({ length: 12 }, (_v, i) => ({ sponsor: i - 1, active: true, investments: [inv(String(100 * (i + 1)), 5000n, { startDay: '2026-01-01' })] })));
    b = await startTestApp({ DATABASE_URL: a.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a run stopped between chunks, or held by a stalled runner, is taken over and the admin sees who runs it', async () => {
    // Replica A stops (shutdown) right after its first chunk: the step stays RUNNING, the lease is released.
    const jobsA = a.running.services.jobs;
    jobsA.chunkSize = 1;
    let stopped: Promise<void> | null = null;
    jobsA.onRunChange(() => (stopped ??= jobsA.interrupt()));
    await expect(jobsA.runDay(D)).rejects.toBeInstanceOf(RunInterrupted);
    await stopped;
    const [left] = await a.db.manager.query("SELECT step, error FROM job_runs WHERE day = ? AND status = 'RUNNING'", [D]);
    expect(left.error).toMatch(/Interrupted between chunks/);
    await expect(jobsA.runDay(D)).rejects.toThrow(/shutting down/);

    // A runner that took the lease and then stalled (its last beat is recent): B refuses to run meanwhile.
    const ghost = new DailyRunLease(a.db);
    expect(await ghost.acquire(D)).toBeNull();
    const jobsB = b.running.services.jobs;
    jobsB.chunkSize = 1;
    expect(await jobsB.resumeStalled()).toBeNull();
    const admin = await adminToken(b);
    const refused = await b.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: D }, admin);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toContain(`is running on ${ghost.owner}`);
    const page = await b.gql('{ dailyRuns(limit: 5) { day status worker heartbeatAt steps { step status worker } } }', {}, admin);
    const record = page.data.dailyRuns.find((r: { day: string }) => r.day === D);
    expect(record).toMatchObject({ status: 'RUNNING', worker: ghost.owner });
    expect(Date.now() - new Date(record.heartbeatAt).getTime()).toBeLessThan(5_000);
    expect(record.steps.find((s: { step: string }) => s.step === left.step).worker).toBe(jobsA.lease.owner);

    // Its beat grows older than the lease's time to live: B's watchdog takes the run over.
    jobsB.lease.ttlMs = 1_000;
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await jobsB.resumeStalled()).toBe(D);
    expect(await jobsB.isDayDone(D)).toBe(true);
    const after = await b.gql('{ dailyRuns(limit: 5) { day status worker steps { step worker attempts } } }', {}, admin);
    const done = after.data.dailyRuns.find((r: { day: string }) => r.day === D);
    expect(done.status).toBe('DONE');
    expect(done.worker).toBeNull();
    // The interrupted step was resumed by B (second attempt), and B ran every later step.
    const resumed = done.steps.findIndex((s: { step: string }) => s.step === left.step);
    expect(done.steps[resumed]).toMatchObject({ worker: jobsB.lease.owner, attempts: 2 });
    for (const s of done.steps.slice(resumed)) expect(s.worker).toBe(jobsB.lease.owner);
    // The ghost lost the lease: its beat says so (its runner would stop after its chunk).
    expect(await ghost.beat()).toBe(false);
    const [roi] = await a.db.manager.query("SELECT COUNT(*) AS n, SUM(entries) AS e FROM income_daily WHERE day = ? AND kind = 'ROI'", [D]);
    expect([Number(roi.n), Number(roi.e)]).toEqual([12, 12]);
    await expectAllReconciled(a);
  }, 60_000);
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_PORT: '0' });
    await load(t, Array.from({ length: 5 }, (_v, i) => ({ sponsor: i - 1, active: true, investments: [inv(String(100 * (i + 1)), 5000n, { startDay: '2026-01-01' })] })));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('/metrics on its own port parses as Prometheus text: request durations by operation and route, postings, queues, run progress, drift 0', async () => {
    expect(t.running.metricsUrl).not.toContain(t.url);
    // Not on the public port.
    expect((await t.http().get('/metrics')).status).not.toBe(200);
    const admin = await adminToken(t);
    const run = await t.gql('mutation RunTheDay($d: String!) { runDay(date: $d) { status } }', { d: '2026-04-04' }, admin);
    expect(run.data.runDay.status).toBe('DONE');
    await t.gql('query DailyRuns { dailyRuns(limit: 3) { day } }', {}, admin);
    expect((await t.http().get('/api/v1/plans/list').set('Authorization', `Bearer ${admin}`)).status).toBe(200);

    const res = await request(t.running.metricsUrl!.replace(/\/metrics$/, '')).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = new Map<string, number>();
    for (const line of res.text.split('\n')) {
      if (!line || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
      const m = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})?) (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/);
      if (!m) throw new Error(`not Prometheus text: ${line}`);
      samples.set(m[1], Number(m[5]));
    }
    expect(samples.get('meridian_request_duration_seconds_count{kind="graphql",route="RunTheDay",status="200"}')).toBe(1);
    expect(samples.get('meridian_request_duration_seconds_count{kind="graphql",route="DailyRuns",status="200"}')).toBe(1);
    expect(samples.get('meridian_request_duration_seconds_count{kind="rest",route="/api/v1/plans/list",status="200"}')).toBe(1);
    // The day's ROI: one batch posting (one chunk), and others.
    expect(samples.get('meridian_ledger_postings_total{kind="ROI"}')).toBe(1);
    expect(samples.get('meridian_queue_depth{queue="webhooks",state="pending"}')).toBe(0);
    expect(samples.get('meridian_queue_depth{queue="mail",state="pending"}')).toBe(0);
    expect(samples.get('meridian_daily_run_progress_ratio{step="roi"}')).toBe(1);
    expect(samples.get('meridian_daily_run_running')).toBe(0);
    expect(samples.get('meridian_reconciliation_drift')).toBe(0);
    expect(samples.get('meridian_process_resident_memory_bytes')).toBeGreaterThan(0);
  }, 60_000);
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every answer carries X-Request-Id (a sane one from the proxy is kept), and GraphQL errors carry it in extensions', async () => {
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query: 'mutation { runDay(date: "2026-01-01") { status } }' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: id });
    const other = await t.http().get('/healthz');
    expect(other.headers['x-request-id']).not.toBe(id);
    const kept = await t.http().post('/graphql').set('X-Request-Id', 'lb-1234.abc').send({ query: '{ nope }' });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(kept.body.errors[0].extensions.requestId).toBe('lb-1234.abc');
    const replaced = await t.http().get('/healthz').set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a resolver fault's log line is JSON carrying the request's id (the X-Request-Id of its answer)", async () => {
    const { lines, write } = captureLog();
    const fault = jest.spyOn(t.running.services.notifications, 'banner').mockRejectedValue(new Error('the disk is on fire'));
    try {
      const res = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query: '{ homeBanner { image } }' });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.errors[0]).toMatchObject({ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: id } });
      const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'GraphQL resolver fault');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 50, reqId: id, err: { message: 'the disk is on fire' } });
    } finally {
      fault.mockRestore();
      write.mockRestore();
    }
  });

  it("a REST fault's 500 answer and log line carry the request's id (the X-Request-Id of its answer)", async () => {
    const { lines, write } = captureLog();
    const fault = jest.spyOn(t.running.services.notifications, 'banner').mockRejectedValue(new Error('the disk is on fire'));
    try {
      const res = await t.http().get('/api/v1/notifications/banner').set('X-Request-Id', 'lb-rest-42');
      expect(res.status).toBe(500);
      expect(res.headers['x-request-id']).toBe('lb-rest-42');
      expect(res.body).toEqual({ success: false, message: 'Something went wrong', error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR', requestId: 'lb-rest-42' });
      const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'Request failed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 50, reqId: 'lb-rest-42', err: { message: 'the disk is on fire' } });
    } finally {
      fault.mockRestore();
      write.mockRestore();
    }
  });
});

describe('migrations at start', () => {
  /** A fresh, empty database of the engine under test. */
  async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
    if (process.env.TEST_DB !== 'mysql') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-migrate-'));
      return { url: `sqlite:${path.join(dir, 'm.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    }
    const base = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/meridian_ci');
    const name = `${base.pathname.replace(/^\//, '') || 'meridian_ci'}_m${crypto.randomBytes(4).toString('hex')}`;
    const admin = () => mysql.createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) });
    const c = await admin();
    await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    base.pathname = `/${name}`;
    return {
      url: base.toString(),
      drop: async () => {
        const d = await admin();
        await d.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await d.end();
      },
    };
  }

  it('migrates an empty database once however many processes start together, and refuses one left behind', async () => {
    const { url, drop } = await emptyDatabase();
    try {
      await expect(openDatabase(url, { migrate: 'never' })).rejects.toBeInstanceOf(MigrationsPending);
      // Three replicas at once (MySQL: under the named lock; the others find nothing left to do).
      const dbs = await Promise.all([1, 2, 3].map(() => openDatabase(url, { migrate: 'fresh', poolSize: 2 })));
      expect(await pendingMigrations(dbs[0].dataSource)).toEqual([]);
      const [count] = await dbs[0].manager.query('SELECT COUNT(*) AS n FROM migrations');
      expect(Number(count.n)).toBe(dbs[0].dataSource.migrations.length);
      // A new version's migration not applied yet: a replica without MIGRATE_ON_START refuses to start.
      const last = dbs[0].dataSource.migrations[dbs[0].dataSource.migrations.length - 1].name!;
      await dbs[0].transaction((em) => em.query('DELETE FROM migrations WHERE name = ?', [last]));
      await expect(openDatabase(url, { migrate: 'fresh' })).rejects.toThrow(`1 pending migration(s) (${last}): run \`npm run migrate\` first, or start with MIGRATE_ON_START=1`);
      for (const db of dbs) await db.close();
    } finally {
      await drop();
    }
  }, 120_000);

  it('the scripts (npm run jobs, reconcile, seed:demo) follow MIGRATE_ON_START: with 0 they refuse a database left behind and leave it untouched; by default they migrate a fresh one', async () => {
    const { url, drop } = await emptyDatabase();
    const script = (file: string, args: string[], env: Record<string, string>) => {
      const base: Record<string, string | undefined> = { ...process.env };
      delete base.MIGRATE_ON_START;
      const r = spawnSync(process.execPath, ['-r', '@swc-node/register', file, ...args], {
        cwd: path.resolve(__dirname, '..'),
        env: { ...base, DATABASE_URL: url, JWT_SECRET: 'scripts-test-secret-scripts-test-secret', ...env },
        encoding: 'utf8',
        timeout: 90_000,
      });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    };
    try {
      for (const [file, args] of [
        ['src/jobs/cli.ts', ['--date', '2026-01-01']],
        ['src/scripts/reconcile.ts', []],
        ['src/scripts/seed-demo.ts', []],
      ] as const) {
        const r = script(file, [...args], { MIGRATE_ON_START: '0' });
        expect({ file, failed: r.status !== 0, pending: /pending migration\(s\).*npm run migrate/.test(r.out) }).toEqual({ file, failed: true, pending: true });
      }
      const db = await openDatabase(url, { migrate: 'never' }).catch((err) => err);
      expect(db).toBeInstanceOf(MigrationsPending);
      expect((db as Error).message).toContain(`has ${migrations.length} pending migration(s)`);
      // Default (SQLite: always; MySQL: an empty database): migrated under the lock, then checked.
      const ok = script('src/scripts/reconcile.ts', [], {});
      expect(ok.out).toContain('OK: every balance equals its entries');
      expect(ok.status).toBe(0);
    } finally {
      await drop();
    }
  }, 180_000);
});

describe('REDIS_PREFIX', () => {
  const run = REDIS ? it : it.skip;
  run('every pub/sub channel a replica publishes on starts with the prefix', async () => {
    const { Redis } = await import('ioredis');
    const prefix = `pfx-${crypto.randomBytes(4).toString('hex')}`;
    const t = await startTestApp({ REDIS_URL: REDIS!, REDIS_PREFIX: prefix });
    const spy = new Redis(REDIS!);
    const channels = new Set<string>();
    try {
      spy.on('pmessage', (_pattern: string, channel: string) => channels.add(channel));
      await spy.psubscribe('*');
      const member = await registerMember(t);
      const admin = await adminToken(t);
      const credit = await t.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId: member.id, wallet: 'ACTIVE', action: 'CREDIT', amount: '5', reason: 'Prefix test', idempotencyKey: crypto.randomUUID() } }, admin);
      expect(credit.errors).toBeUndefined();
      await until(async () => [...channels].some((c) => c.startsWith(`${prefix}:WALLET_CHANGED`)), 5_000, 'the wallet event');
      // Only this test's replica publishes under its prefix; other suites' channels carry theirs.
      const ours = [...channels].filter((c) => c.startsWith(`${prefix}:`));
      expect(ours.length).toBeGreaterThan(0);
      expect([...channels].filter((c) => /^(WALLET_CHANGED|USERS_CHANGED|SESSION_REVOKED|NOTIFICATION_ADDED|JOB_RUN_CHANGED|TICKET_EVENT)/.test(c))).toEqual([]);
    } finally {
      spy.disconnect();
      await t.close();
    }
  }, 60_000);
});

describe('a worker killed in the middle of a day', () => {
  const run = REDIS ? it : it.skip;
  /** A deterministic population (simple LCG), the same in both databases. */
  function population(n: number): MemberSpec[] {
    let seed = 7;
    const rnd = (m: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % m;
    };
    return Array.from({ length: n }, (_v, i) => ({
      sponsor: i === 0 ? -1 : rnd(i),
      active: rnd(10) < 8,
      investments: [inv(String(100 + rnd(5000)), [5000n, 6000n][rnd(2)], { startDay: '2026-01-01' })],
    }));
  }
  /** The members' side of the books (system accounts aside). */
  async function memberBooks(t: TestApp) {
    const e = t.db.engine;
    const q = (sql: string) => t.db.manager.query(sql);
    return {
      wallets: await q(`SELECT code, ${asText(e, 'balance')} AS balance FROM accounts WHERE owner_id IS NOT NULL ORDER BY code`),
      daily: await q(`SELECT member_id, day, kind, ${asText(e, 'amount')} AS amount, entries FROM income_daily ORDER BY member_id, day, kind`),
      caps: await q(`SELECT member_id, ${asText(e, 'earned')} AS earned FROM member_cap ORDER BY member_id`),
    };
  }

  run.each(['SIGKILL', 'SIGTERM'] as const)('%s: another worker takes the run over: books exact, nothing paid twice', async (signal) => {
    const owner = await startTestApp();
    const clean = await startTestApp();
    const workers: ServerProcess[] = [];
    try {
      for (const t of [owner, clean]) await bulkLoadMembers(t.db, t.running.services.ledger, population(600), { tag: 'takeover' });
      const day = addDays(await owner.running.services.jobs.today(), -1);
      const env = { ROLE: 'worker', REDIS_URL: REDIS!, REDIS_PREFIX: `take-${crypto.randomBytes(4).toString('hex')}`, JOBS_DISABLED: '0', DAILY_RUN_LEASE_MS: '2000', DAILY_RUN_CHUNK_SIZE: '10' };
      // Worker A queues and runs yesterday at its start; killed (or stopped: it finishes its chunk,
      // releases the lease and exits 0) once the level step is under way.
      const a = await startServer(owner, env);
      workers.push(a);
      await until(async () => Number((await owner.db.manager.query("SELECT COUNT(*) AS n FROM job_chunks WHERE step = 'level'"))[0].n) >= 5, 120_000, 'worker A in the level step');
      a.child.kill(signal);
      expect(await a.exited).toBe(signal === 'SIGTERM' ? 0 : null);
      expect(await owner.running.services.jobs.isDayDone(day)).toBe(false);
      if (signal === 'SIGTERM') {
        const [left] = await owner.db.manager.query("SELECT step, error FROM job_runs WHERE day = ? AND status = 'RUNNING'", [day]);
        expect(left).toEqual({ step: 'level', error: expect.stringMatching(/^Interrupted between chunks/) });
        expect(await owner.running.services.jobs.leaseHolder()).toBeNull();
      }
      // Worker B: its watchdog finds the day RUNNING without a live lease and resumes it.
      const b = await startServer(owner, env);
      workers.push(b);
      await until(async () => owner.running.services.jobs.isDayDone(day), 60_000, 'worker B finished the day');
      const level = (await owner.running.services.jobs.runsOf(day)).find((r) => r.step === 'level')!;
      expect(level.attempts).toBe(2);
      expect(level.worker!.split(':')[1]).toBe(String(b.child.pid));
      clean.running.services.jobs.chunkSize = 10;
      await clean.running.services.jobs.runDay(day);
      expect(await memberBooks(owner)).toEqual(await memberBooks(clean));
      await expectAllReconciled(owner);
    } finally {
      for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      await Promise.all(workers.map((w) => w.exited));
      await clean.close();
      await owner.close();
    }
  }, 300_000);
});
