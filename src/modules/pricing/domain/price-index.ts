import { toClp, type ClpRates } from './money.js';
import { matrixPrice, matrixSize, type Household } from './rate-matrix.js';
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

/**
 * Every product's rate matrix in flat typed arrays, indexed by position: built once and shared by every
 * comparison until the catalogue changes. Its arrays stay inside pricing; other modules ask it questions by
 * position (the comparison calls these for thousands of candidates, so none of them allocates).
 */
export class PriceIndex {
  private readonly positions = new Map<number, number>();
  private readonly kinds: Uint8Array;
  private readonly units: string[];
  private readonly referenceRates: Float64Array;
  private readonly minEmployees: Int32Array;
  private readonly discounts: Float64Array;
  private readonly offsets: Int32Array;
  private readonly rates: Float64Array;
  private factorCache: { key: string; factors: ClpFactors } | null = null;
  readonly size: number;

  constructor(entries: readonly PriceIndexEntry[]) {
    const size = entries.length;
    this.size = size;
    this.kinds = new Uint8Array(size);
    this.units = new Array<string>(size);
    this.referenceRates = new Float64Array(size);
    this.minEmployees = new Int32Array(size);
    this.discounts = new Float64Array(size);
    this.offsets = new Int32Array(size);
    let total = 0;
    for (const entry of entries) total += matrixSize(entry.kind);
    this.rates = new Float64Array(total);
    const rateBytes = new Uint8Array(this.rates.buffer);
    let offset = 0;
    entries.forEach((entry, i) => {
      this.positions.set(entry.productId, i);
      this.kinds[i] = PRICE_MODELS.indexOf(entry.kind);
      this.units[i] = entry.unit;
      this.referenceRates[i] = entry.referenceRate ?? Number.NaN;
      this.minEmployees[i] = entry.minEmployees ?? 0;
      this.discounts[i] = Math.max(0, Math.round(entry.discountPct)) / 100;
      this.offsets[i] = offset;
      const length = matrixSize(entry.kind);
      if (entry.rates instanceof Float64Array) this.rates.set(entry.rates.subarray(0, length), offset);
      else rateBytes.set(entry.rates.subarray(0, length * 8), offset * 8);
      offset += length;
    });
  }

  /** The position of a product, or -1 when it has no pricing. */
  positionOf(productId: number): number {
    return this.positions.get(productId) ?? -1;
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
    return !Number.isNaN(this.rates[(this.offsets[position] as number) + slot] as number);
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
    const result = matrixPrice(
      {
        kind: this.kindAt(position),
        rates: this.rates,
        offset: this.offsets[position] as number,
        referenceRate: this.referenceRates[position] as number,
        minEmployees: minEmployees > 0 ? minEmployees : null,
      },
      household,
    );
    return { amount: result.amount * (1 - (this.discounts[position] as number)), exact: result.exact };
  }

  /** priceAt in CLP; NaN when it cannot be priced. */
  priceClp(position: number, household: Household, rates: ClpRates): number {
    const clp = toClp(this.priceAt(position, household).amount, this.units[position] as string, rates);
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
      const perUnit = toClp(1, this.units[i] as string, rates);
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
        const offset = this.offsets[position] as number;
        let sum = 0;
        for (let k = 0; k < slots.length; k++) sum += this.rates[offset + (slots[k] as number)] as number;
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
    const rate =
      slot === REFERENCE_SLOT
        ? (this.referenceRates[position] as number)
        : (this.rates[(this.offsets[position] as number) + slot] as number);
    return rate * months * (factors[position] as number);
  }
}
