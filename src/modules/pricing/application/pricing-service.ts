import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { calculatePrice, type PriceBreakdown, type PriceContext } from '../domain/calculate-price.js';
import type { ClpRates, CurrencyCode } from '../domain/money.js';
import { PriceIndexBuilder, type PriceIndex } from '../domain/price-index.js';
import type { Profile } from '../domain/profile.js';
import { buildRateMatrix, type RateMatrix } from '../domain/rate-matrix.js';
import { tariffErrors } from '../domain/tariff.js';
import { PRICING } from '../tokens.js';
import { type GetCurrentUf } from './get-current-uf.js';
import type { ExchangeRateSource, MatrixRecord, ProductPricingRecord, TariffRepository } from './ports.js';

/** The exchange rates a comparison uses: the UF of the day and the reference rates of other currencies. */
export interface PricingRates {
  uf: { value: number; date: string };
  rates: ClpRates;
}

const RATES_TTL_MS = 60_000;
const PRICING_CACHE_TTL_MS = 60_000;
const PRICING_CACHE_MAX = 5_000;
/** Matrices per keyset page when the comparison index loads (a few MB of rows at a time). */
const MATRIX_PAGE = 20_000;

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

  /** The UF in force as GET /api/globales/uf gives it (its `data`), null when none is stored (issue 31). */
  ufInForce(): ReturnType<GetCurrentUf['inForce']> {
    return this.currentUf.inForce();
  }

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

  /**
   * Saves tariffs (replacing the products' previous ones) and their derived matrices. A record may carry the
   * matrix its caller already built from the same rows (the catalogue load does, for the reference price).
   */
  async saveTariffs(
    records: readonly (ProductPricingRecord & { matrix?: RateMatrix })[],
    options: { fresh?: boolean } = {},
  ): Promise<void> {
    const matrices: MatrixRecord[] = [];
    for (const record of records) {
      const errors = tariffErrors(record.tariffs);
      if (errors.length > 0) {
        throw new InvalidTariffsError(`Tarifas inválidas del producto ${record.productId}: ${errors.join('; ')}`);
      }
      const matrix = record.matrix ?? buildRateMatrix(record.kind, record.tariffs);
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
    // A fresh load's products have no tariffs yet: COPY, with nothing to replace.
    if (options.fresh) await this.tariffs.copyNew(records, matrices);
    else await this.tariffs.save(records, matrices);
    this.invalidate();
  }

  /** Drops the tariff tables' secondary indexes for a large load (the catalogue's bulk load, issue 31). */
  suspendIndexes(): Promise<number> {
    return this.tariffs.suspendIndexes();
  }

  /** Builds again the tariff tables' indexes a suspended load dropped (also after a failed or killed load). */
  restoreIndexes(): Promise<number> {
    return this.tariffs.restoreIndexes();
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
  async loadMatrixIndex(): Promise<PriceIndex> {
    // Keyset pages straight into the builder's typed arrays (issue 31): at a million products the rows of
    // one page are in memory, not a million row objects with their matrix buffers (~1.3 GB).
    // The next page is asked for before this one is added: PostgreSQL reads and sends it meanwhile.
    const builder = new PriceIndexBuilder();
    for (let next = this.tariffs.matricesAfter(0, MATRIX_PAGE); ;) {
      const page = await next;
      if (page.length === MATRIX_PAGE) next = this.tariffs.matricesAfter(page[page.length - 1]!.productId, MATRIX_PAGE);
      for (const entry of page) builder.add(entry);
      if (page.length < MATRIX_PAGE) break;
    }
    return builder.build();
  }
}
