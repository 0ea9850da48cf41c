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
import { priceDisplay } from '../domain/price-display.js';
import type { CardPrice } from '../domain/product-card.js';
import type { PricedCard } from './product-cards.js';

/**
 * Peru's company price models in a comparison (issue 27, spec 03 §9): a product whose metadata carries an
 * SCTR rate is priced by the company's work sector and payroll, one with an EPS rate per employee plus a
 * share of the average salary. The index keeps their reference ('Desde': the minimum per worker, the fixed
 * amount per employee), so the page's cards are re-priced here once the visitor entered the company. An
 * edition line lists a handful of such plans, so a page sorted by price is re-sorted by the new amounts.
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
  if (!changed || (order !== 'lowerPrice' && order !== 'higherPrice')) return priced;
  const sign = order === 'lowerPrice' ? 1 : -1;
  // Unpriced ('Consultar') cards go last either way, as the index orders them.
  return priced
    .map((card, i) => ({ card, i }))
    .sort((a, b) => {
      const x = a.card.price.amountClp;
      const y = b.card.price.amountClp;
      if (x === null || y === null) return x === y ? a.i - b.i : x === null ? 1 : -1;
      return (x - y) * sign || a.i - b.i;
    })
    .map(({ card }) => card);
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
