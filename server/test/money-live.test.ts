/**
 * Live balances over graphql-ws (`subscription { walletChanged }`): the member sees the new Active
 * balance once an admin completes the deposit; nobody else sees it; no token, no connection.
 */
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { expectReconciled } from './harness';
import { api, credit, Member, MoneyCtx, newMember, startMoneyApp, stepUp, txHash } from './money-helpers';

let c: MoneyCtx;
const clients: Client[] = [];
beforeAll(async () => {
  c = await startMoneyApp();
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await c?.t.close();
});
afterEach(async () => {
  await expectReconciled(c.t);
});

const SUB = 'subscription { walletChanged { memberId active income roi compound } }';
type Balances = { memberId: number; active: string; income: string; roi: string; compound: string };

interface Watch {
  events: Balances[];
  errors: unknown[];
  closed: Array<{ code?: number; reason?: string }>;
  /** Resolves with the first event that satisfies `pred` (already received or still to come). */
  next(pred: (b: Balances) => boolean, ms?: number): Promise<Balances>;
  done: Promise<void>;
}

function watch(authorization?: string): Watch {
  const events: Balances[] = [];
  const errors: unknown[] = [];
  const closed: Array<{ code?: number; reason?: string }> = [];
  const waiters: Array<{ pred: (b: Balances) => boolean; resolve: (b: Balances) => void }> = [];
  const client = createClient({
    url: c.t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : undefined,
    retryAttempts: 0,
    lazy: true,
    on: { closed: (e: any) => closed.push({ code: e?.code, reason: e?.reason }) },
  });
  clients.push(client);
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  client.subscribe<{ walletChanged: Balances }>(
    { query: SUB },
    {
      next: (msg) => {
        if (msg.errors) errors.push(msg.errors);
        const b = msg.data?.walletChanged;
        if (!b) return;
        events.push(b);
        for (const w of waiters.splice(0)) {
          if (w.pred(b)) w.resolve(b);
          else waiters.push(w);
        }
      },
      error: (err) => {
        errors.push(err);
        finish();
      },
      complete: () => finish(),
    },
  );
  return {
    events,
    errors,
    closed,
    done,
    next(pred, ms = 5000) {
      const seen = events.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching walletChanged event within ${ms} ms; got ${JSON.stringify(events)}; errors ${JSON.stringify(errors)}`)), ms);
        waiters.push({ pred, resolve: (b) => (clearTimeout(timer), resolve(b)) });
      });
    },
  };
}

/** Subscribes and waits until the server delivers events: a 1.00 admin credit is the warm-up. */
async function liveWatch(m: Member): Promise<Watch> {
  const w = watch(`Bearer ${m.token}`);
  // The subscription is registered asynchronously: credit until the warm-up event arrives.
  for (let i = 0; i < 20 && !w.events.length; i++) {
    await credit(c, m.id, 1, 'non_working');
    try {
      await w.next(() => true, 250);
    } catch {
      /* not subscribed yet */
    }
  }
  expect(w.events.length).toBeGreaterThan(0);
  return w;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for `p`, at most `ms`. */
async function within(p: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

test('the member receives the new Active balance when an admin completes the deposit; another member receives nothing', async () => {
  const m = await newMember(c);
  const other = await newMember(c);
  const mine = await liveWatch(m);
  const theirs = await liveWatch(other);
  const mineBefore = mine.events.length;
  const theirsBefore = theirs.events.length;
  expect(theirs.events.every((e) => e.memberId === other.id)).toBe(true);

  const d = (await api(c.t, 'post', 'deposite/add', m.token).send({ amount: '150.25', hash: txHash() })).body.deposit;
  // A pending deposit moves no money: no event.
  await sleep(300);
  expect(mine.events.length).toBe(mineBefore);

  expect((await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);
  const got = await mine.next((b) => b.active === '150.25');
  expect(got).toMatchObject({ memberId: m.id, active: '150.25', compound: '0.00', roi: '0.00' });
  expect(Number(got.income)).toBeGreaterThanOrEqual(1);

  await sleep(500);
  expect(theirs.events.length).toBe(theirsBefore);
  expect(theirs.events.some((e) => e.memberId === m.id)).toBe(false);
  expect(mine.events.every((e) => e.memberId === m.id)).toBe(true);
  expect(mine.errors).toEqual([]);
});

test('both sides of a transfer hear about it; a bystander does not', async () => {
  const a = await newMember(c);
  const b = await newMember(c);
  const x = await newMember(c);
  const wa = await liveWatch(a);
  const wb = await liveWatch(b);
  const wx = await liveWatch(x);
  await credit(c, a.id, 50, 'business');
  await wa.next((e) => e.active === '50.00');
  const bystander = wx.events.length;
  await stepUp(c, a);
  expect((await api(c.t, 'post', 'transfer/touser', a.token).send({ values: { userto_id: b.id, amount: 20 } })).status).toBe(201);
  expect(await wa.next((e) => e.active === '30.00')).toMatchObject({ memberId: a.id });
  expect(await wb.next((e) => e.active === '20.00')).toMatchObject({ memberId: b.id });
  await sleep(300);
  expect(wx.events.length).toBe(bystander);
});

test('a connection without a token, or with a bad one, is refused', async () => {
  for (const auth of [undefined, 'Bearer not-a-token', 'Basic abc']) {
    const w = watch(auth);
    await within(w.done, 5000);
    expect(w.events).toEqual([]);
    expect(w.errors.length).toBeGreaterThan(0);
    expect(w.closed[0]?.code).toBe(4403);
  }
});

test('an admin connection may not subscribe to member balances', async () => {
  const w = watch(`Bearer ${c.admin}`);
  await within(w.done, 5000);
  expect(w.events).toEqual([]);
  expect(JSON.stringify(w.errors)).toMatch(/FORBIDDEN|Not allowed/);
});
