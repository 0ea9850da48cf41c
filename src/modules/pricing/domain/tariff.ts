import type { CurrencyCode } from './money.js';
import type { Especie, InsuredPerson, InsuredRole, Sexo } from './profile.js';

/**
 * Tariffs: a monthly rate per insured role, age band and sex (pets: species and age band), in the product's
 * unit (UF, CLP or USD). Every product uses the same age bands, so a price for a household is a sum of table
 * look-ups that the comparison can do for thousands of products at once.
 */

export interface AgeBand {
  from: number;
  to: number;
}

/** Person age bands (years, inclusive). */
export const AGE_BANDS: readonly AgeBand[] = Object.freeze([
  { from: 0, to: 1 },
  { from: 2, to: 17 },
  { from: 18, to: 24 },
  { from: 25, to: 29 },
  { from: 30, to: 34 },
  { from: 35, to: 39 },
  { from: 40, to: 44 },
  { from: 45, to: 49 },
  { from: 50, to: 54 },
  { from: 55, to: 59 },
  { from: 60, to: 64 },
  { from: 65, to: 69 },
  { from: 70, to: 74 },
  { from: 75, to: 79 },
  { from: 80, to: 120 },
]);

/** Pet age bands (years, inclusive). */
export const PET_AGE_BANDS: readonly AgeBand[] = Object.freeze([
  { from: 0, to: 0 },
  { from: 1, to: 2 },
  { from: 3, to: 5 },
  { from: 6, to: 8 },
  { from: 9, to: 11 },
  { from: 12, to: 30 },
]);

/** A row for every age (flat rates: collective per employee, guards per guard). */
export const ANY_AGE: AgeBand = Object.freeze({ from: 0, to: 120 });

/** How a product's price is built from its tariffs. */
export const PRICE_MODELS = ['persona', 'accidente', 'guardia', 'colectivo', 'mascota'] as const;
export type PriceModelKind = (typeof PRICE_MODELS)[number];

/** One tariff row, as stored (rate is a decimal string in the database; a number here). */
export interface TariffRow {
  role: InsuredRole;
  ageFrom: number;
  ageTo: number;
  /** Null: any sex. */
  sexo: Sexo | null;
  /** Pets only; null: any species. */
  especie: Especie | null;
  /** Monthly rate in `unit`. */
  rate: number;
  unit: CurrencyCode;
}

export function ageBandIndex(edad: number, bands: readonly AgeBand[] = AGE_BANDS): number {
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i] as AgeBand;
    if (edad >= band.from && edad <= band.to) return i;
  }
  return -1;
}

export function bandLabel(band: AgeBand): string {
  const open = [AGE_BANDS[AGE_BANDS.length - 1], PET_AGE_BANDS[PET_AGE_BANDS.length - 1]].some(
    (last) => last?.from === band.from && last.to === band.to,
  );
  if (open) return `${band.from} años o más`;
  if (band.from === band.to) return `${band.from} ${band.from === 1 ? 'año' : 'años'}`;
  return `${band.from} a ${band.to} años`;
}

/**
 * Spanish reasons a set of tariff rows cannot be used (empty when fine): bands must be the standard ones,
 * rates positive, one unit per product.
 */
export function tariffErrors(rows: readonly TariffRow[]): string[] {
  const errors: string[] = [];
  const units = new Set(rows.map((row) => row.unit));
  if (units.size > 1)
    errors.push(`las tarifas de un producto deben tener una sola unidad (hay ${[...units].join(', ')})`);
  rows.forEach((row, i) => {
    const bands = row.role === 'mascota' ? PET_AGE_BANDS : AGE_BANDS;
    const anyAge = row.ageFrom === ANY_AGE.from && row.ageTo === ANY_AGE.to;
    if (!anyAge && !bands.some((band) => band.from === row.ageFrom && band.to === row.ageTo)) {
      errors.push(`tarifa ${i}: el tramo ${row.ageFrom}-${row.ageTo} no es un tramo de edad estándar`);
    }
    if (!(Number.isFinite(row.rate) && row.rate >= 0))
      errors.push(`tarifa ${i}: la tasa debe ser un número no negativo`);
  });
  return errors;
}

/**
 * The row pricing an insured person: same role (a partner falls back to the contributor's rows), the age
 * inside the band, the same sex or a row for any sex (pets: the same species or any). A person of unknown
 * sex gets the row for any sex, else the dearest of the sex-specific rows (a quote never undercuts the
 * real price). Null when none applies.
 */
export function findTariff(rows: readonly TariffRow[], person: InsuredPerson): TariffRow | null {
  const roles: InsuredRole[] = person.role === 'pareja' ? ['pareja', 'cotizante'] : [person.role];
  for (const role of roles) {
    let fallback: TariffRow | null = null;
    let dearest: TariffRow | null = null;
    for (const row of rows) {
      if (row.role !== role || person.edad < row.ageFrom || person.edad > row.ageTo) continue;
      if (role === 'mascota') {
        if (row.especie === (person.especie ?? null)) return row;
        if (row.especie === null) fallback ??= row;
        else if (!person.especie && (!dearest || row.rate > dearest.rate)) dearest = row;
        continue;
      }
      if (row.sexo === person.sexo) return row;
      if (row.sexo === null) fallback ??= row;
      else if (person.sexo === null && (!dearest || row.rate > dearest.rate)) dearest = row;
    }
    if (fallback) return fallback;
    if (dearest) return dearest;
  }
  return null;
}
