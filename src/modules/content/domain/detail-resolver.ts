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
