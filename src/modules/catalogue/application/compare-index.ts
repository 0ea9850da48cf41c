import { REFERENCE_SLOT, type ClpFactors, type PriceIndex } from '../../pricing/index.js';
import type { ClpRates } from '../../pricing/index.js';
import { PERSON_MATRIX_SIZE, type Household } from '../../pricing/index.js';
import { ponderedScore, type CompareOrder } from '../../pricing/index.js';
import { ORGANIZATION_TYPES, type OrganizationType } from '../domain/categories.js';
import type { IndexRow } from '../domain/compare-index-row.js';
import type { OrganizationRow } from '../domain/organization.js';

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
  /** Product id → position (a binary search over `ids`, which the index loads in id order). */
  positionById: IdPositions;
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
  prices: PriceIndex;
  /** Positions of the products priced per person (persona, accidente): the members of the sorted lists. */
  personPositions: Int32Array;
  /** Insurance types with a product priced otherwise (guards, collectives, pets): the lists cannot answer them. */
  otherKindTypes: Set<number>;
  /**
   * How a product's price relates to the household (for the exact/estimated counts, issue 9): per-person
   * products (grouped by which slots have a rate), guards (a flat rate), the rest (pets, collectives) and
   * none.
   */
  priceClass: Uint8Array;
  /** Per-person products: the index of their slot pattern in `slotPatterns` (-1 for other classes). */
  slotPattern: Int32Array;
  /** Distinct patterns of slots with a rate (1) or without (0), shared by many products. */
  slotPatterns: Uint8Array[];
  /** Positions of class OTHER: priced one by one when counting. */
  otherPositions: Int32Array;
  /** Insurance types of the OTHER products (a filter without them skips the loop). */
  otherTypeIds: Set<number>;
  /** Scratch marks for one query at a time (queries are synchronous). */
  seen: Int32Array;
  seenGeneration: number;
}

/**
 * Product id → position without a Map of a million entries (~60 MB): the index rows come in id order, so a
 * binary search over the ids array answers; rows out of order (hand-built tests) fall back to a Map.
 */
export class IdPositions {
  private readonly map: Map<number, number> | null;
  constructor(private readonly ids: Int32Array) {
    let sorted = true;
    for (let i = 1; i < ids.length && sorted; i++) if ((ids[i] as number) <= (ids[i - 1] as number)) sorted = false;
    this.map = sorted ? null : new Map(Array.from(ids, (id, i) => [id, i]));
  }

  get(id: number): number | undefined {
    if (this.map) return this.map.get(id);
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[middle] as number;
      if (found === id) return middle;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }
}

/** An Int32Array that doubles as it fills (index rows arrive by keyset pages, their count unknown). */
class GrowableInt32 {
  length = 0;
  data = new Int32Array(1024);
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** The per-row columns of the index, filled page by page before the derived arrays are computed. */
interface RowColumns {
  ids: GrowableInt32;
  typeIds: GrowableInt32;
  organizationIds: GrowableInt32;
  flags: GrowableInt32;
  organizationTypeBits: GrowableInt32;
  requestCount: GrowableInt32;
  countryMask: GrowableInt32;
  features: GrowableInt32;
  featureCounts: GrowableInt32;
  prestadores: GrowableInt32;
  prestadorCounts: GrowableInt32;
  evaluation: number[];
  recommended: number[];
  deductible: number[];
}

/**
 * Builds the comparison index from index rows given page by page (issue 31: at a million products only one
 * page of row objects is alive, not a million of them beside the arrays).
 */
export class ProductIndexBuilder {
  private readonly columns: RowColumns = {
    ids: new GrowableInt32(),
    typeIds: new GrowableInt32(),
    organizationIds: new GrowableInt32(),
    flags: new GrowableInt32(),
    organizationTypeBits: new GrowableInt32(),
    requestCount: new GrowableInt32(),
    countryMask: new GrowableInt32(),
    features: new GrowableInt32(),
    featureCounts: new GrowableInt32(),
    prestadores: new GrowableInt32(),
    prestadorCounts: new GrowableInt32(),
    evaluation: [],
    recommended: [],
    deductible: [],
  };

