import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PRICING, type PricingRates, type PricingService } from '../../pricing/index.js';
import { coverageZoneOf, householdOf } from '../../pricing/index.js';
import type { CurrencyCode } from '../../pricing/index.js';
import type { CompareOrder } from '../../pricing/index.js';
import { EDITION_PRODUCT_TYPES, PRODUCT_TYPES, type OrganizationType } from '../domain/categories.js';
import {
  filterRange,
  invalidRangeMessage,
  listsShowcaseOnlyTypes,
  restrictedOrganizationIds,
  type CompareMetaData,
  type CompareRequest,
  type CompareResponse,
} from '../domain/compare.js';
import { CatalogueBadRequestError, CatalogueNotFoundError, PROMOTED_NOT_FOUND } from '../domain/errors.js';
import type { ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshot, CatalogueSnapshots } from './catalogue-snapshot.js';
import {
  countryBit,
  haversineKm,
  organizationTypeBit,
  queryIndex,
  type IndexFilter,
  type IndexQuery,
} from './compare-index.js';
import type { ComparatorRow } from '../domain/comparator.js';
import { productCardOf, type PricedCard, type ProductCards } from './product-cards.js';
import { pricesByCompany, withCompanyPrices } from './company-card-prices.js';
import { companyPricedPage } from '../domain/company-ranking.js';

/** One page of a comparison: its priced cards in order, before they are written as JSON. */
export interface ComparePage {
  cards: PricedCard[];
  total: number;
  page: number;
  take: number;
  metaData: CompareMetaData;
}

/** What a comparison is computed from: the catalogue snapshot and the day's rates. */
export interface CompareState {
  snapshot: CatalogueSnapshot;
  rates: PricingRates;
}

/**
 * The comparison (POST/GET /api/insurance/compare/metadata) and the promoted product: resolves the
 * request against the catalogue snapshot, queries the in-memory index and prices the page's cards for the
 * visitor's profile. Writing the answer as JSON is the HTTP presenter's (adapters/http/compare-presenter.ts).
 */
