/**
 * The eight plan codes that are contracted on the provider's own site (spec 03 §9: "Eight plan codes (QPS230,
 * QPS231, QPS235, QPS236, QPS238, QPS239, QPS255, QPS256) map to the provider's external site"): their
 * Compra-Online page sends the visitor to the provider's website instead of starting a purchase here.
 */
export const EXTERNAL_SITE_PLAN_CODES = [
  'QPS230',
  'QPS231',
  'QPS235',
  'QPS236',
  'QPS238',
  'QPS239',
  'QPS255',
  'QPS256',
] as const;

const CODES = new Set<string>(EXTERNAL_SITE_PLAN_CODES);

/** Whether a product code is bought on the provider's site (any capitalisation, surrounding spaces ignored). */
export function sendsToExternalSite(productCode: string | null | undefined): boolean {
  return !!productCode && CODES.has(productCode.trim().toUpperCase());
}

/** The provider's site as a safe outbound link: http(s) only, else null (the page offers Solicitar instead). */
export function externalSiteUrl(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
