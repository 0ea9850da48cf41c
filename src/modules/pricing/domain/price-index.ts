import { toClp, type ClpRates } from './money.js';
import { matrixPrice, matrixSize, PERSON_MATRIX_SIZE, PET_MATRIX_SIZE, type Household } from './rate-matrix.js';
import { PRICE_MODELS, type PriceModelKind } from './tariff.js';

/** One product's derived rate matrix, as pricing stores it (see rate-matrix.ts). */
export interface PriceIndexEntry {
  productId: number;
  kind: PriceModelKind;
  unit: string;
  minEmployees: number | null;
  /** Active discount in percent (0: none). */
  discountPct: number;
  referenceRate: number | null;
  /** The matrix: float64 values, or their little-endian bytes as stored. */
  rates: Float64Array | Uint8Array;
}

/** CLP per unit of each product's tariff after its discount (see PriceIndex.clpFactors). */
export type ClpFactors = Float64Array;

/** The slot PriceIndex.slotPriceClp reads for the reference ('Desde') price. */
export const REFERENCE_SLOT = -1;

const PERSONA = PRICE_MODELS.indexOf('persona');
const ACCIDENTE = PRICE_MODELS.indexOf('accidente');
const GUARDIA = PRICE_MODELS.indexOf('guardia');
const COLECTIVO = PRICE_MODELS.indexOf('colectivo');
const MASCOTA = PRICE_MODELS.indexOf('mascota');

/** A typed array that doubles as it fills (the index is loaded page by page, its size unknown up front). */
class Growable<T extends Float64Array | Int32Array | Int16Array | Uint8Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(Math.max(16, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The filled part, in an array of its exact size. */
  done(): T {
    return this.data.length === this.length ? this.data : (this.data.slice(0, this.length) as T);
  }
}

/** FNV-1a over 32-bit words: the key of a layout or value list before the exact comparison. */
function hashWords(words: Int32Array | Int16Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let k = from; k < to; k++) hash = Math.imul(hash ^ (words[k] as number), 0x01000193);
  return hash >>> 0;
}

function sameRange(a: ArrayLike<number>, from: number, b: ArrayLike<number>, to: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a[from + k] !== b[to + k]) return false;
  return true;
}

/**
 * Builds a PriceIndex one entry at a time (issue 31: a million products load by keyset pages, so only one
 * page of rows is ever in memory besides the index). A product's matrix is stored as a layout — which of its
 * distinct values each slot holds, shared by every product with the same shape — and its distinct values,
 * shared too when another product has exactly the same ones: 135 float64 slots (1,080 bytes) become about
 * 30 values (240 bytes), or nothing when the matrix repeats. Reads give the very same float64 values.
 */
export class PriceIndexBuilder {
  private readonly ids = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly kinds = new Growable(new Uint8Array(1024), (n) => new Uint8Array(n));
  private readonly unitIds = new Growable(new Uint8Array(1024), (n) => new Uint8Array(n));
  private readonly referenceRates = new Growable(new Float64Array(1024), (n) => new Float64Array(n));
  private readonly minEmployees = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly discounts = new Growable(new Float64Array(1024), (n) => new Float64Array(n));
  private readonly layoutStarts = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly valueStarts = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly layouts = new Growable(new Int16Array(1024), (n) => new Int16Array(n));
  private readonly values = new Growable(new Float64Array(1024), (n) => new Float64Array(n));
  private readonly units: string[] = [];
  private readonly unitIndex = new Map<string, number>();
  private readonly layoutByHash = new Map<number, number[]>();
  private readonly valuesByHash = new Map<number, number[]>();
  private sorted = true;
  /** Scratch of one matrix: the float64 values, their bits as words (for hashing), the layout being built. */
  private readonly matrix = new Float64Array(Math.max(PERSON_MATRIX_SIZE, PET_MATRIX_SIZE));
  private readonly slotValue = new Int16Array(Math.max(PERSON_MATRIX_SIZE, PET_MATRIX_SIZE));
  private readonly distinct = new Float64Array(Math.max(PERSON_MATRIX_SIZE, PET_MATRIX_SIZE));
  private readonly distinctWords = new Int32Array(this.distinct.buffer);

  get size(): number {
    return this.ids.length;
  }

