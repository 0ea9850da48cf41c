import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory } from './ports.js';
import { reconcilePeriods } from './recompute-periods.js';

/**
 * Deletes a payment recorded by mistake (payment:delete) and recomputes its period. A provider payment (from
 * an online sale) cannot be deleted here: a refund goes through the sales module.
 */
@injectable()
export class DeletePayment {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  execute(paymentId: number, scope: BillingScope): Promise<void> {
    return this.ledgers.inTransaction(async (ledger) => {
      const payment = await ledger.paymentById(paymentId);
      if (!payment || !inScope(scope, payment.organizationId))
        throw new BillingError('NOT_FOUND', 'El pago no existe.');
      if (payment.method === 'provider') {
        throw new BillingError(
          'NOT_EDITABLE',
          'Un pago del proveedor no se elimina: solicita la devolución en la venta.',
        );
      }
      const period = await ledger.periodById(payment.periodId);
      if (period) await ledger.lockPolicy(period.policyId);
      await ledger.deletePayment(paymentId);
      await ledger.syncPaid(payment.periodId);
      // Credits it gave to later periods go with it.
      const policy = period ? await ledger.findPolicy(period.policyId) : null;
      if (policy) await reconcilePeriods(ledger, policy);
    });
  }
}
