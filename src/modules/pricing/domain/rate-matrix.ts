import { insuredPersons, SEXOS, ESPECIES, hasProfileData, type Profile, type Sexo, type Especie } from './profile.js';
import { AGE_BANDS, ageBandIndex, findTariff, PET_AGE_BANDS, type PriceModelKind, type TariffRow } from './tariff.js';
import { periodMonthsOf } from './calculate-price.js';

/**
 * The rate matrix: a product's tariffs flattened to one rate per (role, age band, sex) — or per (species,
 * age band) for pets — with NaN where no tariff applies. It is derived from the tariff rows with the very
 * same look-up as calculatePrice (findTariff), stored beside them, and lets the comparison price a
 * household for every product with a few array reads.
 *
 * Person layout: index = (role × 15 + band) × 3 + sex, role ∈ cotizante/pareja/carga, sex ∈
 * Masculino/Femenino/unknown. Pet layout: index = species × 6 + band, species ∈ perro/gato/unknown.
 */

const PERSON_ROLES = ['cotizante', 'pareja', 'carga'] as const;
const SEX_SLOTS: readonly (Sexo | null)[] = [...SEXOS, null];
const SPECIES_SLOTS: readonly (Especie | null)[] = [...ESPECIES, null];

export const PERSON_MATRIX_SIZE = PERSON_ROLES.length * AGE_BANDS.length * SEX_SLOTS.length;
export const PET_MATRIX_SIZE = SPECIES_SLOTS.length * PET_AGE_BANDS.length;

export function matrixSize(kind: PriceModelKind): number {
  if (kind === 'mascota') return PET_MATRIX_SIZE;
  if (kind === 'persona' || kind === 'accidente') return PERSON_MATRIX_SIZE;
  return 0;
}

function personSlot(role: (typeof PERSON_ROLES)[number], band: number, sexo: Sexo | null): number {
  return (PERSON_ROLES.indexOf(role) * AGE_BANDS.length + band) * SEX_SLOTS.length + SEX_SLOTS.indexOf(sexo);
}

function petSlot(especie: Especie | null, band: number): number {
  return SPECIES_SLOTS.indexOf(especie) * PET_AGE_BANDS.length + band;
}

export interface RateMatrix {
  kind: PriceModelKind;
  rates: number[];
  /** Lowest contributor rate (pets: lowest pet rate): the reference price, monthly, in the unit. */
  referenceRate: number | null;
}

/** Builds the matrix of a product's tariff rows. */
export function buildRateMatrix(kind: PriceModelKind, rows: readonly TariffRow[]): RateMatrix {
  const rates = new Array<number>(matrixSize(kind)).fill(Number.NaN);
  if (kind === 'persona' || kind === 'accidente') {
    PERSON_ROLES.forEach((role, r) => {
      // findTariff reads only this role's rows (a partner's, then the contributor's): the rest are left out once
      // here instead of at each of the 45 look-ups (issue 31: a million products' load builds a million matrices).
      const own = rows.filter((row) => row.role === role || (role === 'pareja' && row.role === 'cotizante'));
      if (own.length === 0) return;
      AGE_BANDS.forEach((band, b) => {
        SEX_SLOTS.forEach((sexo, s) => {
          const row = findTariff(own, { role, edad: band.from, sexo, label: '' });
          if (row) rates[(r * AGE_BANDS.length + b) * SEX_SLOTS.length + s] = row.rate;
        });
      });
    });
  } else if (kind === 'mascota') {
    for (const especie of SPECIES_SLOTS) {
      PET_AGE_BANDS.forEach((band, b) => {
        const row = findTariff(rows, {
          role: 'mascota',
          edad: band.from,
          sexo: null,
          label: '',
          ...(especie ? { especie } : {}),
        });
        if (row) rates[petSlot(especie, b)] = row.rate;
      });
    }
  }
  let referenceRate: number | null = null;
  const referenceRole = kind === 'mascota' ? 'mascota' : 'cotizante';
  for (const row of rows) {
    if (row.role === referenceRole && (referenceRate === null || row.rate < referenceRate)) referenceRate = row.rate;
  }
  return { kind, rates, referenceRate };
}

/** A household reduced to matrix slots, computed once per comparison request. */
export interface Household {
  entered: boolean;
  personSlots: number[];
  petSlots: number[];
  employees: number;
  /** Slots that no band covers (an age beyond every band): such persons can't be priced. */
  unpriceable: boolean;
}

export function householdOf(profile: Profile | null | undefined): Household {
  const entered = hasProfileData(profile);
  const personSlots: number[] = [];
  const petSlots: number[] = [];
  let unpriceable = false;
  if (entered) {
    for (const person of insuredPersons(profile)) {
      if (person.role === 'mascota') {
        const band = ageBandIndex(person.edad, PET_AGE_BANDS);
        if (band < 0) unpriceable = true;
        else petSlots.push(petSlot(person.especie ?? null, band));
      } else {
        const band = ageBandIndex(person.edad);
        if (band < 0) unpriceable = true;
        else personSlots.push(personSlot(person.role, band, person.sexo));
      }
    }
  }
  return { entered, personSlots, petSlots, employees: profile?.cantidadEmpleados ?? 0, unpriceable };
}

export interface MatrixProduct {
  kind: PriceModelKind;
  rates: ArrayLike<number>;
  /** Where this product's rates start in `rates`. */
  offset: number;
  referenceRate: number | null;
  minEmployees: number | null;
}

/**
 * The product's price for the period (monthly; ×12 for guards and accidents) in its unit, before discounts,
 * and whether it is exact; NaN when someone cannot be priced. Matches calculatePrice's total.
 */
export function matrixPrice(product: MatrixProduct, household: Household): { amount: number; exact: boolean } {
  const months = periodMonthsOf(product.kind);
  const reference = product.referenceRate ?? Number.NaN;
  switch (product.kind) {
    case 'guardia':
      return { amount: reference * months, exact: true };
    case 'colectivo': {
      const min = Math.max(1, product.minEmployees ?? 1);
      if (household.employees > 0) return { amount: reference * Math.max(household.employees, min), exact: true };
      return { amount: reference * min, exact: false };
    }
    case 'mascota': {
      if (household.unpriceable) return { amount: Number.NaN, exact: true };
      if (household.petSlots.length === 0) return { amount: reference, exact: false };
      let sum = 0;
      for (const slot of household.petSlots) sum += product.rates[product.offset + slot] as number;
      return { amount: sum, exact: true };
    }
    default: {
      if (household.unpriceable) return { amount: Number.NaN, exact: true };
      if (household.personSlots.length === 0) return { amount: reference * months, exact: false };
      let sum = 0;
      for (const slot of household.personSlots) sum += product.rates[product.offset + slot] as number;
      return { amount: sum * months, exact: true };
    }
  }
}
