/**
 * Trusted documents (issue 18 item 4) through the real server in production mode, with a manifest
 * in Apollo's format passed as TRUSTED_DOCUMENTS_MANIFEST: a listed id runs (POST and GET) without
 * its text; a cookie session's unknown text is refused with PERSISTED_QUERY_REQUIRED and an unknown
 * id answers PERSISTED_QUERY_NOT_FOUND; token clients, Bearer sessions and callers without a session
 * send any query; the explorer's staff keep their free text; persisted operations meet the same
 * argument, scope and cost checks; the WebSocket holds cookie sessions to the list too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../src/config/config';
import { canonicalText, TrustedDocuments } from '../src/app/trusted-documents';
import { clearOtp, credit, newMember, useMoneyApp } from './money-helpers';
import { inviteStaff } from './staff-helpers';

jest.setTimeout(60_000);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Operations as Apollo's generator writes them: `__typename` added, printed by graphql-js. */
const BODIES = {
  TdMe: 'query TdMe {\n  me {\n    id\n    email\n    __typename\n  }\n}',
  TdInvestments: 'query TdInvestments($page: Int!, $pageSize: Int!) {\n  myInvestments(page: $page, pageSize: $pageSize) {\n    total\n    __typename\n  }\n}',
  TdWalletChanged: 'subscription TdWalletChanged {\n  walletChanged {\n    memberId\n    active\n    __typename\n  }\n}',
  TdProfile: 'mutation TdProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    fullname\n    __typename\n  }\n}',
};
const OPERATIONS = Object.entries(BODIES).map(([name, body]) => ({ id: sha256(body), name, type: body.split(' ')[0], body }));
const id = (name: keyof typeof BODIES) => sha256(BODIES[name]);
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-td-'));
const MANIFEST = path.join(dir, 'persisted-query-manifest.json');
fs.writeFileSync(MANIFEST, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: OPERATIONS }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Production mode: enforcement is the default there once a manifest exists.
const c = useMoneyApp({ NODE_ENV: 'production', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST, JOBS_DISABLED: '1' });

type Answer = { status: number; data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** POST /graphql riding on a session cookie (as the browser sends it), same-origin. */
async function viaCookie(cookie: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await c.t
    .http()
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body);
  return { status: res.status, ...res.body };
}

const code = (a: Answer) => a.errors?.[0]?.extensions?.code;

async function createToken(m: Awaited<ReturnType<typeof newMember>>, scopes: string[]) {
  await clearOtp(c, m);
  const res = await c.t.gql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', { input: { name: 'Partner app', scopes, expiresInDays: 30 } }, m.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createApiToken.token as string;
}

test('the app enforces in production with the manifest it was given', () => {
  const trusted = c.t.running.trustedDocuments;
  expect(trusted.enforcing).toBe(true);
  expect(trusted.source).toBe(MANIFEST);
  expect([...trusted.documents().keys()].sort()).toEqual(OPERATIONS.map((o) => o.id).sort());
  // Other code (issue 22) reads the parsed documents.
  expect(trusted.document(id('TdMe'))?.definitions[0]).toMatchObject({ kind: 'OperationDefinition', name: { value: 'TdMe' } });
});

