/**
 * The billing module's integration-event contracts (DESIGN.md, "Modules talk through integration events").
 * Re-exported by index.ts; in their own file so billing's code can use them without importing index.ts.
 */
import type { IntegrationEvent } from '../../platform/outbox/integration-events.js';

/** A period as other modules may know it: ids and values, billing staying its owner. */
export interface OpenedPeriod {
  periodId: number;
  seq: number;
  billingDate: string;
  dueDate: string;
  /** The amount owed in the premium's unit (UF as a decimal string, CLP as an integer string). */
  amount: { amount: string; currency: 'CLP' | 'UF' | 'USD' | 'PEN' };
  /** Pesos owed at the UF of the period's billing date (billing refreshes it): what a charge collects. */
  amountClp: number | null;
  ufValue: string | null;
  /** Billing's stored status (spec 03 §4): PENDING, PARTIAL, PAID, NA or LATE. */
  status: string;
}

/**
 * Published (through the outbox, in the transaction that opens them) when the payment periods of a policy sold
 * online are opened or recomputed. Sales keeps them to charge the buyer's card subscription or to give each
 * period its payment link (issue 28).
 */
export type PaymentPeriodsOpened = IntegrationEvent<
  'PaymentPeriodsOpened',
  { policyId: number; policyNumber: string; saleId: string; periods: OpenedPeriod[] }
>;

/**
 * Published (through the outbox, in the transaction that marks it) when a period becomes LATE because its
 * automatic card charge was declined on every retry (issue 28, spec 03 §4 billing payment status LATE). The
 * policies module applies its non-payment rules to the policy. Published once per period (the mark is set once).
 */
export type PaymentPeriodLate = IntegrationEvent<
  'PaymentPeriodLate',
  {
    periodId: number;
    policyId: number;
    seq: number;
    dueDate: string;
    /** Pesos still owed when it went LATE (null when the period has no peso amount yet). */
    owedClp: number | null;
    lateAt: string;
  }
>;

/**
 * Published when a charge collected by sales (PeriodChargePaid: the card subscription or the period's payment
 * link) leaves the period PAID by billing's own rules. A late period paid this way is no longer owed: the policies
 * module lifts its non-payment mark. (A payment staff record by hand does not publish it yet.)
 */
export type PaymentPeriodSettled = IntegrationEvent<
  'PaymentPeriodSettled',
  { periodId: number; policyId: number; seq: number; paidClp: number; settledAt: string }
>;
