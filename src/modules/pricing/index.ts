/** Public face of the pricing module (DESIGN.md): other modules import only from here. */
export { pricingModule } from './module.js';
export { PRICING } from './tokens.js';
export { CHILE_TIME_ZONE, chileanDate, chileanToday } from './domain/chilean-day.js';
/** Bound to PRICING.UfRateSource: the UF of a date (latest on or before it); billing converts periods with it. */
export type { UfRateSource } from './application/ports.js';
export type { PricingService, PricingRates } from './application/pricing-service.js';
/** The comparison's price index: asked by position, its typed arrays stay inside pricing. */
export { PriceIndex, REFERENCE_SLOT, type ClpFactors } from './domain/price-index.js';
/** Pure domain rules and types other modules' application and adapters use (only domain/ imports domain/). */
export { type PriceBreakdown, displayCurrency, periodMonthsOf } from './domain/calculate-price.js';
export {
  CARE_BENEFIT_CODES,
  type CareBenefit,
  type CareScenario,
  scenarioErrors,
  careCost,
  careCoverage,
  carePremiums,
  joinCareCost,
  type CareCoverage,
  type CareCoverageInput,
  type CarePremiums,
  type PlanCoverageTerms,
  withQuantities,
  type CareInsurance,
  type CareNetwork,
  careTermsKey,
} from './domain/care-cost.js';
/** careCost's copay over typed arrays, for a search ordering thousands of plans by their yearly cost. */
export { CARE_BENEFIT_COUNT, careCopayClp, careLinesOf, writeCareTerms, type CareLines } from './domain/care-copay.js';
export {
  isapreBudget,
  isaprePlanPrice,
  type IsaprePlanPrice,
  contributionSplit,
  householdFactorSum,
  householdGesUf,
  planTotal,
  planTotalClp,
} from './domain/isapre-price.js';
export {
  formatMoney,
  CURRENCY_CODES,
  SCOPED_UNITS,
  type MoneyUnit,
  type CurrencyCode,
  type ClpRates,
  CURRENCY_DECIMALS,
  fromClp,
  roundTo,
  toClp,
} from './domain/money.js';
export {
  ESPECIES,
  PREVISIONES,
  profileErrors,
  SEXOS,
  type Profile,
  type Sexo,
  contributorIncome,
  incomeIsTaxable,
  insuredPersons,
} from './domain/profile.js';
export { COMPARE_ORDERS, ponderedScore, type CompareOrder, coverageIndex, recommendedScore } from './domain/ranking.js';
export { PERSON_MATRIX_SIZE, type Household, householdOf, buildRateMatrix } from './domain/rate-matrix.js';
export { type PriceModelKind, type TariffRow } from './domain/tariff.js';
/** The editions' company and zone price models (issue 27). */
export {
  coverageZoneOf,
  epsPrice,
  epsRateOf,
  sctrPrice,
  sctrRateOf,
  zoneUnit,
  type CompanyPriceResult,
  type CoverageZone,
} from './domain/edition-price.js';
