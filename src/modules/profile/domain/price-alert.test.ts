import { describe, expect, it } from 'vitest';
import {
  ALERT_INTERVAL_MS,
  alertEmail,
  bestAlternatives,
  capCoversAtLeast,
  clp,
  coversAtLeastAsMuch,
  daysBetween,
  decideProductAlert,
  decideSearchAlert,
  deductibleAtMost,
  exactPriceClp,
  inRenewalWindow,
  isCheaperEquivalent,
  KNOWN_IDS_LIMIT,
  mayEmail,
  REFERENCE_COUNT,
  searchBaselineOf,
  type AlertAmount,
  type AlertProduct,
} from './price-alert.js';

const product = (id: number, overrides: Partial<AlertProduct> = {}): AlertProduct => ({
  productId: id,
  productCode: `P${id}`,
  displayName: `Seguro ${id}`,
  organizationName: 'Aseguradora',
  url: `/Seguros/Aseguradora/Seguro-${id}`,
  insuranceTypeId: 1,
  priceClp: 10_000,
  exact: true,
  priceText: '$10.000',
  top: { amount: 1000, unit: 'UF' },
  deductible: { amount: 1, unit: 'UF' },
  features: ['telemedicina'],
  benefits: ['HOSP'],
  countries: ['CL'],
  ...overrides,
});

const uf = (amount: number | null): AlertAmount => ({ amount, unit: 'UF' });
const pesos = (amount: number | null): AlertAmount => ({ amount, unit: 'CLP' });

describe('exactPriceClp', () => {
  it('is the price only when exact and finite', () => {
    expect(exactPriceClp(product(1))).toBe(10_000);
    expect(exactPriceClp(product(1, { exact: false }))).toBeNull();
    expect(exactPriceClp(product(1, { priceClp: null }))).toBeNull();
    expect(exactPriceClp(product(1, { priceClp: Number.NaN }))).toBeNull();
    expect(exactPriceClp(product(1, { priceClp: 0 }))).toBe(0);
  });
});

describe('capCoversAtLeast (every pair of cases)', () => {
  const cases: Array<[AlertAmount | null, AlertAmount | null, boolean, string]> = [
    [uf(1000), uf(1000), true, 'equal caps'],
    [uf(1500), uf(1000), true, 'higher cap'],
    [uf(500), uf(1000), false, 'lower cap'],
    [uf(0), uf(1000), true, 'Sin tope beats a cap'],
    [uf(0), uf(0), true, 'Sin tope against Sin tope'],
    [uf(1000), uf(0), false, 'a cap never beats Sin tope'],
    [pesos(0), uf(1000), true, 'Sin tope in any unit'],
    [pesos(5_000_000), uf(1000), false, 'different units cannot be compared'],
    [uf(null), uf(1000), false, 'unknown candidate'],
    [null, uf(1000), false, 'no candidate cap against a cap'],
    [uf(1000), uf(null), false, 'a cap against an unknown base'],
    [uf(0), uf(null), true, 'Sin tope against an unknown base'],
    [null, uf(null), false, 'no cap shown against an unknown base'],
    [pesos(null), uf(null), true, 'two unknown amounts show the same (Consultar)'],
    [uf(0), null, true, 'Sin tope against no cap'],
    [null, null, true, 'neither shows a cap'],
    [uf(1000), null, false, 'a cap against no cap shown'],
    [uf(null), uf(null), true, 'two unknown amounts'],
    [uf(null), null, false, 'an unknown cap against no cap shown'],
  ];
  it.each(cases)('%o covers %o: %s (%s)', (candidate, base, expected) => {
    expect(capCoversAtLeast(candidate, base)).toBe(expected);
  });
});

describe('deductibleAtMost (every pair of cases)', () => {
  const cases: Array<[AlertAmount | null, AlertAmount | null, boolean, string]> = [
    [uf(1), uf(1), true, 'equal'],
    [uf(0.5), uf(1), true, 'lower'],
    [uf(2), uf(1), false, 'higher'],
    [uf(0), uf(1), true, 'none against some'],
    [null, uf(1), true, 'no deductible shown against some'],
    [uf(1), uf(0), false, 'some against none'],
    [uf(1), null, false, 'some against none shown'],
    [null, null, true, 'neither has one'],
    [uf(0), null, true, 'zero against none shown'],
    [pesos(20_000), uf(1), false, 'different units'],
    [pesos(0), uf(1), true, 'zero in any unit'],
    [uf(null), uf(1), false, 'unknown candidate'],
    [uf(1), uf(null), false, 'unknown base'],
    [uf(0), uf(null), false, 'zero against an unknown base'],
    [uf(null), uf(null), true, 'two unknown amounts'],
    [null, uf(null), false, 'none shown against an unknown base'],
  ];
  it.each(cases)('%o at most %o: %s (%s)', (candidate, base, expected) => {
    expect(deductibleAtMost(candidate, base)).toBe(expected);
  });
});

