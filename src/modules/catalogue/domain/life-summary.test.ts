import { describe, expect, it } from 'vitest';
import { isLifeTop, LIFE_SUMMARY_KEYS, lifeSummary, topsForProduct } from './life-summary.js';

describe('life summary (spec 01 §5, spec 02 §9)', () => {
  it('has the four keys in order', () => {
    expect(LIFE_SUMMARY_KEYS.map((k) => k.key)).toEqual([
      'muerte_natural',
      'muerte_accidental',
      'invalidez_accidental',
      'invalidez_total_permanente_2_3',
    ]);
  });
  it("fills amounts from the tops, 0 or missing 'No Cubre'", () => {
    const rows = lifeSummary([
      { name: 'Indemnización Muerte Natural', amount: 1000, unit: 'UF' },
      { name: 'Indemnización Muerte Accidental', amount: 2000, unit: 'UF' },
      { name: 'Indemnización Invalidez Accidental', amount: 0, unit: 'UF' },
    ]);
    expect(rows.map((r) => [r.key, r.text])).toEqual([
      ['muerte_natural', 'UF 1.000,00'],
      ['muerte_accidental', 'UF 2.000,00'],
      ['invalidez_accidental', 'No Cubre'],
      ['invalidez_total_permanente_2_3', 'No Cubre'],
    ]);
    expect(
      lifeSummary([{ name: 'Indemnización Invalidez Total y Permanente 2/3', amount: 500, unit: 'UF' }])[3]?.text,
    ).toBe('UF 500,00');
  });
  it("life tops are the 'Indemnización' ones; other types exclude them", () => {
    const tops = [
      { name: 'Indemnización Muerte Natural' },
      { name: 'Tope anual hospitalario' },
      { name: 'INDEMNIZACION invalidez' },
    ];
    expect(isLifeTop({ name: 'Indemnización x' })).toBe(true);
    expect(topsForProduct(tops, true).map((t) => t.name)).toEqual([
      'Indemnización Muerte Natural',
      'INDEMNIZACION invalidez',
    ]);
    expect(topsForProduct(tops, false).map((t) => t.name)).toEqual(['Tope anual hospitalario']);
  });
});
