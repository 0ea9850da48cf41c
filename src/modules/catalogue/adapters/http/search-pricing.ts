import type { CompareProducts } from '../../application/compare-products.js';
import type { GetProductCard } from '../../application/get-product-card.js';
import { CatalogueNotFoundError } from '../../domain/errors.js';
import type { PricedCard } from '../../application/product-cards.js';
import { MAX_TAKE } from '../../domain/compare.js';
import type { ProductCard } from '../../domain/product-card.js';
import { parse } from './parse.js';
import { compareRequestSchema, profileSchema } from './schemas.js';

/** One product priced for a profile, as plain facts (what the saved searches' alert rules compare). */
export interface PricedProduct {
  productId: number;
  productCode: string;
  displayName: string;
  organizationName: string;
  organizationType: string;
  url: string;
  insuranceTypeId: number;
  /** Monthly price in CLP for the profile; exact false: a reference price ('Desde'). */
  priceClp: number | null;
  exact: boolean;
  priceText: string;
  /** The card's highest cap (0: 'Sin tope'; null amount: unknown); null when it shows none. */
  top: { amount: number | null; unit: string } | null;
  /** The card's lowest deductible; null when it shows none. */
  deductible: { amount: number | null; unit: string } | null;
  /** Codes of the features it has, of the benefits of its coverage tags, and the countries it covers in. */
  features: string[];
  benefits: string[];
  countries: string[];
}

type CardFacts = Pick<
  ProductCard,
  | 'id'
  | 'productCode'
  | 'displayName'
  | 'organization'
  | 'url'
  | 'insuranceType'
  | 'topAmount'
  | 'deductible'
  | 'featuresAll'
  | 'coverages'
  | 'coverageCountries'
  | 'price'
>;

function pricedProductOf(card: CardFacts): PricedProduct {
  return {
    productId: card.id,
    productCode: card.productCode,
    displayName: card.displayName,
    organizationName: card.organization.name,
    organizationType: card.organization.organizationType,
    url: card.url,
    insuranceTypeId: card.insuranceType.id,
    priceClp: card.price.amountClp,
    exact: card.price.exact,
    priceText: card.price.text,
    top: card.topAmount ? { amount: card.topAmount.max, unit: card.topAmount.unit } : null,
    deductible: card.deductible ? { amount: card.deductible.min, unit: card.deductible.unit } : null,
    features: card.featuresAll.filter((f) => f.value !== false).map((f) => f.name),
    benefits: [
      ...new Set(card.coverages.tags.flatMap((tag) => tag.coverages.map((c) => c.insuranceBenefit.code))),
    ].sort(),
    countries: [...card.coverageCountries].sort(),
  };
}

const fromPriced = ({ base, price }: PricedCard) => pricedProductOf({ ...(base as unknown as CardFacts), price });

/**
 * Prices a saved search or a saved product for its profile (issue 29) through the same parsing and the same
 * comparison the compare API uses (POST /api/insurance/compare/metadata), on the main site (no partner
 * restriction). Public through index.ts (CATALOGUE.SearchPricing): the profile module's alert job calls it.
 */
export class SearchPricing {
  constructor(
    private readonly compare: CompareProducts,
    private readonly card: GetProductCard,
  ) {}

  /** Checks a compare body (filters and profile) as the compare API would: 400 in Spanish when it is not valid. */
  check(body: Record<string, unknown>): void {
    parse(compareRequestSchema, body);
  }

  /** Checks a profile as the compare API would (400 in Spanish). */
  checkProfile(profile: unknown): void {
    parse(profileSchema, profile);
  }

  /** The search's cheapest results priced for its profile, cheapest first (`take`, at most 100). */
  async search(body: Record<string, unknown>, take = MAX_TAKE): Promise<PricedProduct[]> {
    const request = parse(compareRequestSchema, {
      ...body,
      page: 1,
      take: Math.min(Math.max(1, take), MAX_TAKE),
      order: 'lowerPrice',
    });
    const page = await this.compare.page({ ...request, restriction: null });
    return page.cards.map(fromPriced);
  }

  /** One product (id or code) priced for the profile; null when it is not (or no longer) in the catalogue. */
  async product(idOrCode: string, profile: unknown): Promise<PricedProduct | null> {
    const parsed = parse(profileSchema.nullable(), profile ?? null);
    try {
      return pricedProductOf(await this.card.execute(idOrCode, parsed));
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return null;
      throw error;
    }
  }
}