@injectable()
export class CompareProducts {
  constructor(
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.ProductCards) private readonly cards: ProductCards,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
  ) {}

  /** The current catalogue snapshot (kept for the isapre plans' use case). */
  current(): Promise<CatalogueSnapshot> {
    return this.snapshots.current();
  }

  /** Cards of the given product ids, priced for the profile (kept for the plans' and simulator's use cases). */
  cardsByIds(
    ids: readonly number[],
    profile: CompareRequest['profile'],
    targetCurrency: CurrencyCode | null = null,
  ): Promise<ProductCard[]> {
    return this.cards.byIds(ids, profile, targetCurrency);
  }

  async execute(request: CompareRequest): Promise<CompareResponse> {
    const { cards, ...page } = await this.page(request);
    return { data: cards.map(productCardOf), ...page };
  }

  /**
   * The catalogue snapshot and the rates a comparison asked now is computed from (the answer cache keys on
   * their versions, and hands them back to page() so that the answer and its key agree).
   */
  async state(): Promise<CompareState> {
    const [snapshot, rates] = await Promise.all([this.snapshots.current(), this.pricing.currentRates()]);
    return { snapshot, rates };
  }

  /** The page the request asks for: its priced cards, the total and the metadata (at the given state, or now). */
  async page(asked: CompareRequest, state?: CompareState): Promise<ComparePage> {
    const request = inEditionCurrency(asked);
    const { snapshot, rates } = state ?? (await this.state());
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
    const query = {
      filter,
      order,
      skip: (request.page - 1) * request.take,
      take: request.take,
      household,
      rates: rates.rates,
      ...(distanceTo ? { distanceTo } : {}),
      ponderer: request.ponderer,
    };
    if (pricesByCompany(request.profile, request.restriction?.countryCode)) {
      return this.companyPage(snapshot, request, query, rates);
    }
    const result = queryIndex(snapshot.index, query);
    const metaData: CompareMetaData = {
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
    const priced = await this.cards.pricedAt(snapshot, result.positions, household, rates, request.targetCurrency);
    const cards = withCompanyPrices(priced, request.profile, rates, order);
    return { cards, total: result.total, page: request.page, take: request.take, metaData };
  }

  /**
   * A line priced by the company (Peru's SCTR and company EPS, issue 27): every matching plan priced for the
   * company, then ranked, filtered by the asked price range and cut into the page (companyPricedPage), so the
   * price shown and the order are exact whatever the number of plans. The index gives the matches in its
   * order without the price range, which it would apply to the reference ('Desde') prices.
   */
  private async companyPage(
    snapshot: CatalogueSnapshot,
    request: CompareRequest,
    query: IndexQuery,
    rates: PricingRates,
  ): Promise<ComparePage> {
    const filter = { ...query.filter, minPriceClp: Number.NaN, maxPriceClp: Number.NaN };
    const matches = { ...query, filter, skip: 0 };
    const { total } = queryIndex(snapshot.index, { ...matches, take: 1 });
    const all = queryIndex(snapshot.index, { ...matches, take: Math.max(total, 1) });
    const priced = await this.cards.pricedAt(snapshot, all.positions, query.household, rates, request.targetCurrency);
    const withPrices = withCompanyPrices(priced, request.profile, rates, query.order);
    const { page, total: shown } = companyPricedPage(withPrices, (card) => card.price.amountClp, {
      order: query.order,
      skip: query.skip,
      take: query.take,
      minPriceClp: query.filter.minPriceClp,
      maxPriceClp: query.filter.maxPriceClp,
    });
    const exactCount = withPrices.filter((card) => card.price.exact).length;
    const estimatedCount = withPrices.filter((card) => !card.price.exact && card.price.amount !== null).length;
    const metaData: CompareMetaData = {
      uuid: request.uuid ?? randomUUID(),
      order: request.order,
      appliedOrder: query.order,
      exactPrices: query.household.entered && estimatedCount === 0,
      exactPriceCount: exactCount,
      estimatedPriceCount: estimatedCount,
      profileEntered: query.household.entered,
      uf: rates.uf,
      currency: request.targetCurrency ?? 'CLP',
      sample: snapshot.sample,
      pages: Math.ceil(shown / request.take),
    };
    return { cards: page, total: shown, page: request.page, take: request.take, metaData };
  }

  /** The promoted product for the filters (a visibly marked slot, never part of any order). */
  async promoted(asked: CompareRequest): Promise<ProductCard> {
    const request = inEditionCurrency(asked);
    const [snapshot, rates] = await Promise.all([this.snapshots.current(), this.pricing.currentRates()]);
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
    const [card] = await this.cards.pricedAt(snapshot, result.positions, household, rates, request.targetCurrency);
    return productCardOf(card!);
  }

  private resolveFilter(
    snapshot: CatalogueSnapshot,
    request: CompareRequest,
    rates: PricingRates,
    lenient = false,
  ): { filter: IndexFilter; comparator: ComparatorRow | null } {
    let comparator: ComparatorRow | null = null;
    if (request.comparator !== null && request.comparator !== '') {
      comparator = snapshot.findComparator(request.comparator);
      if (!comparator && !lenient) throw new CatalogueNotFoundError(`No existe el comparador ${request.comparator}.`);
    }

    let organizationTypeMask = 0;
    for (const type of request.organizationType) organizationTypeMask |= organizationTypeBit(type as OrganizationType);

    // Insurance types: explicit ids/codes, else the product type, else the comparator's; showcase-only types
    // only when asked for.
    let typeIds: Set<number> | null = null;
    const upperTypes: string[] = [];
    const editionTypes = request.productType ? EDITION_PRODUCT_TYPES[request.productType.toUpperCase()] : undefined;
    if (request.productType && !editionTypes) {
      const uppers = PRODUCT_TYPES[request.productType] ?? PRODUCT_TYPES[request.productType.toUpperCase()];
      if (!uppers) throw new CatalogueBadRequestError(`Tipo de producto desconocido: ${request.productType}.`);
      upperTypes.push(...uppers);
    }
    if (editionTypes && request.insuranceTypes.length === 0) {
      typeIds = new Set(editionTypes.map((code) => snapshot.findType(code)?.id).filter((id): id is number => !!id));
    } else if (request.insuranceTypes.length > 0) {
      typeIds = new Set();
      for (const value of request.insuranceTypes) {
        const type = snapshot.findType(value);
        if (!type) throw new CatalogueBadRequestError(`Tipo de seguro desconocido: ${value}.`);
        typeIds.add(type.id);
      }
    } else if (comparator && comparator.insuranceTypes.length > 0) {
      typeIds = new Set(
        comparator.insuranceTypes.map((code) => snapshot.findType(code)?.id).filter((id): id is number => !!id),
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

    const resolveOrganizations = (values: readonly (string | number)[], what: string): Set<number> | null => {
      if (values.length === 0) return null;
      const ids = new Set<number>();
      for (const value of values) {
        const organization = snapshot.findOrganization(value);
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
        organizationIds = restrictedOrganizationIds(
          restriction.organizationCodes,
          snapshot.organizationList,
          organizationIds,
        );
      }
    }
    // The edition (issue 27): only its country's organizations; Chile's when the site names none.
    organizationIds = editionOrganizationIds(snapshot, restriction?.countryCode ?? 'CL', organizationIds);
    const prestadorIds = resolveOrganizations(request.coverageOrganizations, 'Organización de cobertura');

    let countryMask = 0;
    for (const code of request.coverageCountries) {
      const bit = countryBit(code);
      if (bit === 0) throw new CatalogueBadRequestError(`País de cobertura desconocido: ${code}.`);
      countryMask |= bit;
    }
    // International (issue 27): the country of coverage picks its zone's plans and the worldwide ones.
    const zone = restriction?.countryCode === 'INT' ? coverageZoneOf(request.profile?.paisCobertura) : null;
    if (zone && request.coverageCountries.length === 0) {
      countryMask = countryBit('MUNDO') | countryBit(zone === 'USA' ? 'US' : zone);
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
    const invalidRange =
      invalidRangeMessage('Price', request.fromPrice, request.toPrice) ??
      invalidRangeMessage('Deductible', request.fromDeductible, request.toDeductible);
    if (invalidRange) throw new CatalogueBadRequestError(invalidRange);
    const price = filterRange(request.fromPrice, request.toPrice, rate, 0.5);
    const deductible = filterRange(request.fromDeductible, request.toDeductible, 1, 1e-9);
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
        minPriceClp: price.min,
        maxPriceClp: price.max,
        minDeductibleUf: deductible.min,
        maxDeductibleUf: deductible.max,
      },
    };
  }
}

/** The request in its edition's currency when it asks for none (issue 27: PEN in Peru, COP in Colombia…). */
function inEditionCurrency(request: CompareRequest): CompareRequest {
  const currency = request.restriction?.currency;
  return request.targetCurrency || !currency ? request : { ...request, targetCurrency: currency };
}

/** Per snapshot: the organization ids of each country, and whether it holds more than Chile's. */
const countryOrganizations = new WeakMap<
  CatalogueSnapshot,
  { only: string | null; byCountry: Map<string, number[]>; sets: Map<string, Set<number>> }
>();

/**
 * The organizations a comparison may list in an edition (issue 27), within the ones already allowed (null:
 * all). A catalogue of one country only (Chile's, as before the editions) needs no filter: null stays null.
 */
function editionOrganizationIds(
  snapshot: CatalogueSnapshot,
  countryCode: string,
  allowed: Set<number> | null,
): Set<number> | null {
  let entry = countryOrganizations.get(snapshot);
  if (!entry) {
    const byCountry = new Map<string, number[]>();
    for (const o of snapshot.organizationList) {
      const code = (o.countryCode || 'CL').toUpperCase();
      let ids = byCountry.get(code);
      if (!ids) byCountry.set(code, (ids = []));
      ids.push(o.id);
    }
    entry = { only: byCountry.size === 1 ? [...byCountry.keys()][0]! : null, byCountry, sets: new Map() };
    countryOrganizations.set(snapshot, entry);
  }
  const code = countryCode.toUpperCase();
  if (entry.only === code || (entry.byCountry.size === 0 && code === 'CL')) return allowed;
  const ids = entry.byCountry.get(code) ?? [];
  if (allowed) return new Set(ids.filter((id) => allowed.has(id)));
  let all = entry.sets.get(code);
  if (!all) entry.sets.set(code, (all = new Set(ids)));
  return all;
}
