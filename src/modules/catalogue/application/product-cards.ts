import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { PRICING, type PricingRates, type PricingService } from '../../pricing/index.js';
import { CURRENCY_DECIMALS, fromClp, roundTo, type CurrencyCode } from '../../pricing/index.js';
import { displayCurrency, householdOf, periodMonthsOf, type Household } from '../../pricing/index.js';
import type { CompareRequest } from '../domain/compare.js';
import { isNewProduct } from '../domain/novelty.js';
import { priceDisplay } from '../domain/price-display.js';
import { productPath, productRequestPath } from '../domain/product-paths.js';
import type { CardPrice, ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshot, CatalogueSnapshots } from './catalogue-snapshot.js';
import type { CatalogueReader } from './ports.js';
import type { ProductRow } from '../domain/product.js';

/** A card without its price (the price depends on the profile). */
export type BaseCard = Omit<ProductCard, 'price'> & {
  minPrice: number | null;
  priceUnit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
};

/** A base card at a position of the snapshot's index, priced for a profile. */
export interface PricedCard {
  base: BaseCard;
  price: CardPrice;
}

/** Cards kept in memory; beyond it the oldest are dropped. */
const CARD_CACHE_MAX = 20_000;
const CARD_TTL_MS = 10 * 60_000;

/** The card of a product row, or null when its organization or type is not in the snapshot. */
export function baseCardOf(snapshot: CatalogueSnapshot, row: ProductRow, now: Date): BaseCard | null {
  const organization = snapshot.organizations.get(row.organizationId);
  const type = snapshot.types.get(row.insuranceTypeId);
  if (!organization || !type) return null;
  const url = productPath(organization, row.urlSegment, type.name);
  const upperType = { name: type.upperType.name, displayName: type.upperType.displayName };
  return {
    id: row.id,
    productCode: row.productCode,
    displayName: row.displayName,
    url,
    requestUrl: productRequestPath(url),
    sample: row.sample,
    organization: {
      id: organization.id,
      name: organization.displayName,
      organizationCode: organization.organizationCode,
      organizationType: organization.organizationType,
      image: organization.image,
      url: organization.urlSegment,
      typeAlias: organization.typeAlias,
    },
    insuranceType: {
      id: type.id,
      name: type.name,
      displayName: type.displayName,
      description: type.description,
      urlSegment: type.urlSegment,
      upperType,
    },
    upperType,
    priceModel: row.priceModel,
    exclusive: row.exclusive,
    isPromoted: row.isPromoted,
    isNew: isNewProduct(row.availableFrom, now),
    insuranceMetadata: {
      isPopular: row.isPopular,
      isMapEnabled: row.isMapEnabled,
      salesChannel: row.salesChannel,
      hasOffer: row.hasOffer,
      metadata: row.metadata,
    },
    priceRange: { from: row.priceRangeFrom, to: row.priceRangeTo, unit: { code: row.priceUnit } },
    priceSuffix: row.priceSuffix,
    evaluations:
      row.evaluationCount > 0
        ? [{ score: row.evaluationScore, evaluationType: 'general', count: row.evaluationCount }]
        : [],
    requestCount: row.requestCount,
    operationDates: row.operationDates,
    coverages: row.cardSummary.coverages,
    topsAndDeductibles: row.cardSummary.topsAndDeductibles,
    topAmount: row.cardSummary.topAmount,
    deductible: row.cardSummary.deductible,
    features: row.cardSummary.features,
    featuresAll: row.cardSummary.featuresAll,
    coverageRequirement: row.cardSummary.coverageRequirement,
    offers: row.cardSummary.offers,
    paymentOffer: row.cardSummary.paymentOffer,
    prestadores: row.cardSummary.prestadores,
    coverageCountries: row.coverageCountries,
    minPrice: row.minPrice,
    priceUnit: row.priceUnit,
  };
}

