import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/**
 * The products of an organization (or, for a clinic, the products that cover there) as result-list cards:
 * one comparison call (spec 03 §7), so the cards carry their summaries and the price for the profile.
 */
export function fetchOrganizationProducts(
  organization: OrganizationInfo,
  options: { page: number; profile: Profile | null; productType?: string | null },
  signal?: AbortSignal,
): Promise<CompareResponse> {
  const clinic = organization.organizationType === 'CLINICA';
  return apiPost<CompareResponse>(
    '/api/insurance/compare/metadata',
    {
      profile: options.profile,
      page: options.page,
      take: 20,
      productType: options.productType ?? null,
      organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
      organizations: clinic ? [] : [organization.id],
      coverageOrganizations: clinic ? [organization.id] : [],
      order: 'recommended',
      targetCurrency: 'CLP',
    },
    signal,
  );
}