describe('coversAtLeastAsMuch', () => {
  const base = product(1, { features: ['a', 'b'], benefits: ['X', 'Y'], countries: ['CL', 'PE'] });
  it('a product covers at least as much as itself, whatever its caps and deductibles show', () => {
    expect(coversAtLeastAsMuch(base, base)).toBe(true);
    for (const top of [null, uf(null), uf(0), pesos(100)]) {
      for (const deductible of [null, uf(null), uf(0), pesos(5)]) {
        const same = { ...base, top, deductible };
        expect(coversAtLeastAsMuch(same, same)).toBe(true);
      }
    }
  });
  it('supersets of benefits, features and countries cover at least as much', () => {
    const more = product(2, { features: ['b', 'a', 'c'], benefits: ['Y', 'X', 'Z'], countries: ['PE', 'CL', 'AR'] });
    expect(coversAtLeastAsMuch(more, base)).toBe(true);
    expect(coversAtLeastAsMuch(base, more)).toBe(false);
  });
  it.each([
    ['another insurance type', { insuranceTypeId: 2 }],
    ['a missing benefit', { benefits: ['X'] }],
    ['a missing feature', { features: ['a'] }],
    ['a missing country', { countries: ['CL'] }],
    ['a lower cap', { top: uf(500) }],
    ['a higher deductible', { deductible: uf(3) }],
  ] as Array<[string, Partial<AlertProduct>]>)('fails with %s', (_label, change) => {
    expect(coversAtLeastAsMuch(product(2, { ...base, productId: 2, ...change }), base)).toBe(false);
  });
  it('ignores price, name and organization', () => {
    expect(
      coversAtLeastAsMuch(
        product(2, { ...base, productId: 2, priceClp: 99_999, displayName: 'Otro', organizationName: 'Otra' }),
        base,
      ),
    ).toBe(true);
  });
});

describe('isCheaperEquivalent', () => {
  const base = product(1, { priceClp: 10_000 });
  it('is true for another product covering as much for strictly less', () => {
    expect(isCheaperEquivalent(product(2, { priceClp: 9_999 }), base)).toBe(true);
  });
  it.each([
    ['the same price', product(2, { priceClp: 10_000 })],
    ['a higher price', product(2, { priceClp: 12_000 })],
    ['a reference price (Desde)', product(2, { priceClp: 5_000, exact: false })],
    ['no price', product(2, { priceClp: null })],
    ['the same product', product(1, { priceClp: 5_000 })],
    ['less coverage', product(2, { priceClp: 5_000, benefits: [] })],
  ])('is false with %s', (_label, candidate) => {
    expect(isCheaperEquivalent(candidate, base)).toBe(false);
  });
  it('is false when the base has no exact price', () => {
    expect(isCheaperEquivalent(product(2, { priceClp: 1 }), product(1, { exact: false }))).toBe(false);
  });
});

describe('bestAlternatives', () => {
  const reference = product(1, { priceClp: 10_000 });
  const candidates = [
    product(1, { priceClp: 10_000 }),
    product(2, { priceClp: 12_000 }),
    product(3, { priceClp: 8_000 }),
    product(4, { priceClp: 9_000, benefits: [] }),
    product(5, { priceClp: 7_000, exact: false }),
    product(6, { priceClp: 11_000 }),
    product(7, { priceClp: 11_000 }),
    product(3, { priceClp: 8_000 }),
  ];
  it('lists the three cheapest that cover at least as much, never the reference, unpriced or duplicates', () => {
    expect(bestAlternatives(reference, candidates).map((p) => p.productId)).toEqual([3, 6, 7]);
  });
  it('breaks price ties by id', () => {
    expect(bestAlternatives(reference, [product(9, { priceClp: 1 }), product(8, { priceClp: 1 })], 2)).toEqual([
      product(8, { priceClp: 1 }),
      product(9, { priceClp: 1 }),
    ]);
  });
  it('without a reference lists the cheapest exactly priced, whatever they cover', () => {
    expect(bestAlternatives(null, candidates).map((p) => p.productId)).toEqual([3, 4, 1]);
  });
  it('may list fewer than three, or none', () => {
    expect(bestAlternatives(reference, [reference])).toEqual([]);
    expect(bestAlternatives(reference, [])).toEqual([]);
  });
});

