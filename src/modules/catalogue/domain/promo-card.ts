/**
 * The company-insurance promo card (spec 01 §4 §9): inserted at position 7 (index 6) when the results hold
 * more than 6 items, the first contributor is 30 or older, the list is not a showcase and compare is
 * applicable; later items are re-indexed.
 */

export const PROMO_CARD_INDEX = 6;
export const PROMO_CARD_MIN_AGE = 30;

export interface PromoCardContext {
  resultCount: number;
  firstContributorAge: number | null | undefined;
  isShowcase: boolean;
  compareApplicable: boolean;
}

/** The index to insert the promo card at, or null when it is not shown. */
export function promoCardIndex(context: PromoCardContext): number | null {
  const show =
    context.resultCount > PROMO_CARD_INDEX &&
    typeof context.firstContributorAge === 'number' &&
    context.firstContributorAge >= PROMO_CARD_MIN_AGE &&
    !context.isShowcase &&
    context.compareApplicable;
  return show ? PROMO_CARD_INDEX : null;
}

export type WithPromo<T, P> = { kind: 'product'; item: T; index: number } | { kind: 'promo'; item: P; index: number };

/** The list with the promo card inserted (when the rule applies) and every entry re-indexed. */
export function withPromoCard<T, P>(
  items: readonly T[],
  promo: P,
  context: Omit<PromoCardContext, 'resultCount'>,
): WithPromo<T, P>[] {
  const at = promoCardIndex({ ...context, resultCount: items.length });
  const entries: WithPromo<T, P>[] = [];
  items.forEach((item, i) => {
    if (i === at) entries.push({ kind: 'promo', item: promo, index: entries.length });
    entries.push({ kind: 'product', item, index: entries.length });
  });
  return entries;
}
