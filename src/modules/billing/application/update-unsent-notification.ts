import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING, BILLING_EMAIL_QUEUE } from '../tokens.js';
import type { LedgerFactory } from './ports.js';

/**
 * Staff act on a notification that could not be sent (unsent-notification:update-status): RETRY_REQUESTED sends
 * the reminder again through the outbox (the same idempotency key: it still goes out at most once), DISCARDED
 * closes it. A notification already SENT cannot change.
 */
@injectable()
export class UpdateUnsentNotification {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  execute(id: number, status: 'RETRY_REQUESTED' | 'DISCARDED', scope: BillingScope): Promise<void> {
    return this.ledgers.inTransaction(async (ledger) => {
      const notification = await ledger.unsentForUpdate(id);
      if (!notification || !inScope(scope, notification.organizationId)) {
        throw new BillingError('NOT_FOUND', 'La notificación no existe.');
      }
      if (notification.status === 'SENT') throw new BillingError('NOT_EDITABLE', 'La notificación ya fue enviada.');
      await ledger.setUnsentStatus(id, status, status === 'RETRY_REQUESTED');
      if (status === 'RETRY_REQUESTED' && notification.reminderId !== null) {
        await ledger.enqueue({
          queue: BILLING_EMAIL_QUEUE,
          name: 'arrears-reminder',
          payload: { reminderId: notification.reminderId, retry: true },
        });
      }
    });
  }
}
