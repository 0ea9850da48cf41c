import type { CurrencyCode, MoneyUnit } from '../../pricing/domain/money.js';
import type { PriceModelKind } from '../../pricing/domain/tariff.js';
import type { OrganizationType, UpperTypeName } from './categories.js';

/**
 * The product card the comparison API answers (spec 01 §2 §3, spec 03 §3), with every summary the card
 * shows embedded, so a result page needs no per-card calls. Plain data: the site imports these types
 * from '@domain/catalogue/domain/product-card'.
 */

export interface OrganizationSummary {
  id: number;
  /** Display name, e.g. 'Isapre Colmena'. */
  name: string;
  organizationCode: string;
  organizationType: OrganizationType;
  /** Logo path or URL. */
  image: string | null;
  /** URL segment of the organization's landing, e.g. 'Colmena'. */
  url: string;
  /** How the type is shown: 'Aseguradora', 'Isapre', 'Clínica'. */
  typeAlias: string;
}

export interface UpperTypeRef {
  name: UpperTypeName;
  displayName: string;
}

export interface InsuranceTypeRef {
  id: number;
  /** Code, e.g. 'COMPLEMENTARIO'. */
  name: string;
  displayName: string;
  description: string;
  /** URL segment of spec 02 §2.3, e.g. 'Complementario-Catastrofico'. */
  urlSegment: string;
  upperType: UpperTypeRef;
}

/** Sales channels; a channel starting with an online prefix sells online ('Contratar', spec 01 §4). */
export type SalesChannel = string;

/** The metadata bag of spec 01 §3 (keys as the spec names them). */
export interface InsuranceMetadataBag {
  logo?: string | null;
  modality?: 'Preferente' | 'Libre elección' | null;
  minEmployeeQuantity?: number | null;
  product_type?: string | null;
  coverage_ratio?: number | null;
  metadata_colectivo?: string[];
  aporte_inicial?: number | null;
  temporalidad?: string | null;
  cubre_hasta_los?: number | null;
  refund?: string | null;
  beneficio_tributario?: string | null;
  coberturas_adicionales?: string[];
  coberturas_adicionales_tooltip?: string | null;
  fondos_disponibles?: string[];
  [key: string]: unknown;
}

export interface InsuranceMetadata {
  isPopular: boolean;
  isMapEnabled: boolean;
  salesChannel: SalesChannel;
  hasOffer: boolean;
  metadata: InsuranceMetadataBag;
}

/** The price as the card shows it (see price-display.ts for the text rules). */
export interface CardPrice {
  /** Null when no price is known: the card shows 'Consultar'. */
  amount: number | null;
  currency: CurrencyCode;
  /** True when computed for the visitor's profile; false for a reference ('Desde'). */
  exact: boolean;
  /** 'p/p' for guards (per person), else null. */
  suffix: string | null;
  /** 'Desde', 'Precio Anual' or null (an exact monthly price has no label). */
  label: 'Desde' | 'Precio Anual' | null;
  period: 'mensual' | 'anual';
  /** Price in CLP used to sort (null when unknown). */
  amountClp: number | null;
  /** Ready-made text, e.g. '$23.490' or 'Consultar'. */
  text: string;
  /** spec 01 §3: minPrice, unit, arePricesDefined. */
  minPrice: number | null;
  unit: { code: CurrencyCode };
  arePricesDefined: boolean;
}

export interface PriceRange {
  from: number | null;
  to: number | null;
  unit: { code: CurrencyCode };
}

export interface Evaluation {
  /** 0..10. */
  score: number;
  evaluationType: string;
  count: number;
}

/** An amount of a benefit: percentages by prevision, or a cap per period. */
export interface Amount {
  minAmount: number | null;
  maxAmount: number | null;
  unit: { currencyCode: MoneyUnit; name: string };
}

export interface CoverageAmounts {
  percentage_fonasa?: Amount;
  percentage_isapre?: Amount;
  percentage_particular?: Amount;
  yearly_top?: Amount;
  monthly_top?: Amount;
  weekly_top?: Amount;
  daily_top?: Amount;
}

export interface InsuranceBenefit {
  id: number;
  name: string;
  code: string;
}

export interface BenefitCoverage {
  insuranceBenefit: InsuranceBenefit;
  amounts: CoverageAmounts;
}

export interface CoverageTag {
  id: number;
  name: string;
  code: string;
  coverages: BenefitCoverage[];
}

