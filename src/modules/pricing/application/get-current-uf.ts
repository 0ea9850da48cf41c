import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../domain/chilean-day.js';
import { UfRateUnavailableError, type UfRate } from '../domain/uf-rate.js';
import { PRICING } from '../tokens.js';
import type { UfRateSource } from './ports.js';

@injectable()
export class GetCurrentUf {
  constructor(
    @inject(PRICING.UfRateSource) private readonly source: UfRateSource,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<UfRate> {
    const rate = await this.source.latest(this.clock.now());
    if (!rate) throw new UfRateUnavailableError();
    return rate;
  }

  /** The UF in force and whether it is the Chilean day's own value (else pages say "UF al {fecha}"). */
  async withDay(): Promise<{ rate: UfRate; isToday: boolean }> {
    const rate = await this.execute();
    return { rate, isToday: rate.date === chileanToday(this.clock) };
  }

  /**
   * GET /api/globales/uf's `data` (the UF in pesos, its day, whether it is today's), or null when no value is
   * stored (the API's 404): what the server renders the home with (issue 31).
   */
  async inForce(): Promise<{ value: number; date: string; unit: 'CLP'; isToday: boolean } | null> {
    try {
      const { rate, isToday } = await this.withDay();
      return { value: Number(rate.value), date: rate.date, unit: 'CLP', isToday };
    } catch (error) {
      if (error instanceof UfRateUnavailableError) return null;
      throw error;
    }
  }
}
