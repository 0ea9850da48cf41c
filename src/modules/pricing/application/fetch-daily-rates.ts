import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../domain/chilean-day.js';
import { fetchWindow, type RateSeries } from '../domain/rate-feed.js';
import { PRICING } from '../tokens.js';
import type { RateFeed, RateStore } from './ports.js';

export class RateFetchFailedError extends Error {
  constructor(readonly failures: Partial<Record<RateSeries, string>>) {
    super(
      `No se pudieron obtener: ${Object.entries(failures)
        .map(([series, message]) => `${series} (${message})`)
        .join('; ')}`,
    );
  }
}

/**
 * The daily job: asks the configured feed for each series it publishes and stores the days not stored yet.
 * A series that fails does not stop the others; the run then fails naming it, so the job is retried and the
 * run shows in the logs, while the values already fetched stay stored.
 */
@injectable()
export class FetchDailyRates {
  constructor(
    @inject(PRICING.RateFeed) private readonly feed: RateFeed | null,
    @inject(PRICING.RateStore) private readonly store: RateStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<Partial<Record<RateSeries, number>>> {
    const today = chileanToday(this.clock);
    const stored: Partial<Record<RateSeries, number>> = {};
    const failures: Partial<Record<RateSeries, string>> = {};
    if (!this.feed) return stored;
    for (const series of this.feed.series) {
      try {
        const rates = await this.feed.fetch(series, fetchWindow(series, today));
        stored[series] = await this.store.save(series, rates, this.feed.source);
      } catch (error) {
        failures[series] = (error as Error).message;
      }
    }
    if (Object.keys(failures).length > 0) throw new RateFetchFailedError(failures);
    return stored;
  }
}
