/**
 * The child weight-height reference tables of spec 03 §3 ("A child's IMC and weight/height reference tables
 * exist for ages 5-16 (60-203 months) and 3-4 years (height 65-120.9 cm), by gender") and the pure lookup the
 * health declaration (DPS) uses to evaluate a child's weight.
 *
 * The spec names the tables but not their values. These are the WHO Child Growth Standards (weight-for-height,
 * 2-5 years) and WHO 2007 Growth Reference (BMI-for-age, 5-19 years), the references Chile's MINSAL norm uses,
 * abridged to one row per year of age and per 5 cm of height (rounded to 0.1); between two rows the lookup
 * interpolates linearly. An insurer's own table replaces these rows as data: the lookup does not change.
 *
 * Classification (MINSAL): below -2 SD 'Bajo peso'; from -2 SD to below +1 SD 'Normal'; from +1 SD 'Sobrepeso';
 * from +2 SD 'Obesidad'.
 */
export type ChildSex = 'Masculino' | 'Femenino';
export type NutritionalStatus = 'Bajo peso' | 'Normal' | 'Sobrepeso' | 'Obesidad';

/** One reference row: the value at -2 SD, the median, +1 SD and +2 SD. */
type Row = readonly [key: number, minus2: number, median: number, plus1: number, plus2: number];

/** BMI-for-age (kg/m²), ages 5 to 16 in months (60-203; 203 closes the table at 16 years 11 months). */
export const BMI_FOR_AGE: Record<ChildSex, readonly Row[]> = {
  Masculino: [
    [60, 13.0, 15.3, 16.6, 18.3],
    [72, 13.0, 15.3, 16.8, 18.5],
    [84, 13.1, 15.5, 17.0, 19.0],
    [96, 13.3, 15.7, 17.4, 19.7],
    [108, 13.5, 16.0, 17.9, 20.5],
    [120, 13.7, 16.4, 18.5, 21.4],
    [132, 14.1, 16.9, 19.2, 22.5],
    [144, 14.5, 17.5, 19.9, 23.6],
    [156, 14.9, 18.2, 20.8, 24.8],
    [168, 15.5, 19.0, 21.8, 25.9],
    [180, 16.0, 19.8, 22.7, 27.0],
    [192, 16.5, 20.5, 23.5, 27.9],
    [203, 16.8, 20.9, 23.9, 28.4],
  ],
  Femenino: [
    [60, 12.7, 15.2, 16.9, 18.9],
    [72, 12.7, 15.3, 17.0, 19.2],
    [84, 12.7, 15.4, 17.3, 19.8],
    [96, 12.9, 15.7, 17.7, 20.6],
    [108, 13.1, 16.1, 18.3, 21.5],
    [120, 13.5, 16.6, 19.0, 22.6],
    [132, 13.9, 17.2, 19.9, 23.7],
    [144, 14.4, 18.0, 20.8, 25.0],
    [156, 14.9, 18.8, 21.8, 26.2],
    [168, 15.4, 19.6, 22.7, 27.3],
    [180, 15.9, 20.2, 23.5, 28.2],
    [192, 16.2, 20.7, 24.1, 28.9],
    [203, 16.4, 21.0, 24.4, 29.2],
  ],
};

/** Weight-for-height (kg) for 3 and 4 year-olds, by height in cm (65-120.9). */
export const WEIGHT_FOR_HEIGHT: Record<ChildSex, readonly Row[]> = {
  Masculino: [
    [65, 6.3, 7.4, 8.1, 8.8],
    [70, 7.3, 8.6, 9.3, 10.2],
    [75, 8.4, 9.7, 10.5, 11.4],
    [80, 9.3, 10.6, 11.5, 12.4],
    [85, 10.3, 11.7, 12.6, 13.7],
    [90, 11.2, 12.7, 13.8, 14.9],
    [95, 12.1, 13.8, 15.0, 16.3],
    [100, 13.2, 15.2, 16.3, 17.8],
    [105, 14.2, 16.4, 17.7, 19.3],
    [110, 15.4, 17.8, 19.3, 21.0],
    [115, 16.6, 19.3, 20.9, 22.9],
    [120, 18.0, 21.0, 22.8, 25.1],
    [121, 18.3, 21.3, 23.2, 25.5],
  ],
  Femenino: [
    [65, 6.1, 7.2, 7.9, 8.7],
    [70, 7.1, 8.4, 9.2, 10.1],
    [75, 8.1, 9.5, 10.4, 11.4],
    [80, 9.0, 10.4, 11.4, 12.5],
    [85, 9.9, 11.5, 12.5, 13.8],
    [90, 10.8, 12.5, 13.6, 15.0],
    [95, 11.8, 13.7, 14.9, 16.4],
    [100, 12.8, 14.9, 16.3, 18.0],
    [105, 13.8, 16.2, 17.7, 19.6],
    [110, 15.0, 17.6, 19.3, 21.4],
    [115, 16.2, 19.1, 21.0, 23.4],
    [120, 17.6, 20.7, 22.8, 25.6],
    [121, 17.9, 21.0, 23.2, 26.0],
  ],
};

