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
}
