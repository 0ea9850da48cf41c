import {
  CURRENCY_DECIMALS,
  epsPrice,
  epsRateOf,
  fromClp,
  roundTo,
  sctrPrice,
  sctrRateOf,
  type CompanyPriceResult,
  type CompareOrder,
  type PricingRates,
  type Profile,
} from '../../pricing/index.js';
import { rankByPrice } from '../domain/company-ranking.js';
import { priceDisplay } from '../domain/price-display.js';
import type { CardPrice } from '../domain/product-card.js';
import type { PricedCard } from './product-cards.js';

/**
 * Peru's company price models in a comparison (issue 27, spec 03 §9): a product whose metadata carries an
 * SCTR rate is priced by the company's work sector and payroll, one with an EPS rate per employee plus a
 * share of the average salary. The index keeps their reference ('Desde': the minimum per worker, the fixed
 * amount per employee), so the cards are re-priced here once the visitor entered the company and, sorted by
 * price, ranked by the new amounts. CompareProducts gives it every card of such a line (pricesByCompany).
 */
export function withCompanyPrices(
  cards: PricedCard[],
  profile: Profile | null | undefined,
  rates: PricingRates,
  order: CompareOrder,
): PricedCard[] {
  const employees = profile?.cantidadEmpleados ?? 0;
  if (!profile || employees <= 0) return cards;
  let changed = false;
  const priced = cards.map((card) => {
    const result = companyPrice(card, profile, employees);
    if (!result) return card;
    changed = true;
    return { base: card.base, price: companyCardPrice(card.price, card.base.priceUnit, result, rates) };
  });
  if (!changed) return priced;
  // Unpriced ('Consultar') cards go last either way, as the index orders them.
  return rankByPrice(priced, (card) => card.price.amountClp, order);
}

/**
 * Whether a comparison's prices depend on the company (Peru's SCTR and company EPS, issue 27): then the
 * whole line is priced and ranked (CompareProducts, companyPricedPage), not one page cut from the index's
 * reference order. Only Peru's edition sells these models; Chile's collectives keep the index's page.
 */
export function pricesByCompany(profile: Profile | null | undefined, countryCode: string | null | undefined): boolean {
  return (countryCode ?? '').toUpperCase() === 'PE' && (profile?.cantidadEmpleados ?? 0) > 0;
}

function companyPrice(card: PricedCard, profile: Profile, employees: number): CompanyPriceResult | null {
  const metadata = card.base.insuranceMetadata.metadata;
  const unit = card.base.priceUnit;
  const sctr = sctrRateOf(metadata, unit);
  if (sctr) {
    if (!profile.sctr) return null;
    return sctrPrice(sctr, { employees, payroll: profile.sctr.ingreso, sector: profile.sctr.sector });
  }
  const eps = epsRateOf(metadata, unit, card.base.insuranceMetadata.metadata.minEmployeeQuantity ?? null);
  if (!eps) return null;
  const salary = profile.cotizante?.[0]?.ingreso ?? (profile.sctr ? profile.sctr.ingreso / employees : null);
  return epsPrice(eps, { employees, averageSalary: salary });
}

function companyCardPrice(
  reference: CardPrice,
  unit: PricedCard['base']['priceUnit'],
  result: CompanyPriceResult,
  rates: PricingRates,
): CardPrice {
  const unitRate = unit === 'CLP' ? 1 : (rates.rates[unit] as number | undefined);
  let amount: number | null = null;
  let amountClp: number | null = null;
  if (result.ok) {
    amountClp = unitRate ? Math.round(result.monthly * unitRate) : null;
    amount =
      reference.currency === unit
        ? roundTo(result.monthly, CURRENCY_DECIMALS[unit])
        : amountClp === null
          ? null
          : fromClp(result.monthly * unitRate!, reference.currency, rates.rates);
  }
  const display = priceDisplay({ amount, currency: reference.currency, profileEntered: true, arePricesDefined: true });
  return {
    ...reference,
    amount,
    exact: result.ok,
    amountClp,
    label: display.label,
    suffix: null,
    text: display.text,
    arePricesDefined: amount !== null,
  };
}
