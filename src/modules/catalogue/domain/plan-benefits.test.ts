import { describe, expect, it } from 'vitest';
import { CARE_BENEFITS } from '../../pricing/domain/care-cost.js';
import {
  benefitLinesMatching,
  NO_RESTRICTION_CODE,
  PLAN_ARANCELES,
  PLAN_BENEFIT_LINES,
  planAranceles,
  planBenefitLines,
  RESTRICTED_COVERAGE_CAP_PCT,
  restrictedCodes,
  restrictedCoveragePct,
} from './plan-benefits.js';
import { RESTRICTION_CODES } from './plan-search.js';

const restrictions = new Map(Object.entries(RESTRICTION_CODES).map(([code, text]) => [Number(code), text]));
const plan = { hospitalPct: 90, ambulatoryPct: 70, topeanual: 5000, prestacionesrest: [6] };
const byName = (lines: ReturnType<typeof planBenefitLines>, name: string) => lines.find((l) => l.prestacion === name)!;

describe('restriction cap', () => {
  it('caps a restricted benefit at 25% and leaves the others', () => {
    expect(RESTRICTED_COVERAGE_CAP_PCT).toBe(25);
    expect(restrictedCoveragePct(90, true)).toBe(25);
    expect(restrictedCoveragePct(20, true)).toBe(20);
    expect(restrictedCoveragePct(25, true)).toBe(25);
    expect(restrictedCoveragePct(90, false)).toBe(90);
    expect(restrictedCoveragePct(0, false)).toBe(0);
  });

  it('reads every code but 6 (no restriction) as restricting', () => {
    expect(NO_RESTRICTION_CODE).toBe(6);
    expect([...restrictedCodes([6])]).toEqual([]);
    expect([...restrictedCodes([])]).toEqual([]);
    expect([...restrictedCodes([1, 3, 6])].sort()).toEqual([1, 3]);
    expect([...restrictedCodes([2, 2, 5])].sort()).toEqual([2, 5]);
  });
});

describe('plan benefit lines', () => {
  it('lists the ten lines in order with the hospital or ambulatory percentage', () => {
    const lines = planBenefitLines(plan, restrictions);
    expect(lines.map((l) => l.prestacion)).toEqual([
      'Día cama',
      'Derecho de pabellón',
      'Honorarios médicos quirúrgicos',
      'Consulta médica',
      'Exámenes de laboratorio',
      'Imagenología',
      'Parto',
      'Psiquiatría y psicología',
      'Cirugía bariátrica',
      'Cirugía refractiva',
    ]);
    for (const [i, line] of lines.entries()) {
      const definition = PLAN_BENEFIT_LINES[i]!;
      expect(line.coberturaPct).toBe(definition.care === 'hospital' ? 90 : 70);
      expect(line.restringida).toBe(false);
      expect(line.restriccion).toBeNull();
    }
  });

  it('caps Día cama at a twentieth of the annual cap (rounded), none without annual cap', () => {
    expect(byName(planBenefitLines(plan, restrictions), 'Día cama').topeUf).toBe(250);
    expect(byName(planBenefitLines({ ...plan, topeanual: 1010 }, restrictions), 'Día cama').topeUf).toBe(51);
    expect(byName(planBenefitLines({ ...plan, topeanual: 0 }, restrictions), 'Día cama').topeUf).toBeNull();
  });

  it('keeps the fixed caps of the other lines', () => {
    const caps = Object.fromEntries(planBenefitLines(plan, restrictions).map((l) => [l.prestacion, l.topeUf]));
    expect(caps).toMatchObject({
      'Derecho de pabellón': null,
      'Honorarios médicos quirúrgicos': null,
      'Consulta médica': 1.2,
      'Exámenes de laboratorio': null,
      Imagenología: null,
      Parto: 30,
      'Psiquiatría y psicología': 1,
      'Cirugía bariátrica': 40,
      'Cirugía refractiva': 15,
    });
  });

  it('caps and describes each restricted line, one restriction code each', () => {
    const cases: [number, string, number][] = [
      [1, 'Parto', 90],
      [2, 'Psiquiatría y psicología', 70],
      [3, 'Cirugía bariátrica', 90],
      [4, 'Cirugía refractiva', 90],
    ];
    for (const [code, name] of cases) {
      const lines = planBenefitLines({ ...plan, prestacionesrest: [code] }, restrictions);
      const line = byName(lines, name);
      expect(line).toMatchObject({ coberturaPct: 25, restringida: true, restriccion: RESTRICTION_CODES[code] });
      expect(lines.filter((l) => l.restringida)).toHaveLength(1);
    }
  });

  it('code 5 and code 6 restrict no line; an unknown description is null', () => {
    for (const codes of [[5], [6], [5, 6]]) {
      expect(planBenefitLines({ ...plan, prestacionesrest: codes }, restrictions).some((l) => l.restringida)).toBe(
        false,
      );
    }
    const line = byName(planBenefitLines({ ...plan, prestacionesrest: [1] }, new Map()), 'Parto');
    expect(line).toMatchObject({ restringida: true, restriccion: null, coberturaPct: 25 });
  });

  it('keeps a coverage already under the cap', () => {
    const line = byName(
      planBenefitLines({ ...plan, ambulatoryPct: 10, prestacionesrest: [2] }, restrictions),
      'Psiquiatría y psicología',
    );
    expect(line.coberturaPct).toBe(10);
  });

  it('agrees with the caps of the cost-of-care simulator (pricing CARE_BENEFITS)', () => {
    for (const benefit of Object.values(CARE_BENEFITS)) {
      const definition = PLAN_BENEFIT_LINES.find((l) => l.prestacion === benefit.label);
      if (!definition) continue;
      expect(definition.care).toBe(benefit.category);
      expect(definition.restrictionCode).toBe(benefit.restrictionCode);
      expect(definition.topeUf).toBe(benefit.capUfPerUnit === 'topeanual/20' ? 'annualShare' : benefit.capUfPerUnit);
    }
  });

  it('finds the lines naming a benefit, case-insensitive and by part of the name', () => {
    const lines = planBenefitLines(plan, restrictions);
    expect(benefitLinesMatching(lines, 'PARTO').map((l) => l.prestacion)).toEqual(['Parto']);
    expect(benefitLinesMatching(lines, 'cirugía').map((l) => l.prestacion)).toEqual([
      'Cirugía bariátrica',
      'Cirugía refractiva',
    ]);
    expect(benefitLinesMatching(lines, 'dental')).toEqual([]);
    expect(benefitLinesMatching(lines, '')).toHaveLength(lines.length);
  });
});

describe('plan aranceles', () => {
  it('weighs each benefit on half the base price, to two decimals', () => {
    expect(planAranceles(2)).toEqual([
      { codigo: '0101001', prestacion: 'Consulta médica electiva', arancelUf: 0.6 },
      { codigo: '0202001', prestacion: 'Día cama hospitalización', arancelUf: 3.5 },
      { codigo: '0301001', prestacion: 'Hemograma', arancelUf: 0.15 },
      { codigo: '0401001', prestacion: 'Radiografía de tórax', arancelUf: 0.4 },
    ]);
    expect(planAranceles(3.37).map((a) => a.arancelUf)).toEqual([1.01, 5.9, 0.25, 0.67]);
    expect(planAranceles(0).length).toBeGreaterThan(0);
    expect(planAranceles(0).every((a) => a.arancelUf === 0)).toBe(true);
  });

  it('lists the table in order', () => {
    expect(planAranceles(1).map((a) => a.codigo)).toEqual(PLAN_ARANCELES.map((a) => a.codigo));
  });
});
