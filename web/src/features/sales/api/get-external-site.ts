import { externalSiteUrl } from '@domain/catalogue/domain/external-site-plans';
import { apiGet } from '../../../lib/api-client';

export interface ExternalSite {
  productName: string;
  organizationName: string;
  /** The provider's site (http/https), or null when the catalogue has none. */
  url: string | null;
  /** The product's page, for Solicitar when there is no site to send the visitor to. */
  productUrl: string | null;
}

/**
 * Where a plan sold on the provider's site is bought: GET /api/insurance/product/{code} for its organization,
 * then GET /api/organization/institucion/code/{code} for the organization's website.
 */
export async function fetchExternalSite(productCode: string): Promise<ExternalSite> {
  const product = await apiGet<{
    data: { displayName: string; url?: string; organization: { name: string; organizationCode: string } };
  }>(`/api/insurance/product/${encodeURIComponent(productCode)}`);
  const organization = await apiGet<{ data: { displayName: string; metadata: { website?: string | null } } }>(
    `/api/organization/institucion/code/${encodeURIComponent(product.data.organization.organizationCode)}`,
  ).catch(() => null);
  return {
    productName: product.data.displayName,
    organizationName: organization?.data.displayName ?? product.data.organization.name,
    url: externalSiteUrl(organization?.data.metadata.website),
    productUrl: product.data.url ?? null,
  };
}
