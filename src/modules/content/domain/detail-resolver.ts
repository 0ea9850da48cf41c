/**
 * The detail-route resolver of spec 02 §2.4: a URL segment is looked up as an organization, then as
 * a product by code, then as a coverage organization (accents removed, spaces as hyphens); otherwise
 * the visitor goes to the fallback route. The lookups are passed in, so the order is tested here.
 */
export interface DetailLookups<O, P, C> {
  organization(segment: string): Promise<O | undefined>;
  productByCode(code: string): Promise<P | undefined>;
  coverageOrganizations(): Promise<readonly C[]>;
  coverageOrganizationName(item: C): string;
}

export type DetailResolution<O, P, C> =
  | { kind: 'skipped' }
  | { kind: 'organization'; value: O }
  | { kind: 'product'; value: P }
  | { kind: 'coverageOrganization'; value: C }
  | { kind: 'fallback'; path: string };

/** 'Clínica Santa María' -> 'Clinica-Santa-Maria'. */
export function coverageOrganizationSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export async function resolveDetail<O, P, C>(
  segment: string,
  lookups: DetailLookups<O, P, C>,
  options: { fallbackPath: string; skipResolver?: boolean },
): Promise<DetailResolution<O, P, C>> {
  if (options.skipResolver) return { kind: 'skipped' };
  const organization = await lookups.organization(segment);
  if (organization !== undefined) return { kind: 'organization', value: organization };
  const product = await lookups.productByCode(segment);
  if (product !== undefined) return { kind: 'product', value: product };
  const wanted = coverageOrganizationSlug(segment).toLowerCase();
  const coverage = (await lookups.coverageOrganizations()).find(
    (item) => coverageOrganizationSlug(lookups.coverageOrganizationName(item)).toLowerCase() === wanted,
  );
  if (coverage !== undefined) return { kind: 'coverageOrganization', value: coverage };
  return { kind: 'fallback', path: options.fallbackPath };
}

/**
 * The product code in a detail URL's last segment (spec 02 §2.4): card URLs end in
 * `{name-as-slug}-{productCode}` ('Gastos-Mayores-Premium-QPS135' -> 'QPS135'), so the code is the part
 * after the last '-'. A bare code (no '-') is its own code. Query and hash are not part of the segment.
 */
export function productCodeFromSlug(slug: string): string {
  const clean = slug.split(/[?#]/, 1)[0]!.trim().replace(/\/+$/, '');
  const last = clean.lastIndexOf('-');
  return last >= 0 ? clean.slice(last + 1) : clean;
}

/**
 * The tabs of a product detail page (spec 02 §2.2), as the optional last path segment
 * (`/Seguros/{org}/{slug}/{tab}`). The first is shown when no tab is given.
 */
export const PRODUCT_TABS = [
  { segment: 'Resumen', label: 'Resumen' },
  { segment: 'Coberturas', label: 'Coberturas' },
  { segment: 'Topes-y-Deducibles', label: 'Topes y deducibles' },
  { segment: 'Caracteristicas', label: 'Características y requisitos' },
  { segment: 'Ofertas', label: 'Ofertas' },
  { segment: 'Cubre-en', label: 'Cubre en' },
  { segment: 'Condiciones', label: 'Condiciones y exclusiones' },
  { segment: 'Preguntas-Frecuentes', label: 'Preguntas frecuentes' },
] as const;

export type ProductTabSegment = (typeof PRODUCT_TABS)[number]['segment'];

/** Segments that name the product's "home" tab: they redirect to Preguntas-Frecuentes (spec 02 §2.2). */
export const HOME_TAB_SEGMENTS: readonly string[] = ['Inicio', 'home'];

export function isProductTabSegment(segment: string): boolean {
  return PRODUCT_TABS.some((tab) => tab.segment === segment) || HOME_TAB_SEGMENTS.includes(segment);
}

/**
 * Where a tab URL leads (spec 02 §2.2): a product that is not active (no longer sold, its detail
 * unavailable) sends every tab to Solicitar, so the visitor can still ask an advisor about it; the home
 * tab goes to Preguntas-Frecuentes; a known tab stays; an unknown one is not a page (404).
 */
export function productTabTarget(
  tab: string | undefined,
  product: { active: boolean },
):
  | { kind: 'show'; tab: ProductTabSegment }
  | { kind: 'redirect'; tab: 'Solicitar' | 'Preguntas-Frecuentes' }
  | {
      kind: 'notFound';
    } {
  if (tab === undefined) return product.active ? { kind: 'show', tab: 'Resumen' } : { kind: 'notFound' };
  if (!isProductTabSegment(tab)) return { kind: 'notFound' };
  if (!product.active) return { kind: 'redirect', tab: 'Solicitar' };
  if (HOME_TAB_SEGMENTS.includes(tab)) return { kind: 'redirect', tab: 'Preguntas-Frecuentes' };
  return { kind: 'show', tab: tab as ProductTabSegment };
}
