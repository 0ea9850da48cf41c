import { newEvent, type IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { InsuredActivated, InsuredExcluded, PolicyActivated, PolicyCanceled } from '../contracts.js';
import type { Policy } from '../domain/policy.js';

/**
 * Builders of the integration events declared in the module's contracts.ts (PolicyActivated, InsuredActivated,
 * InsuredExcluded, PolicyCanceled). The payloads are the contracts' own: contracts.ts imports nothing of the
 * module, so the application layer may name them without depending on the module's public face.
 */
export type PolicyActivatedPayload = PolicyActivated['payload'];
export type InsuredActivatedPayload = InsuredActivated['payload'];
export type InsuredExcludedPayload = InsuredExcluded['payload'];
export type PolicyCanceledPayload = PolicyCanceled['payload'];

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
