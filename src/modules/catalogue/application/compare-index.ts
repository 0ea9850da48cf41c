import { priceClpAt, type PriceMatrixIndex } from '../../pricing/index.js';
import type { ClpRates } from '../../pricing/domain/money.js';
import type { Household } from '../../pricing/domain/rate-matrix.js';
import type { CompareOrder } from '../../pricing/domain/ranking.js';
import { ORGANIZATION_TYPES, type OrganizationType } from '../domain/categories.js';
import type { IndexRow, OrganizationRow } from './ports.js';

/**
 * The comparison index: every active product's filter and sort keys in flat typed arrays, built from
 * Postgres once per catalogue version and shared by every request of the process. A request filters
 * the arrays, prices the candidates with the rate matrices (a few array reads per insured person) and
 * keeps only the page it answers with a bounded heap, so 100,000 products cost a few milliseconds.
 */

export const COUNTRY_BITS = ['CL', 'PE', 'CO', 'INT', 'US', 'AR', 'BR', 'MX', 'EU', 'LATAM', 'MUNDO'] as const;

export function countryBit(code: string): number {
  const i = (COUNTRY_BITS as readonly string[]).indexOf(code.toUpperCase());
  return i < 0 ? 0 : 1 << i;
}

const ORG_TYPE_INDEX = new Map<string, number>(ORGANIZATION_TYPES.map((t, i) => [t.code, i]));
export function organizationTypeBit(type: OrganizationType): number {
  return 1 << (ORG_TYPE_INDEX.get(type) ?? 0);
}

const FLAG_EXCLUSIVE = 1;
const FLAG_PROMOTED = 2;

export interface ProductIndex {
  size: number;
  ids: Int32Array;
  positionById: Map<number, number>;
  typeIds: Int32Array;
  organizationIds: Int32Array;
  organizationTypeBits: Uint8Array;
  flags: Uint8Array;
  requestCount: Int32Array;
  evaluation: Float64Array;
  recommended: Float64Array;
  /** Deductible in UF; NaN: none ('No cubre'). */
  deductible: Float64Array;
  countryMask: Uint32Array;
  featureStart: Int32Array;
  featureData: Int32Array;
  prestadorStart: Int32Array;
  prestadorData: Int32Array;
  /** Position in the price matrix index, -1 when the product has no tariffs. */
  pricePosition: Int32Array;
  /** Positions sorted by the static orders. */
  recommendedOrder: Int32Array;
  popularOrder: Int32Array;
  prices: PriceMatrixIndex;
}

export function buildProductIndex(
  rows: readonly IndexRow[],
  organizations: ReadonlyMap<number, OrganizationRow>,
  prices: PriceMatrixIndex,
): ProductIndex {
  const size = rows.length;
  const index: ProductIndex = {
    size,
    ids: new Int32Array(size),
    positionById: new Map(),
    typeIds: new Int32Array(size),
    organizationIds: new Int32Array(size),
    organizationTypeBits: new Uint8Array(size),
    flags: new Uint8Array(size),
    requestCount: new Int32Array(size),
    evaluation: new Float64Array(size),
    recommended: new Float64Array(size),
    deductible: new Float64Array(size),
    countryMask: new Uint32Array(size),
    featureStart: new Int32Array(size + 1),
    featureData: new Int32Array(rows.reduce((n, r) => n + r.featureIds.length, 0)),
    prestadorStart: new Int32Array(size + 1),
    prestadorData: new Int32Array(rows.reduce((n, r) => n + r.prestadorIds.length, 0)),
    pricePosition: new Int32Array(size),
    recommendedOrder: new Int32Array(size),
    popularOrder: new Int32Array(size),
    prices,
  };
  let f = 0;
  let p = 0;
  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    index.positionById.set(row.id, i);
    index.typeIds[i] = row.typeId;
    index.organizationIds[i] = row.organizationId;
    const organization = organizations.get(row.organizationId);
    index.organizationTypeBits[i] = organization ? organizationTypeBit(organization.organizationType) : 0;
    index.flags[i] = (row.exclusive ? FLAG_EXCLUSIVE : 0) | (row.isPromoted ? FLAG_PROMOTED : 0);
    index.requestCount[i] = row.requestCount;
    index.evaluation[i] = row.evaluationScore;
    index.recommended[i] = row.recommendedScore;
    index.deductible[i] = row.deductibleMinUf ?? Number.NaN;
    index.countryMask[i] = row.countries.reduce((mask, code) => mask | countryBit(code), 0);
    index.featureStart[i] = f;
    for (const id of [...row.featureIds].sort((a, b) => a - b)) index.featureData[f++] = id;
    index.prestadorStart[i] = p;
    for (const id of row.prestadorIds) index.prestadorData[p++] = id;
    index.pricePosition[i] = prices.positionOf.get(row.id) ?? -1;
  });
  index.featureStart[size] = f;
  index.prestadorStart[size] = p;
  const positions = Array.from({ length: size }, (_, i) => i);
  const byRecommended = [...positions].sort(
    (a, b) =>
      (index.recommended[b] as number) - (index.recommended[a] as number) ||
      (index.ids[a] as number) - (index.ids[b] as number),
  );
  const byPopular = [...positions].sort(
    (a, b) =>
      (index.requestCount[b] as number) - (index.requestCount[a] as number) ||
      (index.evaluation[b] as number) - (index.evaluation[a] as number) ||
      (index.ids[a] as number) - (index.ids[b] as number),
  );
  index.recommendedOrder.set(byRecommended);
  index.popularOrder.set(byPopular);
  return index;
}

