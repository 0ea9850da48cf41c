import { describe, expect, it } from 'vitest';
import type { DailyRate, RateSeries } from '../domain/rate-feed.js';
import { InvalidUfRateError } from '../domain/uf-rate.js';
import { EnterUfRate, UfRateExistsError } from './enter-uf-rate.js';
import type { RateStore, StoredUfRate } from './ports.js';

class InMemoryStore implements RateStore {
  readonly saved: Array<{ series: RateSeries; rate: DailyRate; source: string }> = [];
  async save(series: RateSeries, rates: readonly DailyRate[], source: string): Promise<number> {
    const fresh = rates.filter((rate) => !this.saved.some((s) => s.series === series && s.rate.date === rate.date));
    this.saved.push(...fresh.map((rate) => ({ series, rate, source })));
    return fresh.length;
  }
  async listUf(): Promise<{ rows: StoredUfRate[]; total: number }> {
    return { rows: [], total: 0 };
  }
}

describe('EnterUfRate', () => {
  it('stores a day the feed has not delivered, naming who entered it', async () => {
    const store = new InMemoryStore();
    await expect(new EnterUfRate(store).execute('39990.10', '2026-11-27', 'ana@x.cl')).resolves.toEqual({
      value: '39990.1',
      date: '2026-11-27',
    });
    expect(store.saved).toEqual([
      { series: 'UF', rate: { value: '39990.1', date: '2026-11-27' }, source: 'manual: ana@x.cl' },
    ]);
  });

  it('never overwrites a stored day and refuses values a UF cannot take', async () => {
    const store = new InMemoryStore();
    const enter = new EnterUfRate(store);
    await enter.execute('39990.1', '2026-11-27', 'ana@x.cl');
    await expect(enter.execute('1', '2026-11-27', 'ana@x.cl')).rejects.toThrow(UfRateExistsError);
    await expect(enter.execute('-5', '2026-11-28', 'ana@x.cl')).rejects.toThrow(InvalidUfRateError);
    await expect(enter.execute('39990', '2026-02-30', 'ana@x.cl')).rejects.toThrow(InvalidUfRateError);
  });
});
