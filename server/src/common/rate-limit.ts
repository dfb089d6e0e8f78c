import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

export class RateLimitError extends AppError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = 'Too many attempts, try again later',
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * Named throttles for sign-in, register, OTP, email codes and password reset.
 * In-process memory: with several replicas, put Redis behind rate-limiter-flexible's RateLimiterRedis.
 */
export class RateLimits {
  private readonly limiters: Record<string, RateLimiterMemory>;
  constructor(
    private readonly disabled = false,
    mail: { perIp: number; global: number; perAddress?: number; member?: number } = { perIp: 20, global: 500 },
  ) {
    this.limiters = {
      // Anonymous mail requests (codes to any address, reset links): per client IP, per recipient
      // address, and all of them together.
      mailPerIp: new RateLimiterMemory({ points: mail.perIp, duration: 600 }),
      mailPerAddress: new RateLimiterMemory({ points: mail.perAddress ?? 10, duration: 3600 }),
      mailGlobal: new RateLimiterMemory({ points: mail.global, duration: 3600 }),
      // Signed-in members' OTPs: a budget of their own, out of reach of anonymous traffic.
      mailMember: new RateLimiterMemory({ points: mail.member ?? 1000, duration: 3600 }),
      signIn: new RateLimiterMemory({ points: 10, duration: 300 }),
      signInAccount: new RateLimiterMemory({ points: 30, duration: 900 }),
      register: new RateLimiterMemory({ points: 20, duration: 600 }),
      emailCode: new RateLimiterMemory({ points: 5, duration: 600 }),
      otpSend: new RateLimiterMemory({ points: 1, duration: 60 }),
      otpVerify: new RateLimiterMemory({ points: 20, duration: 600 }),
      reset: new RateLimiterMemory({ points: 5, duration: 900 }),
    };
  }

  /** Counts one attempt under `key`; throws RATE_LIMITED (429) once the budget is spent. */
  async consume(name: keyof RateLimits['limiters'] | string, key: string): Promise<void> {
    if (this.disabled) return;
    try {
      await this.limiters[name].consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new RateLimitError(Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
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
  private readonly limiter: RateLimiterMemory | null;
  constructor(perMinute: number, disabled = false) {
    this.limiter = disabled ? null : new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Counts one read under `key`; throws RATE_LIMITED (429, with the seconds to wait) once the budget is spent. */
  async consume(key: string): Promise<void> {
    if (!this.limiter) return;
    try {
      await this.limiter.consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), 'Too many requests, try again later');
      throw res;
    }
  }
}
