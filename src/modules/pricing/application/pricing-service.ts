import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { calculatePrice, type PriceBreakdown, type PriceContext } from '../domain/calculate-price.js';
import { toClp, type ClpRates, type CurrencyCode } from '../domain/money.js';
import type { Profile } from '../domain/profile.js';
import { buildRateMatrix, matrixPrice, matrixSize, type Household } from '../domain/rate-matrix.js';
import { PRICE_MODELS, tariffErrors, type PriceModelKind } from '../domain/tariff.js';
import { PRICING } from '../tokens.js';
import { type GetCurrentUf } from './get-current-uf.js';
import type { ExchangeRateSource, MatrixRecord, ProductPricingRecord, TariffRepository } from './ports.js';

/** The exchange rates a comparison uses: the UF of the day and the reference rates of other currencies. */
export interface PricingRates {
  uf: { value: number; date: string };
  rates: ClpRates;
}

/**
 * Every product's rate matrix in flat typed arrays, indexed by position; positionOf maps product ids.
 * Built once and shared by every comparison request until the catalogue changes.
 */
export interface PriceMatrixIndex {
  size: number;
  positionOf: Map<number, number>;
  kinds: Uint8Array;
  units: string[];
  referenceRates: Float64Array;
  minEmployees: Int32Array;
  discounts: Float64Array;
  offsets: Int32Array;
  rates: Float64Array;
}

const KIND_CODES = PRICE_MODELS;
const RATES_TTL_MS = 60_000;
const PRICING_CACHE_TTL_MS = 60_000;
const PRICING_CACHE_MAX = 5_000;

export class InvalidTariffsError extends Error {
  readonly code = 'BAD_REQUEST';
}

/** The pricing module's facade: exchange rates, exact quotes with their breakdown, the matrix index. */
@injectable()
export class PricingService {
  private rates: { value: PricingRates; expires: number } | null = null;
  private readonly pricing = new Map<number, { value: ProductPricingRecord | null; expires: number }>();

  constructor(
    @inject(PRICING.TariffRepository) private readonly tariffs: TariffRepository,
    @inject(PRICING.GetCurrentUf) private readonly currentUf: GetCurrentUf,
    @inject(PRICING.ExchangeRateSource) private readonly exchange: ExchangeRateSource,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** UF and other rates, cached for a minute per process. */
  async currentRates(): Promise<PricingRates> {
    const now = this.clock.now().getTime();
    if (this.rates && this.rates.expires > now) return this.rates.value;
    const [uf, others] = await Promise.all([this.currentUf.execute(), this.exchange.latest(this.clock.now())]);
    const ufValue = Number(uf.value);
    const value: PricingRates = {
      uf: { value: ufValue, date: uf.date },
      rates: { UF: ufValue, USD: others.USD ?? 950, PEN: others.PEN, COP: others.COP },
    };
    this.rates = { value, expires: now + RATES_TTL_MS };
    return value;
  }

  /** A product's price for a profile with its breakdown; null when the product has no pricing. */
  async quote(
    productId: number,
    profile: Profile | null,
    targetCurrency?: CurrencyCode | null,
  ): Promise<PriceBreakdown | null> {
    const record = await this.pricingOf(productId);
    if (!record) return null;
    const rates = await this.currentRates();
    const context: PriceContext = { ...rates, targetCurrency: targetCurrency ?? null };
    return calculatePrice(
      {
        kind: record.kind,
        unit: record.unit,
        tariffs: record.tariffs,
        minEmployees: record.minEmployees,
        discountPercent: record.discountPct,
      },
      profile,
      context,
    );
  }

  private async pricingOf(productId: number): Promise<ProductPricingRecord | null> {
    const now = this.clock.now().getTime();
    const cached = this.pricing.get(productId);
    if (cached && cached.expires > now) return cached.value;
    const value = await this.tariffs.pricingOf(productId);
    if (this.pricing.size >= PRICING_CACHE_MAX) this.pricing.clear();
    this.pricing.set(productId, { value, expires: now + PRICING_CACHE_TTL_MS });
    return value;
  }

  /** Saves tariffs (replacing the products' previous ones) and their derived matrices. */
  async saveTariffs(records: readonly ProductPricingRecord[]): Promise<void> {
    const matrices: MatrixRecord[] = [];
    for (const record of records) {
      const errors = tariffErrors(record.tariffs);
      if (errors.length > 0) {
        throw new InvalidTariffsError(`Tarifas inválidas del producto ${record.productId}: ${errors.join('; ')}`);
      }
      const matrix = buildRateMatrix(record.kind, record.tariffs);
      const bytes = new Uint8Array(new Float64Array(matrix.rates).buffer);
      matrices.push({
        productId: record.productId,
        kind: record.kind,
        unit: record.unit,
        minEmployees: record.minEmployees,
        discountPct: record.discountPct,
        referenceRate: matrix.referenceRate,
        rates: bytes,
      });
    }
    await this.tariffs.save(records, matrices);
    this.invalidate();
  }

  /** Removes every product's tariffs: the catalogue asks for it before a full reload. */
  async clearTariffs(): Promise<void> {
    await this.tariffs.clear();
    this.invalidate();
  }

  /** Forgets cached pricing (after a catalogue load). */
  invalidate(): void {
    this.pricing.clear();
    this.rates = null;
  }

  /** Loads every product's matrix into one flat index. */
  async loadMatrixIndex(): Promise<PriceMatrixIndex> {
    const records = await this.tariffs.allMatrices();
    const size = records.length;
    const kinds = new Uint8Array(size);
    const units: string[] = new Array(size);
    const referenceRates = new Float64Array(size);
    const minEmployees = new Int32Array(size);
    const discounts = new Float64Array(size);
    const offsets = new Int32Array(size);
    let total = 0;
    for (const record of records) total += matrixSize(record.kind);
    const rates = new Float64Array(total);
    const rateBytes = new Uint8Array(rates.buffer);
    const positionOf = new Map<number, number>();
    let offset = 0;
    records.forEach((record, i) => {
      positionOf.set(record.productId, i);
      kinds[i] = KIND_CODES.indexOf(record.kind);
      units[i] = record.unit;
      referenceRates[i] = record.referenceRate ?? Number.NaN;
      minEmployees[i] = record.minEmployees ?? 0;
      discounts[i] = Math.max(0, Math.round(record.discountPct)) / 100;
      offsets[i] = offset;
      const length = matrixSize(record.kind);
      rateBytes.set(record.rates.subarray(0, length * 8), offset * 8);
      offset += length;
    });
    return { size, positionOf, kinds, units, referenceRates, minEmployees, discounts, offsets, rates };
  }
}

/** Kind of the product at a position of the index. */
export function kindAt(index: PriceMatrixIndex, position: number): PriceModelKind {
  return KIND_CODES[index.kinds[position] as number] as PriceModelKind;
}

const PERSONA = KIND_CODES.indexOf('persona');
const ACCIDENTE = KIND_CODES.indexOf('accidente');
const GUARDIA = KIND_CODES.indexOf('guardia');
const COLECTIVO = KIND_CODES.indexOf('colectivo');

const factorCache = new WeakMap<PriceMatrixIndex, { key: string; factors: Float64Array }>();

/**
 * CLP per unit of each product's tariff, times (1 − its discount): one multiplication turns a sum of rates
 * into a comparable CLP price. Cached per index while the rates keep their values (the UF moves once a day),
 * so whatever is derived from the factors (the comparison's sorted lists) lives as long.
 */
export function clpFactors(index: PriceMatrixIndex, rates: ClpRates): Float64Array {
  const key = `${rates.UF}|${rates.USD}|${rates.PEN ?? ''}|${rates.COP ?? ''}|${rates.MXN ?? ''}`;
  const cached = factorCache.get(index);
  if (cached && cached.key === key) return cached.factors;
  const factors = new Float64Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const perUnit = toClp(1, index.units[i] as string, rates);
    factors[i] = perUnit === null ? Number.NaN : perUnit * (1 - (index.discounts[i] as number));
  }
  factorCache.set(index, { key, factors });
  return factors;
}

