/**
 * GraphQL cost budgets (issue 18 item 2) through the real HTTP server: every answer carries
 * `extensions.cost { requested, remaining, resetAt }`; a caller over budget gets 429 with the
 * right Retry-After and RATE_LIMITED and nothing runs; the budget refills continuously; an API
 * token pays from its own bucket, and a token whose budget staff raised goes further; staff
 * sessions and members' sessions have their own, larger defaults; RATE_LIMIT_DISABLED=1 turns budgets
 * off. Small budgets (a member's session 1,200 a minute, 20 a second) keep the waits short. With TEST_REDIS_URL the
 * exhaustion and refill run again on the Redis store (the Lua refill).
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { clearOtp, newMember, useMoneyApp, MoneyCtx } from './money-helpers';
import { registerMember, startTestApp } from './harness';

jest.setTimeout(60_000);

/** Members' tokens and anonymous callers. */
const PER_MINUTE = 600;
/** Members' signed-in sessions (the web app). */
const SESSION_PER_MINUTE = 1200;
const STAFF_PER_MINUTE = 6000;
const env = {
  RATE_LIMIT_DISABLED: '0',
  GRAPHQL_COST_PER_MINUTE: String(PER_MINUTE),
  GRAPHQL_SESSION_COST_PER_MINUTE: String(SESSION_PER_MINUTE),
  GRAPHQL_STAFF_COST_PER_MINUTE: String(STAFF_PER_MINUTE),
};

const c = useMoneyApp(env);

/** 10 trades of 6 fields: (2 + 1.5 x 6) x 10 = 110. */
const TRADES = '{ myTrades(limit: 10) { id day pair price amount tradedAt } }';
const TRADES_COST = 110;
const WALLETS = '{ me { id wallets { active income roi compound } } }';
const CREATE = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id costBudget } } }';

interface Answer {
  status: number;
  retryAfter?: string;
  body: { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }>; extensions?: { cost?: { requested: number; remaining: number; resetAt: string } } };
}

async function post(ctx: MoneyCtx, query: string, token?: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const req = request(ctx.t.url).post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, retryAfter: res.headers['retry-after'], body: res.body };
}

/** Sends `query` until it is refused; returns the answers that ran and the refusal. */
async function drain(ctx: MoneyCtx, query: string, token: string, max = 200) {
  const ok: Answer[] = [];
  for (let i = 0; i < max; i++) {
    const a = await post(ctx, query, token);
    if (a.status === 429) return { ok, refused: a };
    expect(a.status).toBe(200);
    ok.push(a);
  }
  throw new Error(`not refused after ${max} requests`);
}

