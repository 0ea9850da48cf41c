import { formatMoney, type CurrencyCode } from '../../pricing/domain/money.js';
import type { CardPrice } from './product-card.js';

/**
 * Price text of a card (spec 01 §4 §9): 'Consultar' when no price is known; the label 'Desde' unless the
 * visitor entered profile data and prices are defined; guards and personal accidents are annual (×12, done
 * by pricing) and guards show 'Precio Anual' with the suffix 'p/p' in UF.
 */

export const CONSULTAR = 'Consultar';

export interface PriceDisplayInput {
  amount: number | null | undefined;
  currency: CurrencyCode;
  /** The visitor entered profile data (ingresodatos). */
  profileEntered: boolean;
  /** Prices are defined for that profile (an exact price). */
  arePricesDefined: boolean;
  /** Guard insurance: 'Precio Anual', 'p/p'. */
  isGuard?: boolean;
  /** Shown annual (guards and personal accidents). */
  annual?: boolean;
  /** A scoped unit printed with the amount ('USD/MUNDO', spec 02 §9), for a price in its currency. */
  unitLabel?: string | null;
}

export interface PriceDisplay {
  /** 'Desde', 'Precio Anual' or null. */
  label: 'Desde' | 'Precio Anual' | null;
  /** '$23.490', 'UF 1,20' or 'Consultar'. */
  amountText: string;
  suffix: 'p/p' | null;
  /** Full line: 'Desde $23.490', 'Precio Anual UF 1,20 p/p', 'Consultar'. */
  text: string;
  hasPrice: boolean;
}

export function priceDisplay(input: PriceDisplayInput): PriceDisplay {
  const hasPrice = typeof input.amount === 'number' && Number.isFinite(input.amount) && input.amount > 0;
  if (!hasPrice) return { label: null, amountText: CONSULTAR, suffix: null, text: CONSULTAR, hasPrice: false };
  const scoped = !!input.unitLabel && input.unitLabel.startsWith(`${input.currency}/`);
  const amountText = formatMoney(input.amount as number, scoped ? input.unitLabel! : input.currency);
  const exact = input.profileEntered && input.arePricesDefined;
  let label: PriceDisplay['label'] = null;
  if (input.isGuard) label = 'Precio Anual';
  else if (!exact) label = 'Desde';
  else if (input.annual) label = 'Precio Anual';
  const suffix = input.isGuard ? 'p/p' : null;
  const text = [label, amountText, suffix].filter(Boolean).join(' ');
  return { label, amountText, suffix, text, hasPrice: true };
}

/** The same rule applied to a card's price as the API answers it. */
export function cardPriceDisplay(price: CardPrice, profileEntered: boolean): PriceDisplay {
  return priceDisplay({
    amount: price.amount,
    currency: price.currency,
    profileEntered,
    arePricesDefined: price.arePricesDefined && price.exact,
    isGuard: price.suffix === 'p/p',
    annual: price.period === 'anual',
    unitLabel: price.suffix,
  });
}