/** The price of the card at an index position for the household, in the target (or the card's) currency. */
export function cardPriceAt(
  snapshot: CatalogueSnapshot,
  position: number,
  base: BaseCard,
  household: Household,
  rates: PricingRates,
  targetCurrency: CurrencyCode | null,
): CardPrice {
  const prices = snapshot.index.prices;
  const pricePosition = snapshot.index.pricePosition[position] as number;
  const kind = base.priceModel;
  const isGuard = kind === 'guardia';
  const annual = periodMonthsOf(kind) === 12;
  // Guards stay in UF per person whatever the list asks for (spec 01 §4).
  const currency = displayCurrency(kind, base.priceUnit, targetCurrency);
  let amountInUnit = Number.NaN;
  let exact = false;
  if (pricePosition >= 0) {
    const result = prices.priceAt(pricePosition, household);
    amountInUnit = result.amount;
    exact = result.exact && household.entered;
  }
  const unitRate = base.priceUnit === 'CLP' ? 1 : (rates.rates[base.priceUnit] as number);
  const amountClp = Number.isFinite(amountInUnit) ? Math.round(amountInUnit * unitRate) : null;
  let amount: number | null = null;
  if (Number.isFinite(amountInUnit)) {
    amount =
      currency === base.priceUnit
        ? roundTo(amountInUnit, CURRENCY_DECIMALS[currency])
        : fromClp(amountInUnit * unitRate, currency, rates.rates);
  }
  // A zone plan's scoped unit (issue 27: 'USD/MUNDO'), when the price is shown in that currency.
  const unitLabel = base.priceSuffix?.startsWith(`${currency}/`) ? base.priceSuffix : null;
  const display = priceDisplay({
    amount,
    currency,
    profileEntered: household.entered,
    arePricesDefined: exact,
    isGuard,
    annual,
    unitLabel,
  });
  return {
    amount,
    currency,
    exact,
    suffix: unitLabel ?? display.suffix,
    label: display.label,
    period: annual ? 'anual' : 'mensual',
    amountClp,
    text: display.text,
    minPrice: base.minPrice,
    unit: { code: base.priceUnit },
    arePricesDefined: amount !== null,
  };
}

/** The card as the API answers it: the base card without its pricing inputs, with its price. */
export function productCardOf({ base, price }: PricedCard): ProductCard {
  const { minPrice: _minPrice, priceUnit: _unit, ...card } = base;
  return { ...card, price };
}

/**
 * Product cards: a per-process cache of base cards (the misses read in one query, dropped when a newer
 * snapshot is built), priced for a profile at their index position.
 */
@injectable()
export class ProductCards {
  private readonly cards = new Map<number, { card: BaseCard; expires: number }>();
  private generation = 0;

  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** Base cards by id: from the per-process cache, the misses in one query. */
  async baseCards(snapshot: CatalogueSnapshot, ids: readonly number[]): Promise<Map<number, BaseCard>> {
    if (snapshot.generation > this.generation) {
      this.generation = snapshot.generation;
      this.cards.clear();
    }
    const nowDate = this.clock.now();
    const now = nowDate.getTime();
    const found = new Map<number, BaseCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cards.get(id);
      if (cached && cached.expires > now) found.set(id, cached.card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await this.reader.productsByIds(missing);
      for (const row of rows) {
        const card = baseCardOf(snapshot, row, nowDate);
        if (!card) continue;
        if (this.cards.size >= CARD_CACHE_MAX) {
          const oldest = this.cards.keys().next().value;
          if (oldest !== undefined) this.cards.delete(oldest);
        }
        this.cards.set(row.id, { card, expires: now + CARD_TTL_MS });
        found.set(row.id, card);
      }
    }
    return found;
  }

  /** The cards at the index positions (in their order; unknown ones skipped), priced for the household. */
  async pricedAt(
    snapshot: CatalogueSnapshot,
    positions: readonly number[],
    household: Household,
    rates: PricingRates,
    targetCurrency: CurrencyCode | null,
  ): Promise<PricedCard[]> {
    const ids = positions.map((i) => snapshot.index.ids[i] as number);
    const bases = await this.baseCards(snapshot, ids);
    const cards: PricedCard[] = [];
    positions.forEach((position, k) => {
      const base = bases.get(ids[k] as number);
      if (base) cards.push({ base, price: cardPriceAt(snapshot, position, base, household, rates, targetCurrency) });
    });
    return cards;
  }

  /** Cards of the given product ids (unknown or inactive ids are skipped), priced for the profile. */
  async byIds(
    ids: readonly number[],
    profile: CompareRequest['profile'],
    targetCurrency: CurrencyCode | null = null,
  ): Promise<ProductCard[]> {
    const [snapshot, rates] = await Promise.all([this.snapshots.current(), this.pricing.currentRates()]);
    const positions = ids
      .map((id) => snapshot.index.positionById.get(id))
      .filter((position): position is number => position !== undefined);
    return (await this.pricedAt(snapshot, positions, householdOf(profile), rates, targetCurrency)).map(productCardOf);
  }
}
