import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { Profile } from '@domain/pricing/domain/profile';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';

/** An organization as /api/organization answers it (spec 02 §3: metadata.url, displayName, code, type). */
export interface OrganizationInfo {
  id: number;
  organizationCode: string;
  displayName: string;
  organizationType: 'ISAPRE' | 'ASEGURADORA' | 'CLINICA' | string;
  typeAlias: string;
  urlSegment: string;
  metadata: { url?: string; image?: string | null; website?: string | null; abierta?: boolean };
  region: string | null;
  city: string | null;
  address: string | null;
  isOpen: boolean;
  availableToSell: boolean;
  sample?: boolean;
}

/** The three organization areas of the site (spec 02 §2.1): path segment, API type and texts. */
export const ORGANIZATION_AREAS = {
  Isapre: {
    type: 'ISAPRE',
    title: 'Isapres de Chile',
    intro: 'Conoce cada isapre y los seguros complementarios que ofrece.',
    closed: 'Cerrada a nuevos afiliados',
  },
  Seguros: {
    type: 'ASEGURADORA',
    title: 'Compañías de seguros',
    intro: 'Las aseguradoras que puedes comparar y sus seguros.',
    closed: 'Sin venta a nuevos clientes',
  },
  'Clinicas-y-Hospitales': {
    type: 'CLINICA',
    title: 'Clínicas y hospitales',
    intro: 'Elige una clínica y encuentra los seguros que cubren en ella.',
    closed: 'Sin convenios vigentes',
  },
} as const;
export type OrganizationArea = keyof typeof ORGANIZATION_AREAS;

/** The site area of an organization type (ISAPRE -> Isapre, CLINICA -> Clinicas-y-Hospitales, else Seguros). */
export const areaOfType = (type: string): OrganizationArea =>
  type === 'ISAPRE' ? 'Isapre' : type === 'CLINICA' ? 'Clinicas-y-Hospitales' : 'Seguros';

/** GET /api/organization/instituciones/{type}: every organization of a type. */
export async function fetchOrganizations(type: string): Promise<OrganizationInfo[]> {
  const body = await apiGet<{ data: OrganizationInfo[] }>(
    `/api/organization/instituciones/${encodeURIComponent(type)}`,
  );
  return body.data ?? [];
}

/** GET /api/organization/institucion/{url}: one organization by its URL segment, or undefined. */
export async function fetchOrganizationByUrl(url: string): Promise<OrganizationInfo | undefined> {
  if (!url) return undefined;
  try {
    const body = await apiGet<{ data: OrganizationInfo }>(`/api/organization/institucion/${encodeURIComponent(url)}`, {
      retries: 1,
    });
    return body.data ?? undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  }
}

/** GET /api/seguro-adicional/prestadores: the coverage organizations (clinics) products cover at. */
export async function fetchCoverageOrganizations(): Promise<OrganizationInfo[]> {
  const body = await apiGet<{ data: OrganizationInfo[] }>('/api/seguro-adicional/prestadores');
  return body.data ?? [];
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
