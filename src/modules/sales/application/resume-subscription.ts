import { inject, injectable } from 'inversify';
import { SALES } from '../tokens.js';
import { applyStatusAction, type StaffActor } from './staff-subscription-status.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** Staff resume a paused subscription: it charges again from the next run (a period whose charge date passed longer ago than the retry window is left to staff, as always). */
@injectable()
export class ResumeSubscription {
  constructor(@inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository) {}

  execute(id: string, actor: StaffActor, reason?: string): Promise<SubscriptionRecord> {
    return applyStatusAction(this.repository, id, 'resume', actor, reason);
  }
}
