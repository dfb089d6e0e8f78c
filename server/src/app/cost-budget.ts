import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { Kind } from 'graphql';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config/config';
import type { Context } from './context';
import { operationCost } from './graphql-security';
import type { LimiterStore } from '../common/rate-limit';
import { tokenCacheOf } from './token-cache';

/**
 * GraphQL cost budgets (issue 18 item 2): every caller has a budget of GraphQL cost per minute,
 * refilled continuously (a token bucket that holds one minute's budget and gains budget/60 every
 * second), and every answer says where it stands: `extensions.cost { requested, remaining, resetAt }`
 * (`resetAt`: when the bucket is full again). An operation whose cost is not in the bucket is refused
 * before anything runs: HTTP 429, `Retry-After` (whole seconds until its cost is there) and the
 * error code RATE_LIMITED; nothing is charged for it.
 *
 * Who pays: an API token by its id (its `costBudget`, set by staff with `setApiTokenBudget`,
 * overrides the default); a session by its account (all tabs together); an anonymous caller by
 * client IP. The cost is `operationCost` with the variables sent (list sizes counted), the same
 * figure the per-operation limit (15,000) is checked against. Operations refused before they are
 * resolved (parse, validation, limits, scopes) charge nothing and answer `requested: 0`.
 *
 * Sizing (GRAPHQL_COST_PER_MINUTE, default 20,000, for members' tokens and anonymous callers): the member dashboard's `MyDashboard` costs 81,
 * so a mobile app polling it every 10 s spends 486 a minute (2.4 % of the budget); with the rest of
 * the dashboard's queries on every poll (MyInvestments with 5 rows 419, MyCap 13, TeamFigures 11:
 * 524 a poll) it spends 3,144 a minute (16 %). A token reading `{ me { wallets } }` pays 14. The
 * budget is above the largest single operation the limits let through (15,000), so any allowed
 * operation runs on a full bucket. Members' signed-in sessions get GRAPHQL_SESSION_COST_PER_MINUTE
 * (default 60,000): the web app reads its lists 100 rows a page, each field of each row counted, and
 * a member clicking quickly through pages must not meet a 429. Staff sessions and staff tokens get
 * GRAPHQL_STAFF_COST_PER_MINUTE (default 100,000): the admin lists are read 100 rows a page (up to
 * about 9,000 each).
 *
 * The store: rate-limiter-flexible's Redis limiter when REDIS_URL is set (shared by every replica),
 * process memory otherwise. rate-limiter-flexible counts fixed windows; the continuous refill is
 * its Redis limiter with our own atomic Lua script (`customIncrTtlLuaScript`, Redis's clock) and a
 * memory limiter with the same arithmetic, which is also the Redis limiter's insurance (the budget
 * is kept per replica while Redis is unreachable). The state of a key is one number: the time at
 * which its bucket is full again (GCRA's "theoretical arrival time"), so a budget changed by staff
 * applies at once to whatever is left.
 *
 * RATE_LIMIT_DISABLED=1 turns budgets off (no charge, no `extensions.cost`). Subscriptions over the
 * WebSocket are not charged: a subscription is costed and limited when it is started (the same
 * per-operation limits), and what it pushes is the server's to send, not the client's to ask.
 */

/** The budget is per minute: a bucket holds one minute's budget and refills it over a minute. */
const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

export interface BudgetCheck {
  allowed: boolean;
  /** The cost asked for (0 when nothing was charged). */
  requested: number;
  /** Budget left in the bucket after this request (before it, when refused). */
  remaining: number;
  /** When the bucket is full again (ms since the epoch). */
  resetAt: number;
  /** Refused: ms until the request's cost is in the bucket (Infinity when it is more than the whole budget). */
  retryAfterMs: number;
  /** The caller's budget per minute. */
  perMinute: number;
}