/** A comparison request resolved to ids and bit masks. */
export interface IndexFilter {
  /** Allowed insurance type ids (null: any). */
  typeIds: ReadonlySet<number> | null;
  /** Bit mask of organization types (required). */
  organizationTypeMask: number;
  organizationIds: ReadonlySet<number> | null;
  /** Product must cover in one of these countries (0: any). */
  countryMask: number;
  /** Every one of these features is required (sorted). */
  featureIds: readonly number[];
  /** Product must cover at one of these providers (null: any). */
  prestadorIds: ReadonlySet<number> | null;
  /** Restrict to these product ids (a showcase). */
  productIds: ReadonlySet<number> | null;
  /** Price bounds in CLP for the period (NaN: none). */
  minPriceClp: number;
  maxPriceClp: number;
  /** Deductible bounds in UF (NaN: none). */
  minDeductibleUf: number;
  maxDeductibleUf: number;
  /** Only promoted products (the promoted-product call). */
  promotedOnly?: boolean;
}

export interface IndexQuery {
  filter: IndexFilter;
  order: CompareOrder;
  /** Zero-based offset and page length. */
  skip: number;
  take: number;
  household: Household;
  rates: ClpRates;
  /** order=distance: km from the visitor to each provider id. */
  distanceTo?: (prestadorId: number) => number | null;
}

export interface IndexResult {
  total: number;
  /** Positions of the page, in order. */
  positions: number[];
}

function hasAllFeatures(index: ProductIndex, i: number, required: readonly number[]): boolean {
  const start = index.featureStart[i] as number;
  const end = index.featureStart[i + 1] as number;
  let k = start;
  for (const id of required) {
    while (k < end && (index.featureData[k] as number) < id) k++;
    if (k >= end || index.featureData[k] !== id) return false;
  }
  return true;
}

function coversAnyPrestador(index: ProductIndex, i: number, wanted: ReadonlySet<number>): boolean {
  for (let k = index.prestadorStart[i] as number; k < (index.prestadorStart[i + 1] as number); k++) {
    if (wanted.has(index.prestadorData[k] as number)) return true;
  }
  return false;
}

/** True when the product at position i passes every non-price filter. */
export function matches(index: ProductIndex, i: number, filter: IndexFilter): boolean {
  if (((index.organizationTypeBits[i] as number) & filter.organizationTypeMask) === 0) return false;
  if (filter.typeIds && !filter.typeIds.has(index.typeIds[i] as number)) return false;
  if (filter.organizationIds && !filter.organizationIds.has(index.organizationIds[i] as number)) return false;
  if (filter.productIds && !filter.productIds.has(index.ids[i] as number)) return false;
  if (filter.promotedOnly && ((index.flags[i] as number) & FLAG_PROMOTED) === 0) return false;
  if (filter.countryMask !== 0 && ((index.countryMask[i] as number) & filter.countryMask) === 0) return false;
  if (filter.featureIds.length > 0 && !hasAllFeatures(index, i, filter.featureIds)) return false;
  if (filter.prestadorIds && !coversAnyPrestador(index, i, filter.prestadorIds)) return false;
  if (!Number.isNaN(filter.minDeductibleUf) || !Number.isNaN(filter.maxDeductibleUf)) {
    const deductible = index.deductible[i] as number;
    if (Number.isNaN(deductible)) return false;
    if (deductible < filter.minDeductibleUf || deductible > filter.maxDeductibleUf) return false;
  }
  return true;
}

/** CLP price of the product at position i for the household (NaN when it cannot be priced). */
export function priceAt(index: ProductIndex, i: number, household: Household, rates: ClpRates): number {
  const position = index.pricePosition[i] as number;
  if (position < 0) return Number.NaN;
  return priceClpAt(index.prices, position, household, rates).clp;
}

/**
 * A bounded heap keeping the k best (smallest key, then smallest id) entries seen: O(n log k) instead of
 * sorting every candidate.
 */