describe('cookie sessions', () => {
  test('a listed id runs without its text, by POST and by GET', async () => {
    const m = await newMember(c);
    const post = await viaCookie(`token=${m.token}`, { operationName: 'TdMe', variables: {}, extensions: persisted(id('TdMe')) });
    expect(post.errors).toBeUndefined();
    expect(post.data.me).toEqual({ id: m.id, email: m.email, __typename: 'Member' });

    const get = await c.t
      .http()
      .get('/graphql')
      .query({ operationName: 'TdMe', extensions: JSON.stringify(persisted(id('TdMe'))) })
      .set('Cookie', `token=${m.token}`)
      .set('apollo-require-preflight', 'true');
    expect(get.status).toBe(200);
    expect(get.body.data.me.id).toBe(m.id);
  });

  test('the text of a listed operation runs too (the public pages send text, without __typename)', async () => {
    const m = await newMember(c);
    const exact = await viaCookie(`token=${m.token}`, { query: BODIES.TdMe });
    expect(exact.data.me.id).toBe(m.id);
    const plain = await viaCookie(`token=${m.token}`, { query: 'query TdMe { me { id email } }' });
    expect(plain.errors).toBeUndefined();
    expect(plain.data.me).toEqual({ id: m.id, email: m.email });
  });

  test('unknown text is refused with PERSISTED_QUERY_REQUIRED, before anything runs', async () => {
    const m = await newMember(c);
    const query = await viaCookie(`token=${m.token}`, { query: '{ me { id wallets { active } } }' });
    expect(query.status).toBe(400);
    expect(code(query)).toBe('PERSISTED_QUERY_REQUIRED');
    expect(query.data).toBeUndefined();
    // A listed operation with one more field is another document.
    const more = await viaCookie(`token=${m.token}`, { query: 'query TdMe { me { id email username } }' });
    expect(code(more)).toBe('PERSISTED_QUERY_REQUIRED');

    const mutation = await viaCookie(`token=${m.token}`, { query: 'mutation { updateProfile(input: { fullname: "Someone Else" }) { id } }' });
    expect(code(mutation)).toBe('PERSISTED_QUERY_REQUIRED');
    const listed = await viaCookie(`token=${m.token}`, { operationName: 'TdProfile', variables: { input: { fullname: 'Listed Name' } }, extensions: persisted(id('TdProfile')) });
    expect(listed.errors).toBeUndefined();
    expect((await c.t.gql('{ me { fullname } }', {}, m.token)).data.me.fullname).toBe('Listed Name');

    // The admin cookie of a staff member without the explorer's permission: the same.
    const support = await inviteStaff(c.t, c.admin, 'SUPPORT');
    const staff = await viaCookie(`admin_token=${support.token}`, { query: '{ tickets(page: 1, pageSize: 5) { total } }' });
    expect(code(staff)).toBe('PERSISTED_QUERY_REQUIRED');
  });

  test('an unknown id answers PERSISTED_QUERY_NOT_FOUND (an old tab after a deploy)', async () => {
    const m = await newMember(c);
    const unknown = await viaCookie(`token=${m.token}`, { operationName: 'TdMe', extensions: persisted(sha256('query Old { me { id } }')) });
    expect(code(unknown)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.data).toBeUndefined();
  });

  test("an id registered through Apollo's APQ by a token client is still not listed for a cookie session", async () => {
    const m = await newMember(c);
    const token = await createToken(m, ['read:profile']);
    const text = '{ me { id username } }';
    const registered = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: text, extensions: persisted(sha256(text)) });
    expect(registered.body.errors).toBeUndefined();
    const reused = await viaCookie(`token=${m.token}`, { extensions: persisted(sha256(text)) });
    expect(code(reused)).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The token client itself sends the id alone from now on (its registration is in the APQ store).
    const again = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ extensions: persisted(sha256(text)) });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.me.id).toBe(m.id);
  });

  test('staff holding reports:read keep the explorer: any text with their session', async () => {
    const owner = await viaCookie(`admin_token=${c.admin}`, { query: '{ consoleDashboard { __typename } }' });
    expect(owner.errors).toBeUndefined();
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    const schema = await viaCookie(`admin_token=${analyst.token}`, { query: '{ __schema { queryType { name } } }' });
    expect(schema.data.__schema.queryType.name).toBe('Query');
  });
});

describe('not held to the list', () => {
  test('a token client runs any query within its scopes (and only within them)', async () => {
    const m = await newMember(c);
    const token = await createToken(m, ['read:profile']);
    const free = await c.t.gql('{ me { id username } }', {}, token);
    expect(free.errors).toBeUndefined();
    expect(free.data.me.id).toBe(m.id);
    const outside = await c.t.gql('{ me { wallets { active } } }', {}, token);
    expect(code(outside as Answer)).toBe('FORBIDDEN');
    // A listed id works for it as well.
    const byId = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ extensions: persisted(id('TdMe')) });
    expect(byId.body.data.me.id).toBe(m.id);
  });

  test('a Bearer session (mobile app) runs any query, even with a cookie beside it', async () => {
    const m = await newMember(c);
    const res = await c.t.gql('{ me { id wallets { active } } }', {}, m.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.me.id).toBe(m.id);
    const both = await c.t.http().post('/graphql').set('Authorization', `Bearer ${m.token}`).set('Cookie', `token=${m.token}`).send({ query: '{ me { id } }' });
    expect(both.body.data.me.id).toBe(m.id);
  });

  test('a caller without a session sends any query (there is no account behind it)', async () => {
    const res = await c.t.gql('{ plans { id name } }');
    expect(res.errors).toBeUndefined();
    const stale = await viaCookie('token=not-a-session', { query: '{ plans { id } }' });
    expect(stale.errors).toBeUndefined();
  });
});