/** The arithmetic shared by both stores: `full` is when the bucket is full again (ms), `cost` what is asked. */
function refill(full: number | undefined, now: number, cost: number, capacity: number) {
  const fullAt = Math.max(full ?? now, now) + (cost * WINDOW_MS) / capacity;
  const debtMs = fullAt - now;
  const points = Math.ceil((debtMs * capacity) / WINDOW_MS - 1e-9);
  if (debtMs <= WINDOW_MS) return { allowed: true, fullAt, consumed: Math.min(points, capacity), ms: Math.ceil(debtMs) };
  return { allowed: false, fullAt, consumed: Math.max(points, capacity + 1), ms: Math.ceil(debtMs - WINDOW_MS) };
}

/**
 * The same refill, atomically in Redis on Redis's clock. Arguments as rate-limiter-flexible passes
 * them: KEYS[1], ARGV = cost, seconds, capacity (`points`), window seconds (`duration`). Answers
 * `{ consumed, ms }` as its own script does: consumed above capacity means refused (then `ms` is
 * the wait until the cost fits and nothing is written), else `ms` is the time until the bucket is full.
 */
const REFILL_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local cost = tonumber(ARGV[1])
local capacity = tonumber(ARGV[3])
local window = tonumber(ARGV[4]) * 1000
local full = tonumber(redis.call('GET', KEYS[1]) or '0')
if full < now then full = now end
local fullAt = full + cost * window / capacity
local debt = fullAt - now
local points = math.ceil(debt * capacity / window - 0.000000001)
if debt > window then
  if points <= capacity then points = capacity + 1 end
  return {points, math.ceil(debt - window)}
