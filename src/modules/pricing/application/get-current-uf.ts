import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
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
}
