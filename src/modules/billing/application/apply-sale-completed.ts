import { injectable } from 'inversify';
import type { SaleCompleted } from '../../sales/index.js';
import type { Currency } from '../domain/amounts.js';
import type { BillingLedger } from './ports.js';
import { applySalePayment } from './recompute-periods.js';

/**
 * SaleCompleted -> the payment the provider already collected is recorded against the first period of the
 * policy the sale became. The policy usually arrives later (policies turns the sale into a policy and
 * publishes PolicyActivated with the sale id): the sale is kept and OpenPolicyPeriods applies it then.
 */
@injectable()
export class ApplySaleCompleted {
  async execute(event: SaleCompleted['payload'], ledger: BillingLedger): Promise<{ applied: boolean }> {
    const payment = event.payment
      ? {
          paymentId: event.payment.paymentId,
          provider: event.payment.provider,
          amount: { amount: event.payment.amount.amount, currency: event.payment.amount.currency as Currency },
          paidAt: event.payment.paidAt,
        }
      : null;
    const buyerName = [event.buyer.firstName, event.buyer.paternalSurname].filter(Boolean).join(' ') || null;
    await ledger.saveSale({
      saleId: event.saleId,
      buyerEmail: event.buyer.email ?? null,
      buyerName,
      payment,
      completedAt: event.completedAt,
    });
    const policy = await ledger.findPolicyBySale(event.saleId);
    if (!policy || !payment) return { applied: false };
    await ledger.lockPolicy(policy.policyId);
    return { applied: await applySalePayment(ledger, policy, payment) };
  }
}
