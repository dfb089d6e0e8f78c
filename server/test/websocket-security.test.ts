/**
 * The WebSocket under the HTTP rules (issue 6, items 1-3): only subscriptions; the session checked
 * for every operation and the socket closed when the account's sessions end; no cross-site
 * sockets; production limits, introspection rule, codes and masking as over HTTP.
 */
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { User } from '../src/modules/users/user.entity';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { api, credit, MoneyCtx, newMember, startMoneyApp, usd, wallet } from './money-helpers';

jest.setTimeout(60_000);

const SUB = 'subscription { walletChanged { memberId active } }';
const clients: Client[] = [];

interface Socket {
  client: Client;
  closed: Promise<{ code: number; reason: string }>;
  /** Runs one operation and resolves with its first result or its error. */
  run(query: string): Promise<{ data?: any; errors?: any[]; error?: any }>;
  /** Starts a long-lived subscription; resolves once the server acknowledged the connection. */
  subscribe(query?: string): Promise<void>;
}

function open(url: string, authorization?: string): Socket {
  let closedResolve!: (e: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (closedResolve = r));
  let connectedResolve!: () => void;
  const connected = new Promise<void>((r) => (connectedResolve = r));
  const client = createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : undefined,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (e: any) => closedResolve({ code: e?.code, reason: e?.reason }), connected: () => connectedResolve() },
  });
  clients.push(client);
  return {
    client,
    closed,
    run: (query) =>
      new Promise((resolve) => {
        let done = false;
        const unsubscribe = client.subscribe(
          { query },
          {
            next: (msg) => {
              if (done) return;
              done = true;
              unsubscribe();
              resolve(msg as any);
            },
            error: (error) => {
              if (done) return;
              done = true;
              resolve({ error, errors: Array.isArray(error) ? error : undefined });
            },
            complete: () => {
              if (!done) resolve({});
            },
          },
        );
      }),
    subscribe: async (query = SUB) => {
      client.subscribe({ query }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      await connected;
    },
  };
}

afterAll(async () => {
  for (const client of clients) await Promise.resolve(client.dispose()).catch(() => undefined);
});

describe('development app', () => {
  let c: MoneyCtx;
  beforeAll(async () => {
    c = await startMoneyApp();
  });
  afterAll(async () => c?.t.close());

  test('a mutation or query over the socket is refused with a code and moves no money', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    const s = open(c.t.url, `Bearer ${a.token}`);
    const mutation = await s.run(`mutation { transferToMember(input: { recipient: "${b.code}", amount: "10" }) { id } }`);
    expect(mutation.errors?.[0]).toMatchObject({ message: 'Only subscriptions are served over the WebSocket; send queries and mutations over HTTP', extensions: { code: 'BAD_REQUEST' } });
    const query = await s.run('{ me { id } }');
    expect(query.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(usd(100));
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(0n);
  });

  test('sign-out over HTTP closes the open socket at once', async () => {
    const m = await newMember(c);
    const s = open(c.t.url, `Bearer ${m.token}`);
    await s.subscribe();
    expect((await api(c.t, 'get', 'auth/signout', m.token)).status).toBe(200);
    await expect(s.closed).resolves.toMatchObject({ code: 4403 });
  });

  test('an admin block closes the member socket; a password change closes it too', async () => {
    const m = await newMember(c);
    const s = open(c.t.url, `Bearer ${m.token}`);
    await s.subscribe();
    expect((await api(c.t, 'put', `users/${m.id}`, c.admin).send({ status: 'block' })).status).toBe(200);
    await expect(s.closed).resolves.toMatchObject({ code: 4403 });

    const p = await newMember(c);
    const s2 = open(c.t.url, `Bearer ${p.token}`);
    await s2.subscribe();
    const changed = await c.t.gql('mutation { changePassword(currentPassword: "password123", newPassword: "password456") { token } }', {}, p.token);
    expect(changed.errors).toBeUndefined();
    await expect(s2.closed).resolves.toMatchObject({ code: 4403 });
  });

  test('every operation re-checks the session: a revoked token cannot start anything on an open socket', async () => {
    const m = await newMember(c);
    const s = open(c.t.url, `Bearer ${m.token}`);
    await s.subscribe();
    // Revoked behind the app's back (no close event): the next operation finds out by itself.
    await c.t.db.transaction((em) => em.increment(User, { id: m.id }, 'tokenVersion', 1));
    const next = await s.run(SUB);
    expect(next.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await expect(s.closed).resolves.toMatchObject({ code: 4403 });
  });

  test('a cookie socket from another site is refused; the own origin and CORS_ORIGINS are accepted', async () => {
    const m = await newMember(c);
    const upgrade = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(c.t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { Origin: origin, Cookie: `token=${m.token}` } });
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => undefined);
      });
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade(c.t.url)).toBe(101);
  });
});

describe('production app', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_DISABLED: '1', CORS_ORIGINS: 'https://partner.example' });
    admin = await adminToken(t);
    member = await registerMember(t);
  });
  afterAll(async () => t?.close());

  test('CORS_ORIGINS may open a cookie socket', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { Origin: 'https://partner.example', Cookie: `token=${member.token}` } });
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(101);
  });

  test('introspection over the socket is refused for a member, with a code', async () => {
    const s = open(t.url, `Bearer ${member.token}`);
    const res = await s.run('subscription { __schema { types { name } } }');
    expect(res.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|GRAPHQL_VALIDATION_FAILED/);
    const typeName = await s.run('subscription { walletChanged { __type(name: "User") { name } } }');
    expect(typeName.errors?.[0]?.extensions?.code).toBeDefined();
    expect(JSON.stringify(typeName)).not.toContain('"User"');
  });

  test('validation errors carry codes and no field suggestions; alias and depth limits apply', async () => {
    const s = open(t.url, `Bearer ${member.token}`);
    const typo = await s.run('subscription { walletChanged { activ } }');
    expect(typo.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: active`).join(' ');
    const many = await s.run(`subscription { walletChanged { ${aliases} } }`);
    expect(many.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(many.errors?.[0]?.message).toMatch(/alias/i);
  });

  test('an admin may introspect over HTTP in production (the explorer)', async () => {
    const res = await t.gql('{ __schema { queryType { name } } }', {}, admin);
    expect(res.data.__schema.queryType.name).toBe('Query');
  });
});