end
if cost > 0 then redis.call('SET', KEYS[1], math.ceil(fullAt), 'PX', math.ceil(debt) + 1000) end
if points > capacity then points = capacity end
return {points, math.ceil(debt)}
`;

/**
 * rate-limiter-flexible's memory limiter with a continuous refill: `consume` resolves (within the
 * budget) or rejects (over it) with a RateLimiterRes as the library's limiters do — `consumedPoints`
 * the budget in use, `msBeforeNext` the time until full (or, refused, until the cost fits). One
 * store per process, shared by the limiters of every budget size.
 */
class ContinuousMemoryLimiter extends RateLimiterMemory {
  constructor(
    points: number,
    keyPrefix: string,
    private readonly store: Map<string, number>,
  ) {
    super({ points, duration: WINDOW_SECONDS, keyPrefix });
  }

  consume(key: string | number, pointsToConsume = 1): Promise<RateLimiterRes> {
    const { res, allowed } = this.charge(key, pointsToConsume);
    return allowed ? Promise.resolve(res) : Promise.reject(res);
  }

  /** `consume` without a promise (the budgets kept in this process, on every GraphQL request). */
  charge(key: string | number, pointsToConsume: number): { res: RateLimiterRes; allowed: boolean } {
    const rlKey = this.getKey(key);
    const r = refill(this.store.get(rlKey), Date.now(), pointsToConsume, this.points);
    const res = new RateLimiterRes(Math.max(this.points - r.consumed, 0), r.ms, r.consumed, false);
    if (r.allowed && pointsToConsume > 0) this.store.set(rlKey, r.fullAt);
    return { res, allowed: r.allowed };
  }

  delete(key: string | number): Promise<boolean> {
    return Promise.resolve(this.store.delete(this.getKey(key)));
  }
}

/** The buckets of every caller, in Redis (shared by the replicas) or in this process. */
export class CostBudgets {
  private readonly limiters = new Map<number, RateLimiterMemory | RateLimiterRedis>();
  private readonly memory = new Map<string, number>();
  private sweptAt = Date.now();

  /** `prefix`: the keys' namespace in Redis (the app's REDIS_PREFIX, so test runs do not share buckets). */
  constructor(
    private readonly redis: Redis | null = null,
    private readonly prefix = 'meridian',
  ) {}

  private limiter(capacity: number) {
    let limiter = this.limiters.get(capacity);
    if (!limiter) {
      const keyPrefix = `${this.prefix}:gqlcost`;
      const memory = new ContinuousMemoryLimiter(capacity, keyPrefix, this.memory);
      limiter = this.redis
        ? new RateLimiterRedis({
            storeClient: this.redis,
            points: capacity,
            duration: WINDOW_SECONDS,
            keyPrefix,
            customIncrTtlLuaScript: REFILL_LUA,
            // Not connected (start-up, an outage): this replica's own buckets meanwhile.
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(capacity, limiter);
    }
    return limiter;
  }

  /**
   * Charges `cost` to `key` if the bucket holds it; `cost` 0 reads where the bucket stands. Without
   * Redis the answer is at once (no promise on the request's path); with Redis, a promise.
   */
  take(key: string, cost: number, perMinute: number): BudgetCheck | Promise<BudgetCheck> {
    this.sweep();
    const now = Date.now();
    const state = (res: RateLimiterRes, allowed: boolean): BudgetCheck => {
      if (allowed) return { allowed, requested: cost, remaining: res.remainingPoints, resetAt: now + res.msBeforeNext, retryAfterMs: 0, perMinute };
      // Refused: nothing was charged; the bucket stands where it was before this request.
      const beforeMs = Math.max(res.msBeforeNext + WINDOW_MS - (cost * WINDOW_MS) / perMinute, 0);
      return {
        allowed,
        requested: cost,
        remaining: Math.max(Math.floor(perMinute - (beforeMs * perMinute) / WINDOW_MS), 0),
        resetAt: now + Math.ceil(beforeMs),
        retryAfterMs: cost > perMinute ? Infinity : res.msBeforeNext,
        perMinute,
      };
    };
    const limiter = this.limiter(perMinute);
    if (limiter instanceof ContinuousMemoryLimiter) {
      const { res, allowed } = limiter.charge(key, cost);
      return state(res, allowed);
    }
    return limiter.consume(key, cost).then(
      (res) => state(res, true),
      (res) => {
        if (res instanceof RateLimiterRes) return state(res, false);
        throw res;
      },
    );
  }

  /** Drops the memory buckets that are full again (at most once a minute). */
  private sweep() {
    const now = Date.now();
    if (now - this.sweptAt < WINDOW_MS) return;
    this.sweptAt = now;
    for (const [key, full] of this.memory) if (full <= now) this.memory.delete(key);
  }
}

/**
 * Who pays for a request, and their budget per minute: an API token by its id (its own budget, else
 * the member or staff default), a signed-in session by its account (all tabs together; a member's
 * web app sweeps list pages of 100 rows, so members' sessions have a budget of their own), an
 * anonymous caller by IP (the member default).
 */
export function budgetOf(ctx: Pick<Context, 'token' | 'admin' | 'member' | 'ip'>, perMinute: Config['graphqlCostPerMinute']): { key: string; perMinute: number } {
  if (ctx.token) return { key: `token:${ctx.token.id}`, perMinute: ctx.token.costBudget ?? (ctx.admin ? perMinute.staff : perMinute.member) };
  if (ctx.admin) return { key: `account:${ctx.admin.id}`, perMinute: perMinute.staff };
  if (ctx.member) return { key: `account:${ctx.member.id}`, perMinute: perMinute.session };
  return { key: `ip:${ctx.ip}`, perMinute: perMinute.member };
}

/** The seconds a refused request waits (Retry-After): at least 1. */
export function retryAfterSeconds(check: BudgetCheck): number {
  return Math.max(1, Math.ceil(check.retryAfterMs / 1000));
}

/** `extensions.cost` of an answer. */
export function costExtension(check: BudgetCheck) {
  return { requested: check.requested, remaining: check.remaining, resetAt: new Date(check.resetAt).toISOString() };
}

const fragmentsOf = new WeakMap<DocumentNode, Map<string, FragmentDefinitionNode>>();
/** An operation without variables costs the same every time (Apollo hands it the same cached document). */
const constantCost = new WeakMap<OperationDefinitionNode, number>();

/** The whole-number cost of the operation with the variables sent (list sizes counted). */
export function requestCost(ctx: { schema: Parameters<typeof operationCost>[0]; document: DocumentNode; operation: OperationDefinitionNode; variables?: Record<string, unknown> }): number {
  const cacheable = !ctx.operation.variableDefinitions?.length;
  const known = cacheable ? constantCost.get(ctx.operation) : undefined;
  if (known !== undefined) return known;
  let fragments = fragmentsOf.get(ctx.document);
  if (!fragments) {
    fragments = new Map();
    for (const d of ctx.document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    fragmentsOf.set(ctx.document, fragments);
  }
  const cost = Math.ceil(operationCost(ctx.schema, ctx.operation, (name) => fragments.get(name), ctx.variables) - 1e-9);
  if (cacheable) constantCost.set(ctx.operation, cost);
  return cost;
}

/**
 * A budget staff just set applies to the token's next request on this replica: its cached identity
 * (token-cache.ts, which carries the budget) is dropped; other replicas read it within SESSION_CACHE_MS.
 */
function forgetChangedBudgets(ctx: Context, operation: OperationDefinitionNode, data: Record<string, unknown> | null | undefined) {
  for (const sel of operation.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD || sel.name.value !== 'setApiTokenBudget') continue;
    const id = Number((data?.[sel.alias?.value ?? sel.name.value] as { id?: unknown } | null | undefined)?.id);
    if (Number.isSafeInteger(id)) tokenCacheOf(ctx.services).forget(id);
  }
}

/**
 * The Apollo plugin (HTTP): charges each resolved operation before it executes (`responseForOperation`,
 * which runs once every other check of the operation has passed, so a refused operation costs
 * nothing), answers 429 when its cost is not in the bucket, and adds `extensions.cost` to every answer.
 */
export function costBudgetPlugin(config: Config, store: LimiterStore): ApolloServerPlugin<Context> {
  if (config.rateLimitDisabled) return {};
  // Its own connection: the limiter defines its script on the client (`rlflxIncr`).
  const budgets = new CostBudgets(store.connection('GraphQL cost budgets'), store.prefix);
  return {
    // The store's connections (every limit's, this one's) open with the server and close with it.
    async serverWillStart() {
      await store.connect();
      return {
        async serverWillStop() {
          await store.close();
        },
      };
    },
    async requestDidStart() {
      let check: BudgetCheck | null = null;
      return {
        async responseForOperation({ contextValue, schema, document, operation, request }) {
          const payer = budgetOf(contextValue, config.graphqlCostPerMinute);
          const cost = requestCost({ schema, document, operation, variables: request.variables });
          const taken = budgets.take(payer.key, cost, payer.perMinute);
          check = taken instanceof Promise ? await taken : taken;
          if (check.allowed) return null;
          const headers = new HeaderMap();
          const over = !Number.isFinite(check.retryAfterMs);
          if (!over) headers.set('retry-after', String(retryAfterSeconds(check)));
          const message = over
            ? `This operation costs ${cost}, more than the whole budget of ${check.perMinute} per minute`
            : `GraphQL cost budget spent: this operation costs ${cost}, ${check.remaining} left; retry in ${retryAfterSeconds(check)} s`;
          return { http: { status: 429, headers }, body: { kind: 'single', singleResult: { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] } } };
        },
        async willSendResponse({ contextValue, response, operation }) {
          if (response.body.kind !== 'single') return;
          if (operation?.operation === 'mutation') forgetChangedBudgets(contextValue, operation, response.body.singleResult.data);
          if (!check) {
            // Nothing ran (or nothing was resolved): where the caller's bucket stands.
            const payer = budgetOf(contextValue, config.graphqlCostPerMinute);
            const taken = budgets.take(payer.key, 0, payer.perMinute);
            check = taken instanceof Promise ? await taken : taken;
          }
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: costExtension(check) };
        },
      };
    },
  };
}
