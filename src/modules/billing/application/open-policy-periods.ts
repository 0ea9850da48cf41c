import { inject, injectable } from 'inversify';
import type { PolicyActivated } from '../../policies/index.js';
import { amountInClp, periodAmount, type Currency } from '../domain/amounts.js';
import { isoDate } from '../domain/dates.js';
import { settledStatus } from '../domain/payment-status.js';
import { periodicity } from '../domain/periodicity.js';
import { schedulePeriods } from '../domain/periods.js';
import { BILLING } from '../tokens.js';
import type { BillingLedger, UfRates } from './ports.js';
import type { BilledPolicy, NewPeriod } from '../domain/ledger-records.js';
import { applySalePayment, isBillable, reconcilePeriods } from './recompute-periods.js';
import { periodsOpened } from './periods-opened.js';

/**
 * PolicyActivated (a new policy or a renewal) -> billing's copy of the policy and its payment periods
 * (spec 03 §4, §9), each with its amount in the premium's unit and in pesos at the UF of its billing date.
 * Idempotent on its own (periods are keyed by policy and position) besides handleOnce's event key.
 */
export type PreparedRates = Map<string, { value: string; date: string } | null>;

@injectable()
export class OpenPolicyPeriods {
  constructor(@inject(BILLING.UfRates) private readonly uf: UfRates) {}

  /**
   * The UF of each period's billing date, read BEFORE the ledger's transaction: the UF comes through another
   * connection, and on the embedded PostgreSQL (PGlite, one statement at a time) a read on a second connection
   * inside an open transaction waits for ever (TOOLCHAIN.md).
   */
  async prepare(event: PolicyActivated['payload']): Promise<PreparedRates> {
    const rates: PreparedRates = new Map();
    if (event.monthlyPremium.currency !== 'UF') return rates;
    const months = periodicity(event.periodicityMonths).months;
    const startDate = isoDate(event.startDate);
    const endDate = event.endDate ? isoDate(event.endDate) : null;
    for (const dates of schedulePeriods({ startDate, endDate, months })) {
      if (!rates.has(dates.billingDate)) rates.set(dates.billingDate, await this.uf.on(dates.billingDate));
    }
    return rates;
  }

  async execute(
    event: PolicyActivated['payload'],
    ledger: BillingLedger,
    prepared?: PreparedRates,
  ): Promise<{ opened: number }> {
    const months = periodicity(event.periodicityMonths).months;
    await ledger.lockPolicy(event.policyId);
    const previous = await ledger.findPolicy(event.policyId);
    const policy: BilledPolicy = {
      policyId: event.policyId,
      policyNumber: event.policyNumber,
      organizationId: event.clientOrganizationId,
      organizationName: event.clientOrganizationName ?? null,
      billingEmail: event.billingEmail ?? null,
      insurerId: event.insurerId,
      productId: event.productId,
      periodicityMonths: months,
      startDate: isoDate(event.startDate),
      endDate: event.endDate ? isoDate(event.endDate) : null,
      premium: { amount: event.monthlyPremium.amount, currency: event.monthlyPremium.currency as Currency },
      premiumBasis: event.premiumBasis,
      saleId: event.saleId,
      renewalOf: event.renewalOf,
      canceledAt: previous?.canceledAt ?? null,
    };
    await ledger.upsertPolicy(policy);
    const insured = await ledger.insuredOf(policy.policyId);
    const periods: NewPeriod[] = [];
    for (const dates of schedulePeriods({ startDate: policy.startDate, endDate: policy.endDate, months })) {
      const rate =
        policy.premium.currency !== 'UF'
          ? null
          : prepared?.has(dates.billingDate)
            ? (prepared.get(dates.billingDate) ?? null)
            : await this.uf.on(dates.billingDate);
      const computed = periodAmount({
        premium: policy.premium,
        basis: policy.premiumBasis,
        months,
        period: dates,
        policyStartDate: policy.startDate,
        canceledAt: policy.canceledAt,
        insured,
      });
      const amountClp = amountInClp(computed.amount, computed.currency, rate?.value ?? null);
      periods.push({
        ...dates,
        policyId: policy.policyId,
        organizationId: policy.organizationId,
        amount: computed.amount,
        currency: computed.currency,
        ufValue: rate?.value ?? null,
        ufDate: rate?.date ?? null,
        amountClp,
        insuredCount: computed.insuredCount,
        prorated: computed.prorated,
        status: settledStatus(amountClp, 0, isBillable(policy, dates)),
      });
    }
    const opened = await ledger.insertPeriods(periods);
    // A repeated event recomputes; a renewal's first settlement takes the credit its renewed policy left.
    if (previous || policy.renewalOf !== null) await reconcilePeriods(ledger, policy, { amounts: true });
    if (policy.saleId) {
      const sale = await ledger.saleOf(policy.saleId);
      if (sale?.payment) await applySalePayment(ledger, policy, sale.payment);
      // Sales charges the buyer's card subscription, or links a payment, per period (issue 28).
      await ledger.publish(periodsOpened(policy, policy.saleId, await ledger.periodsOf(policy.policyId)));
    }
    return { opened };
  }
}
