import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { chargeDayFromDate } from '../domain/subscription-staff-actions.js';
import { SALES } from '../tokens.js';
import { assertAllowed, findSubscription, subscriptionNotFound, type StaffActor } from './staff-subscription-status.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/**
 * Staff move the charge date (the spec's `changeDate` payment type): the date picked for the next open period
 * sets the subscription's charge day, and every later period is charged on that day of its own billing month.
 * The date must be real, from today on, and in the next period's month (chargeDayFromDate); the history keeps
 * the day before and after, the date picked and the staff member.
 */
@injectable()
export class ChangeSubscriptionChargeDate {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(id: string, date: string, actor: StaffActor): Promise<SubscriptionRecord> {
    const subscription = await findSubscription(this.repository, id);
    assertAllowed('change-date', subscription);
    const next = (await this.repository.periods(id)).find((period) => !period.paidAt && !period.lateAt);
    const outcome = chargeDayFromDate({
      date,
      today: chileanToday(this.clock),
      nextBillingDate: next?.billingDate ?? null,
    });
    if ('error' in outcome) throw new AppError('BAD_REQUEST', outcome.error, { errors: { date: outcome.error } });
    const changed = await this.repository.setChargeDay(id, outcome.chargeDay, actor.id, {
      from: subscription.chargeDay,
      date,
      actorName: actor.name,
    });
    if (!changed) throw subscriptionNotFound();
    return changed;
  }
}
