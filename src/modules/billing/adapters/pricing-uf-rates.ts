import { inject, injectable } from 'inversify';
import { PRICING, type UfRateSource } from '../../pricing/index.js';
import type { UfRates } from '../application/ports.js';

const CACHE_MS = 10 * 60_000;

/**
 * The UF of a billing date through the pricing module's UF source (the latest value on or before the date).
 * Cached per process for 10 minutes: opening a year of periods for thousands of policies asks for few dates.
 */
@injectable()
export class PricingUfRates implements UfRates {
  private readonly cache = new Map<string, { at: number; rate: Promise<{ value: string; date: string } | null> }>();

  constructor(@inject(PRICING.UfRateSource) private readonly source: UfRateSource) {}

  on(date: string, options: { fresh?: boolean } = {}): Promise<{ value: string; date: string } | null> {
    const hit = this.cache.get(date);
    if (hit && !options.fresh && Date.now() - hit.at < CACHE_MS) return hit.rate;
    const rate = this.source.latest(new Date(`${date}T12:00:00Z`)).catch((error: unknown) => {
      this.cache.delete(date);
      throw error;
    });
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(date, { at: Date.now(), rate });
    return rate;
  }
}
