/** Container tokens of the pricing module's ports and use cases. */
export const PRICING = {
  UfRateSource: Symbol.for('pricing.UfRateSource'),
  GetCurrentUf: Symbol.for('pricing.GetCurrentUf'),
  TariffRepository: Symbol.for('pricing.TariffRepository'),
  ExchangeRateSource: Symbol.for('pricing.ExchangeRateSource'),
  /** The public source of daily rates (RATES_SOURCE) and where they are stored. */
  RateFeed: Symbol.for('pricing.RateFeed'),
  RateStore: Symbol.for('pricing.RateStore'),
  FetchDailyRates: Symbol.for('pricing.FetchDailyRates'),
  EnterUfRate: Symbol.for('pricing.EnterUfRate'),
  /** The module's facade (PricingService): what other modules call. */
  Pricing: Symbol.for('pricing.Pricing'),
} as const;

/** BullMQ queue of the daily rates fetch. */
export const PRICING_RATES_QUEUE = 'pricing-rates';
