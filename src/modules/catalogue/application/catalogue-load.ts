import type { Sexo } from '../../pricing/index.js';
import type { PriceModelKind, TariffRow } from '../../pricing/index.js';
import type { OrganizationType } from '../domain/categories.js';
import type {
  CoverageAmounts,
  CoveragePeriodName,
  CoverageRequirementUnit,
  InsuranceMetadataBag,
  OfferType,
} from '../domain/product-card.js';
import type { ProductDetailTexts } from '../domain/product.js';

/**
 * What a catalogue load writes (the sample generator, later the back-office imports): rows named by codes,
 * which the loader resolves to ids. Products come in batches so 100,000 of them never sit in memory at once.
 */

export interface NewOrganization {
  organizationCode: string;
  displayName: string;
  legalName?: string | null;
  organizationType: OrganizationType;
  urlSegment: string;
  image?: string | null;
  website?: string | null;
  qpclCodes?: string[];
  metadata?: Record<string, unknown>;
  countryCode?: string;
  region?: string | null;
  city?: string | null;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  isOpen?: boolean;
  gesUf?: number | null;
  availableToSell?: boolean;
  sample: boolean;
}

export interface NewFeature {
  code: string;
  displayName: string;
  icon: string;
  description?: string | null;
}

export interface NewTag {
  code: string;
  name: string;
}

export interface NewBenefit {
  code: string;
  name: string;
  tagCode: string;
}

export type AmountType = keyof CoverageAmounts;

export interface NewAmount {
  min: number | null;
  max: number | null;
  unit: string;
}

export interface NewProduct {
  productCode: string;
  productName: string;
  displayName: string;
  urlSegment: string;
  description: string;
  organizationCode: string;
  insuranceTypeCode: string;
  exclusive: boolean;
  isPromoted: boolean;
  availableFrom: string | null;
  active?: boolean;
  isPopular: boolean;
  isMapEnabled: boolean;
  salesChannel: string;
  metadata: InsuranceMetadataBag;
  priceModel: PriceModelKind;
  priceUnit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
  priceSuffix: string | null;
  minEmployees: number | null;
  evaluationScore: number;
  evaluationCount: number;
  requestCount: number;
  operationDates: string[];
  coverageCountries: string[];
  coverages: { benefitCode: string; amounts: Partial<Record<AmountType, NewAmount>>; organizationCodes?: string[] }[];
  tops: {
    group: string;
    name: string;
    amount: number | null;
    unit: string;
    period: CoveragePeriodName | null;
    calificados?: boolean;
  }[];
  deductibles: { group: string; name: string; min: number | null; max: number | null; unit: string }[];
  features: { code: string; highlighted: boolean; value?: string | null }[];
  requirement: {
    value: number;
    unit: CoverageRequirementUnit;
    previsionType: 'Fonasa' | 'Isapre' | null;
    previousCoverage: boolean;
  } | null;
  offers: {
    offerType: OfferType;
    title: string;
    description: string | null;
    discountAmount: number | null;
    discountUnit: string | null;
    validFrom: string | null;
    validUntil: string | null;
  }[];
  paymentOffer: {
    title: string;
    description: string;
    installments: number | null;
    discountAmount: number | null;
    discountUnit: string | null;
    paymentMethods: string[];
  } | null;
  prestadorCodes: string[];
  detail: ProductDetailTexts;
  tariffs: TariffRow[];
  sample: boolean;
}

export interface NewEvent {
  name: string;
  title: string;
  logo: string | null;
  image: string | null;
  videoUrl: string | null;
  start: string;
  finish: string;
  show: boolean;
}

export interface NewComparator {
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
  eventName: string | null;
  featureCodes: string[];
  showcases: { name: string; title: string; productCodes: string[] }[];
}

export interface NewRiskTable {
  organizationCode: string;
  name: string;
  factors: { role: 'cotizante' | 'carga'; ageFrom: number; ageTo: number; sexo: Sexo | null; factor: number }[];
}

