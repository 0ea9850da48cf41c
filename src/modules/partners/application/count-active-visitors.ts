import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { PARTNERS } from '../tokens.js';
import type { ExperimentStore } from './ports.js';

/** The window GET /api/analytics/activeUsers counts over by default, and the widest it accepts. */
export const ACTIVE_WINDOW_MINUTES = 30;
export const ACTIVE_WINDOW_MAX_MINUTES = 24 * 60;

/**
 * GET /api/analytics/activeUsers (spec 03 §7), from our own records: the distinct visitor ids whose pages reported
 * what they saw (experiment exposures) within the last N minutes; internal traffic is not counted.
 */
@injectable()
export class CountActiveVisitors {
  constructor(
    @inject(PARTNERS.ExperimentStore) private readonly store: ExperimentStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(minutes = ACTIVE_WINDOW_MINUTES): Promise<{ activeUsers: number; minutes: number; since: string }> {
    const since = new Date(this.clock.now().getTime() - minutes * 60_000);
    return { activeUsers: await this.store.activeVisitors(since), minutes, since: since.toISOString() };
  }
}