describe('searchBaselineOf', () => {
  it('knows every result and keeps the cheapest exactly priced as references', () => {
    const results = Array.from({ length: 15 }, (_, i) => product(i + 1, { priceClp: 20_000 - i * 100 }));
    const baseline = searchBaselineOf([...results, product(99, { exact: false, priceClp: 1 })]);
    expect(baseline.knownIds).toHaveLength(16);
    expect(baseline.references).toHaveLength(REFERENCE_COUNT);
    expect(baseline.references[0]!.productId).toBe(15);
    expect(baseline.references.some((r) => r.productId === 99)).toBe(false);
  });
  it('remembers at most KNOWN_IDS_LIMIT ids', () => {
    const results = Array.from({ length: KNOWN_IDS_LIMIT + 10 }, (_, i) => product(i + 1));
    expect(searchBaselineOf(results).knownIds).toHaveLength(KNOWN_IDS_LIMIT);
  });
});

describe('decideSearchAlert', () => {
  const saved = [product(1, { priceClp: 10_000 }), product(2, { priceClp: 12_000, benefits: ['HOSP', 'DENT'] })];
  const baseline = searchBaselineOf(saved);

  it('does not alert when nothing new appears', () => {
    const { alert, next } = decideSearchAlert(7, baseline, saved);
    expect(alert).toBeNull();
    expect(next.knownIds.sort()).toEqual([1, 2]);
  });
  it('alerts once when a new product covers at least as much for less, with its alternatives', () => {
    const newcomer = product(3, { priceClp: 9_000 });
    const results = [...saved, newcomer];
    const { alert, next } = decideSearchAlert(7, baseline, results);
    expect(alert).toMatchObject({ reason: 'cheaper-equivalent', previousPriceClp: 10_000 });
    expect(alert!.product.productId).toBe(3);
    expect(alert!.beaten!.productId).toBe(1);
    expect(alert!.alternatives.map((a) => a.productId)).toEqual([3, 2]);
    expect(alert!.dedupeKey).toBe('search:7:product:3:9000');
    expect(next.knownIds).toContain(3);
    expect(next.references[0]!.productId).toBe(3);
    // The next run knows it: no second alert.
    expect(decideSearchAlert(7, next, results).alert).toBeNull();
  });
  it('does not alert for a new product that is cheaper but covers less, or covers more but costs more', () => {
    expect(decideSearchAlert(7, baseline, [...saved, product(3, { priceClp: 1, benefits: [] })]).alert).toBeNull();
    expect(decideSearchAlert(7, baseline, [...saved, product(3, { priceClp: 13_000 })]).alert).toBeNull();
    // A reference price ('Desde') is not a price for the profile.
    expect(decideSearchAlert(7, baseline, [...saved, product(3, { priceClp: 1, exact: false })]).alert).toBeNull();
  });
  it('compares against the reference current price, not the remembered one', () => {
    const cheaperNow = [product(1, { priceClp: 8_000 }), saved[1]!];
    expect(decideSearchAlert(7, baseline, [...cheaperNow, product(3, { priceClp: 9_000 })]).alert).toBeNull();
  });
  it('picks the cheapest qualifying newcomer, beating any reference', () => {
    const results = [
      ...saved,
      product(3, { priceClp: 9_500 }),
      product(4, { priceClp: 11_000, benefits: ['HOSP', 'DENT'] }),
    ];
    const { alert } = decideSearchAlert(7, baseline, results);
    expect(alert!.product.productId).toBe(3);
  });
  it('alerts for a newcomer that only beats the second reference', () => {
    const results = [...saved, product(4, { priceClp: 11_000, benefits: ['HOSP', 'DENT', 'OPT'] })];
    const { alert } = decideSearchAlert(7, baseline, results);
    expect(alert!.beaten!.productId).toBe(2);
    expect(alert!.alternatives.map((a) => a.productId)).toEqual([4]);
  });
  it('takes its first references from a run when it had none (nothing priced when saved)', () => {
    const { alert, next } = decideSearchAlert(7, { knownIds: [], references: [] }, saved);
    expect(alert).toBeNull();
    expect(next.references.map((r) => r.productId)).toEqual([1, 2]);
  });
  it('keeps the references when nothing is alerted', () => {
    const { next } = decideSearchAlert(7, baseline, [product(5, { priceClp: 50_000 })]);
    expect(next.references).toEqual(baseline.references);
    expect(next.knownIds).toContain(5);
  });
});

