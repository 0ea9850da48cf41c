/** Container tokens of the pricing module's ports and use cases. */
export const PRICING = {
  UfRateSource: Symbol.for('pricing.UfRateSource'),
  GetCurrentUf: Symbol.for('pricing.GetCurrentUf'),
} as const;