  add(entry: PriceIndexEntry): void {
    const position = this.ids.length;
    if (position > 0 && entry.productId <= (this.ids.data[position - 1] as number)) this.sorted = false;
    this.ids.push(entry.productId);
    this.kinds.push(PRICE_MODELS.indexOf(entry.kind));
    let unit = this.unitIndex.get(entry.unit);
    if (unit === undefined) {
      unit = this.units.length;
      this.units.push(entry.unit);
      this.unitIndex.set(entry.unit, unit);
    }
    this.unitIds.push(unit);
    this.referenceRates.push(entry.referenceRate ?? Number.NaN);
    this.minEmployees.push(entry.minEmployees ?? 0);
    this.discounts.push(Math.max(0, Math.round(entry.discountPct)) / 100);
    const length = matrixSize(entry.kind);
    if (length === 0) {
      this.layoutStarts.push(-1);
      this.valueStarts.push(-1);
      return;
    }
    const matrix = this.matrix;
    if (entry.rates instanceof Float64Array) matrix.set(entry.rates.subarray(0, length));
    else new Uint8Array(matrix.buffer).set(entry.rates.subarray(0, length * 8));
    // Distinct values in order of first use (NaN is one value: every NaN reads as NaN).
    // A scan of the few distinct values so far (about 30 of 135), not a Map: a Map keyed by doubles boxes each
    // one, and at a million matrices that garbage was most of the build's time (issue 31).
    let count = 0;
    const distinct = this.distinct;
    for (let slot = 0; slot < length; slot++) {
      const value = matrix[slot] as number;
      let k = 0;
      if (value !== value) {
        while (k < count && distinct[k] === distinct[k]) k++;
      } else {
        while (k < count && distinct[k] !== value) k++;
      }
      if (k === count) distinct[count++] = value;
      this.slotValue[slot] = k;
    }
    this.layoutStarts.push(this.share(this.layoutByHash, this.layouts, this.slotValue, length));
    this.valueStarts.push(this.shareValues(count));
  }

  /** The start of an equal layout already stored, or of this one appended. */
  private share(
    byHash: Map<number, number[]>,
    store: Growable<Int16Array>,
    layout: Int16Array,
    length: number,
  ): number {
    const hash = hashWords(layout, 0, length) ^ length;
    const candidates = byHash.get(hash);
    for (const start of candidates ?? []) {
      if (store.length - start >= length && sameRange(store.data, start, layout, 0, length)) return start;
    }
    const start = store.length;
    for (let k = 0; k < length; k++) store.push(layout[k] as number);
    if (candidates) candidates.push(start);
    else byHash.set(hash, [start]);
    return start;
  }

  /** The start of an identical value list already stored (bit for bit), or of this one appended. */
  private shareValues(count: number): number {
    const hash = hashWords(this.distinctWords, 0, count * 2) ^ count;
    const candidates = this.valuesByHash.get(hash);
    const stored = new Int32Array(this.values.data.buffer, 0, this.values.data.length * 2);
    for (const start of candidates ?? []) {
      if (this.values.length - start >= count && sameRange(stored, start * 2, this.distinctWords, 0, count * 2))
        return start;
    }
    const start = this.values.length;
    for (let k = 0; k < count; k++) this.values.push(this.distinct[k] as number);
    if (candidates) candidates.push(start);
    else this.valuesByHash.set(hash, [start]);
    return start;
  }

  build(): PriceIndex {
    return new PriceIndex(this.finish());
  }

  /** The arrays, trimmed to their size. */
  finish(): PriceIndexParts {
    return {
      ids: this.ids.done(),
      sorted: this.sorted,
      kinds: this.kinds.done(),
      unitIds: this.unitIds.done(),
      units: this.units,
      referenceRates: this.referenceRates.done(),
      minEmployees: this.minEmployees.done(),
      discounts: this.discounts.done(),
      layoutStarts: this.layoutStarts.done(),
      valueStarts: this.valueStarts.done(),
      layouts: this.layouts.done(),
      values: this.values.done(),
    };
  }
}

export interface PriceIndexParts {
  ids: Int32Array;
  sorted: boolean;
  kinds: Uint8Array;
  unitIds: Uint8Array;
  units: string[];
  referenceRates: Float64Array;
  minEmployees: Int32Array;
  discounts: Float64Array;
  layoutStarts: Int32Array;
  valueStarts: Int32Array;
  layouts: Int16Array;
  values: Float64Array;
}

