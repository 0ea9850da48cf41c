import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { checkPayment } from '../domain/payment-status.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory, StoredPeriod } from './ports.js';

export interface RecordPaymentInput {
  periodId: number;
  amountClp: number;
  paidAt: string;
  receiptFileId: number;
  note: string | null;
}

/**
 * A transfer payment recorded by staff with its receipt (spec 03 §4 billing payments): partial payments
 * accumulate on the period until it is PAID. The period is locked while its total is recomputed, so two
 * staff recording at once both count.
 */
@injectable()
export class RecordPayment {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  execute(
    input: RecordPaymentInput,
    actor: { id: number | null; scope: BillingScope },
  ): Promise<{ paymentPeriod: StoredPeriod }> {
    return this.ledgers.inTransaction(async (ledger) => {
      const period = await ledger.periodForUpdate(input.periodId);
      if (!period || !inScope(actor.scope, period.organizationId)) {
        throw new BillingError('NOT_FOUND', 'El período de pago no existe.');
      }
      checkPayment(input.amountClp, period.status);
      const receipt = await ledger.fileMeta(input.receiptFileId);
      if (
        !receipt ||
        receipt.purpose !== 'payment-receipt' ||
        !inScope(actor.scope, receipt.organizationId ?? period.organizationId)
      ) {
        throw new BillingError('BAD_REQUEST', 'El comprobante de transferencia no existe; súbelo de nuevo.', {
          errors: { receiptFileId: 'Sube el comprobante de transferencia.' },
        });
      }
      await ledger.addPayment({
        periodId: period.id,
        policyId: period.policyId,
        organizationId: period.organizationId,
        amountClp: input.amountClp,
        method: 'transfer',
        provider: null,
        externalId: null,
        paidAt: input.paidAt,
        receiptFileId: input.receiptFileId,
        note: input.note,
        recordedBy: actor.id,
      });
      return { paymentPeriod: await ledger.settlePeriod(period.id) };
    });
  }
}