describe('persisted operations meet the same checks', () => {
  test('list sizes, scopes and cost apply to a listed id', async () => {
    const m = await newMember(c);
    const ok = await viaCookie(`token=${m.token}`, { variables: { page: 1, pageSize: 20 }, extensions: persisted(id('TdInvestments')) });
    expect(ok.data.myInvestments.total).toBe(0);
    const tooMany = await viaCookie(`token=${m.token}`, { variables: { page: 1, pageSize: 1000 }, extensions: persisted(id('TdInvestments')) });
    expect(tooMany.status).toBe(400);
    expect(code(tooMany)).toBe('BAD_USER_INPUT');
    const token = await createToken(m, ['read:wallets']);
    const scoped = await c.t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ extensions: persisted(id('TdMe')) });
    expect(scoped.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('the WebSocket', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await Promise.resolve(client.dispose()).catch(() => undefined);
  });

  function cookieSocket(cookie: string) {
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { Cookie: cookie } });
      }
    }
    const client = createClient({ url: c.t.url.replace('http', 'ws') + '/graphql', webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  }

  function first(client: Client, query: string): Promise<{ data?: any; errors?: any[] }> {
    return new Promise((resolve) => {
      const stop = client.subscribe(
        { query },
        {
          next: (msg) => {
            stop();
            resolve(msg as any);
          },
          error: (error) => resolve({ errors: Array.isArray(error) ? error : [error] }),
          complete: () => undefined,
        },
      );
    });
  }

  test('a cookie session subscribes to listed subscriptions only', async () => {
    const m = await newMember(c);
    const client = cookieSocket(`token=${m.token}`);
    const refused = await first(client, 'subscription { walletChanged { memberId } }');
    expect(refused.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_REQUIRED');

    const event = first(client, BODIES.TdWalletChanged);
    await new Promise((r) => setTimeout(r, 300));
    await credit(c, m.id, 5, 'business');
    const got = await event;
    expect(got.errors).toBeUndefined();
    expect(got.data.walletChanged.memberId).toBe(m.id);
  });
});

describe('configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'admin-password-1', CLIENT_DIST: path.join(dir, 'no-client') };

  test('enforce by default in production when the manifest exists, else off; enforce needs a manifest', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST }).trustedDocuments).toEqual({ mode: 'enforce', manifest: MANIFEST });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).trustedDocuments.mode).toBe('off');
    expect(loadConfig({ ...base, NODE_ENV: 'development', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST }).trustedDocuments.mode).toBe('off');
    expect(loadConfig({ ...base, NODE_ENV: 'production', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST, TRUSTED_DOCUMENTS: 'off' }).trustedDocuments.mode).toBe('off');
    expect(loadConfig({ ...base, NODE_ENV: 'test', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST, TRUSTED_DOCUMENTS: 'enforce' }).trustedDocuments.mode).toBe('enforce');
    expect(() => loadConfig({ ...base, NODE_ENV: 'development', TRUSTED_DOCUMENTS: 'enforce' })).toThrow(/TRUSTED_DOCUMENTS: enforce needs the web app's manifest/);
    expect(() => loadConfig({ ...base, TRUSTED_DOCUMENTS: 'always' })).toThrow(/TRUSTED_DOCUMENTS/);
    // The default manifest is the one the client build writes to CLIENT_DIST.
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).trustedDocuments.manifest).toBe(path.join(dir, 'no-client', 'persisted-query-manifest.json'));
  });

  test('a manifest whose ids are not the SHA-256 of their bodies is refused at start', () => {
    const bad = JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ ...OPERATIONS[0], id: sha256('other') }] });
    expect(() => TrustedDocuments.parseManifest(bad, 'bad.json')).toThrow(/bad.json, operation TdMe: the id is not the SHA-256/);
    expect(() => TrustedDocuments.parseManifest('{"operations":[]}', 'x.json')).toThrow(/not an apollo-persisted-query-manifest/);
  });

  test('off: nothing is refused, listed ids still resolve', () => {
    const off = new TrustedDocuments('off', OPERATIONS as any);
    const member = { id: 1, role: 'user', user: {} } as any;
    expect(off.refusal({ viaCookie: true, member, admin: null }, { textSent: true, document: parse('{ me { id } }') })).toBeNull();
    expect(off.get(id('TdMe'))?.name).toBe('TdMe');
  });

  test("the APQ store answers a listed id from the manifest and keeps other ids apart", async () => {
    const trusted = new TrustedDocuments('enforce', OPERATIONS as any);
    const cache = trusted.persistedQueryCache();
    const listed = OPERATIONS[0];
    expect(await cache.get(`apq:${listed.id}`)).toBe(listed.body);
    // Apollo's registration of a listed id changes nothing; another id is kept, and can be dropped.
    await cache.set(`apq:${listed.id}`, 'query Other { me { id } }');
    expect(await cache.get(`apq:${listed.id}`)).toBe(listed.body);
    const other = sha256('{ me { id } }');
    expect(await cache.get(`apq:${other}`)).toBeUndefined();
    await cache.set(`apq:${other}`, '{ me { id } }');
    expect(await cache.get(`apq:${other}`)).toBe('{ me { id } }');
    await cache.delete(`apq:${other}`);
    expect(await cache.get(`apq:${other}`)).toBeUndefined();
  });

  test('one canonical text whatever __typename and definition order', () => {
    const a = parse('query Q { me { ...F __typename } } fragment F on Member { id __typename }');
    const b = parse('fragment F on Member { id } query Q { me { ...F } }');
    expect(canonicalText(a)).toBe(canonicalText(b));
    expect(canonicalText(parse('query Q { me { id t: __typename } }'))).not.toBe(canonicalText(parse('query Q { me { id } }')));
  });
});
