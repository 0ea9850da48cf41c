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
