import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { log as logger } from './logger';

export class RateLimitError extends AppError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = 'Too many attempts, try again later',
  ) {
    super('RATE_LIMITED', message);
  }
}

export type Limiter = RateLimiterMemory | RateLimiterRedis;

/**
 * Where every limit and budget counts (sign-in, password checks, mail, reads, GraphQL cost budgets):
 * with REDIS_URL, rate-limiter-flexible's Redis limiters under `<REDIS_PREFIX>:rl:<name>`, shared by
 * every replica; without it, this process's memory. Each Redis limiter has an in-memory insurance
 * limiter of the same size: while Redis is unreachable (not connected, or a command fails or takes
 * over a second) this replica counts on its own, so a limit is never lifted and a request never
 * fails for it. Each change of a connection's state is logged once.
 *
 * The connections are opened by `connect()` (the app's start; scripts that build the services
 * without serving open none) and closed by `close()`.
 */
export class LimiterStore {
  private readonly connections: Redis[] = [];
  private closing = false;

  constructor(
    private readonly redisUrl: string | undefined,
    readonly prefix = 'meridian',
    private readonly log: (message: string) => void = (m) => logger.warn({ component: 'rate-limits' }, m),
  ) {}

  get shared(): boolean {
    return !!this.redisUrl;
  }

  /** A Redis connection of the store (`purpose` names it in the log); null without REDIS_URL. */
  connection(purpose: string): Redis | null {
    if (!this.redisUrl) return null;
    const redis = new Redis(this.redisUrl, {
      // Never queue a command while disconnected, never wait long for one: the insurance counts meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(200 * 2 ** Math.min(times, 5), 5000),
      lazyConnect: true,
    });
    let state: 'starting' | 'up' | 'down' = 'starting';
    const change = (next: 'up' | 'down', detail = '') => {
      if (this.closing || next === state || (state === 'starting' && next === 'up')) {
        state = next;
        return;
      }
      state = next;
      this.log(
        next === 'down'
          ? `${purpose}: Redis unreachable${detail ? ` (${detail})` : ''}; counting in this process's memory (insurance limiter) until it is back`
          : `${purpose}: Redis reachable again; counting in Redis, shared by every replica`,
      );
    };
    redis.on('ready', () => change('up'));
    redis.on('error', (err: Error) => change('down', err.message));
    redis.on('close', () => change('down', 'connection closed'));
    this.connections.push(redis);
    return redis;
  }

  private main: Redis | null | undefined;

  /** A limiter of `points` per `duration` seconds under `name`: Redis with a memory insurance, or memory. */
  limiter(name: string, points: number, duration: number): Limiter {
    const keyPrefix = `${this.prefix}:rl:${name}`;
    const memory = new RateLimiterMemory({ points, duration, keyPrefix });
    if (this.main === undefined) this.main = this.connection('Rate limits');
    if (!this.main) return memory;
    return new RateLimiterRedis({ storeClient: this.main, points, duration, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  }

  /** Opens the connections, waiting up to a second for them (an unreachable Redis does not delay the start). */
  async connect(): Promise<void> {
    await Promise.all(
      this.connections.map((redis) =>
        Promise.race([redis.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]),
      ),
    );
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const redis of this.connections) redis.disconnect();
  }
}

/** Counts one attempt under `key`; throws RATE_LIMITED (429, with the seconds to wait) once the budget is spent. */
async function consumeOne(limiter: Limiter, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), message);
    throw res;
  }
}

/** Named throttles for sign-in, register, OTP, email codes and password reset, in the store (shared with REDIS_URL). */
export class RateLimits {
  private readonly limiters: Record<string, Limiter>;
  constructor(
    store: LimiterStore,
    private readonly disabled = false,
    mail: { perIp: number; global: number; perAddress?: number; member?: number } = { perIp: 20, global: 500 },
  ) {
    this.limiters = {
      // Anonymous mail requests (codes to any address, reset links): per client IP, per recipient
      // address, and all of them together.
      mailPerIp: store.limiter('mailPerIp', mail.perIp, 600),
      mailPerAddress: store.limiter('mailPerAddress', mail.perAddress ?? 10, 3600),
      mailGlobal: store.limiter('mailGlobal', mail.global, 3600),
      // Signed-in members' OTPs: a budget of their own, out of reach of anonymous traffic.
      mailMember: store.limiter('mailMember', mail.member ?? 1000, 3600),
      signIn: store.limiter('signIn', 10, 300),
      signInAccount: store.limiter('signInAccount', 30, 900),
      register: store.limiter('register', 20, 600),
      emailCode: store.limiter('emailCode', 5, 600),
      otpSend: store.limiter('otpSend', 1, 60),
      otpVerify: store.limiter('otpVerify', 20, 600),
      reset: store.limiter('reset', 5, 900),
    };
  }

  /** Counts one attempt under `key`; throws RATE_LIMITED (429) once the budget is spent. */
  async consume(name: keyof RateLimits['limiters'] | string, key: string): Promise<void> {
    if (this.disabled) return;
    await consumeOne(this.limiters[name], key);
  }

  /**
   * An anonymous request that mails `address` (a code to any address): counts for the client IP, the
   * address and the anonymous total; RATE_LIMITED once any of them is spent.
   */
  async consumeMail(ip: string, address?: string): Promise<void> {
    await this.consume('mailPerIp', ip);
    if (address) await this.consume('mailPerAddress', address.toLowerCase());
    await this.consume('mailGlobal', 'all');
  }

  /**
   * An anonymous request for a mail to an existing account (a password-reset link): per client IP
   * and per address, but not from the anonymous total, so that codes requested for arbitrary
   * addresses cannot use up the budget an owner's reset needs.
   */
  async consumeAccountMail(ip: string, address: string): Promise<void> {
    await this.consume('mailPerIp', ip);
    await this.consume('mailPerAddress', address.toLowerCase());
  }

  /** A signed-in member's OTP mail: counted per account by the caller, and here in the members' own budget. */
  async consumeMemberMail(): Promise<void> {
    await this.consume('mailMember', 'all');
  }

  async reset(name: string, key: string): Promise<void> {
    await this.limiters[name]?.delete(key);
  }
}

/**
 * A per-session budget of reads (REST-CONTRACT §1.4, 429): GETs per minute for one signed-in account
 * (all its tabs together), or for one client IP when anonymous. Sized so a person never reaches it;
 * it bounds what one looping tab (the legacy client re-requests a failed list at once) can cost.
 */
export class ReadLimit {
  private readonly limiter: Limiter | null;
  constructor(store: LimiterStore, perMinute: number, disabled = false) {
    this.limiter = disabled ? null : store.limiter('reads', perMinute, 60);
  }

  /** Counts one read under `key`; throws RATE_LIMITED (429, with the seconds to wait) once the budget is spent. */
  async consume(key: string): Promise<void> {
    if (!this.limiter) return;
    await consumeOne(this.limiter, key, 'Too many requests, try again later');
  }
}