/** The Retry-After a refusal must carry: the seconds for the missing cost to refill (remaining is rounded down). */
function expectRetryAfter(refused: Answer, perMinute: number) {
  const cost = refused.body.extensions!.cost!;
  const perSecond = perMinute / 60;
  const seconds = Number(refused.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(Math.max(1, Math.ceil((cost.requested - cost.remaining - 1) / perSecond)));
  expect(seconds).toBeLessThanOrEqual(Math.max(1, Math.ceil((cost.requested - cost.remaining) / perSecond)));
  return seconds;
}

async function createToken(ctx: MoneyCtx, m: Awaited<ReturnType<typeof newMember>>, scopes: string[]) {
  await clearOtp(ctx, m);
  const res = await ctx.t.gql(CREATE, { input: { name: `app ${crypto.randomBytes(2).toString('hex')}`, scopes } }, m.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createApiToken as { token: string; apiToken: { id: string } };
}

async function setBudget(ctx: MoneyCtx, id: string, budget: number | null) {
  const res = await ctx.t.gql('mutation($id: ID!, $budget: Int) { setApiTokenBudget(id: $id, budget: $budget) { id costBudget } }', { id, budget }, ctx.admin);
  expect(res.errors).toBeUndefined();
  expect(res.data.setApiTokenBudget.costBudget).toBe(budget);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('extensions.cost on every answer', () => {
  test('requested is the operation cost, remaining goes down by it, resetAt is when the bucket is full again', async () => {
    const m = await newMember(c);
    const first = await post(c, TRADES, m.token);
    expect(first.status).toBe(200);
    expect(first.body.data.myTrades).toEqual([]);
    const cost1 = first.body.extensions!.cost!;
    expect(cost1.requested).toBe(TRADES_COST);
    expect(cost1.remaining).toBe(SESSION_PER_MINUTE - TRADES_COST);
    // Full again after the spent cost refilled: 110 at 20 a second is 5.5 s.
    const resetIn = Date.parse(cost1.resetAt) - Date.now();
    expect(resetIn).toBeGreaterThan(4_000);
    expect(resetIn).toBeLessThanOrEqual(5_500);

    const second = await post(c, TRADES, m.token);
    const cost2 = second.body.extensions!.cost!;
    expect(cost2.requested).toBe(TRADES_COST);
    expect(cost2.remaining).toBeLessThan(cost1.remaining);
    expect(cost2.remaining).toBeGreaterThanOrEqual(SESSION_PER_MINUTE - 2 * TRADES_COST);
    expect(Date.parse(cost2.resetAt)).toBeGreaterThan(Date.parse(cost1.resetAt));
  });

  test('answers that ran nothing (a parse error, a validation error) charge nothing and still say where the bucket stands', async () => {
    const m = await newMember(c);
    await post(c, TRADES, m.token);
    for (const query of ['{ me { id ', '{ me { noSuchField } }', '{ myTrades(limit: 1000) { id } }']) {
      const a = await post(c, query, m.token);
      expect(a.status).toBe(400);
      expect(a.body.extensions?.cost?.requested).toBe(0);
      expect(a.body.extensions!.cost!.remaining).toBeGreaterThanOrEqual(SESSION_PER_MINUTE - TRADES_COST);
      expect(a.body.extensions!.cost!.remaining).toBeLessThan(SESSION_PER_MINUTE);
    }
  });

  test('an anonymous caller pays by IP, apart from the members', async () => {
    const m = await newMember(c);
    const anonymous = await post(c, '{ __typename }');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.extensions!.cost!.requested).toBe(1);
    expect(anonymous.body.extensions!.cost!.remaining).toBeLessThanOrEqual(PER_MINUTE - 1);
    const member = await post(c, '{ __typename }', m.token);
    expect(member.body.extensions!.cost!.remaining).toBe(SESSION_PER_MINUTE - 1);
  });

  test('staff sessions have their own, larger default (GRAPHQL_STAFF_COST_PER_MINUTE)', async () => {
    const a = await post(c, '{ consoleDashboard { __typename } }', c.admin);
    expect(a.status).toBe(200);
    const cost = a.body.extensions!.cost!;
    expect(cost.remaining).toBeGreaterThan(PER_MINUTE);
    expect(cost.remaining).toBeLessThanOrEqual(STAFF_PER_MINUTE - cost.requested);
  });
});

describe('over budget', () => {
  test('429 with Retry-After and RATE_LIMITED; the budget belongs to the account; refilled after Retry-After seconds', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    // A second session of the same account (signed in before the drain: a sign-in takes a while).
    const signIn = await request(c.t.url).post('/api/v1/auth/signin').send({ email: m.email, password: m.password });
    expect(signIn.status).toBe(200);
    const { ok, refused } = await drain(c, TRADES, m.token);
    // It shares the bucket.
    expect((await post(c, TRADES, signIn.body.token)).status).toBe(429);
    // 1200 at 110 each: 10 fit, the 11th (with less than 110 refilled meanwhile) does not.
    expect(ok.length).toBeGreaterThanOrEqual(10);
    expect(ok.length).toBeLessThanOrEqual(11);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.extensions!.cost!.requested).toBe(TRADES_COST);
    expect(refused.body.extensions!.cost!.remaining).toBeLessThan(TRADES_COST);
    const seconds = expectRetryAfter(refused, SESSION_PER_MINUTE);
    expect(seconds).toBeLessThanOrEqual(6);

    // Another member's budget is untouched.
    expect((await post(c, TRADES, other.token)).status).toBe(200);

    // Refilled continuously: after Retry-After seconds the same operation runs.
    await sleep(seconds * 1000 + 50);
    const again = await post(c, TRADES, m.token);
    expect(again.status).toBe(200);
    expect(again.body.data.myTrades).toEqual([]);
  });

  test('a refused mutation does not run', async () => {
    const m = await newMember(c);
    const UPDATE = 'mutation($name: String!) { updateProfile(input: { fullname: $name }) { id fullname phone email emailVerified bep20 trc20 } }';
    let last = '';
    let refused: Answer | null = null;
    for (let i = 0; i < 300 && !refused; i++) {
      const name = `Budget Name ${i}`;
      const a = await post(c, UPDATE, m.token, { name });
      if (a.status === 429) refused = a;
      else {
        expect(a.body.data.updateProfile.fullname).toBe(name);
        last = name;
      }
    }
    expect(refused?.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused?.body.data).toBeUndefined();
    const [row] = await c.t.db.manager.query('SELECT fullname FROM users WHERE id = ?', [m.id]);
    expect(row.fullname).toBe(last);
  });

  test('parallel requests never get more than the bucket holds', async () => {
    const m = await newMember(c);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(c, TRADES, m.token)));
    const ran = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(ran).toBeGreaterThanOrEqual(10);
    expect(ran).toBeLessThanOrEqual(11);
  });

  test('remaining grows back over time (20 a second here)', async () => {
    const m = await newMember(c);
    await drain(c, TRADES, m.token);
    const before = (await post(c, '{ me {', m.token)).body.extensions!.cost!.remaining;
    await sleep(1_000);
    const after = (await post(c, '{ me {', m.token)).body.extensions!.cost!.remaining;
    expect(after - before).toBeGreaterThanOrEqual(18);
    expect(after - before).toBeLessThanOrEqual(23);
  });
});

