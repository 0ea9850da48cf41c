import { inject, injectable } from 'inversify';
import { SALES } from '../tokens.js';
import { applyStatusAction, type StaffActor } from './staff-subscription-status.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** Staff cancel a subscription for good: no further automatic charge; the periods still owed are paid by their payment links. Final (CANCELED admits no change). */
@injectable()
export class CancelSubscription {
  constructor(@inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository) {}

  execute(id: string, actor: StaffActor, reason?: string): Promise<SubscriptionRecord> {
    return applyStatusAction(this.repository, id, 'cancel', actor, reason);
  }
}
