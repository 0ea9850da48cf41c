import type { CareScenario } from '../../pricing/index.js';
import type { Sexo } from '../../pricing/index.js';
import type { PriceModelKind } from '../../pricing/index.js';
import type { OrganizationType, UpperTypeName } from '../domain/categories.js';
import type { CompareRestriction } from '../domain/compare.js';
import type { PlanCardFacts } from '../domain/plan-views.js';
import type {
  CoverageRequirement,
  CoverageTag,
  DeductibleSummary,
  Feature,
  InsuranceMetadataBag,
  Offer,
  PaymentOffer,
  TopsAndDeductibles,
  TopSummary,
} from '../domain/product-card.js';

/** Plain rows the repositories answer (DTOs, never ORM instances). */

export interface OrganizationRow {
  id: number;
  organizationCode: string;
  displayName: string;
  legalName: string | null;
  organizationType: OrganizationType;
  typeAlias: string;
  urlSegment: string;
  image: string | null;
  website: string | null;
  qpclCodes: string[];
  metadata: Record<string, unknown>;
  countryCode: string;
  region: string | null;
  city: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  isOpen: boolean;
  gesUf: number | null;
  availableToSell: boolean;
  sample: boolean;
}

export interface InsuranceTypeRow {
  id: number;
  name: string;
  displayName: string;
  urlSegment: string;
  description: string;
  tooltip: string;
  showcaseOnly: boolean;
  orderPosition: number;
  upperType: { id: number; name: UpperTypeName; displayName: string; priceModel: PriceModelKind };
}

export interface FeatureRow {
  id: number;
  code: string;
  displayName: string;
  icon: string;
  description: string | null;
}

export interface EventRow {
  id: number;
  name: string;
  title: string;
  logo: string | null;
  image: string | null;
  videoUrl: string | null;
  start: string;
  finish: string;
  show: boolean;
}

export interface ComparatorRow {
  id: number;
  name: string;
  baseUrl: string;
  title: string;
  description: string;
  productType: string | null;
  upperTypes: string[];
  insuranceTypes: string[];
  organizationTypes: string[];
  featuresFilter: boolean;
  isShowcase: boolean;
  event: EventRow | null;
  featureIds: number[];
  showcases: { id: number; name: string; title: string; productIds: number[] }[];
}

/** The compact row the in-memory comparison index keeps per active product. */
export interface IndexRow {
  id: number;
  typeId: number;
  organizationId: number;
  exclusive: boolean;
  isPromoted: boolean;
  requestCount: number;
  evaluationScore: number;
  recommendedScore: number;
  deductibleMinUf: number | null;
  countries: string[];
  featureIds: number[];
  prestadorIds: number[];
  sample: boolean;
}

/** What the card summary column holds (built by the writer from the normalised rows). */
export interface CardSummary {
  coverages: { tags: CoverageTag[] };
  topsAndDeductibles: TopsAndDeductibles[];
  topAmount: TopSummary | null;
  deductible: DeductibleSummary | null;
  features: Feature[];
  featuresAll: Feature[];
  coverageRequirement: CoverageRequirement | null;
  offers: Offer[];
  paymentOffer: PaymentOffer | null;
  prestadores: string[];
}

export interface ProductDetailTexts {
  conditions: string[];
  exclusions: string[];
  extraBenefits: string[];
  faq: { question: string; answer: string }[];
  seo: { title: string; description: string; image: string | null };
}

/** A product row with everything the card and the detail need. */
export interface ProductRow {
  id: number;
  productCode: string;
  productName: string;
  displayName: string;
  urlSegment: string;
  description: string;
  organizationId: number;
  insuranceTypeId: number;
  exclusive: boolean;
  isPromoted: boolean;
  availableFrom: string | null;
  active: boolean;
  isPopular: boolean;
  isMapEnabled: boolean;
  salesChannel: string;
  hasOffer: boolean;
  metadata: InsuranceMetadataBag;
  priceModel: PriceModelKind;
  priceUnit: 'CLP' | 'UF' | 'USD';
  minPrice: number | null;
  priceRangeFrom: number | null;
  priceRangeTo: number | null;
  priceSuffix: string | null;
  minEmployees: number | null;
  evaluationScore: number;
  evaluationCount: number;
  requestCount: number;
  operationDates: string[];
  coverageCountries: string[];
  sample: boolean;
  cardSummary: CardSummary;
  detail: ProductDetailTexts;
}

