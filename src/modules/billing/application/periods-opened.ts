import { newEvent } from '../../../platform/outbox/integration-events.js';
import type { PaymentPeriodsOpened } from '../contracts.js';
import type { BilledPolicy, StoredPeriod } from './ports.js';

/** The PaymentPeriodsOpened event of a policy sold online: its periods as ids and values. */
export function periodsOpened(policy: BilledPolicy, saleId: string, periods: StoredPeriod[]): PaymentPeriodsOpened {
  return newEvent('PaymentPeriodsOpened', {
    policyId: policy.policyId,
    policyNumber: policy.policyNumber,
    saleId,
    periods: periods.map((period) => ({
      periodId: period.id,
      seq: period.seq,
      billingDate: period.billingDate,
      dueDate: period.dueDate,
      amount: { amount: period.amount, currency: period.currency },
      amountClp: period.amountClp,
      ufValue: period.ufValue,
      status: period.status,
    })),
  });
}