/**
 * The price in CLP (for the period, after the discount) of the product at `position` for a household;
 * NaN when it cannot be priced. The comparison calls it for every candidate, so it allocates nothing; it
 * is the same arithmetic as matrixPrice (a property test keeps them equal).
 */
export function priceClpAt(
  index: PriceMatrixIndex,
  position: number,
  household: Household,
  factors: Float64Array,
): number {
  const kind = index.kinds[position] as number;
  const reference = index.referenceRates[position] as number;
  let amount: number;
  if (kind === GUARDIA) amount = reference * 12;
  else if (kind === COLECTIVO) {
    const min = Math.max(1, index.minEmployees[position] as number);
    amount = reference * (household.employees > 0 ? Math.max(household.employees, min) : min);
  } else if (household.unpriceable) amount = Number.NaN;
  else {
    const slots = kind === PERSONA || kind === ACCIDENTE ? household.personSlots : household.petSlots;
    const months = kind === ACCIDENTE ? 12 : 1;
    if (slots.length === 0) amount = reference * months;
    else {
      const offset = index.offsets[position] as number;
      let sum = 0;
      for (let k = 0; k < slots.length; k++) sum += index.rates[offset + (slots[k] as number)] as number;
      amount = sum * months;
    }
  }
  return amount * (factors[position] as number);
}

/** The reference implementation of priceClpAt (through matrixPrice), for tests and single quotes. */
export function priceClpSlow(index: PriceMatrixIndex, position: number, household: Household, rates: ClpRates): number {
  const minEmployees = index.minEmployees[position] as number;
  const { amount } = matrixPrice(
    {
      kind: kindAt(index, position),
      rates: index.rates,
      offset: index.offsets[position] as number,
      referenceRate: index.referenceRates[position] as number,
      minEmployees: minEmployees > 0 ? minEmployees : null,
    },
    household,
  );
  const clp = toClp(amount * (1 - (index.discounts[position] as number)), index.units[position] as string, rates);
  return clp === null ? Number.NaN : clp;
}
