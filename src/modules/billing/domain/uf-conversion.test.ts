import { describe, expect, it } from 'vitest';
import { replacesUf, ufIsProvisional, type UfConverted } from './uf-conversion';

const period = (overrides: Partial<UfConverted> = {}): UfConverted => ({
  currency: 'UF',
  status: 'PENDING',
  billingDate: '2026-12-01',
  ufValue: '39214.8',
  ufDate: '2026-11-24',
  ...overrides,
});

describe('the UF of a period: final on its billing date, provisional before (issue 12)', () => {
  it('is provisional until the UF of the billing date is stored; CLP periods have none', () => {
    expect(ufIsProvisional(period())).toBe(true);
    expect(ufIsProvisional(period({ ufDate: null, ufValue: null }))).toBe(true);
    expect(ufIsProvisional(period({ ufDate: '2026-12-01' }))).toBe(false);
    expect(ufIsProvisional(period({ currency: 'CLP', ufDate: null }))).toBe(false);
  });

  it('converts an open period again when the UF changes, up to the UF of its billing date', () => {
    expect(replacesUf(period(), { value: '39250.12', date: '2026-11-25' })).toBe(true);
    expect(replacesUf(period(), { value: '39300', date: '2026-12-01' })).toBe(true);
    expect(replacesUf(period({ status: 'PARTIAL' }), { value: '39300', date: '2026-12-01' })).toBe(true);
    expect(replacesUf(period({ ufDate: null, ufValue: null }), { value: '39300', date: '2026-11-30' })).toBe(true);
  });

  it('leaves it alone when nothing changed, when it is final, paid or not owed, or the rate is later', () => {
    expect(replacesUf(period(), { value: '39214.80', date: '2026-11-24' })).toBe(false);
    expect(replacesUf(period(), null)).toBe(false);
    expect(replacesUf(period({ ufDate: '2026-12-01' }), { value: '40000', date: '2026-12-01' })).toBe(false);
    expect(replacesUf(period({ status: 'PAID' }), { value: '39300', date: '2026-12-01' })).toBe(false);
    expect(replacesUf(period({ status: 'NA' }), { value: '39300', date: '2026-12-01' })).toBe(false);
    expect(replacesUf(period(), { value: '39300', date: '2026-12-02' })).toBe(false);
    expect(replacesUf(period({ currency: 'CLP' }), { value: '39300', date: '2026-12-01' })).toBe(false);
  });
});
