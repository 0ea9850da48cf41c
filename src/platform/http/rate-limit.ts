import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.js';

export interface RateLimitRule {
  /** Name of the limit, part of the key (e.g. 'solicitar'). */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch ms when the window opens again. */
  resetAt: number;
}

/**
 * Per-IP/per-key request limits (PLATFORM.RateLimiter). The runtime binds RedisRateLimiter, whose counters
 * every process shares; MemoryRateLimiter keeps them in one process (unit tests, scripts).
 */
export abstract class RateLimiter {
  constructor(protected readonly now: () => number = Date.now) {}

  /** Counts one hit; answers whether it is allowed and when the window resets. */
  abstract hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;

  abstract reset(key: string, rule: Pick<RateLimitRule, 'name'>): Promise<void>;

  /** Express middleware limiting by client IP (see TRUST_PROXY): 429 TOO_MANY_REQUESTS with a Spanish message. */
  perIp(rule: RateLimitRule, keyOf: (req: Request) => string = (req) => req.ip ?? 'unknown'): RequestHandler {
    return (req, res, next) => {
      this.hit(keyOf(req), rule).then(
        (result) => {
          res.setHeader('RateLimit-Limit', String(rule.max));
          res.setHeader('RateLimit-Remaining', String(result.remaining));
          if (result.allowed) {
            next();
            return;
          }
          const seconds = Math.max(1, Math.ceil((result.resetAt - this.now()) / 1000));
          res.setHeader('Retry-After', String(seconds));
          next(
            new AppError(
              'TOO_MANY_REQUESTS',
              rule.message ?? `Demasiadas solicitudes. Intenta nuevamente en ${seconds} segundos.`,
            ),
          );
        },
        (error: unknown) => next(error),
      );
    };
  }
}

/** Fixed-window counters kept in this process: a client gets max per process. */
export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now();
    const fullKey = `${rule.name}:${key}`;
    let window = this.windows.get(fullKey);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(fullKey, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return Promise.resolve({
      allowed: window.count <= rule.max,
      remaining: Math.max(0, rule.max - window.count),
      resetAt: window.resetAt,
    });
  }

  reset(key: string, rule: Pick<RateLimitRule, 'name'>): Promise<void> {
    this.windows.delete(`${rule.name}:${key}`);
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Limits shared by every process (rate-limiter-flexible on the application's Redis): N API processes give
 * a client max, not N × max, and a deploy does not reset them. While Redis is away (not 'ready'), each rule
 * falls back at once to an in-memory insurance limiter with the same points, so limits still hold per process.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly insurance = new Map<string, RateLimiterMemory>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    now: () => number = Date.now,
  ) {
    super(now);
  }

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    try {
      const res = await this.limiterOf(rule).consume(key);
      return { allowed: true, remaining: res.remainingPoints, resetAt: this.now() + res.msBeforeNext };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { allowed: false, remaining: 0, resetAt: this.now() + error.msBeforeNext };
      }
      throw error;
    }
  }

  async reset(key: string, rule: Pick<RateLimitRule, 'name'>): Promise<void> {
    const limiter = this.limiters.get(rule.name);
    if (!limiter) return;
    await limiter.delete(key).catch(() => undefined);
    await this.insurance.get(rule.name)?.delete(key);
  }

  private limiterOf(rule: RateLimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const duration = Math.max(1, Math.ceil(rule.windowMs / 1000));
      const insurance = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.max, duration });
      this.insurance.set(rule.name, insurance);
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.keyPrefix}:${rule.name}`,
        points: rule.max,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance,
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}
