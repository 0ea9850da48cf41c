import { describe, expect, it } from 'vitest';
import type { UfRate } from '../domain/uf-rate.js';
import { GetCurrentUf } from './get-current-uf.js';
import type { UfRateSource } from './ports.js';

class InMemoryUfRateSource implements UfRateSource {
  constructor(private readonly rates: UfRate[]) {}
  async latest(onDate: Date): Promise<UfRate | null> {
    const day = onDate.toISOString().slice(0, 10);
    const eligible = this.rates.filter((rate) => rate.date <= day).sort((a, b) => b.date.localeCompare(a.date));
    return eligible[0] ?? null;
  }
}

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('GetCurrentUf', () => {
  const rates = [
    { value: '39000', date: '2026-11-01' },
    { value: '39214.8', date: '2026-11-20' },
    { value: '39300', date: '2026-12-01' },
  ];

  it('answers the latest value on or before today, not a future one', async () => {
    const useCase = new GetCurrentUf(new InMemoryUfRateSource(rates), at('2026-11-22T12:00:00Z'));
    await expect(useCase.execute()).resolves.toEqual({ value: '39214.8', date: '2026-11-20' });
  });

  it('fails with the spec message when no value is stored', async () => {
    const useCase = new GetCurrentUf(new InMemoryUfRateSource([]), at('2026-11-22T12:00:00Z'));
    await expect(useCase.execute()).rejects.toThrow('Error al obtener el valor de la UF.');
  });

  it('says whether the value is the Chilean day\'s own, so a stale one is never called "hoy"', async () => {
    const stale = new GetCurrentUf(new InMemoryUfRateSource(rates), at('2026-11-22T12:00:00Z'));
    await expect(stale.withDay()).resolves.toEqual({ rate: { value: '39214.8', date: '2026-11-20' }, isToday: false });
    const fresh = new GetCurrentUf(new InMemoryUfRateSource(rates), at('2026-11-20T12:00:00Z'));
    await expect(fresh.withDay()).resolves.toMatchObject({ isToday: true });
  });

  it("answers the API's data for the home's server render, and null when no value is stored", async () => {
    const stale = new GetCurrentUf(new InMemoryUfRateSource(rates), at('2026-11-22T12:00:00Z'));
    await expect(stale.inForce()).resolves.toEqual({ value: 39214.8, date: '2026-11-20', unit: 'CLP', isToday: false });
    const none = new GetCurrentUf(new InMemoryUfRateSource([]), at('2026-11-22T12:00:00Z'));
    await expect(none.inForce()).resolves.toBeNull();
  });
});
