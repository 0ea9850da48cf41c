import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { Profile } from '@domain/pricing/domain/profile';
import { apiPost } from '../../../lib/api-client';
import type { OrganizationInfo } from './organization-info';

/** The first products' load in a server-rendered page's data (lib/page-data.ts, issue 31). */
export const ORGANIZATION_PRODUCTS_LOAD = 'organization-products';

/** The useLoad key of an organization page's products (OrganizationPage, entry-server.tsx). */
export const organizationProductsKey = (
  organization: Pick<OrganizationInfo, 'id' | 'urlSegment'>,
  page: number,
  profile: Profile | null,
  collective: boolean,
) => JSON.stringify([organization.id, organization.urlSegment, page, profile, collective]);

/** The comparison body of an organization's products (POST /api/insurance/compare/metadata). */
export function organizationProductsBody(
  organization: Pick<OrganizationInfo, 'id' | 'organizationType'>,
  options: { page: number; profile: Profile | null; productType?: string | null },
) {
  const clinic = organization.organizationType === 'CLINICA';
  return {
    profile: options.profile,
    page: options.page,
    take: 20,
    productType: options.productType ?? null,
    organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
    organizations: clinic ? [] : [organization.id],
    coverageOrganizations: clinic ? [organization.id] : [],
    order: 'recommended',
    targetCurrency: 'CLP',
  };
}

/**
 * The products of an organization (or, for a clinic, the products that cover there) as result-list cards:
 * one comparison call (spec 03 §7), so the cards carry their summaries and the price for the profile.
 */
export function fetchOrganizationProducts(
  organization: OrganizationInfo,
  options: { page: number; profile: Profile | null; productType?: string | null },
  signal?: AbortSignal,
): Promise<CompareResponse> {
  return apiPost<CompareResponse>(
    '/api/insurance/compare/metadata',
    organizationProductsBody(organization, options),
    signal,
  );
}
