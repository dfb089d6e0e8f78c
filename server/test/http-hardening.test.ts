/**
 * Smaller holes (issue 6, items 12-15): security headers, no CDN landing page, no-store on private
 * answers, Secure cookies behind a configured proxy, X-Forwarded-For only from a trusted proxy,
 * sign-in attempts per account, no cross-site sign-out, bounded paging, strict decisions, no array
 * coercion, the deposit-proof quota (per rolling 24 h, race-free) and the sweep of unused and
 * declined proofs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Upload } from '../src/common/uploads/upload.entity';
import { Deposit } from '../src/modules/deposits/deposit.entity';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { API, api, bearer, credit, expectError, files, Member, newMember, rowCounts, txHash, uploadFiles, usd, useMoneyApp, wallet } from './money-helpers';

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
      // helmet's other headers, set once per answer from its recorded set.
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
    }
  });

  test('private REST and GraphQL answers are never cached', async () => {
    const m = await newMember(c);
    expect((await api(c.t, 'get', `users/${m.id}`, m.token)).headers['cache-control']).toBe('no-store');
    expect((await api(c.t, 'get', 'users/999999', m.token)).headers['cache-control']).toBe('no-store');
    const gql = await c.t.http().post('/graphql').set(bearer(m.token)).send({ query: '{ me { id } }' });
    expect(gql.headers['cache-control']).toBe('no-store');
    // No ETag on answers that are never cached (it would hash every body).
    expect(gql.headers.etag).toBeUndefined();
    expect((await api(c.t, 'get', `users/${m.id}`, m.token)).headers.etag).toBeUndefined();
  });

  test('GraphQL over HTTP (graphql-http.ts): GET reads the query string, answers carry their type and length, HEAD gets no body', async () => {
    const m = await newMember(c);
    const search = `?query=${encodeURIComponent('query Me($x: Boolean!) { me { id @include(if: $x) } }')}&variables=${encodeURIComponent('{"x":true}')}`;
    const get = await c.t.http().get(`/graphql${search}`).set(bearer(m.token)).set('apollo-require-preflight', '1');
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ data: { me: { id: m.id } } });
    expect(get.headers['content-type']).toMatch(/^application\/graphql-response\+json|^application\/json/);
    expect(Number(get.headers['content-length'])).toBe(Buffer.byteLength(get.text));
    // A mutation over GET is refused by Apollo (405), as before.
    const mutation = await c.t.http().get(`/graphql?query=${encodeURIComponent('mutation { __typename }')}`).set(bearer(m.token)).set('apollo-require-preflight', '1');
    expect(mutation.status).toBe(405);
    const head = await c.t.http().head(`/graphql${search}`).set(bearer(m.token)).set('apollo-require-preflight', '1');
    expect(head.text ?? '').toBe('');
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

  const uploadProof = (m: Member) => c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).attach('file', files.png(), 'p.png');
  const CREATE = 'mutation($i: CreateDepositInput!) { createDeposit(input: $i) { id } }';
  async function depositWith(m: Member, proof: string): Promise<number> {
    const res = await c.t.gql(CREATE, { i: { amount: '15', proof } }, m.token);
    expect(res.errors).toBeUndefined();
    return res.data.createDeposit.id;
  }
  const proofsOf = (m: Member) => c.t.db.manager.countBy(Upload, { ownerId: m.id, area: 'deposits' });

  test('deposit proofs: UPLOAD_QUOTA per member per rolling 24 h; attaching and cancelling frees no slot', async () => {
    const m = await newMember(c);
    // Two attach-and-cancel cycles use up the quota of 2 (each proof stays counted).
    for (let i = 0; i < 2; i++) {
      const up = await uploadProof(m);
      expect(up.status).toBe(201);
      const id = await depositWith(m, up.body.upload.name);
      expect((await api(c.t, 'delete', `deposite/${id}`, m.token)).status).toBe(200);
    }
    const before = await rowCounts(c.t);
    expectError(await uploadProof(m), 429, 'You can upload at most 2 deposit proofs in 24 hours; try again later', 'RATE_LIMITED');
    // The deposit form with a file is refused the same way, and creates nothing.
    expectError(await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('image', files.png(), 'p.png'), 429, /at most 2 deposit proofs/, 'RATE_LIMITED');
    expect(await rowCounts(c.t)).toEqual(before);
    // A deposit by transaction hash needs no upload and still works.
    expect((await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 20, hash: txHash() })).status).toBe(201);
    // The window rolls: proofs uploaded more than 24 hours ago no longer count.
    await c.t.db.transaction((em) => em.update(Upload, { ownerId: m.id }, { createdAt: new Date(Date.now() - 25 * 3600_000) }));
    expect((await uploadProof(m)).status).toBe(201);
    expect(await proofsOf(m)).toBe(3);
  });

  test('parallel uploads never exceed the quota', async () => {
    const m = await newMember(c);
    const filesBefore = uploadFiles(c.t).length;
    const results = await Promise.all(Array.from({ length: 8 }, () => uploadProof(m)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    expect(await proofsOf(m)).toBe(2);
    // Refused uploads leave no file behind.
    expect(uploadFiles(c.t).length).toBe(filesBefore + 2);
  });

  test('a day later unattached proofs and proofs of declined or cancelled deposits are swept; completed deposits keep theirs', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    const unattached = (await uploadProof(a)).body.upload.name;
    const declined = (await uploadProof(a)).body.upload.name;
    const declinedId = await depositWith(a, declined);
    expect((await api(c.t, 'put', `deposite/${declinedId}`, c.admin).send({ status: 'decline' })).status).toBe(200);
    const completed = (await uploadProof(b)).body.upload.name;
    const completedId = await depositWith(b, completed);
    expect((await api(c.t, 'put', `deposite/${completedId}`, c.admin).send({ status: 'complete' })).status).toBe(200);
    const cancelled = (await uploadProof(b)).body.upload.name;
    const cancelledId = await depositWith(b, cancelled);
    expect((await api(c.t, 'delete', `deposite/${cancelledId}`, b.token)).status).toBe(200);

    // Within the day nothing goes.
    const early = await c.t.running.services.maintenance.run();
    expect([early['unattached-uploads'], early['declined-deposit-proofs']]).toEqual([0, 0]);

    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await c.t.db.transaction(async (em) => {
      for (const m of [a, b]) {
        await em.update(Upload, { ownerId: m.id }, { createdAt: dayAgo });
        await em.update(Deposit, { userId: m.id }, { processedAt: dayAgo });
      }
    });
    const done = await c.t.running.services.maintenance.run();
    expect([done['unattached-uploads'], done['declined-deposit-proofs']]).toEqual([1, 2]);
    for (const name of [unattached, declined, cancelled]) {
      expect(await c.t.db.manager.findOneBy(Upload, { name })).toBeNull();
      expect(fs.existsSync(path.join(c.t.dir, 'uploads', name))).toBe(false);
    }
    // The declined deposits no longer link to a file that is gone; the completed one keeps its proof.
    const proofUrl = async (m: Member, id: number) => {
      const res = await c.t.gql('{ myDeposits(pageSize: 50) { items { id proofUrl } } }', {}, m.token);
      expect(res.errors).toBeUndefined();
      return res.data.myDeposits.items.find((d: { id: number }) => d.id === id)?.proofUrl;
    };
    expect(await proofUrl(a, declinedId)).toBeNull();
    expect(await proofUrl(b, cancelledId)).toBeNull();
    expect(await proofUrl(b, completedId)).toBe(`/uploads/${completed}`);
    expect(await c.t.db.manager.findOneBy(Upload, { name: completed })).not.toBeNull();
    expect(fs.existsSync(path.join(c.t.dir, 'uploads', completed))).toBe(true);
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

  test('a cookie GET auth/signout needs evidence of the own origin; a Bearer sign-out does not', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const alive = async () => (await t.http().get(`/api/v1/users/${m.id}`).set(bearer(m.token))).status === 200;
    const signOut = (headers: Record<string, string>) => {
      const req = t.http().get('/api/v1/auth/signout').set('Cookie', `token=${m.token}`);
      for (const [k, v] of Object.entries(headers)) req.set(k, v);
      return req;
    };
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      {}, // an old browser sends no Sec-Fetch-Site: no evidence either
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/page' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'not a url' },
    ] as Array<Record<string, string>>) {
      expectError(await signOut(headers), 403, 'Cross-site request refused');
      expect({ headers, alive: await alive() }).toEqual({ headers, alive: true });
    }
    // The app's own pages: Sec-Fetch-Site same-origin, or (older browsers) its own Referer.
    expect((await signOut({ Referer: `${t.url}/dashboard` })).status).toBe(200);
    expect(await alive()).toBe(false);

    const n = await registerMember(t, { sponsor: root.code });
    expect((await t.http().get('/api/v1/auth/signout').set('Cookie', `token=${n.token}`).set('Sec-Fetch-Site', 'none')).status).toBe(200);
    expect((await t.http().get(`/api/v1/users/${n.id}`).set(bearer(n.token))).status).toBe(401);

    // A Bearer token is never attached by the browser on its own: that sign-out works from anywhere.
    const b = await registerMember(t, { sponsor: root.code });
    expect((await t.http().get('/api/v1/auth/signout').set(bearer(b.token)).set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
    expect((await t.http().get(`/api/v1/users/${b.id}`).set(bearer(b.token))).status).toBe(401);
  });

  test('the admin sign-out follows the same rule', async () => {
    const admin = await adminToken(t);
    const out = (headers: Record<string, string>) => {
      const req = t.http().get('/api/v1/auth/signoutadmin').set('Cookie', `admin_token=${admin}`);
      for (const [k, v] of Object.entries(headers)) req.set(k, v);
      return req;
    };
    expectError(await out({}), 403, 'Cross-site request refused');
    expectError(await out({ Origin: 'https://evil.example' }), 403, 'Cross-site request refused');
    expect((await t.http().get('/api/v1/users/list').set(bearer(admin))).status).toBe(200);
    expect((await out({ Origin: t.url })).status).toBe(200);
    expect((await t.http().get('/api/v1/users/list').set(bearer(admin))).status).toBe(401);
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
