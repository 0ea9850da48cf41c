import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { BillingError } from '../domain/errors.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING, BILLING_EMAIL_QUEUE } from '../tokens.js';
import type { LedgerFactory } from './ports.js';

/**
 * A company asks for its pre-invoice (one organization, one billing month) to be corrected (preinvoice:request-update): the reason is stored on
 * the pre-invoice and an e-mail to the billing staff inbox goes out through the outbox in the same transaction.
 */
@injectable()
export class RequestPreinvoiceUpdate {
  constructor(
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(id: number, reason: string, actor: { id: number | null; name: string; scope: BillingScope }): Promise<void> {
    const text = reason.trim();
    if (text.length < 5) {
      throw new BillingError('BAD_REQUEST', 'Indica el motivo de la solicitud (al menos 5 caracteres).', {
        errors: { reason: 'Indica el motivo (al menos 5 caracteres).' },
      });
    }
    return this.ledgers.inTransaction(async (ledger) => {
      const preinvoice = await ledger.preinvoiceForUpdate(id);
      if (!preinvoice || !inScope(actor.scope, preinvoice.organizationId)) {
        throw new BillingError('NOT_FOUND', 'La prefactura no existe.');
      }
      await ledger.markPreinvoiceUpdateRequested(id, text.slice(0, 2000), actor.id);
      await ledger.enqueue({
        queue: BILLING_EMAIL_QUEUE,
        name: 'preinvoice-update-request',
        payload: {
          preinvoiceId: id,
          organizationId: preinvoice.organizationId,
          month: preinvoice.month.slice(0, 7),
          reason: text.slice(0, 2000),
          requestedBy: actor.name,
          requestedAt: this.clock.now().toISOString(),
        },
      });
    });
  }
}
