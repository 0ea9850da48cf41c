import { describe, expect, it } from 'vitest';
import { companyPricedPage, rankByPrice } from './company-ranking.js';

/**
 * Issue 27: a line priced per company (Peru's SCTR by sector and payroll, company EPS per employee and
 * salary) ranks by the company's price, whatever the number of plans. 45 plans whose reference ('Desde')
 * order is the reverse of their price for the company: the index's first page by reference would hold the
 * 20 dearest for the company, and re-sorting that page (the old behaviour) could never show the cheapest.
 */
interface Plan {
  code: string;
  reference: number;
  company: number | null;
}

const PLANS: Plan[] = Array.from({ length: 45 }, (_, i) => ({
  code: `PESCTR${100 + i}`,
  reference: 10 + i, // the index's order: PESCTR100 first
  company: 10_000 - i * 100, // for this company PESCTR144 is the cheapest
}));
/** The plans as the index gives them, by reference price. */
const byReference = [...PLANS].sort((a, b) => a.reference - b.reference);
const companyPrice = (plan: Plan) => plan.company;
const OPEN = { minPriceClp: Number.NaN, maxPriceClp: Number.NaN };

describe('companyPricedPage', () => {
  it('ranks every plan by the company’s price, so each page is exact beyond 20 plans', () => {
    const first = companyPricedPage(byReference, companyPrice, { order: 'lowerPrice', skip: 0, take: 20, ...OPEN });
    expect(first.total).toBe(45);
    expect(first.page.map((p) => p.code)).toEqual(
      Array.from({ length: 20 }, (_, i) => `PESCTR${144 - i}`), // the 20 cheapest for the company
    );
    // The old behaviour: the index's first page (by reference), re-sorted by the company's price.
    const oldFirst = rankByPrice(byReference.slice(0, 20), companyPrice, 'lowerPrice');
    expect(oldFirst[0]!.code).toBe('PESCTR119');
    expect(first.page[0]!.code).not.toBe(oldFirst[0]!.code);

    const third = companyPricedPage(byReference, companyPrice, { order: 'lowerPrice', skip: 40, take: 20, ...OPEN });
    expect(third.page.map((p) => p.code)).toEqual(['PESCTR104', 'PESCTR103', 'PESCTR102', 'PESCTR101', 'PESCTR100']);
    const dearest = companyPricedPage(byReference, companyPrice, { order: 'higherPrice', skip: 0, take: 3, ...OPEN });
    expect(dearest.page.map((p) => p.code)).toEqual(['PESCTR100', 'PESCTR101', 'PESCTR102']);
  });

  it('puts plans without a price for the company (Consultar) last in both orders', () => {
    const plans = [{ code: 'X', reference: 1, company: null }, ...byReference];
    for (const order of ['lowerPrice', 'higherPrice'] as const) {
      const all = companyPricedPage(plans, companyPrice, { order, skip: 0, take: 100, ...OPEN });
      expect(all.page.at(-1)!.code).toBe('X');
      expect(all.total).toBe(46);
    }
  });

  it('filters the asked price range on the company’s price, not the reference', () => {
    const plans = [{ code: 'X', reference: 1, company: null }, ...byReference];
    const ranged = companyPricedPage(plans, companyPrice, {
      order: 'lowerPrice',
      skip: 0,
      take: 20,
      minPriceClp: 6_000,
      maxPriceClp: 6_500,
    });
    // 6,000 … 6,500 by 100: PESCTR140 … PESCTR135; an unpriced plan is outside any range.
    expect(ranged.page.map((p) => p.code)).toEqual([
      'PESCTR140',
      'PESCTR139',
      'PESCTR138',
      'PESCTR137',
      'PESCTR136',
      'PESCTR135',
    ]);
    expect(ranged.total).toBe(6);
  });

  it('keeps the index’s order for the other orders', () => {
    const page = companyPricedPage(byReference, companyPrice, { order: 'recommended', skip: 0, take: 3, ...OPEN });
    expect(page.page.map((p) => p.code)).toEqual(['PESCTR100', 'PESCTR101', 'PESCTR102']);
  });
});
