import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import type { Logger } from '../../../platform/logger.js';
import { PRICING, type PricingRates, type PricingService } from '../../pricing/index.js';
import { CURRENCY_DECIMALS, fromClp, roundTo, type CurrencyCode } from '../../pricing/index.js';
import { householdOf, type Household } from '../../pricing/index.js';
import { periodMonthsOf } from '../../pricing/index.js';
import type { CompareOrder } from '../../pricing/index.js';
import { ORGANIZATION_TYPES, PRODUCT_TYPES, type OrganizationType } from '../domain/categories.js';
import { listsShowcaseOnlyTypes, type CompareRequest, type CompareResponse } from '../domain/compare.js';
import { CatalogueBadRequestError, CatalogueNotFoundError, PROMOTED_NOT_FOUND } from '../domain/errors.js';
import { isNewProduct } from '../domain/novelty.js';
import { priceDisplay } from '../domain/price-display.js';
import type { CardPrice, ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import {
  buildProductIndex,
  countryBit,
  haversineKm,
  organizationTypeBit,
  queryIndex,
  warmSortedLists,
  type IndexFilter,
  type ProductIndex,
} from './compare-index.js';
import type {
  CatalogueReader,
  ComparatorRow,
  FeatureRow,
  InsuranceTypeRow,
  OrganizationRow,
  ProductRow,
} from './ports.js';

/** Everything a comparison needs, loaded once per catalogue version. */
export interface CatalogueSnapshot {
  version: number;
  sample: boolean;
  builtAt: number;
  organizations: Map<number, OrganizationRow>;
  organizationList: OrganizationRow[];
  types: Map<number, InsuranceTypeRow>;
  typeList: InsuranceTypeRow[];
  features: Map<number, FeatureRow>;
  featureByCode: Map<string, FeatureRow>;
  comparators: ComparatorRow[];
  index: ProductIndex;
}

/** A card without its price (the price depends on the profile). */
export type BaseCard = Omit<ProductCard, 'price'> & { minPrice: number | null; priceUnit: 'CLP' | 'UF' | 'USD' };

/** How often a process checks whether another process changed the catalogue. */
const VERSION_CHECK_MS = 5_000;
/** Cards kept in memory; beyond it the oldest are dropped. */
const CARD_CACHE_MAX = 20_000;
const CARD_TTL_MS = 10 * 60_000;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export function productPath(organization: OrganizationRow, urlSegment: string): string {
  const base = ORGANIZATION_TYPES.find((t) => t.code === organization.organizationType)?.urlBase ?? 'Seguros';
  if (organization.organizationType === 'ISAPRE')
    return `/${base}/${organization.urlSegment}/Complementos/${urlSegment}`;
  if (organization.organizationType === 'CLINICA') return `/${base}/${organization.urlSegment}/Seguro/${urlSegment}`;
  return `/${base}/${organization.urlSegment}/${urlSegment}`;
}

/**
 * The comparison (POST/GET /api/insurance/compare/metadata) and the promoted product: resolves the
 * request against the snapshot, queries the in-memory index and builds the page's cards from a
 * per-process card cache, pricing each for the visitor's profile.
 */
@injectable()
export class CompareProducts {
  private snapshot: CatalogueSnapshot | null = null;
  private building: Promise<CatalogueSnapshot> | null = null;
  private lastCheck = 0;
  private checking = false;
  private readonly cards = new Map<number, { card: BaseCard; json: string; expires: number }>();

  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /** Forgets the snapshot and the cards (this process just changed the catalogue). */
  invalidate(): void {
    this.snapshot = null;
    this.building = null;
    this.cards.clear();
  }

  /** The current snapshot; builds it on first use, and rebuilds in the background when the version moves. */
  async current(): Promise<CatalogueSnapshot> {
    const snapshot = this.snapshot;
    if (!snapshot) return this.build();
    const now = Date.now();
    if (now - this.lastCheck > VERSION_CHECK_MS && !this.checking) {
      this.lastCheck = now;
      this.checking = true;
      this.reader
        .version()
        .then(async ({ version }) => {
          if (version !== snapshot.version) {
            this.cards.clear();
            this.pricing.invalidate();
            await this.build(true);
          }
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudo revisar la versión del catálogo'))
        .finally(() => {
          this.checking = false;
        });
    }
    return snapshot;
  }

  private build(force = false): Promise<CatalogueSnapshot> {
    if (this.building && !force) return this.building;
    const started = Date.now();
    const building = (async () => {
      const [state, organizationList, typeList, featureList, comparators, rows, prices] = await Promise.all([
        this.reader.version(),
        this.reader.organizations(),
        this.reader.insuranceTypes(),
        this.reader.features(),
        this.reader.comparators(),
        this.reader.indexRows(),
        this.pricing.loadMatrixIndex(),
      ]);
      const organizations = new Map(organizationList.map((o) => [o.id, o]));
      const snapshot: CatalogueSnapshot = {
        version: state.version,
        sample: state.sample,
        builtAt: Date.now(),
        organizations,
        organizationList,
        types: new Map(typeList.map((t) => [t.id, t])),
        typeList,
        features: new Map(featureList.map((f) => [f.id, f])),
        featureByCode: new Map(featureList.map((f) => [f.code, f])),
        comparators,
        index: buildProductIndex(rows, organizations, prices),
      };
      this.logger.info(
        { products: rows.length, version: state.version, ms: Date.now() - started },
        'Índice de comparación cargado',
      );
      return snapshot;
    })();
    this.building = building;
    return building.then(
      (snapshot) => {
        if (this.building === building) {
          this.snapshot = snapshot;
          this.building = null;
          this.warm(snapshot);
        }
        return snapshot;
      },
      (error: unknown) => {
        if (this.building === building) this.building = null;
        throw error;
      },
    );
  }

  /** Runs the comparison: the page's positions, the total and what the cards need to be priced. */
  private async search(request: CompareRequest) {
    const [snapshot, rates] = await Promise.all([this.current(), this.pricing.currentRates()]);
    const { filter } = this.resolveFilter(snapshot, request, rates);
    const household = householdOf(request.profile);
    let order: CompareOrder = request.order;
    let distanceTo: ((id: number) => number | null) | undefined;
    if (order === 'distance') {
      if (request.location) {
        const origin = request.location;
        const cache = new Map<number, number | null>();
        distanceTo = (id) => {
          if (cache.has(id)) return cache.get(id)!;
          const org = snapshot.organizations.get(id);
          const d =
            org && org.lat !== null && org.lng !== null ? haversineKm(origin, { lat: org.lat, lng: org.lng }) : null;
          cache.set(id, d);
          return d;
        };
      } else {
        order = 'recommended';
      }
    }
    const result = queryIndex(snapshot.index, {
      filter,
      order,
      skip: (request.page - 1) * request.take,
      take: request.take,
      household,
      rates: rates.rates,
      ...(distanceTo ? { distanceTo } : {}),
      ponderer: request.ponderer,
    });
    const metaData: CompareResponse['metaData'] = {
      uuid: request.uuid ?? randomUUID(),
      order: request.order,
      appliedOrder: order,
      exactPrices: household.entered && result.estimatedCount === 0,
      exactPriceCount: result.exactCount,
      estimatedPriceCount: result.estimatedCount,
      profileEntered: household.entered,
      uf: rates.uf,
      currency: request.targetCurrency ?? 'CLP',
      sample: snapshot.sample,
      pages: Math.ceil(result.total / request.take),
    };
    return { snapshot, rates, household, result, metaData };
  }

  /** Prebuilds the price lists of every slot in the background (seconds at 100,000 products). */
  private warm(snapshot: CatalogueSnapshot): void {
    const started = Date.now();
    this.pricing
      .currentRates()
      .then((rates) => warmSortedLists(snapshot.index, rates.rates, () => this.snapshot === snapshot))
      .then((lists) => this.logger.debug({ lists, ms: Date.now() - started }, 'Listas de precios preparadas'))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron preparar las listas de precios'));
  }

  async execute(request: CompareRequest): Promise<CompareResponse> {
    const { snapshot, rates, household, result, metaData } = await this.search(request);
    const data = await this.cardsAt(snapshot, result.positions, household, rates, request.targetCurrency);
    return { data, total: result.total, page: request.page, take: request.take, metaData };
  }

  /**
   * The same answer as execute, already serialised: each card's JSON (everything but the price) is kept
   * with the card, so a page costs 20 small price objects to stringify instead of ~80 KB of JSON.
   */
  async executeJson(request: CompareRequest): Promise<string> {
    const { snapshot, rates, household, result, metaData } = await this.search(request);
    const ids = result.positions.map((i) => snapshot.index.ids[i] as number);
    const entries = await this.cachedCards(snapshot, ids);
    const parts: string[] = [];
    result.positions.forEach((position, k) => {
      const entry = entries.get(ids[k] as number);
      if (!entry) return;
      const price = this.cardPrice(snapshot, position, entry.card, household, rates, request.targetCurrency);
      parts.push(`${entry.json},"price":${JSON.stringify(price)}}`);
    });
    return `{"data":[${parts.join(',')}],"total":${result.total},"page":${request.page},"take":${request.take},"metaData":${JSON.stringify(metaData)}}`;
  }

  /** The promoted product for the filters (a visibly marked slot, never part of any order). */
  async promoted(request: CompareRequest): Promise<ProductCard> {
    const [snapshot, rates] = await Promise.all([this.current(), this.pricing.currentRates()]);
    const { filter } = this.resolveFilter(snapshot, request, rates, true);
    const household = householdOf(request.profile);
    const result = queryIndex(snapshot.index, {
      filter: { ...filter, promotedOnly: true },
      order: 'recommended',
      skip: 0,
      take: 1,
      household,
      rates: rates.rates,
    });
    if (result.positions.length === 0) throw new CatalogueNotFoundError(PROMOTED_NOT_FOUND);
    const [card] = await this.cardsAt(snapshot, result.positions, household, rates, request.targetCurrency);
    return card!;
  }

  /** Cards of the given product ids (unknown or inactive ids are skipped), priced for the profile. */
  async cardsByIds(
    ids: readonly number[],
    profile: CompareRequest['profile'],
    targetCurrency: CurrencyCode | null = null,
  ): Promise<ProductCard[]> {
    const [snapshot, rates] = await Promise.all([this.current(), this.pricing.currentRates()]);
    const positions = ids
      .map((id) => snapshot.index.positionById.get(id))
      .filter((position): position is number => position !== undefined);
    return this.cardsAt(snapshot, positions, householdOf(profile), rates, targetCurrency);
  }

  private resolveFilter(
    snapshot: CatalogueSnapshot,
    request: CompareRequest,
    rates: PricingRates,
    lenient = false,
  ): { filter: IndexFilter; comparator: ComparatorRow | null } {
    let comparator: ComparatorRow | null = null;
    if (request.comparator !== null && request.comparator !== '') {
      const key = String(request.comparator).toLowerCase();
      comparator =
        snapshot.comparators.find(
          (c) => String(c.id) === key || c.baseUrl.toLowerCase() === key || c.name.toLowerCase() === key,
        ) ?? null;
      if (!comparator && !lenient) throw new CatalogueNotFoundError(`No existe el comparador ${request.comparator}.`);
    }

    let organizationTypeMask = 0;
    for (const type of request.organizationType) organizationTypeMask |= organizationTypeBit(type as OrganizationType);

    // Insurance types: explicit ids/codes, else the product type, else the comparator's; showcase-only types
    // only when asked for.
    let typeIds: Set<number> | null = null;
    const typeByKey = (value: string | number): InsuranceTypeRow | undefined => {
      if (typeof value === 'number' || /^\d+$/.test(String(value))) return snapshot.types.get(Number(value));
      const key = normalise(String(value));
      return snapshot.typeList.find(
        (t) => normalise(t.name) === key || normalise(t.urlSegment) === key || normalise(t.displayName) === key,
      );
    };
    const upperTypes: string[] = [];
    if (request.productType) {
      const uppers = PRODUCT_TYPES[request.productType] ?? PRODUCT_TYPES[request.productType.toUpperCase()];
      if (!uppers) throw new CatalogueBadRequestError(`Tipo de producto desconocido: ${request.productType}.`);
      upperTypes.push(...uppers);
    }
    if (request.insuranceTypes.length > 0) {
      typeIds = new Set();
      for (const value of request.insuranceTypes) {
        const type = typeByKey(value);
        if (!type) throw new CatalogueBadRequestError(`Tipo de seguro desconocido: ${value}.`);
        typeIds.add(type.id);
      }
    } else if (comparator && comparator.insuranceTypes.length > 0) {
      typeIds = new Set(
        comparator.insuranceTypes.map((code) => typeByKey(code)?.id).filter((id): id is number => !!id),
      );
    } else if (comparator && comparator.upperTypes.length > 0 && upperTypes.length === 0) {
      upperTypes.push(...comparator.upperTypes);
    }
    if (upperTypes.length > 0) {
      const allowed = snapshot.typeList.filter((t) => upperTypes.includes(t.upperType.name)).map((t) => t.id);
      typeIds = new Set(typeIds ? allowed.filter((id) => typeIds!.has(id)) : allowed);
    }
    if (!typeIds && !listsShowcaseOnlyTypes(request.displayShowcase, request.restriction)) {
      typeIds = new Set(snapshot.typeList.filter((t) => !t.showcaseOnly).map((t) => t.id));
    }

    const organizationByKey = (value: string | number): OrganizationRow | undefined => {
      if (typeof value === 'number' || /^\d+$/.test(String(value))) return snapshot.organizations.get(Number(value));
      const key = normalise(String(value));
      return snapshot.organizationList.find(
        (o) =>
          normalise(o.organizationCode) === key || normalise(o.urlSegment) === key || normalise(o.displayName) === key,
      );
    };
    const resolveOrganizations = (values: readonly (string | number)[], what: string): Set<number> | null => {
      if (values.length === 0) return null;
      const ids = new Set<number>();
      for (const value of values) {
        const organization = organizationByKey(value);
        if (!organization) throw new CatalogueBadRequestError(`${what} desconocida: ${value}.`);
        ids.add(organization.id);
      }
      return ids;
    };
    let organizationIds = resolveOrganizations(request.organizations, 'Organización');
    // A site restriction (a partner's sub-domain, issue 14) narrows what the request asked for, on the server.
    const restriction = request.restriction;
    if (restriction) {
      for (const type of restriction.hiddenOrganizationTypes) organizationTypeMask &= ~organizationTypeBit(type);
      if (restriction.organizationCodes) {
        const codes = new Set(restriction.organizationCodes.map((c) => c.toUpperCase()));
        const allowed = new Set<number>();
        for (const o of snapshot.organizationList) {
          if (codes.has(o.organizationCode.toUpperCase()) && (!organizationIds || organizationIds.has(o.id))) {
            allowed.add(o.id);
          }
        }
        organizationIds = allowed;
      }
    }
    const prestadorIds = resolveOrganizations(request.coverageOrganizations, 'Organización de cobertura');

    let countryMask = 0;
    for (const code of request.coverageCountries) {
      const bit = countryBit(code);
      if (bit === 0) throw new CatalogueBadRequestError(`País de cobertura desconocido: ${code}.`);
      countryMask |= bit;
    }

    const featureIds: number[] = [];
    for (const value of request.features) {
      const feature = /^\d+$/.test(value) ? snapshot.features.get(Number(value)) : snapshot.featureByCode.get(value);
      if (!feature) throw new CatalogueBadRequestError(`Característica desconocida: ${value}.`);
      featureIds.push(feature.id);
    }
    featureIds.sort((a, b) => a - b);

    let productIds: Set<number> | null = null;
    if (request.displayShowcase && comparator && comparator.showcases.length > 0) {
      productIds = new Set(comparator.showcases.flatMap((s) => s.productIds));
    }

    const currency = request.targetCurrency ?? 'CLP';
    const rate =
      currency === 'CLP' ? 1 : ((rates.rates as unknown as Record<string, number | undefined>)[currency] ?? Number.NaN);
    if (Number.isNaN(rate)) throw new CatalogueBadRequestError(`Moneda no disponible: ${currency}.`);
    if (request.fromPrice !== null && request.toPrice !== null && request.fromPrice > request.toPrice) {
      throw new CatalogueBadRequestError('fromPrice no puede ser mayor que toPrice.');
    }
    if (
      request.fromDeductible !== null &&
      request.toDeductible !== null &&
      request.fromDeductible > request.toDeductible
    ) {
      throw new CatalogueBadRequestError('fromDeductible no puede ser mayor que toDeductible.');
    }
    const bound = (value: number | null, fallback: number) => (value === null ? fallback : value);
    const priceFiltered = request.fromPrice !== null || request.toPrice !== null;
    const deductibleFiltered = request.fromDeductible !== null || request.toDeductible !== null;
    return {
      comparator,
      filter: {
        typeIds,
        organizationTypeMask,
        organizationIds,
        countryMask,
        featureIds,
        prestadorIds,
        productIds,
        minPriceClp: priceFiltered ? bound(request.fromPrice, 0) * rate - 0.5 : Number.NaN,
        maxPriceClp: priceFiltered ? bound(request.toPrice, Number.POSITIVE_INFINITY) * rate + 0.5 : Number.NaN,
        minDeductibleUf: deductibleFiltered ? bound(request.fromDeductible, 0) - 1e-9 : Number.NaN,
        maxDeductibleUf: deductibleFiltered ? bound(request.toDeductible, Number.POSITIVE_INFINITY) + 1e-9 : Number.NaN,
      },
    };
  }

  private async cardsAt(
    snapshot: CatalogueSnapshot,
    positions: readonly number[],
    household: Household,
    rates: PricingRates,
    targetCurrency: CurrencyCode | null,
  ): Promise<ProductCard[]> {
    const ids = positions.map((i) => snapshot.index.ids[i] as number);
    const bases = await this.baseCards(snapshot, ids);
    const cards: ProductCard[] = [];
    positions.forEach((position, k) => {
      const base = bases.get(ids[k] as number);
      if (!base) return;
      const { minPrice: _minPrice, priceUnit: _unit, ...card } = base;
      cards.push({ ...card, price: this.cardPrice(snapshot, position, base, household, rates, targetCurrency) });
    });
    return cards;
  }

  private cardPrice(
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
    const defaultCurrency: CurrencyCode = isGuard ? 'UF' : base.priceUnit === 'USD' ? 'USD' : 'CLP';
    const currency = targetCurrency ?? defaultCurrency;
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
    const display = priceDisplay({
      amount,
      currency,
      profileEntered: household.entered,
      arePricesDefined: exact,
      isGuard,
      annual,
    });
    return {
      amount,
      currency,
      exact,
      suffix: display.suffix,
      label: display.label,
      period: annual ? 'anual' : 'mensual',
      amountClp,
      text: display.text,
      minPrice: base.minPrice,
      unit: { code: base.priceUnit },
      arePricesDefined: amount !== null,
    };
  }

  /** Base cards by id: from the per-process cache, the misses in one query. */
  async baseCards(snapshot: CatalogueSnapshot, ids: readonly number[]): Promise<Map<number, BaseCard>> {
    return new Map([...(await this.cachedCards(snapshot, ids))].map(([id, entry]) => [id, entry.card]));
  }

  private async cachedCards(
    snapshot: CatalogueSnapshot,
    ids: readonly number[],
  ): Promise<Map<number, { card: BaseCard; json: string }>> {
    const now = Date.now();
    const found = new Map<number, { card: BaseCard; json: string }>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cards.get(id);
      if (cached && cached.expires > now) found.set(id, cached);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await this.reader.productsByIds(missing);
      for (const row of rows) {
        const card = this.toBaseCard(snapshot, row);
        if (!card) continue;
        if (this.cards.size >= CARD_CACHE_MAX) {
          const oldest = this.cards.keys().next().value;
          if (oldest !== undefined) this.cards.delete(oldest);
        }
        const { minPrice: _minPrice, priceUnit: _priceUnit, ...dto } = card;
        const entry = { card, json: JSON.stringify(dto).slice(0, -1), expires: now + CARD_TTL_MS };
        this.cards.set(row.id, entry);
        found.set(row.id, entry);
      }
    }
    return found;
  }

  toBaseCard(snapshot: CatalogueSnapshot, row: ProductRow): BaseCard | null {
    const organization = snapshot.organizations.get(row.organizationId);
    const type = snapshot.types.get(row.insuranceTypeId);
    if (!organization || !type) return null;
    const url = productPath(organization, row.urlSegment);
    const upperType = { name: type.upperType.name, displayName: type.upperType.displayName };
    return {
      id: row.id,
      productCode: row.productCode,
      displayName: row.displayName,
      url,
      requestUrl: `${url}/Solicitar`,
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
      isNew: isNewProduct(row.availableFrom, this.clock.now()),
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
}
