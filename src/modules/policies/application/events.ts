import { newEvent, type IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { Money, Policy } from './ports.js';

/**
 * Builders of the integration events declared in the module's index.ts (PolicyActivated, InsuredActivated,
 * InsuredExcluded, PolicyCanceled). The payload types are repeated here, not imported, so the application
 * layer does not depend on the module's public face (which depends on it); events.test.ts proves the two
 * stay identical.
 */
export type PolicyActivatedPayload = {
  policyId: number;
  policyNumber: string;
  clientOrganizationId: number | null;
  insurerId: number | null;
  productId: number | null;
  periodicityMonths: number;
  startDate: string;
  endDate: string | null;
  monthlyPremium: Money;
  premiumBasis: 'per-insured' | 'per-policy';
  saleId: string | null;
  renewalOf: number | null;
  /** Optional (added by billing): the company's name, shown in billing lists and reminders. */
  clientOrganizationName?: string | null;
  /** Optional (added by billing): where arrears reminders go; individual policies fall back to the buyer's e-mail. */
  billingEmail?: string | null;
};
export type InsuredActivatedPayload = {
  policyId: number;
  insuredId: number;
  rut: string;
  startDate: string;
};
export type InsuredExcludedPayload = {
  policyId: number;
  insuredId: number;
  rut: string;
  exclusionDate: string;
  reason: string | null;
};
export type PolicyCanceledPayload = {
  policyId: number;
  canceledAt: string;
  refund?: { saleId: string; paymentId: string; amount: Money; refundDate: string };
};

export function policyActivated(
  policy: Policy,
  billingEmail: string | null = null,
): IntegrationEvent<'PolicyActivated', PolicyActivatedPayload> {
  return newEvent('PolicyActivated', {
    policyId: policy.id,
    policyNumber: policy.number,
    clientOrganizationId: policy.clientOrganizationId,
    insurerId: policy.insurerId,
    productId: policy.productId,
    periodicityMonths: policy.periodicityMonths,
    startDate: policy.startDate,
    endDate: policy.endDate,
    monthlyPremium: policy.premium,
    premiumBasis: policy.premiumBasis,
    saleId: policy.saleId,
    renewalOf: policy.renewalOf,
    clientOrganizationName: policy.clientOrganizationName,
    billingEmail,
  });
}

export const insuredActivated = (payload: InsuredActivatedPayload) => newEvent('InsuredActivated', payload);
export const insuredExcluded = (payload: InsuredExcludedPayload) => newEvent('InsuredExcluded', payload);
export const policyCanceled = (payload: PolicyCanceledPayload) => newEvent('PolicyCanceled', payload);