describe('API tokens', () => {
  test('a token pays from its own bucket (the default), and one whose budget staff raised goes further', async () => {
    const m = await newMember(c);
    const plain = await createToken(c, m, ['read:wallets', 'read:profile']);
    const small = await createToken(c, m, ['read:wallets', 'read:profile']);
    const raised = await createToken(c, m, ['read:wallets', 'read:profile']);

    const first = await post(c, WALLETS, plain.token);
    expect(first.status).toBe(200);
    const wallets = first.body.extensions!.cost!.requested;
    expect(first.body.extensions!.cost!.remaining).toBe(PER_MINUTE - wallets);

    await setBudget(c, small.apiToken.id, 100);
    await setBudget(c, raised.apiToken.id, 400);
    const a = await drain(c, WALLETS, small.token);
    const b = await drain(c, WALLETS, raised.token);
    expect(a.ok.length).toBe(Math.floor(100 / wallets));
    expect(b.ok.length).toBeGreaterThanOrEqual(Math.floor(400 / wallets));
    expect(b.ok.length).toBeLessThanOrEqual(Math.floor(400 / wallets) + 1);
    expect(b.ok.length).toBeGreaterThan(a.ok.length);
    expect(a.refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expectRetryAfter(a.refused, 100);

    // The member's session and the other tokens have buckets of their own.
    expect((await post(c, WALLETS, m.token)).status).toBe(200);
    expect((await post(c, WALLETS, plain.token)).status).toBe(200);
  });

  test('an operation that costs more than the whole budget is refused without a Retry-After to wait for', async () => {
    const m = await newMember(c);
    const t = await createToken(c, m, ['read:wallets', 'read:profile']);
    await setBudget(c, t.apiToken.id, 5);
    const a = await post(c, WALLETS, t.token);
    expect(a.status).toBe(429);
    expect(a.retryAfter).toBeUndefined();
    expect(a.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(a.body.errors?.[0].message).toMatch(/more than the whole budget of 5 per minute/);
    // Reset to the default: it runs.
    await setBudget(c, t.apiToken.id, null);
    expect((await post(c, WALLETS, t.token)).status).toBe(200);
  });
});

describe('RATE_LIMIT_DISABLED=1', () => {
  test('turns budgets off: no charge, no extensions.cost, no 429', async () => {
    const off = await startTestApp({ RATE_LIMIT_DISABLED: '1', GRAPHQL_COST_PER_MINUTE: '50' });
    try {
      const m = await registerMember(off);
      for (let i = 0; i < 3; i++) {
        const res = await request(off.url).post('/graphql').set('Authorization', `Bearer ${m.token}`).send({ query: TRADES });
        expect(res.status).toBe(200);
        expect(res.body.extensions).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});

const REDIS = process.env.TEST_REDIS_URL;
(REDIS ? describe : describe.skip)('on Redis (REDIS_URL): the same bucket for every replica', () => {
  test('two replicas share one budget; 429 with Retry-After; refilled', async () => {
    const prefix = `test-${crypto.randomBytes(4).toString('hex')}`;
    const a = await startTestApp({ ...env, REDIS_URL: REDIS!, JOBS_QUEUE_PREFIX: prefix });
    const b = await startTestApp({ ...env, REDIS_URL: REDIS!, JOBS_QUEUE_PREFIX: prefix, DATABASE_URL: a.databaseUrl });
    try {
      const m = await registerMember(a);
      const ask = async (url: string) => {
        const res = await request(url).post('/graphql').set('Authorization', `Bearer ${m.token}`).send({ query: TRADES });
        return { status: res.status, retryAfter: res.headers['retry-after'], body: res.body } as Answer;
      };
      // Wait until both replicas' Redis connections are up (the memory insurance serves before).
      await sleep(300);
      const answers: Answer[] = [];
      for (let i = 0; i < 30; i++) {
        const x = await ask(i % 2 ? b.url : a.url);
        answers.push(x);
        if (x.status === 429) break;
      }
      const ran = answers.filter((x) => x.status === 200);
      expect(ran.length).toBeGreaterThanOrEqual(10);
      expect(ran.length).toBeLessThanOrEqual(11);
      expect(ran[1].body.extensions!.cost!.remaining).toBeLessThan(ran[0].body.extensions!.cost!.remaining);
      const refused = answers[answers.length - 1];
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      const seconds = expectRetryAfter(refused, SESSION_PER_MINUTE);
      await sleep(seconds * 1000 + 50);
      expect((await ask(b.url)).status).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