/**
 * Every product's rate matrix in flat typed arrays, indexed by position: built once and shared by every
 * comparison until the catalogue changes. Its arrays stay inside pricing; other modules ask it questions by
 * position (the comparison calls these for thousands of candidates, so none of them allocates). A matrix
 * slot reads values[valueStarts[p] + layouts[layoutStarts[p] + slot]] (see PriceIndexBuilder).
 */
export class PriceIndex {
  private readonly ids: Int32Array;
  /** Product id → position, only when the ids did not come sorted (else a binary search over ids). */
  private readonly positions: Map<number, number> | null;
  private readonly kinds: Uint8Array;
  private readonly unitIds: Uint8Array;
  private readonly units: string[];
  private readonly referenceRates: Float64Array;
  private readonly minEmployees: Int32Array;
  private readonly discounts: Float64Array;
  private readonly layoutStarts: Int32Array;
  private readonly valueStarts: Int32Array;
  private readonly layouts: Int16Array;
  private readonly values: Float64Array;
  /** One expanded matrix for priceAt (matrixPrice reads a flat matrix; calls are synchronous). */
  private readonly scratch = new Float64Array(Math.max(PERSON_MATRIX_SIZE, PET_MATRIX_SIZE));
  private factorCache: { key: string; factors: ClpFactors } | null = null;
  readonly size: number;

  constructor(source: readonly PriceIndexEntry[] | PriceIndexParts) {
    let parts: PriceIndexParts;
    if (Array.isArray(source)) {
      const builder = new PriceIndexBuilder();
      for (const entry of source as readonly PriceIndexEntry[]) builder.add(entry);
      parts = builder.finish();
    } else parts = source as PriceIndexParts;
    this.parts = parts;
    this.ids = parts.ids;
    this.size = parts.ids.length;
    this.kinds = parts.kinds;
    this.unitIds = parts.unitIds;
    this.units = parts.units;
    this.referenceRates = parts.referenceRates;
    this.minEmployees = parts.minEmployees;
    this.discounts = parts.discounts;
    this.layoutStarts = parts.layoutStarts;
    this.valueStarts = parts.valueStarts;
    this.layouts = parts.layouts;
    this.values = parts.values;
    if (parts.sorted) this.positions = null;
    else {
      this.positions = new Map();
      parts.ids.forEach((id, i) => this.positions!.set(id, i));
    }
  }

  /** The arrays it was built from (the array constructor reuses a builder's). */
  private readonly parts: PriceIndexParts;

  /** Bytes held by the typed arrays (for the benchmark's memory figures). */
  byteSize(): number {
    const p = this.parts;
    return [
      p.ids,
      p.kinds,
      p.unitIds,
      p.referenceRates,
      p.minEmployees,
      p.discounts,
      p.layoutStarts,
      p.valueStarts,
      p.layouts,
      p.values,
    ].reduce((n, a) => n + a.byteLength, 0);
  }

  /** One matrix slot's rate (NaN when the product has none for it). */
  private rate(position: number, slot: number): number {
    return this.values[
      (this.valueStarts[position] as number) + (this.layouts[(this.layoutStarts[position] as number) + slot] as number)
    ] as number;
  }