describe('decideProductAlert', () => {
  const results = [product(2, { priceClp: 9_000 }), product(3, { priceClp: 9_500 })];
  it('remembers a first exact price without alerting', () => {
    expect(decideProductAlert(5, { priceClp: null }, product(1), results)).toEqual({
      alert: null,
      next: { priceClp: 10_000 },
    });
  });
  it('does not alert when the price is unchanged', () => {
    expect(decideProductAlert(5, { priceClp: 10_000 }, product(1), results).alert).toBeNull();
  });
  it('alerts when the price goes down or up, with the alternatives covering as much', () => {
    const down = decideProductAlert(5, { priceClp: 12_000 }, product(1), results);
    expect(down.alert).toMatchObject({ reason: 'price-change', previousPriceClp: 12_000, beaten: null });
    expect(down.alert!.alternatives.map((a) => a.productId)).toEqual([2, 3]);
    expect(down.alert!.dedupeKey).toBe('product:5:from:12000:to:10000');
    expect(down.next).toEqual({ priceClp: 10_000 });
    expect(decideProductAlert(5, { priceClp: 8_000 }, product(1), results).alert?.reason).toBe('price-change');
  });
  it('keeps its baseline when the product has no exact price or is gone', () => {
    expect(decideProductAlert(5, { priceClp: 8_000 }, null, results)).toEqual({
      alert: null,
      next: { priceClp: 8_000 },
    });
    expect(decideProductAlert(5, { priceClp: 8_000 }, product(1, { exact: false }), results).alert).toBeNull();
  });
});

describe('mayEmail', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('allows a person never e-mailed', () => {
    expect(mayEmail({ consentWithdrawnAt: null, lastSentAt: null }, now)).toBe(true);
  });
  it('allows again exactly a week after the last e-mail, not before', () => {
    expect(mayEmail({ consentWithdrawnAt: null, lastSentAt: new Date(now.getTime() - ALERT_INTERVAL_MS) }, now)).toBe(
      true,
    );
    expect(
      mayEmail({ consentWithdrawnAt: null, lastSentAt: new Date(now.getTime() - ALERT_INTERVAL_MS + 1) }, now),
    ).toBe(false);
  });
  it('never e-mails after consent is withdrawn', () => {
    expect(mayEmail({ consentWithdrawnAt: new Date('2026-01-01'), lastSentAt: null }, now)).toBe(false);
  });
});

describe('renewal window', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2026-11-27', '2026-12-27')).toBe(30);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(Number.isNaN(daysBetween('x', '2026-01-01'))).toBe(true);
  });
  it.each([
    ['2026-12-27', true],
    ['2026-11-28', true],
    ['2026-12-28', false],
    ['2026-11-27', false],
    ['2026-11-01', false],
    [null, false],
  ])('a policy ending %s is in the window on 2026-11-27: %s', (endDate, expected) => {
    expect(inRenewalWindow(endDate, '2026-11-27')).toBe(expected);
  });
});

describe('alertEmail', () => {
  const alternatives = [product(3, { priceClp: 9_000, displayName: 'Plan <b>Uno</b>' })];
  const base = {
    productName: 'Seguro 3',
    previousPriceClp: 10_000,
    priceClp: 9_000,
    alternatives,
    siteUrl: 'https://sitio.cl',
    unsubscribeUrl: 'https://sitio.cl/api/saved-searches/unsubscribe?token=abc',
  };
  it('writes the cheaper-equivalent alert with prices and the alternatives, escaped', () => {
    const mail = alertEmail({ ...base, reason: 'cheaper-equivalent' });
    expect(mail.subject).toBe('Alerta de precio: hay un seguro que cubre lo mismo por menos');
    expect(mail.text).toContain('$9.000 al mes');
    expect(mail.text).toContain('$10.000');
    expect(mail.text).toContain('https://sitio.cl/Seguros/Aseguradora/Seguro-3');
    expect(mail.text).toContain(base.unsubscribeUrl);
    expect(mail.html).toContain('Plan &lt;b&gt;Uno&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Uno');
  });
  it('writes the price change and renewal alerts', () => {
    expect(alertEmail({ ...base, reason: 'price-change' }).text).toContain('cambió de $10.000 a $9.000');
    const renewal = alertEmail({ ...base, reason: 'renewal', alternatives: [] });
    expect(renewal.subject).toContain('se renueva pronto');
    expect(renewal.text).toContain('Por ahora no hay alternativas');
  });
  it('formats pesos with dots', () => {
    expect(clp(0)).toBe('$0');
    expect(clp(1234567)).toBe('$1.234.567');
    expect(clp(999.6)).toBe('$1.000');
  });
});
