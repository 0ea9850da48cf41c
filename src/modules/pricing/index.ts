/** Public face of the pricing module (DESIGN.md): other modules import only from here. */
export { pricingModule } from './module.js';
export { PRICING } from './tokens.js';
export { CHILE_TIME_ZONE, chileanDate, chileanToday } from './domain/chilean-day.js';
export type { UfRate } from './domain/uf-rate.js';
export type { GetCurrentUf } from './application/get-current-uf.js';
/** Bound to PRICING.UfRateSource: the UF of a date (latest on or before it); billing converts periods with it. */
export type { UfRateSource } from './application/ports.js';
export type { PricingService, PricingRates } from './application/pricing-service.js';
/** The comparison's price index: asked by position, its typed arrays stay inside pricing. */
export { PriceIndex, REFERENCE_SLOT, type ClpFactors, type PriceIndexEntry } from './domain/price-index.js';
export type { ProductPricingRecord } from './application/ports.js';
