import { describe, expect, it } from 'vitest';
import { coverageRequirementText, coverageRequirementTexts, noPrevisionCoverageText } from './coverage-requirement.js';
import type { CoverageRequirement } from './product-card.js';

const req = (partial: Partial<CoverageRequirement>): CoverageRequirement => ({
  value: 50,
  unit: '%',
  previsionType: { name: 'Isapre' },
  previousCoverage: true,
  ...partial,
});

describe('coverage requirement texts (spec 01 §5)', () => {
  it("absent: 'Sin exigencias'; value 0: 'Sin Requisito'", () => {
    expect(coverageRequirementText(null)).toBe('Sin exigencias');
    expect(coverageRequirementText(undefined)).toBe('Sin exigencias');
    expect(coverageRequirementText(req({ value: 0 }))).toBe('Sin Requisito');
  });
  it('percent requirement', () => {
    expect(coverageRequirementText(req({}))).toBe(
      'Tu Isapre debe cubrir al menos el 50%; si cubre menos, el seguro paga como si hubiera cubierto el 50%.',
    );
    expect(coverageRequirementText(req({ previsionType: null, value: 30 }))).toContain(
      'Tu Fonasa o Isapre debe cubrir al menos el 30%',
    );
  });
  it('absolute requirement', () => {
    expect(coverageRequirementText(req({ unit: 'UF', value: 1.5 }))).toBe(
      'El prestador debe reembolsar al menos UF 1,50.',
    );
    expect(coverageRequirementText(req({ unit: 'CLP', value: 10000 }))).toBe(
      'El prestador debe reembolsar al menos $10.000.',
    );
  });
  it('Fonasa BM', () => {
    expect(coverageRequirementText(req({ unit: 'BM', value: 40, previsionType: { name: 'Fonasa' } }))).toBe(
      'Fonasa BM: exige una bonificación mínima de 40% por prestador.',
    );
  });
  it('no previsional coverage: plan % capped at 2 UF', () => {
    expect(noPrevisionCoverageText(req({ previousCoverage: false }))).toBe(
      'Sin cobertura previsional en consultas médicas, el seguro paga el porcentaje del plan con tope de 2 UF.',
    );
    expect(noPrevisionCoverageText(req({}))).toBeNull();
    expect(noPrevisionCoverageText(null)).toBeNull();
    expect(coverageRequirementTexts(req({ previousCoverage: false }))).toHaveLength(2);
    expect(coverageRequirementTexts(null)).toEqual(['Sin exigencias']);
  });
});
