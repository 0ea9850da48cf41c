import { describe, expect, it } from 'vitest';
import { cardTags } from './card-tags.js';
import { companyAlert } from './company-alert.js';
import { byPeriodPriority, preferredTop } from './coverage-period.js';
import { featureIcons } from './feature-icons.js';
import { isNewProduct } from './novelty.js';
import { paymentOfferFromStatus } from './payment-offer.js';
import { promoCardIndex, withPromoCard } from './promo-card.js';

const amount = (n: number) => ({ minAmount: n, maxAmount: n, unit: { currencyCode: 'UF' as const, name: 'UF' } });

describe('companyAlert (spec 01 §5)', () => {
  it('states the minimum when the employee count is 0 or not set', () => {
    expect(companyAlert(10, null)).toBe('Seguro para un mínimo de 10 empleados');
    expect(companyAlert(10, 0)).toBe('Seguro para un mínimo de 10 empleados');
    expect(companyAlert(1, undefined)).toBe('Seguro para un mínimo de 1 empleado');
    expect(companyAlert(10, 25)).toBeNull();
    expect(companyAlert(null, null)).toBeNull();
    expect(companyAlert(0, null)).toBeNull();
  });
});

describe('promo card (spec 01 §4 §9)', () => {
  const ok = { resultCount: 7, firstContributorAge: 30, isShowcase: false, compareApplicable: true };
  it('at index 6 when every condition holds', () => expect(promoCardIndex(ok)).toBe(6));
  it.each([
    [{ resultCount: 6 }],
    [{ firstContributorAge: 29 }],
    [{ firstContributorAge: null }],
    [{ isShowcase: true }],
    [{ compareApplicable: false }],
  ])('not shown when %o', (change) => expect(promoCardIndex({ ...ok, ...change })).toBeNull());
  it('inserts and re-indexes', () => {
    const list = withPromoCard(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 'PROMO', {
      firstContributorAge: 45,
      isShowcase: false,
      compareApplicable: true,
    });
    expect(list.map((e) => e.item)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'PROMO', 'g', 'h']);
    expect(list.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list[6]?.kind).toBe('promo');
    expect(
      withPromoCard(['a'], 'P', { firstContributorAge: 45, isShowcase: false, compareApplicable: true }),
    ).toHaveLength(1);
  });
});

describe('featureIcons (spec 01 §9)', () => {
  it("at most 5, '+N' for the rest", () => {
    expect(featureIcons([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], hiddenCount: 2, moreText: '+2' });
    expect(featureIcons([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], hiddenCount: 0, moreText: null });
    expect(featureIcons(null)).toEqual({ shown: [], hiddenCount: 0, moreText: null });
  });
});

describe('cardTags (spec 01 §9)', () => {
  it('first 2 when more than 1, else 1', () => {
    expect(cardTags(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(cardTags(['a', 'b'])).toEqual(['a', 'b']);
    expect(cardTags(['a'])).toEqual(['a']);
    expect(cardTags([])).toEqual([]);
    expect(cardTags(undefined)).toEqual([]);
  });
});

describe('coverage period priority (spec 02 §9)', () => {
  it('anual > mensual > semanal > diario', () => {
    expect(preferredTop({ daily_top: amount(1), monthly_top: amount(2), yearly_top: amount(3) })?.period).toBe('anual');
    expect(preferredTop({ daily_top: amount(1), weekly_top: amount(2) })).toEqual({
      period: 'semanal',
      amount: amount(2),
    });
    expect(preferredTop({ daily_top: amount(1) })?.period).toBe('diario');
    expect(preferredTop({})).toBeNull();
    expect(preferredTop(null)).toBeNull();
    expect((['diario', 'anual', 'semanal', 'mensual'] as const).slice().sort(byPeriodPriority)).toEqual([
      'anual',
      'mensual',
      'semanal',
      'diario',
    ]);
  });
});

describe('isNewProduct (spec 01 §5)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('under 2 months is new', () => {
    expect(isNewProduct('2026-10-01', now)).toBe(true);
    expect(isNewProduct('2026-09-23T00:00:00Z', now)).toBe(true);
    expect(isNewProduct('2026-09-22T11:59:59Z', now)).toBe(false);
    expect(isNewProduct('2025-01-01', now)).toBe(false);
    expect(isNewProduct('2026-12-01', now)).toBe(false);
    expect(isNewProduct(null, now)).toBe(false);
    expect(isNewProduct('no es fecha', now)).toBe(false);
    expect(isNewProduct(new Date('2026-11-21'), now)).toBe(true);
  });
  it('handles month ends', () => {
    expect(isNewProduct('2026-02-28T00:00:00Z', new Date('2026-04-30T00:00:00Z'))).toBe(false);
    expect(isNewProduct('2026-03-01T00:00:00Z', new Date('2026-04-30T00:00:00Z'))).toBe(true);
  });
});

describe('paymentOfferFromStatus (spec 01 §7)', () => {
  it('200 data, 204 none (0), other null', () => {
    expect(paymentOfferFromStatus(200, { data: { x: 1 } })).toEqual({ x: 1 });
    expect(paymentOfferFromStatus(200, { x: 1 })).toEqual({ x: 1 });
    expect(paymentOfferFromStatus(204, null)).toBe(0);
    expect(paymentOfferFromStatus(404, { data: { x: 1 } })).toBeNull();
    expect(paymentOfferFromStatus(500, null)).toBeNull();
  });
});