export interface CountryRow {
  id: number;
  code: string;
  name: string;
  displayName: string;
  dialingCode: string;
  currency: string;
}

export interface CountryStateRow {
  id: number;
  countryId: number;
  stateCode: string;
  stateName: string;
  abbreviation: string;
  orderPosition: number;
}

export interface WorkSectorTypeRow {
  id: number;
  countryId: number;
  displayName: string;
  workSectors: { id: number; code: string; displayName: string }[];
}

/** Reads of the catalogue (reference data, organizations, product details, per-card calls). */
export interface CatalogueReader {
  version(): Promise<{ version: number; sample: boolean }>;
  organizations(): Promise<OrganizationRow[]>;
  insuranceTypes(): Promise<InsuranceTypeRow[]>;
  features(): Promise<FeatureRow[]>;
  comparators(): Promise<ComparatorRow[]>;
  indexRows(): Promise<IndexRow[]>;
  productsByIds(ids: readonly number[]): Promise<ProductRow[]>;
  productIdByCode(code: string): Promise<number | null>;
  /** Every tag of a product with its benefits and amounts. */
  coverageTags(productId: number, options?: { organizationId?: number; benefitId?: number }): Promise<CoverageTag[]>;
  productPrestadores(productId: number): Promise<number[]>;
  countries(): Promise<CountryRow[]>;
  countryStates(countryId: number | null): Promise<CountryStateRow[]>;
  /** The communes of one region, in list order. */
  communes(stateId: number): Promise<string[]>;
  workSectorTypes(countryId: number | null): Promise<WorkSectorTypeRow[]>;
  /** Products per insurance type of an organization. */
  countInsurancesByType(
    organizationId: number,
  ): Promise<{ insuranceType: string; displayName: string; count: number }[]>;
  /** Providers ('Cubre en') an organization's products cover at. */
  countCoverageOrganizations(organizationId: number): Promise<number>;
  /** Organizations with active products of any of the upper types (empty list: any). */
  organizationIdsSelling(upperTypes: readonly string[], insuranceTypeIds?: readonly number[]): Promise<number[]>;
  /** Organization and URL segment of every active product (the sitemap's detail pages). */
  activeProductSegments(): Promise<{ organizationId: number; urlSegment: string }[]>;
}

/** A plan as the plan cache keeps it: the card's facts (domain/plan-views.ts) and its risk table. */
export interface PlanIndexRow extends PlanCardFacts {
  prestacionesrest: number[];
  riskTableId: number;
}

export interface RiskFactorTableRow {
  id: number;
  organizationId: number;
  name: string;
  factors: { role: 'cotizante' | 'carga'; ageFrom: number; ageTo: number; sexo: Sexo | null; factor: number }[];
}

export interface IsaprePlanReader {
  plans(): Promise<PlanIndexRow[]>;
  riskTables(): Promise<RiskFactorTableRow[]>;
  planPrestadores(planId: number): Promise<{ organizationId: number; hospitalPct: number; ambulatoryPct: number }[]>;
  planTypes(): Promise<{ id: number; code: string; displayName: string }[]>;
  restrictionCodes(): Promise<{ code: number; description: string }[]>;
  /** Every plan's network (plan_prestadores), for the clinic filter. */
  networks(): Promise<{ planId: number; organizationId: number }[]>;
}

/** Scenarios of the cost-of-care simulator and their reference prices (issue 13). */
export interface CareScenarioRepository {
  list(): Promise<CareScenario[]>;
  /** Replaces a scenario's editable fields; false when the code does not exist. */
  update(
    code: string,
    data: Pick<CareScenario, 'name' | 'description' | 'items' | 'source' | 'asOf' | 'sample'>,
  ): Promise<boolean>;
}

