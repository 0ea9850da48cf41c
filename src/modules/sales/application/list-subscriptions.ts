import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { SALES } from '../tokens.js';
import type { SubscriptionListQuery, SubscriptionRepository, SubscriptionView } from './subscription-ports.js';

/** The back-office's list of card subscriptions: by status, by buyer or product text, newest first. */
@injectable()
export class ListSubscriptions {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(query: SubscriptionListQuery): Promise<{ rows: SubscriptionView[]; total: number }> {
    return this.repository.list(query, chileanToday(this.clock));
  }
}
