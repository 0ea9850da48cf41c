import { AppError } from '../../../platform/errors.js';
import {
  STAFF_ACTION_TARGET,
  staffActionRefusal,
  type StaffSubscriptionAction,
} from '../domain/subscription-staff-actions.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** The staff member acting in the back-office: written as the actor of the subscription's history. */
export interface StaffActor {
  id: number;
  name: string;
}

export const subscriptionNotFound = () => new AppError('NOT_FOUND', 'No existe el pago automático.');

/** The subscription, or a 404 (an id that is not a UUID is simply unknown). */
export async function findSubscription(repository: SubscriptionRepository, id: string): Promise<SubscriptionRecord> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const subscription = uuid.test(id) ? await repository.findById(id) : null;
  if (!subscription) throw subscriptionNotFound();
  return subscription;
}

/** Refuses (409 NOT_EDITABLE) an action the subscription's state does not allow. */
export function assertAllowed(action: StaffSubscriptionAction, subscription: SubscriptionRecord): void {
  const refusal = staffActionRefusal(action, subscription.status);
  if (refusal) throw new AppError('NOT_EDITABLE', refusal);
}

/**
 * Pause, resume or cancel: the state moves and the history names the staff member and the reason, in one
 * transaction (SubscriptionRepository.setStatus). A charge's answer never overwrites PAUSED or CANCELED
 * (settleCharge), and the run does not pick paused or cancelled subscriptions (chargeCandidates).
 */
export async function applyStatusAction(
  repository: SubscriptionRepository,
  id: string,
  action: Exclude<StaffSubscriptionAction, 'change-date'>,
  actor: StaffActor,
  reason: string | undefined,
): Promise<SubscriptionRecord> {
  const subscription = await findSubscription(repository, id);
  assertAllowed(action, subscription);
  const moved = await repository.setStatus(id, STAFF_ACTION_TARGET[action], action, actor.id, {
    actorName: actor.name,
    ...(reason ? { reason } : {}),
  });
  if (!moved) throw subscriptionNotFound();
  return moved;
}
