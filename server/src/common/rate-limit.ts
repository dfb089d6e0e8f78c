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
    mail: { perIp: number; global: number } = { perIp: 20, global: 500 },
  ) {
    this.limiters = {
      // Every operation that sends mail, whatever the address: per client IP and for the whole app.
      mailPerIp: new RateLimiterMemory({ points: mail.perIp, duration: 600 }),
      mailGlobal: new RateLimiterMemory({ points: mail.global, duration: 3600 }),
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

  /** Counts one outgoing mail for this client IP and globally; RATE_LIMITED once either budget is spent. */
  async consumeMail(ip: string): Promise<void> {
    await this.consume('mailPerIp', ip);
    await this.consume('mailGlobal', 'all');
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
