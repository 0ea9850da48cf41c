import type { CompareOrder } from '../../pricing/domain/ranking.js';

/**
 * The page of a comparison whose prices only exist once the company is known (issue 27, spec 03 §9: Peru's
 * SCTR by work sector and payroll, its company EPS per employee plus a share of the salary). The index ranks
 * by each plan's reference ('Desde') price, which says nothing about the company's price: a page cut from
 * that order and re-sorted would miss a cheaper plan beyond it. So the whole matching line is priced for
 * the company and ranked here, then filtered by the asked price range and cut into the page.
 */
export interface CompanyPageQuery {
  order: CompareOrder;
  skip: number;
  take: number;
  /** The asked price range in CLP (NaN: open), as the index filter carries it. */
  minPriceClp: number;
  maxPriceClp: number;
}

/**
 * Orders by price (lowerPrice, higherPrice): unpriced items ('Consultar') last either way, ties and the
 * other orders keep the given order (the index's).
 */
export function rankByPrice<T>(items: readonly T[], priceOf: (item: T) => number | null, order: CompareOrder): T[] {
  if (order !== 'lowerPrice' && order !== 'higherPrice') return [...items];
  const sign = order === 'lowerPrice' ? 1 : -1;
  return items
    .map((item, i) => ({ item, i, price: priceOf(item) }))
    .sort((a, b) => {
      if (a.price === null || b.price === null) return a.price === b.price ? a.i - b.i : a.price === null ? 1 : -1;
      return (a.price - b.price) * sign || a.i - b.i;
    })
    .map(({ item }) => item);
}

/** The asked page of every matching item, each priced for the company: its total after the price range. */
export function companyPricedPage<T>(
  items: readonly T[],
  priceOf: (item: T) => number | null,
  query: CompanyPageQuery,
): { page: T[]; total: number } {
  const open = Number.isNaN(query.minPriceClp) && Number.isNaN(query.maxPriceClp);
  const kept = open
    ? items
    : items.filter((item) => {
        const price = priceOf(item);
        if (price === null) return false;
        return (
          (Number.isNaN(query.minPriceClp) || price >= query.minPriceClp) &&
          (Number.isNaN(query.maxPriceClp) || price <= query.maxPriceClp)
        );
      });
  const ranked = rankByPrice(kept, priceOf, query.order);
  return { page: ranked.slice(query.skip, query.skip + query.take), total: ranked.length };
}
