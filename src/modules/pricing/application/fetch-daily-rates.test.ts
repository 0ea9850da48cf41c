import { describe, expect, it } from 'vitest';
import type { DailyRate, FetchWindow, RateSeries } from '../domain/rate-feed.js';
import { FetchDailyRates, RateFetchFailedError } from './fetch-daily-rates.js';
import type { RateFeed, RateStore, StoredUfRate } from './ports.js';

class FakeFeed implements RateFeed {
  readonly source = 'fake';
  readonly asked: Array<[RateSeries, FetchWindow]> = [];
  constructor(
    readonly series: readonly RateSeries[],
    private readonly answers: Partial<Record<RateSeries, DailyRate[] | Error>>,
  ) {}
  async fetch(series: RateSeries, window: FetchWindow): Promise<DailyRate[]> {
    this.asked.push([series, window]);
    const answer = this.answers[series] ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

class InMemoryStore implements RateStore {
  readonly days = new Map<string, { value: string; source: string }>();
  async save(series: RateSeries, rates: readonly DailyRate[], source: string): Promise<number> {
    let added = 0;
    for (const rate of rates) {
      const key = `${series}:${rate.date}`;
      if (this.days.has(key)) continue;
      this.days.set(key, { value: rate.value, source });
      added += 1;
    }
    return added;
  }
  async listUf(): Promise<{ rows: StoredUfRate[]; total: number }> {
    return { rows: [], total: 0 };
  }
}

const clock = { now: () => new Date('2026-11-27T15:00:00Z') };

describe('FetchDailyRates', () => {
  it('asks each series for its window on the Chilean day and stores each day once', async () => {
    const feed = new FakeFeed(['UF', 'USD'], {
      UF: [
        { date: '2026-11-27', value: '39990.1' },
        { date: '2026-12-09', value: '40010.5' },
      ],
      USD: [{ date: '2026-11-26', value: '950.12' }],
    });
    const store = new InMemoryStore();
    const useCase = new FetchDailyRates(feed, store, clock);
    await expect(useCase.execute()).resolves.toEqual({ UF: 2, USD: 1 });
    expect(feed.asked).toEqual([
      ['UF', { from: '2026-11-01', to: '2026-12-31' }],
      ['USD', { from: '2026-11-17', to: '2026-11-27' }],
    ]);
    // A second run stores nothing again.
    await expect(useCase.execute()).resolves.toEqual({ UF: 0, USD: 0 });
    expect(store.days.get('UF:2026-11-27')).toEqual({ value: '39990.1', source: 'fake' });
  });

  it('keeps what one series brought when another fails, then fails naming the failed one', async () => {
    const feed = new FakeFeed(['UF', 'USD'], {
      UF: [{ date: '2026-11-27', value: '39990.1' }],
      USD: new Error('HTTP 503'),
    });
    const store = new InMemoryStore();
    const run = new FetchDailyRates(feed, store, clock).execute();
    await expect(run).rejects.toThrow(RateFetchFailedError);
    await expect(run).rejects.toThrow('USD (HTTP 503)');
    expect(store.days.has('UF:2026-11-27')).toBe(true);
  });
});
