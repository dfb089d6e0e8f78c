/**
 * Shared limits (issue 19 item 2): with REDIS_URL every limit counts in Redis, so attempts spread over
 * replicas are counted together; while Redis is unreachable each replica counts on its own (the
 * in-memory insurance limiter): the limit still holds, nothing answers 500, and the outage is logged
 * once. The replicas share Redis through a small TCP relay the test can cut. Runs when
 * TEST_REDIS_URL is set.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { log } from '../src/common/logger';
import { registerMember, startTestApp, TestApp } from './harness';
import { tcpRelay } from './server-process';

const REDIS = process.env.TEST_REDIS_URL;

/** A TCP relay to Redis that can be cut (every connection dropped, new ones refused) and restored. */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const relay = await tcpRelay(hostname, Number(port || 6379));
  return { ...relay, url: `redis://127.0.0.1:${relay.port}` };
}

const signIn = (t: TestApp, email: string, password: string, ip: string) =>
  t.http().post('/api/v1/auth/signin').set('X-Forwarded-For', ip).send({ email, password });

(REDIS ? describe : describe.skip)('shared limits on Redis (REDIS_URL)', () => {
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let a: TestApp;
  let b: TestApp;
  let root: { code: string };
  const warnings: string[] = [];
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    warn = jest.spyOn(log, 'warn').mockImplementation(((...args: unknown[]) => void warnings.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))) as never);
    relay = await redisRelay(REDIS!);
    const env = { REDIS_URL: relay.url, REDIS_PREFIX: `limits-${crypto.randomBytes(4).toString('hex')}`, TRUST_PROXY: 'loopback', READ_LIMIT_PER_MINUTE: '6' };
    a = await startTestApp(env);
    b = await startTestApp({ ...env, DATABASE_URL: a.databaseUrl });
    root = await registerMember(a);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await relay?.close();
    warn.mockRestore();
  });

  test('failed sign-ins spread over two replicas are counted together: the 11th is 429 on either', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const ip = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? b : a, m.email, 'wrong-password', ip);
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    for (const t of [a, b]) {
      const res = await signIn(t, m.email, m.password, ip);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('REST reads by one session over two replicas share one budget (READ_LIMIT_PER_MINUTE 6)', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await (i % 2 ? b : a).http().get('/api/v1/user/profile').set('Authorization', `Bearer ${m.token}`)).status);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  test('Redis unreachable: each replica counts in memory (still 429 after 10, never 500), one log line; back when Redis is', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(a, m.email, 'wrong-password', ip);
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    const refused = await signIn(a, m.email, m.password, ip);
    expect(refused.status).toBe(429);
    // The other replica's insurance has counted nothing: the door is not open there either, but
    // its own ten attempts are its own (the limit per replica while Redis is away).
    expect((await signIn(b, m.email, 'wrong-password', ip)).status).toBe(401);
    const down = warnings.filter((w) => /Rate limits: Redis unreachable/.test(w));
    // One line per replica's limits connection, however many requests met the outage.
    expect(down.length).toBe(2);
    expect(down[0]).toMatch(/insurance limiter/);

    relay.restore();
    await waitFor(() => warnings.filter((w) => /Rate limits: Redis reachable again/.test(w)).length === 2, 15_000);
    // Back on Redis: the shared count (the attempts before the outage: none for this ip) applies again.
    const ip2 = '203.0.113.21';
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? a : b, m.email, 'wrong-password', ip2)).status).toBe(401);
    expect((await signIn(a, m.email, m.password, ip2)).status).toBe(429);
  }, 60_000);
});

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('REDIS_URL set but Redis never reachable', () => {
  let t: TestApp;
  const warnings: string[] = [];
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    warn = jest.spyOn(log, 'warn').mockImplementation(((...args: unknown[]) => void warnings.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))) as never);
    // A port nobody listens on.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `limits-${crypto.randomBytes(4).toString('hex')}`, TRUST_PROXY: 'loopback' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    warn.mockRestore();
  });

  test('the insurance limiter counts from the start: 10 failed sign-ins, then 429 (never a 500), and the outage is logged', async () => {
    const root = await registerMember(t);
    const ip = '203.0.113.30';
    for (let i = 0; i < 10; i++) expect((await signIn(t, root.email, 'wrong-password', ip)).status).toBe(401);
    expect((await signIn(t, root.email, root.password, ip)).status).toBe(429);
    expect(warnings.some((w) => /Rate limits: Redis unreachable/.test(w) && /insurance limiter/.test(w))).toBe(true);
  });
});