export const CHILD_TABLE_RANGES = {
  /** Months of age read by BMI-for-age. */
  bmiMonths: { from: 60, to: 203 },
  /** Months of age (3 and 4 years) read by weight-for-height, and the heights it covers. */
  heightMonths: { from: 36, to: 59 },
  heightCm: { from: 65, to: 120.9 },
} as const;

/** The reference row at `key`, interpolated between the two rows around it; null outside the table. */
export function referenceAt(rows: readonly Row[], key: number): Row | null {
  if (!Number.isFinite(key) || rows.length === 0 || key < rows[0]![0] || key > rows[rows.length - 1]![0]) return null;
  const upper = rows.findIndex((row) => row[0] >= key);
  const high = rows[upper]!;
  if (high[0] === key || upper === 0) return high;
  const low = rows[upper - 1]!;
  const t = (key - low[0]) / (high[0] - low[0]);
  const mix = (i: 1 | 2 | 3 | 4) => Math.round((low[i] + (high[i] - low[i]) * t) * 100) / 100;
  return [key, mix(1), mix(2), mix(3), mix(4)];
}

function classify(value: number, row: Row): NutritionalStatus {
  if (value < row[1]) return 'Bajo peso';
  if (value >= row[4]) return 'Obesidad';
  if (value >= row[3]) return 'Sobrepeso';
  return 'Normal';
}

export interface ChildMeasure {
  sex: ChildSex;
  ageMonths: number;
  weightKg: number;
  heightCm: number;
}

export interface ChildEvaluation {
  /** Which table decided: BMI-for-age (5-16 years) or weight-for-height (3-4 years). */
  table: 'imc-edad' | 'peso-talla';
  status: NutritionalStatus;
  /** The child's BMI (kg/m², one decimal); for weight-for-height as well, for the record. */
  bmi: number;
}

/** The child's BMI, kg/m² with one decimal. */
export function bmiOf(weightKg: number, heightCm: number): number {
  const meters = heightCm / 100;
  return Math.round((weightKg / (meters * meters)) * 10) / 10;
}

/**
 * Evaluates a child's weight with the table for its age: null when no table covers it (under 3 years, 17 or
 * older, a 3-4 year-old outside 65-120.9 cm) or the measures are not positive numbers.
 */
export function evaluateChildWeight(child: ChildMeasure): ChildEvaluation | null {
  const { sex, ageMonths, weightKg, heightCm } = child;
  if (!(weightKg > 0) || !(heightCm > 0) || !Number.isFinite(ageMonths)) return null;
  const months = Math.floor(ageMonths);
  const bmi = bmiOf(weightKg, heightCm);
  const { bmiMonths, heightMonths, heightCm: heights } = CHILD_TABLE_RANGES;
  if (months >= bmiMonths.from && months <= bmiMonths.to) {
    const row = referenceAt(BMI_FOR_AGE[sex], months);
    return row && { table: 'imc-edad', status: classify(bmi, row), bmi };
  }
  if (months >= heightMonths.from && months <= heightMonths.to && heightCm >= heights.from && heightCm <= heights.to) {
    const row = referenceAt(WEIGHT_FOR_HEIGHT[sex], heightCm);
    return row && { table: 'peso-talla', status: classify(weightKg, row), bmi };
  }
  return null;
}

/** Whole months between a birth date and a day (both 'YYYY-MM-DD'); null for an invalid or future date. */
export function ageInMonths(birthDate: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ty, tm, td] = now.slice(1).map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return months >= 0 ? months : null;
}