class TopK {
  private readonly keys: number[] = [];
  private readonly ids: number[] = [];
  private readonly positions: number[] = [];
  constructor(private readonly k: number) {}

  /** Worse-than: larger key, then larger id. The heap root is the worst entry kept. */
  private worse(a: number, b: number): boolean {
    const ka = this.keys[a] as number;
    const kb = this.keys[b] as number;
    return ka > kb || (ka === kb && (this.ids[a] as number) > (this.ids[b] as number));
  }

  private swap(a: number, b: number) {
    [this.keys[a], this.keys[b]] = [this.keys[b] as number, this.keys[a] as number];
    [this.ids[a], this.ids[b]] = [this.ids[b] as number, this.ids[a] as number];
    [this.positions[a], this.positions[b]] = [this.positions[b] as number, this.positions[a] as number];
  }

  push(key: number, id: number, position: number): void {
    if (this.k === 0) return;
    if (this.keys.length < this.k) {
      this.keys.push(key);
      this.ids.push(id);
      this.positions.push(position);
      let c = this.keys.length - 1;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (!this.worse(c, parent)) break;
        this.swap(c, parent);
        c = parent;
      }
      return;
    }
    const rootKey = this.keys[0] as number;
    if (key > rootKey || (key === rootKey && id > (this.ids[0] as number))) return;
    this.keys[0] = key;
    this.ids[0] = id;
    this.positions[0] = position;
    let c = 0;
    const n = this.keys.length;
    for (;;) {
      const l = 2 * c + 1;
      const r = l + 1;
      let worst = c;
      if (l < n && this.worse(l, worst)) worst = l;
      if (r < n && this.worse(r, worst)) worst = r;
      if (worst === c) break;
      this.swap(c, worst);
      c = worst;
    }
  }

  /** Entries best first. */
  sorted(): number[] {
    const order = this.keys.map((_, i) => i);
    order.sort(
      (a, b) =>
        (this.keys[a] as number) - (this.keys[b] as number) || (this.ids[a] as number) - (this.ids[b] as number),
    );
    return order.map((i) => this.positions[i] as number);
  }
}

function distanceOf(index: ProductIndex, i: number, distanceTo: (id: number) => number | null): number {
  let best = Number.POSITIVE_INFINITY;
  for (let k = index.prestadorStart[i] as number; k < (index.prestadorStart[i + 1] as number); k++) {
    const d = distanceTo(index.prestadorData[k] as number);
    if (d !== null && d < best) best = d;
  }
  return best;
}

/** Runs a query: the total of matching products and the positions of the requested page. */
export function queryIndex(index: ProductIndex, query: IndexQuery): IndexResult {
  const { filter, household, rates } = query;
  const priceFiltered = !Number.isNaN(filter.minPriceClp) || !Number.isNaN(filter.maxPriceClp);
  const wanted = query.skip + query.take;
  const byPrice = query.order === 'lowerPrice' || query.order === 'higherPrice';
  const byDistance = query.order === 'distance' && !!query.distanceTo;

  if (!byPrice && !byDistance) {
    // Static orders: walk the presorted positions; the page is the matches between skip and skip + take.
    const order = query.order === 'popular' ? index.popularOrder : index.recommendedOrder;
    const positions: number[] = [];
    let total = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      if (!matches(index, i, filter)) continue;
      if (priceFiltered) {
        const price = priceAt(index, i, household, rates);
        if (Number.isNaN(price) || price < filter.minPriceClp || price > filter.maxPriceClp) continue;
      }
      if (total >= query.skip && total < wanted) positions.push(i);
      total++;
    }
    return { total, positions };
  }

  // Key-ordered: price (ascending or descending) or distance; unknown keys go last, by id.
  const top = new TopK(wanted);
  const unknown: number[] = [];
  let total = 0;
  const sign = query.order === 'higherPrice' ? -1 : 1;
  for (let i = 0; i < index.size; i++) {
    if (!matches(index, i, filter)) continue;
    let key: number;
    if (byPrice || priceFiltered) {
      const price = priceAt(index, i, household, rates);
      if (priceFiltered && (Number.isNaN(price) || price < filter.minPriceClp || price > filter.maxPriceClp)) continue;
      key = byPrice ? price * sign : distanceOf(index, i, query.distanceTo!);
    } else {
      key = distanceOf(index, i, query.distanceTo!);
    }
    total++;
    if (Number.isNaN(key) || key === Number.POSITIVE_INFINITY) unknown.push(i);
    else top.push(key, index.ids[i] as number, i);
  }
  const ranked = top.sorted();
  const all = ranked.length >= wanted ? ranked : ranked.concat(unknown.slice(0, wanted - ranked.length));
  return { total, positions: all.slice(query.skip, wanted) };
}

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
