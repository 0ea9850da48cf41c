import type { RateFeed } from '../application/ports.js';
import { getRateJson } from './rate-feed-http.js';
import {
  BCENTRAL_SERIES,
  parseBcentralAnswer,
  RATE_SERIES,
  RateFeedError,
  type DailyRate,
  type FetchWindow,
  type RateSeries,
} from '../domain/rate-feed.js';

/**
 * The Banco Central de Chile's statistics service (BDE web service, SieteRestWS GetSeries): the UF, the
 * dollar and the PEN and COP rates the Peru and Colombia editions need, one series per call. The user and
 * password come from configuration and never reach the logs.
 */
export class BcentralRateFeed implements RateFeed {
  readonly source = 'Banco Central de Chile';
  readonly series: readonly RateSeries[] = RATE_SERIES;

  constructor(
    private readonly url: string,
    private readonly user: string,
    private readonly password: string,
  ) {}

  async fetch(series: RateSeries, window: FetchWindow): Promise<DailyRate[]> {
    const url = new URL(this.url);
    url.searchParams.set('user', this.user);
    url.searchParams.set('pass', this.password);
    url.searchParams.set('function', 'GetSeries');
    url.searchParams.set('timeseries', BCENTRAL_SERIES[series]);
    url.searchParams.set('firstdate', window.from);
    url.searchParams.set('lastdate', window.to);
    const { status, ok, body } = await getRateJson(url, `Banco Central ${series}`);
    if (!ok) throw new RateFeedError(`Banco Central ${series}: HTTP ${status}`);
    return parseBcentralAnswer(body);
  }
}
