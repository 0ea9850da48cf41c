import { inject, injectable } from 'inversify';
import { SALES } from '../tokens.js';
import { applyStatusAction, type StaffActor } from './staff-subscription-status.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** Staff pause a subscription (spec 03 §6 payment permissions): no period is charged while it is paused; its periods stay owed, and billing's arrears reminders and payment links still chase them. */
@injectable()
export class PauseSubscription {
  constructor(@inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository) {}

  execute(id: string, actor: StaffActor, reason?: string): Promise<SubscriptionRecord> {
    return applyStatusAction(this.repository, id, 'pause', actor, reason);
  }
}
