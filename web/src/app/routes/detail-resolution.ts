import type { ProductDetail } from '@domain/catalogue/domain/product-card';
import { productCodeFromSlug, resolveDetail, type DetailResolution } from '@domain/content/domain/detail-resolver';
import type { OrganizationInfo } from '../../features/organizations/api/organization-info';
import type { OrganizationArea } from '../../shared/organization-areas';

export type Resolution = DetailResolution<OrganizationInfo, ProductDetail, OrganizationInfo> | { kind: 'error' };

/** Which page a route id opens; the resolver (spec 02 §2.4) decides what its last segment is. */
export type DetailKind =
  { kind: 'product' } | { kind: 'organization'; area: OrganizationArea; collective?: boolean } | { kind: 'plan' };

export const PRODUCT_PAGE: DetailKind = { kind: 'product' };

/** The product detail routes and the page each falls back to (app/routes.tsx gives DetailPage the same). */
export const PRODUCT_DETAIL_ROUTES: Readonly<Record<string, string>> = {
  'isapre-complemento': '/Isapre',
  'seguro-detalle': '/Seguros',
  'clinica-seguro': '/Clinicas-y-Hospitales',
  'empresa-plan': '/Comparar/Seguro-Complementario-Empresa',
  // Issue 27: the insurer detail paths of Peru, Colombia and the international edition (spec 03 §2).
  'edicion-detalle': '/',
};

/** The organization pages of each area (stable objects: the detail page's effect depends on which page it is). */
export const ORGANIZATION_PAGES = {
  isapre: { kind: 'organization', area: 'Isapre' },
  seguros: { kind: 'organization', area: 'Seguros' },
  clinicas: { kind: 'organization', area: 'Clinicas-y-Hospitales' },
  collective: { kind: 'organization', area: 'Seguros', collective: true },
} as const satisfies Record<string, DetailKind>;

/**
 * The organization routes the server renders with their first products (issue 31), with the props
 * app/routes.tsx gives DetailPage. An isapre's page comes with its plan section's first plans too
 * (features/plans/api/isapre-plans.ts), so the section does not push the products down once loaded.
 */
export const ORGANIZATION_DETAIL_ROUTES: Readonly<Record<string, { fallbackPath: string; page: DetailKind }>> = {
  'isapre-landing': { fallbackPath: '/Isapre', page: ORGANIZATION_PAGES.isapre },
  'seguros-landing': { fallbackPath: '/Seguros', page: ORGANIZATION_PAGES.seguros },
  'clinicas-landing': { fallbackPath: '/Clinicas-y-Hospitales', page: ORGANIZATION_PAGES.clinicas },
  // An insurer's collective insurances (issue 31): its page with the collective products only.
  'seguros-colectivos': {
    fallbackPath: '/Comparar/Seguro-Complementario-Empresa',
    page: ORGANIZATION_PAGES.collective,
  },
};

/** The name of the detail page's resolution in a server-rendered page's data (lib/page-data.ts). */
export const DETAIL_LOAD = 'detail';

/** Where the resolver looks a segment up: the API in the browser, the catalogue in-process on the server. */
export interface DetailLookups {
  organization(segment: string): Promise<OrganizationInfo | undefined>;
  productByCode(code: string): Promise<ProductDetail | undefined>;
  coverageOrganizations(): Promise<OrganizationInfo[]>;
}

/** The segment a detail route resolves: the organization's, or the product's last one. */
export function detailSegment(page: DetailKind, params: Readonly<Record<string, string | undefined>>): string {
  if (page.kind === 'organization') return (page.collective ? params.urlAseguradora : params.url) ?? '';
  return params.insuranceUrl ?? params.plan ?? params.planId ?? params['*']?.split('/').filter(Boolean).pop() ?? '';
}

/** The key of a detail page's resolution: a string naming everything the lookup reads (issue 24). */
export function detailLoadKey(
  page: DetailKind,
  segment: string,
  how: { productOnly: boolean; collective: boolean; fallbackPath: string },
): string | null {
  if (page.kind === 'organization' && !segment) return null;
  return JSON.stringify([page.kind, how.productOnly, how.collective, how.fallbackPath, segment]);
}

/** What the last segment is: the resolver of spec 02 §2.4, or only a product / only an organization. */
export function resolveSegment(
  segment: string,
  how: { productOnly: boolean; collective: boolean; fallbackPath: string },
  lookups: DetailLookups,
): Promise<Resolution> {
  const fallback: Resolution = { kind: 'fallback', path: how.fallbackPath };
  if (how.productOnly)
    return lookups
      .productByCode(productCodeFromSlug(segment))
      .then((value) => (value ? { kind: 'product', value } : fallback));
  if (how.collective)
    return lookups.organization(segment).then((value) => (value ? { kind: 'organization', value } : fallback));
  return resolveDetail(
    segment,
    {
      organization: (s) => lookups.organization(s),
      productByCode: (s) => lookups.productByCode(productCodeFromSlug(s)),
      coverageOrganizations: () => lookups.coverageOrganizations(),
      coverageOrganizationName: (row: OrganizationInfo) => row.displayName,
    },
    { fallbackPath: how.fallbackPath },
  );
}
