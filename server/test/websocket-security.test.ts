/**
 * The WebSocket under the HTTP rules (issue 6, items 1-3): only subscriptions; the session checked
 * for every operation and the socket closed when the account's sessions end; no cross-site
 * sockets; no message larger than an HTTP body; production limits (aliases, depth, cost),
 * introspection rule, codes and masking as over HTTP.
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

  test('a message larger than an HTTP GraphQL body (1 MiB) closes the socket before anything is read', async () => {
    const m = await newMember(c);
    const ws = new WebSocket(c.t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    // graphql-ws logs the refused frame; keep the test output clean.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first message (connection_init) is read before the session is checked: 2 MB of it.
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${m.token}`, pad: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(await closed).toBe(1009); // message too big
    logged.mockRestore();

    // A normal socket still works.
    const s = open(c.t.url, `Bearer ${m.token}`);
    await s.subscribe();
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

  test('the depth limit applies over the socket as over HTTP', async () => {
    const s = open(t.url, `Bearer ${member.token}`);
    const deep = `subscription { walletChanged { ${'a { '.repeat(11)}b${' }'.repeat(11)} } }`;
    const overSocket = await s.run(deep);
    const overHttp = await t.gql(deep.replace('subscription', 'query'), {}, member.token);
    const depthError = (errors: any[] | undefined) => errors?.find((e) => /nested deeper than 10 levels/.test(e.message));
    expect(depthError(overHttp.errors)).toBeDefined();
    expect(depthError(overSocket.errors)).toMatchObject({ message: 'Query is nested deeper than 10 levels', extensions: { code: expect.any(String) } });
  });

  test('the cost limit applies over the socket: refused with a code, the socket stays usable', async () => {
    const s = open(t.url, `Bearer ${member.token}`);
    await s.subscribe();
    // Fragments spreading fragments ten times each, four deep: few tokens and no aliases, but 10,000
    // copies of the wallet's fields, far above the cost limit.
    const tens = [1, 2, 3, 4].map((n) => `fragment W${n} on WalletBalances { ${`...W${n - 1} `.repeat(10)} }`).join(' ');
    const costly = `subscription { walletChanged { ...W4 } } ${tens} fragment W0 on WalletBalances { memberId active income roi compound }`;
    const res = await s.run(costly);
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringMatching(/cost/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    // Not a socket fault: the next operation on the same socket is accepted.
    const again = await Promise.race([s.run('subscription { walletChanged { '.concat('__typename } }')), new Promise((r) => setTimeout(() => r('pending'), 500))]);
    expect(again).toBe('pending');
    await expect(Promise.race([s.closed, new Promise((r) => setTimeout(() => r('open'), 100))])).resolves.toBe('open');
  });

  test('an internal fault in a subscription is masked: no message, no stack, code INTERNAL_SERVER_ERROR', async () => {
    const s = open(t.url, `Bearer ${member.token}`);
    await s.subscribe();
    const event = s.run(SUB);
    await new Promise((r) => setTimeout(r, 300)); // the subscription is registered
    const services = t.running.services;
    const spy = jest.spyOn(services.ledgerReads, 'wallets').mockRejectedValue(new Error('ER_NO_SUCH_TABLE at /srv/meridian/secret.js:42'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      services.pubSub.publish('WALLET_CHANGED', { memberId: member.id });
      const res = await event;
      expect(res.errors).toEqual([{ message: 'Something went wrong', path: ['walletChanged'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      expect(JSON.stringify(res)).not.toMatch(/secret|ER_NO_SUCH_TABLE|stack/);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });

  test('an admin may introspect over HTTP in production (the explorer)', async () => {
    const res = await t.gql('{ __schema { queryType { name } } }', {}, admin);
    expect(res.data.__schema.queryType.name).toBe('Query');
  });
});
