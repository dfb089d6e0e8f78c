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
  constructor(private readonly disabled = false) {
    this.limiters = {
      signIn: new RateLimiterMemory({ points: 10, duration: 300 }),
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

  async reset(name: string, key: string): Promise<void> {
    await this.limiters[name]?.delete(key);
  }
}
