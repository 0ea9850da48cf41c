import { inject, injectable } from 'inversify';
import { ufRate, type UfRate } from '../domain/uf-rate.js';
import { PRICING } from '../tokens.js';
import type { RateStore, StoredUfRate } from './ports.js';

export class UfRateExistsError extends Error {
  readonly code = 'CONFLICT';
  constructor(date: string) {
    super(`Ya hay un valor de la UF para el ${date}: cada día tiene un solo valor.`);
  }
}

/** The last fallback: a staff member enters the UF of a day the feed has not delivered. */
@injectable()
export class EnterUfRate {
  constructor(@inject(PRICING.RateStore) private readonly store: RateStore) {}

  async execute(value: string, date: string, enteredBy: string): Promise<UfRate> {
    const rate = ufRate(value, date);
    const saved = await this.store.save('UF', [rate], `manual: ${enteredBy}`);
    if (saved === 0) throw new UfRateExistsError(date);
    return rate;
  }

  list(offset: number, limit: number): Promise<{ rows: StoredUfRate[]; total: number }> {
    return this.store.listUf(offset, limit);
  }
}
