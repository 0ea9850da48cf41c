import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { checkPayment } from '../domain/payment-status.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory } from './ports.js';
import type { StoredPeriod } from '../domain/ledger-records.js';
import { reconcilePeriods } from './recompute-periods.js';

export interface RecordPaymentInput {
  periodId: number;
  amountClp: number;
  paidAt: string;
  receiptFileId: number;
  note: string | null;
}

/**
 * A transfer payment recorded by staff with its receipt (spec 03 §4 billing payments): partial payments
 * accumulate on the period until it is PAID; an overpayment becomes a credit on the next period. The policy
 * is locked while its periods are settled (the same lock as its events), so two staff recording at once, or
 * a payment beside an exclusion, both count.
 */
@injectable()
export class RecordPayment {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  execute(
    input: RecordPaymentInput,
    actor: { id: number | null; scope: BillingScope },
  ): Promise<{ paymentPeriod: StoredPeriod }> {
    return this.ledgers.inTransaction(async (ledger) => {
      const found = await ledger.periodById(input.periodId);
      if (!found || !inScope(actor.scope, found.organizationId)) {
        throw new BillingError('NOT_FOUND', 'El período de pago no existe.');
      }
      await ledger.lockPolicy(found.policyId);
      const period = (await ledger.periodById(found.id))!;
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
      // A receipt staff uploaded belongs to the period's organization from now on (its users may download it).
      await ledger.claimFile(receipt.id, period.organizationId);
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
      await ledger.syncPaid(period.id);
      const policy = await ledger.findPolicy(period.policyId);
      if (policy) await reconcilePeriods(ledger, policy);
      return { paymentPeriod: (await ledger.periodById(period.id))! };
    });
  }
}