  /** The position of a product, or -1 when it has no pricing. */
  positionOf(productId: number): number {
    if (this.positions) return this.positions.get(productId) ?? -1;
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = this.ids[middle] as number;
      if (id === productId) return middle;
      if (id < productId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  kindAt(position: number): PriceModelKind {
    return PRICE_MODELS[this.kinds[position] as number] as PriceModelKind;
  }

  /** Priced per insured person (persona, accidente): its price is a sum of the household's slots. */
  isPerPerson(position: number): boolean {
    const kind = this.kinds[position];
    return kind === PERSONA || kind === ACCIDENTE;
  }

  isGuard(position: number): boolean {
    return this.kinds[position] === GUARDIA;
  }

  hasReference(position: number): boolean {
    return !Number.isNaN(this.referenceRates[position] as number);
  }

  /** Whether a per-person product has a rate for the slot (role, age band, sex). */
  hasSlotRate(position: number, slot: number): boolean {
    return !Number.isNaN(this.rate(position, slot));
  }

  /**
   * Whether the product is priced exactly for the household, as the card says (matrixPrice's rule): a pet
   * insurance without pets, a collective without employees or any product without a profile shows the
   * 'Desde' reference instead.
   */
  isExactFor(position: number, household: Household): boolean {
    if (!household.entered) return false;
    const kind = this.kinds[position];
    if (kind === GUARDIA) return true;
    if (kind === COLECTIVO) return household.employees > 0;
    if (kind === MASCOTA) return household.petSlots.length > 0;
    return household.personSlots.length > 0;
  }

  /**
   * The price of the product at `position` for a household, in the product's unit, for its period, after
   * its discount; `exact` false when it is the reference price. The one pricing of an index position: the
   * card, the single quote and the fast comparison loop (a property test keeps them equal) agree with it.
   */
  priceAt(position: number, household: Household): { amount: number; exact: boolean } {
    const minEmployees = this.minEmployees[position] as number;
    const kind = this.kindAt(position);
    const length = matrixSize(kind);
    // matrixPrice reads the household's slots only (its people's or its pets'): only those are copied (the
    // comparison prices 20 cards a request; the whole matrix was 135 reads each, issue 31).
    const slots = kind === 'mascota' ? household.petSlots : length > 0 ? household.personSlots : [];
    for (const slot of slots) if (slot < length) this.scratch[slot] = this.rate(position, slot);
    const result = matrixPrice(
      {
        kind,
        rates: this.scratch,
        offset: 0,
        referenceRate: this.referenceRates[position] as number,
        minEmployees: minEmployees > 0 ? minEmployees : null,
      },
      household,
    );
    return { amount: result.amount * (1 - (this.discounts[position] as number)), exact: result.exact };
  }

  /** priceAt in CLP; NaN when it cannot be priced. */
  priceClp(position: number, household: Household, rates: ClpRates): number {
    const clp = toClp(
      this.priceAt(position, household).amount,
      this.units[this.unitIds[position] as number] as string,
      rates,
    );
    return clp === null ? Number.NaN : clp;
  }

  /**
   * CLP per unit of each product's tariff, times (1 − its discount): one multiplication turns a sum of rates
   * into a comparable CLP price. Cached while the rates keep their values (the UF moves once a day), so
   * whatever is derived from the factors (the comparison's sorted lists) lives as long.
   */
  clpFactors(rates: ClpRates): ClpFactors {
    const key = `${rates.UF}|${rates.USD}|${rates.PEN ?? ''}|${rates.COP ?? ''}|${rates.MXN ?? ''}`;
    if (this.factorCache && this.factorCache.key === key) return this.factorCache.factors;
    const factors = new Float64Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const perUnit = toClp(1, this.units[this.unitIds[i] as number] as string, rates);
      factors[i] = perUnit === null ? Number.NaN : perUnit * (1 - (this.discounts[i] as number));
    }
    this.factorCache = { key, factors };
    return factors;
  }

  /**
   * priceClp for the comparison loop: the same arithmetic with the factors computed once, allocating
   * nothing; NaN when it cannot be priced.
   */
  priceClpAt(position: number, household: Household, factors: ClpFactors): number {
    const kind = this.kinds[position] as number;
    const reference = this.referenceRates[position] as number;
    let amount: number;
    if (kind === GUARDIA) amount = reference * 12;
    else if (kind === COLECTIVO) {
      const min = Math.max(1, this.minEmployees[position] as number);
      amount = reference * (household.employees > 0 ? Math.max(household.employees, min) : min);
    } else if (household.unpriceable) amount = Number.NaN;
    else {
      const slots = kind === PERSONA || kind === ACCIDENTE ? household.personSlots : household.petSlots;
      const months = kind === ACCIDENTE ? 12 : 1;
      if (slots.length === 0) amount = reference * months;
      else {
        const values = this.valueStarts[position] as number;
        const layout = this.layoutStarts[position] as number;
        let sum = 0;
        for (let k = 0; k < slots.length; k++)
          sum += this.values[values + (this.layouts[layout + (slots[k] as number)] as number)] as number;
        amount = sum * months;
      }
    }
    return amount * (factors[position] as number);
  }

  /**
   * The CLP price of a per-person product for one slot (or REFERENCE_SLOT): what a one-person household
   * in that slot pays; the comparison sorts each slot's products by it once.
   */
  slotPriceClp(position: number, slot: number, factors: ClpFactors): number {
    const months = this.kinds[position] === ACCIDENTE ? 12 : 1;
    const rate = slot === REFERENCE_SLOT ? (this.referenceRates[position] as number) : this.rate(position, slot);
    return rate * months * (factors[position] as number);
  }
}
