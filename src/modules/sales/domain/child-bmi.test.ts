import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  BMI_FOR_AGE,
  bmiOf,
  CHILD_TABLE_RANGES,
  evaluateChildWeight,
  referenceAt,
  WEIGHT_FOR_HEIGHT,
} from './child-bmi';

describe('child weight-height reference tables (spec 03 §3)', () => {
  it('cover 60-203 months (BMI-for-age) and 65-120.9 cm (weight-for-height) for both sexes, in order', () => {
    for (const sex of ['Masculino', 'Femenino'] as const) {
      const bmi = BMI_FOR_AGE[sex];
      expect(bmi[0]![0]).toBe(CHILD_TABLE_RANGES.bmiMonths.from);
      expect(bmi.at(-1)![0]).toBe(CHILD_TABLE_RANGES.bmiMonths.to);
      const wfh = WEIGHT_FOR_HEIGHT[sex];
      expect(wfh[0]![0]).toBe(CHILD_TABLE_RANGES.heightCm.from);
      expect(wfh.at(-1)![0]).toBeGreaterThan(CHILD_TABLE_RANGES.heightCm.to);
      for (const rows of [bmi, wfh]) {
        // -2 SD < median < +1 SD < +2 SD on every row; keys strictly increase.
        expect(rows.filter((row) => !(row[1] < row[2] && row[2] < row[3] && row[3] < row[4]))).toEqual([]);
        expect(rows.filter((row, index) => index > 0 && row[0] <= rows[index - 1]![0])).toEqual([]);
      }
    }
  });

  it('interpolates between two rows and answers null outside the table', () => {
    const rows = WEIGHT_FOR_HEIGHT.Masculino;
    expect(referenceAt(rows, 65)).toEqual(rows[0]);
    expect(referenceAt(rows, 67.5)).toEqual([67.5, 6.8, 8, 8.7, 9.5]);
    expect(referenceAt(rows, 64.9)).toBeNull();
    expect(referenceAt(rows, Number.NaN)).toBeNull();
  });

  it('computes the BMI with one decimal and the age in whole months', () => {
    expect(bmiOf(20, 115)).toBe(15.1);
    expect(ageInMonths('2018-05-20', '2026-11-27')).toBe(102);
    expect(ageInMonths('2018-05-28', '2026-11-27')).toBe(101);
    expect(ageInMonths('2027-01-01', '2026-11-27')).toBeNull();
    expect(ageInMonths('27-11-2020', '2026-11-27')).toBeNull();
  });

  it('classifies a 8-year-old boy by BMI-for-age: Bajo peso, Normal, Sobrepeso, Obesidad', () => {
    const boy = (weightKg: number) => evaluateChildWeight({ sex: 'Masculino', ageMonths: 96, weightKg, heightCm: 128 });
    expect(boy(21)).toEqual({ table: 'imc-edad', status: 'Bajo peso', bmi: 12.8 });
    expect(boy(26)?.status).toBe('Normal');
    expect(boy(29)?.status).toBe('Sobrepeso');
    expect(boy(33)?.status).toBe('Obesidad');
  });

  it('classifies a 4-year-old girl by weight-for-height', () => {
    const girl = (weightKg: number) => evaluateChildWeight({ sex: 'Femenino', ageMonths: 50, weightKg, heightCm: 100 });
    expect(girl(12)?.status).toBe('Bajo peso');
    expect(girl(15)).toMatchObject({ table: 'peso-talla', status: 'Normal' });
    expect(girl(17)?.status).toBe('Sobrepeso');
    expect(girl(18.5)?.status).toBe('Obesidad');
  });

  it('answers null when no table covers the child or the measures are not positive', () => {
    expect(evaluateChildWeight({ sex: 'Femenino', ageMonths: 30, weightKg: 12, heightCm: 88 })).toBeNull();
    expect(evaluateChildWeight({ sex: 'Femenino', ageMonths: 204, weightKg: 55, heightCm: 160 })).toBeNull();
    expect(evaluateChildWeight({ sex: 'Masculino', ageMonths: 40, weightKg: 25, heightCm: 125 })).toBeNull();
    expect(evaluateChildWeight({ sex: 'Masculino', ageMonths: 100, weightKg: 0, heightCm: 125 })).toBeNull();
  });
});
