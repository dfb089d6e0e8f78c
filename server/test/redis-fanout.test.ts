/**
 * Scale-out: two replicas share the database and Redis (REDIS_URL). A posting made through one
 * replica reaches a `walletChanged` subscriber connected to the other. Runs when TEST_REDIS_URL is
 * set (CI sets it to the local Redis); `npm test` on a machine without Redis skips it.
 */
import crypto from 'node:crypto';
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';

const REDIS = process.env.TEST_REDIS_URL;
const describeWithRedis = REDIS ? describe : describe.skip;

describeWithRedis('subscriptions across replicas through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let client: Client | undefined;
  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL: REDIS! });
    b = await startTestApp({ REDIS_URL: REDIS!, DATABASE_URL: a.databaseUrl });
  });
  afterAll(async () => {
    await client?.dispose();
    await b?.close();
    await a?.close();
  });

  test('a credit posted on replica A reaches the member subscribed on replica B, and nobody else', async () => {
    const root = await registerMember(a);
    const member = await registerMember(a, { sponsor: root.code });
    const other = await registerMember(a, { sponsor: root.code });
    const seen: Array<{ memberId: number; active: string }> = [];
    const received = new Promise<{ memberId: number; active: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event on replica B; saw ${JSON.stringify(seen)}`)), 10000);
      client = createClient({ url: b.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${member.token}` }, retryAttempts: 0 });
      client.subscribe<{ walletChanged: { memberId: number; active: string } }>(
        { query: 'subscription { walletChanged { memberId active } }' },
        {
          next: (msg) => {
            const event = msg.data?.walletChanged;
            if (!event) return;
            seen.push(event);
            if (event.memberId === member.id) {
              clearTimeout(timer);
              resolve(event);
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // Give the subscription a moment to be registered on replica B before posting on A.
    await new Promise((r) => setTimeout(r, 500));
    const admin = await adminToken(a);
    const credit = (memberId: number, amount: string) =>
      a.gql('mutation($i: AdjustWalletInput!){ adjustWallet(input: $i){ transactionId } }', { i: { memberId, wallet: 'ACTIVE', action: 'CREDIT', amount, reason: 'Fan-out test', idempotencyKey: crypto.randomUUID() } }, admin);
    expect((await credit(other.id, '5')).errors).toBeUndefined();
    expect((await credit(member.id, '42.50')).errors).toBeUndefined();
    const event = await received;
    expect(event).toEqual({ memberId: member.id, active: '42.50' });
    expect(seen.every((e) => e.memberId === member.id)).toBe(true);
    await expectReconciled(a);
  });

  test("a sign-out on replica A closes the member's socket on replica B", async () => {
    const [root] = await a.db.manager.query("SELECT referral_code AS code FROM users WHERE role = 'user' ORDER BY id LIMIT 1");
    const member = await registerMember(a, { sponsor: root.code });
    let connected!: () => void;
    const opened = new Promise<void>((r) => (connected = r));
    const closed = new Promise<number>((resolve) => {
      const socket = createClient({
        url: b.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${member.token}` },
        retryAttempts: 0,
        on: { connected: () => connected(), closed: (e: any) => resolve(e?.code) },
      });
      socket.subscribe({ query: 'subscription { walletChanged { memberId } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    });
    await opened;
    expect((await a.http().get('/api/v1/auth/signout').set('Authorization', `Bearer ${member.token}`)).status).toBe(200);
    expect(await closed).toBe(4403);
  });
});