export interface NewPlan {
  codigoplan: string;
  nombreplan: string;
  organizationCode: string;
  prestadorCode: string | null;
  lineaplan: string;
  planTypeId: 0 | 1 | 2;
  amplitudcobertura: 'Nacional' | 'Regional';
  regionCode: string | null;
  estadoplan: 'Comercializable' | 'No Comercializable';
  topeanual: number;
  fechainicio: string;
  prestacionesrest: number[];
  basePriceUf: number;
  riskTableName: string;
  hospitalPct: number;
  ambulatoryPct: number;
  preferredHospitalPct: number | null;
  preferredAmbulatoryPct: number | null;
  maternity: 'conParto' | 'reducidoParto' | null;
  prestadores: { organizationCode: string; hospitalPct: number; ambulatoryPct: number }[];
  sample: boolean;
}

/** Ids the loader resolved, for the next steps of a load. */
export interface LoadIds {
  organizations: Map<string, number>;
  insuranceTypes: Map<string, { id: number; displayName: string; upperType: string }>;
  tags: Map<string, { id: number; name: string; code: string }>;
  benefits: Map<string, { id: number; name: string; code: string; tagCode: string }>;
  features: Map<string, { id: number; code: string; displayName: string; icon: string; description: string | null }>;
  organizationNames: Map<string, string>;
}

/** The write port: bulk inserts for a whole-catalogue load. */
export interface CatalogueWriter {
  /** Empties the catalogue (products, plans, organizations, comparators; keeps types and reference data). */
  clear(): Promise<void>;
  isEmpty(): Promise<boolean>;
  insertOrganizations(rows: readonly NewOrganization[]): Promise<void>;
  insertTaxonomy(
    tags: readonly NewTag[],
    benefits: readonly NewBenefit[],
    features: readonly NewFeature[],
  ): Promise<void>;
  ids(): Promise<LoadIds>;
  /** Inserts products and their rows; answers ids by product code. */
  insertProducts(products: readonly PreparedProduct[]): Promise<Map<string, number>>;
  /**
   * Reserves a batch's ids from the sequences before copyProducts writes it: batches reserved in order get
   * the ids the INSERT path would give them, whatever order their COPYs then finish in.
   */
  reserveProductIds(products: readonly PreparedProduct[], ids: LoadIds): Promise<ProductIdReservation>;
  /**
   * The same rows through COPY (issue 31: a million products load in minutes, not hours); only for new
   * products of a fresh load (ids reserved by reserveProductIds, nothing is replaced).
   */
  copyProducts(
    products: readonly PreparedProduct[],
    ids: LoadIds,
    reservation: ProductIdReservation,
  ): Promise<Map<string, number>>;
  /**
   * Drops the product tables' secondary indexes and foreign keys for a large load (recorded, so a failed or
   * killed load leaves them to restoreIndexes); answers how many.
   */
  suspendIndexes(): Promise<number>;
  /** Builds again whatever suspendIndexes dropped and no restore has built yet; answers how many. */
  restoreIndexes(): Promise<number>;
  insertEvents(rows: readonly NewEvent[]): Promise<void>;
  insertComparators(rows: readonly NewComparator[]): Promise<void>;
  insertPlans(tables: readonly NewRiskTable[], plans: readonly NewPlan[]): Promise<void>;
  bumpVersion(sample: boolean): Promise<void>;
  /**
   * Refreshes the planner's statistics of the product tables: right after a bulk load they describe an empty
   * table, and the index's keyset pages (`WHERE active AND id > $1 ORDER BY id LIMIT n`) would sort the whole
   * remainder of the table for every page instead of walking the primary key.
   */
  analyze(): Promise<void>;
}

/** The first product id and first coverage id reserved for a batch (consecutive ids follow). */
export interface ProductIdReservation {
  firstProduct: number;
  firstCoverage: number;
}

/** A product with the derived values the loader computed (summary, sort keys). */
export interface PreparedProduct {
  product: NewProduct;
  organizationId: number;
  insuranceTypeId: number;
  minPrice: number | null;
  priceRangeFrom: number | null;
  priceRangeTo: number | null;
  coverageIndex: number;
  recommendedScore: number;
  deductibleMinUf: number | null;
  deductibleMaxUf: number | null;
  featureIds: number[];
  prestadorIds: number[];
  cardSummary: unknown;
}
