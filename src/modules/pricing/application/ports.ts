import type { UfRate } from '../domain/uf-rate.js';

/** Where the current UF value comes from (Postgres today; the central bank's feed later). */
export interface UfRateSource {
  /** The latest value on or before `onDate`, or null when none is stored. */
  latest(onDate: Date): Promise<UfRate | null>;
}
