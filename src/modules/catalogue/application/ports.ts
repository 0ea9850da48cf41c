import type { CareScenario } from '../../pricing/index.js';
import type {
  AdminListPage,
  AdminOrganizationFilter,
  AdminOrganizationRow,
  AdminProductFilter,
  AdminProductRow,
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  OrganizationChanges,
  ProductChanges,
} from '../domain/admin-catalogue.js';
import type { ComparatorRow } from '../domain/comparator.js';
import type { CompareRestriction } from '../domain/compare.js';
import type { IndexRow } from '../domain/compare-index-row.js';
import type { InsuranceTypeRow } from '../domain/insurance-type.js';
import type { PlanIndexRow, RiskFactorTableRow } from '../domain/isapre-plan-rows.js';
import type { OrganizationRow } from '../domain/organization.js';
import type { FeatureRow, ProductRow } from '../domain/product.js';
import type { CoverageTag } from '../domain/product-card.js';
import type { CountryRow, CountryStateRow, WorkSectorTypeRow } from '../domain/reference-data.js';
import type { SearchHit } from '../domain/search-hit.js';

// The ports the catalogue's use cases need; the rows they answer are domain types (plain DTOs, never ORM instances).

/** Reads of the catalogue (reference data, organizations, product details, per-card calls). */
export interface CatalogueReader {
  version(): Promise<{ version: number; sample: boolean }>;
  organizations(): Promise<OrganizationRow[]>;
  insuranceTypes(): Promise<InsuranceTypeRow[]>;
  features(): Promise<FeatureRow[]>;
  comparators(): Promise<ComparatorRow[]>;
  /** One keyset page of the active products' index rows: the next `limit` by id after `afterId`. */
  indexRowsAfter(afterId: number, limit: number): Promise<IndexRow[]>;
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
  /** Every active product's organization, URL segment and insurance type (its detail path, issue 27). */
  activeProductSegments(): Promise<{ organizationId: number; urlSegment: string; insuranceTypeId: number }[]>;
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