/** Back-office (admin) views of products and organizations: plain rows, ids for relations. */
export interface AdminProductRow {
  id: number;
  productCode: string;
  productName: string;
  displayName: string;
  urlSegment: string;
  organizationId: number;
  organizationName: string;
  insuranceTypeId: number;
  insuranceTypeName: string;
  exclusive: boolean;
  isPromoted: boolean;
  active: boolean;
  salesChannel: string;
  priceUnit: string;
  minPrice: number | null;
  requestCount: number;
  sample: boolean;
}

export interface AdminOrganizationRow {
  id: number;
  organizationCode: string;
  name: string;
  legalName: string | null;
  organizationType: OrganizationType;
  urlSegment: string;
  /** The organization's own web site. */
  url: string | null;
  image: string | null;
  /** available_to_sell: an inactive organization is not sold (its products stay as they are). */
  active: boolean;
  productCount: number;
  sample: boolean;
}

export const ADMIN_PRODUCT_SORT_FIELDS = [
  'id',
  'productCode',
  'displayName',
  'organizationId',
  'organizationName',
  'insuranceTypeId',
  'insuranceTypeName',
  'exclusive',
  'isPromoted',
  'active',
  'salesChannel',
  'minPrice',
  'requestCount',
] as const;
export const ADMIN_ORGANIZATION_SORT_FIELDS = [
  'id',
  'organizationCode',
  'name',
  'organizationType',
  'url',
  'active',
  'productCount',
] as const;

export interface AdminListPage<Field extends string = string> {
  offset: number;
  limit: number;
  sort: { field: Field; order: 'ASC' | 'DESC' };
}

export interface AdminProductFilter {
  ids?: number[];
  q?: string;
  organizationId?: number;
  insuranceTypeId?: number;
  active?: boolean;
  isPromoted?: boolean;
  salesChannel?: string;
}

export interface AdminOrganizationFilter {
  ids?: number[];
  q?: string;
  organizationType?: OrganizationType;
  active?: boolean;
}

export interface ProductChanges {
  displayName?: string;
  isPromoted?: boolean;
  exclusive?: boolean;
  salesChannel?: string;
  active?: boolean;
}

export interface OrganizationChanges {
  name?: string;
  url?: string | null;
  image?: string | null;
  active?: boolean;
}

/**
 * Reads and edits for the back-office. Every update also bumps catalogue_state.version in the same
 * transaction, so every API process rebuilds its comparison index; an unknown id answers null.
 */
export interface CatalogueAdminRepository {
  listProducts(
    filter: AdminProductFilter,
    page: AdminListPage<(typeof ADMIN_PRODUCT_SORT_FIELDS)[number]>,
  ): Promise<{ rows: AdminProductRow[]; total: number }>;
  product(id: number): Promise<AdminProductRow | null>;
  updateProduct(id: number, changes: ProductChanges): Promise<AdminProductRow | null>;
  listOrganizations(
    filter: AdminOrganizationFilter,
    page: AdminListPage<(typeof ADMIN_ORGANIZATION_SORT_FIELDS)[number]>,
  ): Promise<{ rows: AdminOrganizationRow[]; total: number }>;
  organization(id: number): Promise<AdminOrganizationRow | null>;
  updateOrganization(id: number, changes: OrganizationChanges): Promise<AdminOrganizationRow | null>;
}

/**
 * What the request's site may list (issue 14): bound by the partners module, which knows partner
 * sub-domains. Answers null for the main site. Called once per comparison, before the index is queried.
 */
export interface CompareScope {
  restrictionFor(host: string | undefined): Promise<CompareRestriction | null>;
}

/** A search hit of the site's search (GET /api/search): a product, an isapre plan or an organization. */
export interface SearchHit {
  kind: 'product' | 'plan' | 'organization';
  id: number;
  title: string;
  /** Organization name, type… */
  subtitle: string;
  /** Page of the site it opens. */
  url: string;
}

/** Text search over the catalogue and the product list of the sitemap page. */
export interface CatalogueSearchRepository {
  /** Every word must appear (accents and case ignored); at most `limit` hits of each kind. */
  search(
    words: string[],
    limit: number,
  ): Promise<{ products: SearchHit[]; plans: SearchHit[]; organizations: SearchHit[] }>;
  /** Active products with their page, grouped by the caller. */
  productIndex(): Promise<
    { title: string; url: string; organization: string; organizationUrl: string; type: string }[]
  >;
}
