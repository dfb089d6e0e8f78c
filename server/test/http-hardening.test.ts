/**
 * Smaller holes (issue 6, items 12-15): security headers, no CDN landing page, no-store on private
 * answers, Secure cookies behind a configured proxy, X-Forwarded-For only from a trusted proxy,
 * sign-in attempts per account, no cross-site sign-out, bounded paging, strict decisions, no array
 * coercion, and the unattached deposit-proof sweep and quota.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Upload } from '../src/common/uploads/upload.entity';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { API, api, bearer, credit, expectError, files, newMember, txHash, usd, useMoneyApp, wallet } from './money-helpers';

jest.setTimeout(90_000);

describe('development app', () => {
  const c = useMoneyApp({ UPLOAD_QUOTA: '2' });

  test('security headers on every answer; no HSTS outside production', async () => {
    for (const url of ['/', '/api/v1/settings', '/graphql?query=%7B__typename%7D', '/healthz']) {
      const res = await c.t.http().get(url);
      const csp = res.headers['content-security-policy'];
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("script-src 'self'") });
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('private REST and GraphQL answers are never cached', async () => {
    const m = await newMember(c);
    expect((await api(c.t, 'get', `users/${m.id}`, m.token)).headers['cache-control']).toBe('no-store');
    expect((await api(c.t, 'get', 'users/999999', m.token)).headers['cache-control']).toBe('no-store');
    const gql = await c.t.http().post('/graphql').set(bearer(m.token)).send({ query: '{ me { id } }' });
    expect(gql.headers['cache-control']).toBe('no-store');
  });

  test('page=1e300 is 400, not 500', async () => {
    const m = await newMember(c);
    for (const page of ['1e300', '99999999999', '-1', '1.5']) {
      expectError(await api(c.t, 'get', `transfer/byid/${m.id}?page=${page}`, m.token), 400, undefined, 'BAD_USER_INPUT');
    }
    expect((await api(c.t, 'get', `transfer/byid/${m.id}?page=2`, m.token)).status).toBe(200);
  });

  test("admin decisions take only the contract's values; arrays are refused", async () => {
    const m = await newMember(c);
    const created = await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 20, hash: txHash() });
    const id = created.body.deposite?.id ?? created.body.deposit?.id;
    for (const status of ['approve', 'reject', 'completed', 'declined', ['complete'], { status: 'complete' }, 'pending']) {
      expectError(await api(c.t, 'put', `deposite/${id}`, c.admin).send({ status }), 400);
    }
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    expect((await api(c.t, 'put', `deposite/${id}`, c.admin).send({ status: 'Approved' })).status).toBe(200);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(20));
  });

  test('array fields are 400, never coerced, and nothing moves', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).send({ userto_id: b.id, amount: [10] }), 400, 'amount must be a single value');
    expectError(await api(c.t, 'post', 'transfer/touser', a.token).send({ userto_id: [b.id], amount: 10 }), 400);
    expectError(await api(c.t, 'get', `transfer/byid/${a.id}?page=1&page=2`, a.token), 400, 'page must be a single value');
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(0n);
  });

  test('unattached deposit proofs: a quota per member, swept after a day', async () => {
    const m = await newMember(c);
    const upload = () => c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).attach('file', files.png(), 'p.png');
    const first = await upload();
    const second = await upload();
    expect([first.status, second.status]).toEqual([201, 201]);
    expectError(await upload(), 429, /not used in a deposit yet/, 'RATE_LIMITED');
    // Using one frees a slot.
    const used = await c.t.gql('mutation($i: CreateDepositInput!) { createDeposit(input: $i) { id } }', { i: { amount: '15', proof: second.body.upload.name } }, m.token);
    expect(used.errors).toBeUndefined();
    const third = await upload();
    expect(third.status).toBe(201);

    // A day later the unused proofs are gone (row and file); the attached one stays.
    const names = [first.body.upload.name, third.body.upload.name];
    await c.t.db.transaction((em) => em.update(Upload, { ownerId: m.id }, { createdAt: new Date(Date.now() - 25 * 3600_000) }));
    const done = await c.t.running.services.maintenance.run();
    expect(done['unattached-uploads']).toBe(2);
    for (const name of names) {
      expect(await c.t.db.manager.findOneBy(Upload, { name })).toBeNull();
      expect(fs.existsSync(path.join(c.t.dir, 'uploads', name))).toBe(false);
    }
    expect(await c.t.db.manager.findOneBy(Upload, { name: second.body.upload.name })).not.toBeNull();
    expect(fs.existsSync(path.join(c.t.dir, 'uploads', second.body.upload.name))).toBe(true);
  });
});

describe('sign-in throttles and sign-out', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    root = await registerMember(t);
  });
  afterAll(async () => t?.close());

  const signIn = (identifier: string, password: string, xff?: string) => {
    const req = t.http().post('/api/v1/auth/signin');
    if (xff) req.set('X-Forwarded-For', xff);
    return req.send({ email: identifier, password });
  };

  test('without TRUST_PROXY, X-Forwarded-For does not give an attacker fresh budgets', async () => {
    const m = root;
    for (let i = 0; i < 10; i++) expect((await signIn(m.email, 'wrong-password', `203.0.113.${i}`)).status).toBe(401);
    expectError(await signIn(m.email, m.password, '203.0.113.99'), 429, undefined, 'RATE_LIMITED');
  });

  test('attempts count per account, whether named by email or by username', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const username = (await t.http().get(`/api/v1/users/${m.id}`).set(bearer(m.token))).body.singleuser.username;
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? m.email : username, 'wrong-password')).status).toBe(401);
    expectError(await signIn(username.toLowerCase(), m.password), 429);
    expectError(await signIn(m.email, m.password), 429);
  });

  test('a cross-site GET auth/signout does not end the session', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const cross = await t.http().get('/api/v1/auth/signout').set('Cookie', `token=${m.token}`).set('Sec-Fetch-Site', 'cross-site');
    expectError(cross, 403, 'Cross-site request refused');
    expect((await t.http().get(`/api/v1/users/${m.id}`).set(bearer(m.token))).status).toBe(200);
    const own = await t.http().get('/api/v1/auth/signout').set('Cookie', `token=${m.token}`).set('Sec-Fetch-Site', 'same-origin');
    expect(own.status).toBe(200);
    expect((await t.http().get(`/api/v1/users/${m.id}`).set(bearer(m.token))).status).toBe(401);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => t?.close());

  test("the proxy's X-Forwarded-For names the client; X-Forwarded-Proto https gives a Secure cookie", async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 10; i++) {
      expect((await t.http().post('/api/v1/auth/signin').set('X-Forwarded-For', '198.51.100.1').send({ email: m.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await t.http().post('/api/v1/auth/signin').set('X-Forwarded-For', '198.51.100.1').send({ email: m.email, password: m.password })).status).toBe(429);
    const other = await t.http().post('/api/v1/auth/signin').set('X-Forwarded-For', '198.51.100.2').set('X-Forwarded-Proto', 'https').send({ email: m.email, password: m.password });
    expect(other.status).toBe(200);
    expect(String(other.headers['set-cookie'])).toMatch(/token=.*; Secure/);
  });
});

describe('production app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_DISABLED: '1' });
  });
  afterAll(async () => t?.close());

  test('HSTS, Secure session cookies, and no landing page on GET /graphql', async () => {
    const res = await t.http().get('/api/v1/settings');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const m = await registerMember(t);
    const signIn = await t.http().post('/api/v1/auth/signin').send({ email: m.email, password: m.password });
    expect(String(signIn.headers['set-cookie'])).toMatch(/token=.*; Secure/);
    const landing = await t.http().get('/graphql').set('Accept', 'text/html');
    expect(landing.status).toBeGreaterThanOrEqual(400);
    expect(landing.status).toBeLessThan(500);
    expect(landing.text).not.toMatch(/cdn|<script/i);
    expect(await adminToken(t)).toEqual(expect.any(String));
  });
});
