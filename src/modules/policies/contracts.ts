/**
 * The policies module's integration-event contracts (DESIGN.md, "Modules talk through integration events").
 * Re-exported by index.ts; kept in their own file so a module that policies itself consumes (sales) can name
 * them without importing index.ts (a cycle through module.ts).
 */
import type { Money } from '../../kernel/money.js';
import type { IntegrationEvent } from '../../platform/outbox/integration-events.js';

/**
 * Published when a policy becomes ACTIVE (a collective policy activated by staff, a renewal, or an
 * individual online sale turned into a policy). Billing opens its payment periods from it; sales (for a policy
 * from an online sale) sends the buyer the purchase summary.
 */
export type PolicyActivated = IntegrationEvent<
  'PolicyActivated',
  {
    policyId: number;
    policyNumber: string;
    /** The client organization (company) for collective policies; null for an individual buyer. */
    clientOrganizationId: number | null;
    insurerId: number | null;
    productId: number | null;
    /** Months per period (spec 03 §9: 1, 2, 3, 4, 6, 12). */
    periodicityMonths: number;
    startDate: string;
    endDate: string | null;
    /** The premium of one insured person for one month (collective) or of the whole policy (individual). */
    monthlyPremium: Money;
    premiumBasis: 'per-insured' | 'per-policy';
    /** Set when the policy comes from an online sale (billing records the payment already collected). */
    saleId: string | null;
    renewalOf: number | null;
    /** Optional (added by billing): the company's name, shown in billing lists and reminders. */
    clientOrganizationName?: string | null;
    /** Optional (added by billing): where arrears reminders go; individual policies fall back to the buyer's e-mail. */
    billingEmail?: string | null;
  }
>;

/** Published when a person starts being covered by a policy (one by one, a bulk load row, or a sale). */
export type InsuredActivated = IntegrationEvent<
  'InsuredActivated',
  { policyId: number; insuredId: number; rut: string; startDate: string }
>;

/** Published when a person stops being covered (exclusion date and reason). */
export type InsuredExcluded = IntegrationEvent<
  'InsuredExcluded',
  { policyId: number; insuredId: number; rut: string; exclusionDate: string; reason: string | null }
>;

/** The refunded payment behind a cancellation caused by a refund of the policy's online sale. */
export interface PolicyRefund {
  saleId: string;
  paymentId: string;
  amount: Money;
  /** The Chilean calendar day of the refund ('YYYY-MM-DD'): the cancellation date. */
  refundDate: string;
}

/**
 * Published when a policy is cancelled: billing stops opening periods for it. When the cancellation comes from a
 * refund of the online sale (sales' SaleRefunded), `refund` names it: billing then reverses that payment, voids
 * the periods not yet due and stops chasing the policy, and tells the buyer.
 */
export type PolicyCanceled = IntegrationEvent<
  'PolicyCanceled',
  { policyId: number; canceledAt: string; refund?: PolicyRefund }
>;
