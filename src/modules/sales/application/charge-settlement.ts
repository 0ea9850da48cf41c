import { newEvent } from '../../../platform/outbox/integration-events.js';
import type { PeriodChargeFailed, PeriodChargePaid } from '../contracts.js';
import { MAX_ATTEMPTS } from '../domain/subscriptions.js';
import { DECLINED_CHARGE_JOB, SALES_SUBSCRIPTION_MAIL_QUEUE } from '../tokens.js';
import type { ProviderResult } from './ports.js';
import type { ChargeSettlement, PeriodChargeRecord } from './subscription-ports.js';

/**
 * How a provider's answer settles a period charge (issue 28), whoever brings it: the monthly run's call, or the
 * provider's notice (HandleWebhook) for a charge whose answer the run never got. Approved: the period is paid
 * (PeriodChargePaid) and the subscription SUCCESS. Declined: the buyer's decline e-mail, and after the last
 * attempt the period LATE, the subscription DECLINED (PeriodChargeFailed). Anything else settles nothing (null):
 * the charge stays PENDING and is resumed with the same key.
 */
export function chargeSettlement(charge: PeriodChargeRecord, result: ProviderResult): ChargeSettlement | null {
  const now = new Date().toISOString();
  if (result.status === 'approved') {
    const paid: PeriodChargePaid = newEvent('PeriodChargePaid', {
      periodId: charge.periodId,
      policyId: charge.policyId,
      saleId: charge.saleId,
      chargeId: charge.id,
      provider: charge.provider,
      source: charge.source,
      amount: { amount: String(charge.amountClp), currency: 'CLP' },
      paidAt: now,
    });
    return {
      status: 'OK',
      reference: result.reference,
      errorCode: null,
      late: false,
      subscriptionStatus: 'SUCCESS',
      events: [paid],
      jobs: [],
    };
  }
  if (result.status !== 'declined') return null; // unanswered: resumed by the next run with the same key
  const late = charge.attempt >= MAX_ATTEMPTS;
  const failed: PeriodChargeFailed[] = late
    ? [
        newEvent('PeriodChargeFailed', {
          periodId: charge.periodId,
          policyId: charge.policyId,
          saleId: charge.saleId,
          attempts: charge.attempt,
          errorCode: result.code,
          failedAt: now,
        }),
      ]
    : [];
  return {
    status: 'DECLINED',
    reference: result.reference,
    errorCode: result.code,
    late,
    subscriptionStatus: late ? 'DECLINED' : null,
    events: failed,
    jobs: [{ queue: SALES_SUBSCRIPTION_MAIL_QUEUE, name: DECLINED_CHARGE_JOB, payload: { chargeId: charge.id } }],
  };
}
