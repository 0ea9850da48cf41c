import type { PriceModelKind } from '../../pricing/domain/tariff.js';
import type { InsuranceMetadataBag, ProductCard } from './product-card.js';

/** A product feature as the catalogue reader answers it. */
export interface FeatureRow {
  id: number;
  code: string;
  displayName: string;
  icon: string;
  description: string | null;
}

/**
 * What the card summary column holds (built by the writer from the normalised rows): the card's fields that
 * come from the product's coverages, features, offers and providers, stored as the card shows them.
 */
export type CardSummary = Pick<
  ProductCard,
  | 'coverages'
  | 'topsAndDeductibles'
  | 'topAmount'
  | 'deductible'
  | 'features'
  | 'featuresAll'
  | 'coverageRequirement'
  | 'offers'
  | 'paymentOffer'
  | 'prestadores'
>;

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
  priceUnit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
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
