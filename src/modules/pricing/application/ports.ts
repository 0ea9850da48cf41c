import type { PriceModelKind, TariffRow } from '../domain/tariff.js';
import type { DailyRate, FetchWindow, RateSeries } from '../domain/rate-feed.js';
import type { UfRate } from '../domain/uf-rate.js';

/** Where the current UF value comes from (Postgres today; the central bank's feed later). */
export interface UfRateSource {
  /** The latest value on or before `onDate`, or null when none is stored. */
  latest(onDate: Date): Promise<UfRate | null>;
}

/** CLP per unit of the other currencies (USD, PEN, COP), latest on or before a date. */
export interface ExchangeRateSource {
  latest(onDate: Date): Promise<Record<string, number>>;
}

/** A product's pricing as stored: model, unit, tariffs and the settings the models need. */
export interface ProductPricingRecord {
  productId: number;
  kind: PriceModelKind;
  unit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
  minEmployees: number | null;
  /** Active DISCOUNT offer in percent (0: none). */
  discountPct: number;
  tariffs: TariffRow[];
}

/** The derived rate matrix of a product (see domain/rate-matrix.ts). */
export interface MatrixRecord {
  productId: number;
  kind: PriceModelKind;
  unit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
  minEmployees: number | null;
  discountPct: number;
  referenceRate: number | null;
  /** Little-endian float64 values. */
  rates: Uint8Array;
}

export interface TariffRepository {
  pricingOf(productId: number): Promise<ProductPricingRecord | null>;
  /** Every product's matrix (the comparison index loads them all). */
  /** One keyset page of matrices: the next `limit` by product id after `afterProductId`. */
  matricesAfter(afterProductId: number, limit: number): Promise<MatrixRecord[]>;
  /** Replaces the tariffs and matrices of the given products. */
  save(records: readonly ProductPricingRecord[], matrices: readonly MatrixRecord[]): Promise<void>;
  /** The same rows through COPY, for products that have none yet (a fresh catalogue load, issue 31). */
  copyNew(records: readonly ProductPricingRecord[], matrices: readonly MatrixRecord[]): Promise<void>;
  /** Removes every tariff and matrix (the catalogue is being reloaded). */
  clear(): Promise<void>;
  /** Drops the tariff tables' secondary indexes for a large load, recorded until restoreIndexes (issue 31). */
  suspendIndexes(): Promise<number>;
  /** Builds again whatever suspendIndexes dropped and no restore has built yet. */
  restoreIndexes(): Promise<number>;
}

/** A public source of daily rates (the CMF's API, the Banco Central's statistics service). */
export interface RateFeed {
  /** Recorded with each stored value: where it came from. */
  readonly source: string;
  /** The series this source publishes. */
  readonly series: readonly RateSeries[];
  /** The values published for the days of `window` (days without a value are simply absent). */
  fetch(series: RateSeries, window: FetchWindow): Promise<DailyRate[]>;
}

/** A UF stored for a day, with where it came from (a feed, a person). */
export interface StoredUfRate extends UfRate {
  source: string;
}

/** The stored daily values: each day's value is written once and never overwritten. */
export interface RateStore {
  /** Stores the days not stored yet; answers how many were new. */
  save(series: RateSeries, rates: readonly DailyRate[], source: string): Promise<number>;
  /** The stored UF values, newest first. */
  listUf(offset: number, limit: number): Promise<{ rows: StoredUfRate[]; total: number }>;
}