export interface TopAmount {
  name: string;
  /** Null: unknown ('Consultar'); 0: no cap ('Sin tope'). */
  amount: number | null;
  unit: MoneyUnit;
  period?: CoveragePeriodName | null;
  calificados?: boolean;
}

export interface Deductible {
  name: string;
  min: number | null;
  max: number | null;
  unit: MoneyUnit;
}

export interface TopsAndDeductibles {
  name: string;
  coverageOrganizations: string[];
  topAmounts: TopAmount[];
  deductibles: Deductible[];
}

export type CoveragePeriodName = 'anual' | 'mensual' | 'semanal' | 'diario';

export interface Feature {
  id: number;
  /** Stable code, e.g. 'cubre_preexistencias', 'telemedicina'. */
  name: string;
  displayName: string;
  /** Icon name of the site's icon set. */
  icon: string;
  description?: string | null;
  /** For boolean features: whether the product has it. */
  value?: boolean | string | number | null;
}

export type CoverageRequirementUnit = '%' | 'UF' | 'CLP' | 'BM';

export interface CoverageRequirement {
  /** 0: no requirement ('Sin Requisito'). */
  value: number;
  unit: CoverageRequirementUnit;
  previsionType: { name: 'Fonasa' | 'Isapre' } | null;
  /** False: the product also pays when the prevision covered nothing (plan % capped at 2 UF). */
  previousCoverage: boolean;
}

export const OFFER_TYPES = ['DISCOUNT', 'AGGREGATE', 'RELATED', 'GIFTCARD', 'COUPON'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface Offer {
  id: number;
  offerType: { name: OfferType };
  title: string;
  description: string | null;
  /** DISCOUNT: percent ('%') or an amount; GIFTCARD: amount in CLP. */
  discount: { amount: number; unitCode: CurrencyCode } | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** The payment offer of a product that sells online (spec 01 §7: 200 data, 204 none). */
export interface PaymentOffer {
  productCode: string;
  title: string;
  description: string;
  /** Months without interest, when offered. */
  installments: number | null;
  discount: { amount: number; unitCode: CurrencyCode } | null;
  paymentMethods: string[];
}

export interface TopSummary {
  min: number | null;
  max: number | null;
  unit: MoneyUnit;
  period: CoveragePeriodName | null;
}

export interface DeductibleSummary {
  min: number | null;
  max: number | null;
  unit: MoneyUnit;
}

export interface ProductCard {
  id: number;
  productCode: string;
  displayName: string;
  /** Detail page path, e.g. '/Seguros/Consorcio/Seguro-Complementario-Salud-Plus'. */
  url: string;
  /** Target of the card button: `${url}/Solicitar` (spec 01 §2). */
  requestUrl: string;
  /** Labelled sample data (the site shows a note). */
  sample: boolean;
  organization: OrganizationSummary;
  insuranceType: InsuranceTypeRef;
  upperType: UpperTypeRef;
  priceModel: PriceModelKind;
  exclusive: boolean;
  isPromoted: boolean;
  /** Available for under 2 months (spec 01 §5). */
  isNew: boolean;
  insuranceMetadata: InsuranceMetadata;
  price: CardPrice;
  priceRange: PriceRange;
  priceSuffix: string | null;
  evaluations: Evaluation[];
  requestCount: number;
  /** Day-month strings of the insurer's operation dates (spec 03 §3). */
  operationDates: string[];
  /** Coverage highlights: the tags the card shows (see card-tags.ts), each with its benefits. */
  coverages: { tags: CoverageTag[] };
  topsAndDeductibles: TopsAndDeductibles[];
  topAmount: TopSummary | null;
  deductible: DeductibleSummary | null;
  features: Feature[];
  featuresAll: Feature[];
  coverageRequirement: CoverageRequirement | null;
  offers: Offer[];
  paymentOffer: PaymentOffer | null;
  /** Provider names for 'Cubre en'. */
  prestadores: string[];
  /** Countries the product covers in (ISO codes). */
  coverageCountries: string[];
}

/** The detail of one product (GET /api/insurance/product/{code}): the card plus its longer texts. */
export interface ProductDetail extends ProductCard {
  description: string;
  conditions: string[];
  exclusions: string[];
  extraBenefits: string[];
  faq: { question: string; answer: string }[];
  seo: { title: string; description: string; image: string | null };
  /** Every tag, not only the card's highlights. */
  allCoverages: { tags: CoverageTag[] };
  availableFrom: string | null;
}
