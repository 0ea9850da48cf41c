import type { CurrencyCode } from '../../pricing/domain/money.js';
import type { Profile } from '../../pricing/domain/profile.js';
import type { CompareOrder } from '../../pricing/domain/ranking.js';
import type { OrganizationType } from './categories.js';
import type { ProductCard } from './product-card.js';

/**
 * POST (and GET) /api/insurance/compare/metadata (spec 02 §7, spec 03 §7): the request after validation and
 * the answer `{ data, total, page, take, metaData: { uuid } }`. Page size 20, first page 1 (spec 01 §9).
 * The zod schemas that parse the raw request live in adapters/http; these are the shapes they produce.
 */

export { COMPARE_ORDERS, type CompareOrder } from '../../pricing/domain/ranking.js';

export const PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const MAX_TAKE = 100;

export interface CompareRequest {
  profile: Profile | null;
  page: number;
  take: number;
  /** Insurance type ids, codes or URL segments ('Complementario', 'COMPLEMENTARIO', 3). */
  insuranceTypes: (number | string)[];
  /** Required: which kinds of organization ('organizationTypes es requerido'). */
  organizationType: OrganizationType[];
  /** Organization ids or codes. */
  organizations: (number | string)[];
  /** ISO country codes the product must cover in. */
  coverageCountries: string[];
  /** Provider (clinic) ids or codes the product must cover at ('Cubre en'). */
  coverageOrganizations: (number | string)[];
  /** Feature codes every product must have. */
  features: string[];
  /** Comparator whose feature list filters (spec 01 §7). */
  featuresFilter: boolean;
  /** Monthly price bounds, in targetCurrency (default CLP). */
  fromPrice: number | null;
  toPrice: number | null;
  /** Deductible bounds, in UF. */
  fromDeductible: number | null;
  toDeductible: number | null;
  deductiblesToCompare: number[];
  targetCurrency: CurrencyCode | null;
  productType: string | null;
  order: CompareOrder;
  uuid: string | null;
  /** Internal traffic ponderation 0..1 between the recommended score and the price (pricing ponderedScore). */
  ponderer: number | null;
  /** Comparator id or base URL ('Seguros-de-Salud'). */
  comparator: string | number | null;
  displayShowcase: boolean;
  /** For order=distance: where the visitor is. */
  location: { lat: number; lng: number } | null;
  /** Set by the server, never by the caller: what the request's site may show (a partner's sub-domain). */
  restriction?: CompareRestriction | null;
}

/**
 * Organizations a site may list whatever the request asks (issue 14, spec 02 §6: a partner sub-domain is
 * restricted to its allowed organizations, and hides clinics when clinicsEnabled is off). Filled through the
 * CATALOGUE.CompareScope port, which the partners module binds.
 */
export interface CompareRestriction {
  /** Organization codes that may appear; null for all. */
  organizationCodes: readonly string[] | null;
  /** Organization types that never appear (e.g. CLINICA). */
  hiddenOrganizationTypes: readonly OrganizationType[];
  /**
   * The site is a white-label showcase (spec 02 §1: a partner's site unless its disableShowcase): the
   * showcase-only insurance types (Estética, Coberturas) are listed without being asked for.
   */
  showcase?: boolean;
  /**
   * The edition's country (issue 27: 'PE', 'CO', 'INT'): only its organizations' products are listed, priced
   * in its currency. Absent: Chile ('CL'), the main site.
   */
  countryCode?: string | null;
  /** The edition's currency, the default of targetCurrency (absent: CLP). */
  currency?: CurrencyCode | null;
}

export interface CompareMetaData {
  /** Identifies this search (echoed when sent, new otherwise). */
  uuid: string;
  order: CompareOrder;
  /**
   * True when a profile was entered and no result shows a 'Desde' reference (every priced product is priced
   * exactly for the household); false without a profile or when some are references.
   */
  exactPrices: boolean;
  /** How many of the matching products are priced exactly for the household (issue 9). */
  exactPriceCount: number;
  /** How many show the 'Desde' reference (no profile, pets without pets, collectives without employees). */
  estimatedPriceCount: number;
  profileEntered: boolean;
  uf: { value: number; date: string };
  currency: CurrencyCode;
  /** True while the catalogue is the labelled sample data. */
  sample: boolean;
  /** Order actually applied (distance without a location falls back to recommended). */
  appliedOrder: CompareOrder;
  pages: number;
}

export interface CompareResponse {
  data: ProductCard[];
  total: number;
  page: number;
  take: number;
  metaData: CompareMetaData;
}

/** Whether an organization may be listed under a site restriction (none: every organization). */
export function isOrganizationVisible(
  restriction: CompareRestriction | null | undefined,
  organization: { organizationCode: string; organizationType: OrganizationType },
): boolean {
  if (!restriction) return true;
  if (restriction.hiddenOrganizationTypes.includes(organization.organizationType)) return false;
  const country = (organization as { countryCode?: string | null }).countryCode;
  if (restriction.countryCode && country && country.toUpperCase() !== restriction.countryCode.toUpperCase())
    return false;
  return (
    restriction.organizationCodes === null ||
    restriction.organizationCodes.some((code) => code.toUpperCase() === organization.organizationCode.toUpperCase())
  );
}

/**
 * Whether a comparison that names no insurance type lists the showcase-only types (spec 02 §2.3): only for
 * a showcase, i.e. a showcase comparator's list (displayShowcase) or a showcase site (a partner's).
 */
export function listsShowcaseOnlyTypes(
  displayShowcase: boolean,
  restriction: CompareRestriction | null | undefined,
): boolean {
  return displayShowcase || restriction?.showcase === true;
}

/**
 * The organizations a site restriction lets a comparison show (issue 14): those whose code is allowed,
 * within the ones the request asked for (null: it asked for none in particular). Codes compare without case.
 */
export function restrictedOrganizationIds(
  allowedCodes: readonly string[],
  organizations: readonly { id: number; organizationCode: string }[],
  requested: ReadonlySet<number> | null,
): Set<number> {
  const codes = new Set(allowedCodes.map((c) => c.toUpperCase()));
  const allowed = new Set<number>();
  for (const o of organizations) {
    if (codes.has(o.organizationCode.toUpperCase()) && (!requested || requested.has(o.id))) allowed.add(o.id);
  }
  return allowed;
}

/** Spanish message for a filter range whose lower bound is above its upper bound; null when it is fine. */
export function invalidRangeMessage(field: 'Price' | 'Deductible', from: number | null, to: number | null) {
  return from !== null && to !== null && from > to ? `from${field} no puede ser mayor que to${field}.` : null;
}

/**
 * A filter range with its tolerance (half a peso on prices, 1e-9 UF on deductibles): a missing bound is
 * open; NaN on both sides when the request filters on neither.
 */
export function filterRange(
  from: number | null,
  to: number | null,
  scale: number,
  slack: number,
): { min: number; max: number } {
  if (from === null && to === null) return { min: Number.NaN, max: Number.NaN };
  return {
    min: (from ?? 0) * scale - slack,
    max: (to ?? Number.POSITIVE_INFINITY) * scale + slack,
  };
}
