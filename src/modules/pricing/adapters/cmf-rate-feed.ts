import type { RateFeed } from '../application/ports.js';
import { getRateJson } from './rate-feed-http.js';
import {
  CMF_RESOURCE,
  monthsOf,
  parseCmfAnswer,
  RateFeedError,
  type DailyRate,
  type FetchWindow,
  type RateSeries,
} from '../domain/rate-feed.js';

/**
 * The CMF's API (api.cmfchile.cl, recursos_api): the UF and the dollar, one month per call,
 * `{base}/{uf|dolar}/{year}/{month}?apikey=…&formato=json`. The key comes from configuration and never
 * reaches the logs: errors name the resource and month only.
 */
export class CmfRateFeed implements RateFeed {
  readonly source = 'CMF';
  readonly series: readonly RateSeries[] = ['UF', 'USD'];

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async fetch(series: RateSeries, window: FetchWindow): Promise<DailyRate[]> {
    const resource = CMF_RESOURCE[series];
    if (!resource) throw new RateFeedError(`La CMF no publica ${series}`);
    const rates: DailyRate[] = [];
    for (const { year, month } of monthsOf(window)) {
      const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/${resource}/${year}/${month}`);
      url.searchParams.set('apikey', this.apiKey);
      url.searchParams.set('formato', 'json');
      const label = `CMF ${resource} ${year}-${month}`;
      const { status, ok, body } = await getRateJson(url, label);
      // A month not yet published (the next month's UF before the 9th) is a 404 with the CMF's error body.
      if (status === 404) continue;
      if (!ok && body === undefined) throw new RateFeedError(`${label}: HTTP ${status}`);
      rates.push(...parseCmfAnswer(series, body));
    }
    return rates.filter((rate) => rate.date >= window.from && rate.date <= window.to);
  }
}