  constructor(private readonly organizations: ReadonlyMap<number, OrganizationRow>) {}

  add(rows: readonly IndexRow[]): void {
    const c = this.columns;
    for (const row of rows) {
      c.ids.push(row.id);
      c.typeIds.push(row.typeId);
      c.organizationIds.push(row.organizationId);
      const organization = this.organizations.get(row.organizationId);
      c.organizationTypeBits.push(organization ? organizationTypeBit(organization.organizationType) : 0);
      c.flags.push((row.exclusive ? FLAG_EXCLUSIVE : 0) | (row.isPromoted ? FLAG_PROMOTED : 0));
      c.requestCount.push(row.requestCount);
      c.evaluation.push(row.evaluationScore);
      c.recommended.push(row.recommendedScore);
      c.deductible.push(row.deductibleMinUf ?? Number.NaN);
      c.countryMask.push(row.countries.reduce((mask, code) => mask | countryBit(code), 0));
      const features = [...row.featureIds].sort((a, b) => a - b);
      for (const id of features) c.features.push(id);
      c.featureCounts.push(features.length);
      for (const id of row.prestadorIds) c.prestadores.push(id);
      c.prestadorCounts.push(row.prestadorIds.length);
    }
  }

  build(prices: PriceIndex): ProductIndex {
    return indexFromColumns(this.columns, prices);
  }
}

export function buildProductIndex(
  rows: readonly IndexRow[],
  organizations: ReadonlyMap<number, OrganizationRow>,
  prices: PriceIndex,
): ProductIndex {
  const builder = new ProductIndexBuilder(organizations);
  builder.add(rows);
  return builder.build(prices);
}

function indexFromColumns(c: RowColumns, prices: PriceIndex): ProductIndex {
  const size = c.ids.length;
  const ids = c.ids.done();
  const index: ProductIndex = {
    size,
    ids,
    positionById: new IdPositions(ids),
    typeIds: c.typeIds.done(),
    organizationIds: c.organizationIds.done(),
    organizationTypeBits: Uint8Array.from(c.organizationTypeBits.done()),
    flags: Uint8Array.from(c.flags.done()),
    requestCount: c.requestCount.done(),
    evaluation: Float64Array.from(c.evaluation),
    recommended: Float64Array.from(c.recommended),
    deductible: Float64Array.from(c.deductible),
    countryMask: new Uint32Array(c.countryMask.done().buffer),
    featureStart: new Int32Array(size + 1),
    featureData: c.features.done(),
    prestadorStart: new Int32Array(size + 1),
    prestadorData: c.prestadores.done(),
    pricePosition: new Int32Array(size),
    recommendedOrder: new Int32Array(size),
    popularOrder: new Int32Array(size),
    prices,
    personPositions: new Int32Array(0),
    otherKindTypes: new Set(),
    priceClass: new Uint8Array(size),
    slotPattern: new Int32Array(size).fill(-1),
    slotPatterns: [],
    otherPositions: new Int32Array(0),
    otherTypeIds: new Set(),
    seen: new Int32Array(size),
    seenGeneration: 0,
  };
  let f = 0;
  let p = 0;
  for (let i = 0; i < size; i++) {
    index.featureStart[i] = f;
    f += c.featureCounts.data[i] as number;
    index.prestadorStart[i] = p;
    p += c.prestadorCounts.data[i] as number;
    index.pricePosition[i] = prices.positionOf(ids[i] as number);
  }
  index.featureStart[size] = f;
  index.prestadorStart[size] = p;
  const positions = Int32Array.from({ length: size }, (_, i) => i);
  const byRecommended = positions
    .slice()
    .sort(
      (a, b) =>
        (index.recommended[b] as number) - (index.recommended[a] as number) ||
        (index.ids[a] as number) - (index.ids[b] as number),
    );
  const byPopular = positions
    .slice()
    .sort(
      (a, b) =>
        (index.requestCount[b] as number) - (index.requestCount[a] as number) ||
        (index.evaluation[b] as number) - (index.evaluation[a] as number) ||
        (index.ids[a] as number) - (index.ids[b] as number),
    );
  index.recommendedOrder.set(byRecommended);
  index.popularOrder.set(byPopular);
  const persons: number[] = [];
  for (let i = 0; i < size; i++) {
    const position = index.pricePosition[i] as number;
    if (position < 0) continue;
    if (prices.isPerPerson(position)) persons.push(i);
    else index.otherKindTypes.add(index.typeIds[i] as number);
  }
  index.personPositions = Int32Array.from(persons);
  const others: number[] = [];
  const patternIds = new Map<string, number>();
  for (let i = 0; i < size; i++) {
    const position = index.pricePosition[i] as number;
    const klass = position < 0 ? PRICE_CLASS_NONE : priceClassOf(prices, position);
    index.priceClass[i] = klass;
    if (klass === PRICE_CLASS_OTHER) {
      others.push(i);
      index.otherTypeIds.add(index.typeIds[i] as number);
    } else if (klass === PRICE_CLASS_PERSON) {
      const pattern = new Uint8Array(PERSON_MATRIX_SIZE);
      for (let slot = 0; slot < PERSON_MATRIX_SIZE; slot++) pattern[slot] = prices.hasSlotRate(position, slot) ? 1 : 0;
      const key = pattern.join('');
      let id = patternIds.get(key);
      if (id === undefined) {
        id = index.slotPatterns.length;
        patternIds.set(key, id);
        index.slotPatterns.push(pattern);
      }
      index.slotPattern[i] = id;
    }
  }
  index.otherPositions = Int32Array.from(others);
  return index;
}

const PRICE_CLASS_NONE = 0;
const PRICE_CLASS_PERSON = 1;
const PRICE_CLASS_GUARD = 2;
const PRICE_CLASS_OTHER = 3;

function priceClassOf(prices: PriceIndex, position: number): number {
  if (!prices.hasReference(position)) return PRICE_CLASS_OTHER;
  if (prices.isGuard(position)) return PRICE_CLASS_GUARD;
  return prices.isPerPerson(position) ? PRICE_CLASS_PERSON : PRICE_CLASS_OTHER;
}

/** Whether the (priced) product at position i is priced exactly for the household, as the card says. */
export function isExactFor(index: ProductIndex, i: number, household: Household): boolean {
  return index.prices.isExactFor(index.pricePosition[i] as number, household);
}

/**
 * The per-person products with a rate for one slot, by ascending CLP value (ties by position). Only the
 * positions are kept (4 bytes an entry): a value is read back from the price index when the walk needs it,
 * which is the same float64 the sort compared.
 */
export interface SortedList {
  slot: number;
  positions: Int32Array;
  /** How many entries have a value (all of them: products without a rate for the slot are left out). */
  priced: number;
}

/** The CLP value of the k-th entry of a list. */
function listValue(index: ProductIndex, list: SortedList, k: number, factors: ClpFactors): number {
  return index.prices.slotPriceClp(index.pricePosition[list.positions[k] as number] as number, list.slot, factors);
}

/**
 * Sorted lists kept per index (issue 31): the slots requests used last, at most this many. A list of a
 * million products is 4 MB here; all 136 slots of every product would be half a gigabyte, and most slots
 * (an 80-year-old partner's) are rarely asked. A slot dropped is sorted again when asked (a second or so
 * at a million products, once).
 */
export const SORTED_LISTS_MAX = 64;

const listCache = new WeakMap<ProductIndex, { factors: ClpFactors; lists: Map<number, SortedList> }>();

/** Sorts the per-person products with a rate for the slot by their CLP value for it. */
export function buildSortedList(index: ProductIndex, slot: number, factors: ClpFactors): SortedList {
  const prices = index.prices;
  const members = index.personPositions;
  const raw = new Float64Array(index.size);
  let priced = 0;
  for (let k = 0; k < members.length; k++) {
    const i = members[k] as number;
    const value = prices.slotPriceClp(index.pricePosition[i] as number, slot, factors);
    raw[i] = value;
    if (!Number.isNaN(value)) priced++;
  }
  const withPrice = new Int32Array(priced);
  let n = 0;
  for (let k = 0; k < members.length; k++) {
    const i = members[k] as number;
    if (!Number.isNaN(raw[i] as number)) withPrice[n++] = i;
  }
  return { slot, positions: orderByValue(withPrice, raw), priced };
}

/**
 * The positions ordered by their value, ties by position — what a sort with the comparator
 * `raw[a] - raw[b] || a - b` gives, without calling a JavaScript comparator n·log n times (issue 31: 64 lists
 * of a million products took minutes): the values are sorted natively, and each position, taken in ascending
 * order, goes to the next free place of its value's run (found by binary search).
 */
export function orderByValue(positions: Int32Array, raw: Float64Array): Int32Array {
  const count = positions.length;
  positions.sort();
  const values = new Float64Array(count);
  for (let k = 0; k < count; k++) values[k] = raw[positions[k] as number] as number;
  values.sort();
  const taken = new Int32Array(count);
  const ordered = new Int32Array(count);
  for (let k = 0; k < count; k++) {
    const position = positions[k] as number;
    const value = raw[position] as number;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((values[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    const run = taken[low] as number;
    taken[low] = run + 1;
    ordered[low + run] = position;
  }
  return ordered;
}

/**
 * A slot's sorted list, from the index's LRU (the most recently used last in the map's order); built on first
 * use and kept while the exchange rates keep their values.
 */
function sortedList(index: ProductIndex, slot: number, factors: ClpFactors): SortedList {
  let cache = listCache.get(index);
  if (!cache || cache.factors !== factors) {
    cache = { factors, lists: new Map() };
    listCache.set(index, cache);
  }
  const found = cache.lists.get(slot);
  if (found) {
    cache.lists.delete(slot);
    cache.lists.set(slot, found);
    return found;
  }
  const list = buildSortedList(index, slot, factors);
  if (cache.lists.size >= SORTED_LISTS_MAX) cache.lists.delete(cache.lists.keys().next().value as number);
  cache.lists.set(slot, list);
  return list;
}

/** How many sorted lists an index keeps now (for tests and the benchmark). */
export function sortedListCount(index: ProductIndex): number {
  return listCache.get(index)?.lists.size ?? 0;
}

/** Every slot a household can use, plus the reference price. */
export const ALL_SLOTS: readonly number[] = [
  REFERENCE_SLOT,
  ...Array.from({ length: PERSON_MATRIX_SIZE }, (_, i) => i),
];

/**
 * The slots warmed ahead of requests, most asked first: the reference price, then contributors and partners
 * of both sexes aged 18-74, then children and young dependants — the households the comparator sees most.
 */
export const WARM_SLOTS: readonly number[] = warmSlots();

function warmSlots(): number[] {
  const rest = ALL_SLOTS.filter((slot) => slot !== REFERENCE_SLOT);
  // Person slots are (role × 15 age bands + band) × 3 sexes + sex (rate-matrix.ts): bands 2-12 are 18-74.
  const bandOf = (slot: number) => Math.floor(slot / 3) % 15;
  const roleOf = (slot: number) => Math.floor(slot / 45);
  const sexOf = (slot: number) => slot % 3;
  const adult = rest.filter((s) => roleOf(s) < 2 && sexOf(s) < 2 && bandOf(s) >= 2 && bandOf(s) <= 12);
  const children = rest.filter((s) => roleOf(s) === 2 && bandOf(s) <= 3);
  const others = rest.filter((s) => !adult.includes(s) && !children.includes(s));
  return [REFERENCE_SLOT, ...adult, ...children, ...others].slice(0, SORTED_LISTS_MAX);
}

/**
 * Builds the sorted lists ahead of the first requests, one per event-loop turn so requests keep flowing;
 * answers when done (or when the index was replaced).
 */
export async function warmSortedLists(
  index: ProductIndex,
  rates: ClpRates,
  stillCurrent: () => boolean,
): Promise<number> {
  let built = 0;
  // The LRU keeps SORTED_LISTS_MAX lists: warming more would only push the first ones out again.
  for (const slot of WARM_SLOTS) {
    if (!stillCurrent()) break;
    await new Promise((resolve) => setImmediate(resolve));
    sortedList(index, slot, index.prices.clpFactors(rates));
    built++;
  }
  return built;
}

const countCache = new WeakMap<ProductIndex, Map<string, number>>();
const COUNT_CACHE_MAX = 5_000;

/** A key for the filters that do not depend on the household (the total of a search). */
function filterKey(filter: IndexFilter): string | null {
  if (!Number.isNaN(filter.minPriceClp) || !Number.isNaN(filter.maxPriceClp)) return null;
  const list = (set: ReadonlySet<number> | null) => (set ? [...set].sort((a, b) => a - b).join(',') : '*');
  return [
    list(filter.typeIds),
    filter.organizationTypeMask,
    list(filter.organizationIds),
    filter.countryMask,
    filter.featureIds.join(','),
    list(filter.prestadorIds),
    list(filter.productIds),
    filter.promotedOnly ? 1 : 0,
    filter.minDeductibleUf,
    filter.maxDeductibleUf,
  ].join('|');
}

function cachedCount(index: ProductIndex, key: string | null): number | undefined {
  return key === null ? undefined : countCache.get(index)?.get(key);
}

function rememberCount(index: ProductIndex, key: string | null, total: number): void {
  if (key === null) return;
  let cache = countCache.get(index);
  if (!cache) {
    cache = new Map();
    countCache.set(index, cache);
  }
  if (cache.size >= COUNT_CACHE_MAX) cache.clear();
  cache.set(key, total);
}

/** Matching products of a filter (cached per filter). */
function countMatches(index: ProductIndex, filter: IndexFilter, key: string | null): number {
  const cached = cachedCount(index, key);
  if (cached !== undefined) return cached;
  let total = 0;
  for (let i = 0; i < index.size; i++) if (matches(index, i, filter)) total++;
  rememberCount(index, key, total);
  return total;
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
  /** order=recommended: internal traffic's ponderation 0..1 between the score and the price (issue 14). */
  ponderer?: number | null;
}

export interface IndexResult {
  total: number;
  /** Positions of the page, in order. */
  positions: number[];
  /** Matching products priced exactly for the household, and those shown with the 'Desde' reference. */
  exactCount: number;
  estimatedCount: number;
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
export function priceAt(index: ProductIndex, i: number, household: Household, factors: ClpFactors): number {
  const position = index.pricePosition[i] as number;
  if (position < 0) return Number.NaN;
  return index.prices.priceClpAt(position, household, factors);
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

  get size(): number {
    return this.keys.length;
  }

  /** The worst key kept (the k-th best so far). */
  worstKey(): number {
    return this.keys[0] as number;
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

/**
 * Price orders by the threshold algorithm (Fagin): walk the household's slot lists in step, price each
 * product the first time it shows up, and stop once no unseen product can beat the k-th best — an unseen
 * product costs at least the sum of the current list values. Answers null when it cannot decide (too few
 * priced products, or the page reaches the products without a price): the caller then scans.
 */
function thresholdPage(index: ProductIndex, query: IndexQuery, factors: ClpFactors, wanted: number): number[] | null {
  const { household, filter } = query;
  const counts = new Map<number, number>();
  for (const slot of household.personSlots) counts.set(slot, (counts.get(slot) ?? 0) + 1);
  if (counts.size === 0) counts.set(REFERENCE_SLOT, 1);
  const slots = [...counts.keys()];
  const weights = slots.map((slot) => counts.get(slot) as number);
  const lists = slots.map((slot) => sortedList(index, slot, factors));
  const descending = query.order === 'higherPrice';
  const sign = descending ? -1 : 1;
  const top = new TopK(wanted);
  const generation = ++index.seenGeneration;
  const seen = index.seen;
  const longest = Math.max(...lists.map((list) => list.priced));
  for (let depth = 0; depth < longest; depth++) {
    let bound = 0;
    let exhausted = false;
    for (let j = 0; j < lists.length; j++) {
      const list = lists[j] as SortedList;
      if (depth >= list.priced) {
        // Every product this list has not shown yet has no rate for the slot: it has no price.
        exhausted = true;
        continue;
      }
      const k = descending ? list.priced - 1 - depth : depth;
      bound += (weights[j] as number) * listValue(index, list, k, factors);
      const i = list.positions[k] as number;
      if (seen[i] === generation) continue;
      seen[i] = generation;
      if (!matches(index, i, filter)) continue;
      const price = priceAt(index, i, household, factors);
      if (!Number.isNaN(price)) top.push(price * sign, index.ids[i] as number, i);
    }
    if (exhausted) break;
    if (top.size === wanted && top.worstKey() < bound * sign) return top.sorted();
  }
  // Lists exhausted: every priced product was seen; the page is right only if it is full.
  return top.size === wanted ? top.sorted() : null;
}

/** How queries were answered since the process started (for tests and diagnostics). */
export const indexStats = { staticWalks: 0, thresholdPages: 0, scans: 0 };

/** Runs a query: the total of matching products, the positions of the requested page and the price counts. */
export function queryIndex(index: ProductIndex, query: IndexQuery): IndexResult {
  const factors = index.prices.clpFactors(query.rates);
  const page = queryPage(index, query, factors);
  return { ...page, ...priceCounts(index, query.filter, query.household, factors) };
}

const classCountCache = new WeakMap<ProductIndex, Map<string, { byPattern: Int32Array; guards: number }>>();

/**
 * How many matching products are priced exactly for the household and how many show the 'Desde'
 * reference. Per-person products are counted once per filter by slot pattern (cached): a pattern prices a
 * household when every one of its slots has a rate, so a query reads a few dozen pattern counts instead of
 * pricing thousands of products. Guards count once per filter too; only the others (pets, collectives)
 * are priced one by one, and not at all when the filter's types exclude them.
 */
function priceCounts(
  index: ProductIndex,
  filter: IndexFilter,
  household: Household,
  factors: ClpFactors,
): { exactCount: number; estimatedCount: number } {
  let exactCount = 0;
  let estimatedCount = 0;
  const count = (i: number) => {
    const price = priceAt(index, i, household, factors);
    if (Number.isNaN(price)) return;
    if (isExactFor(index, i, household)) exactCount++;
    else estimatedCount++;
  };
  const key = filterKey(filter);
  if (key === null) {
    // Price bounds: the counts follow the bounds, so every match is priced (as the query itself does).
    for (let i = 0; i < index.size; i++) {
      if (index.priceClass[i] === PRICE_CLASS_NONE || !matches(index, i, filter)) continue;
      const price = priceAt(index, i, household, factors);
      if (Number.isNaN(price) || price < filter.minPriceClp || price > filter.maxPriceClp) continue;
      if (isExactFor(index, i, household)) exactCount++;
      else estimatedCount++;
    }
    return { exactCount, estimatedCount };
  }
  let cache = classCountCache.get(index);
  if (!cache) {
    cache = new Map();
    classCountCache.set(index, cache);
  }
  let classes = cache.get(key);
  if (!classes) {
    classes = { byPattern: new Int32Array(index.slotPatterns.length), guards: 0 };
    for (let i = 0; i < index.size; i++) {
      const klass = index.priceClass[i];
      if (klass !== PRICE_CLASS_PERSON && klass !== PRICE_CLASS_GUARD) continue;
      if (!matches(index, i, filter)) continue;
      if (klass === PRICE_CLASS_GUARD) classes.guards++;
      else (classes.byPattern[index.slotPattern[i] as number] as number)++;
    }
    if (cache.size >= COUNT_CACHE_MAX) cache.clear();
    cache.set(key, classes);
  }
  if (!household.unpriceable) {
    const slots = household.personSlots;
    const exact = household.entered && slots.length > 0;
    classes.byPattern.forEach((n, pattern) => {
      if (n === 0) return;
      if (!exact) estimatedCount += n;
      else if (slots.every((slot) => (index.slotPatterns[pattern] as Uint8Array)[slot] === 1)) exactCount += n;
    });
  }
  if (household.entered) exactCount += classes.guards;
  else estimatedCount += classes.guards;
  const typeIds = filter.typeIds;
  if (typeIds && ![...typeIds].some((type) => index.otherTypeIds.has(type))) return { exactCount, estimatedCount };
  const others = index.otherPositions;
  for (let k = 0; k < others.length; k++) {
    const i = others[k] as number;
    if (matches(index, i, filter)) count(i);
  }
  return { exactCount, estimatedCount };
}

function queryPage(
  index: ProductIndex,
  query: IndexQuery,
  factors: ClpFactors,
): Omit<IndexResult, 'exactCount' | 'estimatedCount'> {
  const { filter, household } = query;
  const priceFiltered = !Number.isNaN(filter.minPriceClp) || !Number.isNaN(filter.maxPriceClp);
  const wanted = query.skip + query.take;
  const byPrice = query.order === 'lowerPrice' || query.order === 'higherPrice';
  const byDistance = query.order === 'distance' && !!query.distanceTo;
  const ponderer = query.order === 'recommended' && query.ponderer ? query.ponderer : 0;
  const key = filterKey(filter);

  if (!byPrice && !byDistance && ponderer === 0) {
    // Static orders: walk the presorted positions; the page is the matches between skip and skip + take.
    // With the total already known for these filters, stop as soon as the page is full.
    const order = query.order === 'popular' ? index.popularOrder : index.recommendedOrder;
    indexStats.staticWalks++;
    const known = cachedCount(index, key);
    const positions: number[] = [];
    let total = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      if (!matches(index, i, filter)) continue;
      if (priceFiltered) {
        const price = priceAt(index, i, household, factors);
        if (Number.isNaN(price) || price < filter.minPriceClp || price > filter.maxPriceClp) continue;
      }
      if (total >= query.skip && total < wanted) positions.push(i);
      total++;
      if (known !== undefined && total >= wanted) return { total: known, positions };
    }
    rememberCount(index, key, total);
    return { total, positions };
  }

  const personOnly = filter.typeIds !== null && ![...filter.typeIds].some((type) => index.otherKindTypes.has(type));
  if (byPrice && !priceFiltered && personOnly && !household.unpriceable && wanted <= 5_000) {
    const page = thresholdPage(index, query, factors, wanted);
    if (page) {
      indexStats.thresholdPages++;
      return { total: countMatches(index, filter, key), positions: page.slice(query.skip, wanted) };
    }
  }
  indexStats.scans++;

  // Key-ordered by scanning: price (ascending or descending) or distance; unknown keys go last, by id.
  // With a household, products it cannot price exactly (pets without pets, collectives without employees)
  // come after the exactly priced ones, ordered among themselves by their 'Desde' price (issue 9).
  const top = new TopK(wanted);
  const tiered = byPrice && household.entered;
  const estimated = new TopK(tiered ? wanted : 0);
  const unknown: number[] = [];
  let total = 0;
  const sign = query.order === 'higherPrice' ? -1 : 1;
  for (let i = 0; i < index.size; i++) {
    if (!matches(index, i, filter)) continue;
    let sortKey: number;
    if (byPrice || priceFiltered || ponderer > 0) {
      const price = priceAt(index, i, household, factors);
      if (priceFiltered && (Number.isNaN(price) || price < filter.minPriceClp || price > filter.maxPriceClp)) continue;
      sortKey = byPrice
        ? price * sign
        : ponderer > 0
          ? -ponderedScore(index.recommended[i] as number, Number.isNaN(price) ? null : price, ponderer)
          : distanceOf(index, i, query.distanceTo!);
    } else {
      sortKey = distanceOf(index, i, query.distanceTo!);
    }
    total++;
    if (Number.isNaN(sortKey) || sortKey === Number.POSITIVE_INFINITY) unknown.push(i);
    else if (tiered && !isExactFor(index, i, household)) estimated.push(sortKey, index.ids[i] as number, i);
    else top.push(sortKey, index.ids[i] as number, i);
  }
  rememberCount(index, key, total);
  const exact = top.sorted();
  const ranked = exact.length >= wanted ? exact : exact.concat(estimated.sorted().slice(0, wanted - exact.length));
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
