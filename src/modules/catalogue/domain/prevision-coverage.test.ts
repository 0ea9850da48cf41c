import { describe, expect, it } from 'vitest';
import { previsionCoverageText, SAME_COVERAGE } from './prevision-coverage.js';
import type { Amount } from './product-card.js';

const pct = (minAmount: number | null, maxAmount: number | null): Amount => ({
  minAmount,
  maxAmount,
  unit: { currencyCode: '%', name: 'Porcentaje' },
});

describe('previsionCoverageText (spec 01 §5)', () => {
  it('both covered: a min-max range over both', () => {
    expect(previsionCoverageText({ percentage_fonasa: pct(50, 70), percentage_isapre: pct(60, 80) })).toBe('50% - 80%');
    expect(previsionCoverageText({ percentage_fonasa: pct(80, 80), percentage_isapre: pct(80, 80) })).toBe('80%');
  });
  it("-1 means 'Igual cobertura Isapre/Fonasa'", () => {
    expect(previsionCoverageText({ percentage_fonasa: pct(70, 70), percentage_isapre: pct(-1, -1) })).toBe(
      SAME_COVERAGE,
    );
    expect(SAME_COVERAGE).toBe('Igual cobertura Isapre/Fonasa');
  });
  it('narrows to the visitor prevision when known', () => {
    const amounts = { percentage_fonasa: pct(50, 70), percentage_isapre: pct(60, 80) };
    expect(previsionCoverageText(amounts, 'Fonasa')).toBe('50% - 70%');
    expect(previsionCoverageText(amounts, 'Isapre')).toBe('60% - 80%');
    expect(previsionCoverageText({ percentage_fonasa: pct(70, 70), percentage_isapre: pct(-1, -1) }, 'Fonasa')).toBe(
      '70%',
    );
  });
  it('one prevision, particular, or nothing', () => {
    expect(previsionCoverageText({ percentage_isapre: pct(90, null) })).toBe('90%');
    expect(previsionCoverageText({ percentage_particular: pct(40, 40) })).toBe('40%');
    expect(previsionCoverageText({})).toBeNull();
    expect(previsionCoverageText(null)).toBeNull();
  });
});
