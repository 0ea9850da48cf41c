import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { SALES } from '../tokens.js';
import { subscriptionNotFound } from './staff-subscription-status.js';
import type {
  SubscriptionHistoryEntry,
  SubscriptionPeriod,
  SubscriptionRepository,
  SubscriptionView,
} from './subscription-ports.js';

/** One subscription for the back-office: its next charge, its periods (the late ones flagged) and its history. */
@injectable()
export class GetSubscription {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(
    id: string,
  ): Promise<{ view: SubscriptionView; periods: SubscriptionPeriod[]; history: SubscriptionHistoryEntry[] }> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const view = uuid.test(id) ? await this.repository.view(id, chileanToday(this.clock)) : null;
    if (!view) throw subscriptionNotFound();
    const [periods, history] = await Promise.all([this.repository.periods(id), this.repository.history(id)]);
    return { view, periods, history };
  }
}
