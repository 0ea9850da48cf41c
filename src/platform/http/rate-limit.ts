import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors.js';

export interface RateLimitRule {
  /** Name of the limit, part of the key (e.g. 'solicitar'). */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

/**
 * Fixed-window counters kept in this process. A limit is per process: with N API processes a client
 * gets at most N × max; good enough against floods and form abuse, and it keeps working when Redis is away.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers whether it is allowed and when the window resets. */
  hit(key: string, rule: RateLimitRule): { allowed: boolean; remaining: number; resetAt: number } {
    const now = this.now();
    const fullKey = `${rule.name}:${key}`;
    let window = this.windows.get(fullKey);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(fullKey, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return {
      allowed: window.count <= rule.max,
      remaining: Math.max(0, rule.max - window.count),
      resetAt: window.resetAt,
    };
  }

  reset(key: string, rule: Pick<RateLimitRule, 'name'>): void {
    this.windows.delete(`${rule.name}:${key}`);
  }

  /** Express middleware limiting by client IP: 429 TOO_MANY_REQUESTS with a Spanish message. */
  perIp(rule: RateLimitRule, keyOf: (req: Request) => string = (req) => req.ip ?? 'unknown'): RequestHandler {
    return (req, res, next) => {
      const result = this.hit(keyOf(req), rule);
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
    };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
