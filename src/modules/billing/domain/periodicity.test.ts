import { describe, expect, it } from 'vitest';
import { isPeriodicityMonths, monthsOfEnum, periodicity, periodicityLabel, PERIODICITIES } from './periodicity';

describe('periodicity (spec 03 §9)', () => {
  it('has the six options with their payments per year', () => {
    expect(PERIODICITIES.map((p) => [p.months, p.label, p.paymentsPerYear])).toEqual([
      [1, 'Mensual', 12],
      [2, 'Bimestral', 6],
      [3, 'Trimestral', 4],
      [4, 'Cuatrimestral', 3],
      [6, 'Semestral', 2],
      [12, 'Anual', 1],
    ]);
    for (const p of PERIODICITIES) expect(p.months * p.paymentsPerYear).toBe(12);
  });

  it('refuses other month counts with the allowed list', () => {
    for (const months of [0, 5, 7, 24, -1, 1.5]) {
      expect(isPeriodicityMonths(months)).toBe(false);
      expect(() => periodicity(months)).toThrow('permitidas: 1, 2, 3, 4, 6, 12');
    }
    expect(periodicity(6).label).toBe('Semestral');
  });

  it('maps the spec 03 §3 enum names; members without periods map to null', () => {
    expect(monthsOfEnum('monthly')).toBe(1);
    expect(monthsOfEnum('bimonthly')).toBe(2);
    expect(monthsOfEnum('quarterly')).toBe(3);
    expect(monthsOfEnum('fourmonths')).toBe(4);
    expect(monthsOfEnum('halfYearly')).toBe(6);
    expect(monthsOfEnum('yearly')).toBe(12);
    for (const name of ['daily', 'weekly', 'biweekly', 'threefortnights', 'unlimited', 'custom']) {
      expect(monthsOfEnum(name)).toBeNull();
    }
    expect(periodicityLabel(3)).toBe('Trimestral');
    expect(periodicityLabel(5)).toBe('5 meses');
  });
});
