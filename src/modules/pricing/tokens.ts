/** Container tokens of the pricing module's ports and use cases. */
export const PRICING = {
  UfRateSource: Symbol.for('pricing.UfRateSource'),
  GetCurrentUf: Symbol.for('pricing.GetCurrentUf'),
  TariffRepository: Symbol.for('pricing.TariffRepository'),
  ExchangeRateSource: Symbol.for('pricing.ExchangeRateSource'),
  /** The module's facade (PricingService): what other modules call. */
  Pricing: Symbol.for('pricing.Pricing'),
} as const;
