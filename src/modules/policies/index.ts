/** Public face of the policies module (DESIGN.md): other modules import only from here. */
import type { IntegrationEvent } from '../../platform/outbox/integration-events.js';

export { policiesModule } from './module.js';

/** An amount always carries its unit: CLP integers, UF decimals as strings (never binary floats). */
export interface PolicyMoney {
  amount: string;
  currency: 'CLP' | 'UF' | 'USD' | 'PEN';
}

/**
 * Published when a policy becomes ACTIVE (a collective policy activated by staff, a renewal, or an
 * individual online sale turned into a policy). Billing opens its payment periods from it.
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
    monthlyPremium: PolicyMoney;
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

/** Published when a policy is cancelled: billing stops opening periods for it. */
export type PolicyCanceled = IntegrationEvent<'PolicyCanceled', { policyId: number; canceledAt: string }>;
