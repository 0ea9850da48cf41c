import { chileanDate } from '../../pricing/domain/chilean-day.js';
import type { Profile } from '../../pricing/domain/profile.js';
import { COLOMBIA_MIN_EMPLOYEES, isPeruSistemaPrevisional } from './edition-profile.js';
import { allowsDependants, formKindOf, type Country } from './form-definition.js';

/**
 * What the visitor typed in the profile form, before validation (spec 02 §3 PerfilIngreso). Numbers stay
 * text while typing so a half-typed age can be flagged (and shaken) instead of silently dropped.
 */
export type Sexo = 'Masculino' | 'Femenino';

export interface PersonValues {
  sexo: Sexo | '';
  edad: string;
}

export interface CargaValues extends PersonValues {
  parentescoCarga: 'Pareja' | 'Hijo' | 'Otro';
}

export interface PetValues {
  especie: 'perro' | 'gato';
  raza: string;
  edad: string;
}

export interface ProfileValues {
  productType: string;
  country: Country;
  cotizante: PersonValues & { ingreso: string };
  cargas: CargaValues[];
  mascota: PetValues[];
  cantidadempleados: string;
  titular: { nacionalidad: string; paisCobertura: string };
  epsActual: string;
  /** Peru and Colombia (issue 27): the department; '' elsewhere. Absent in values stored before it. */
  departamento?: string;
  /** Colombia: maternity cover wanted. */
  maternidad?: boolean;
  /** Peru's SCTR: monthly payroll as typed, work type and sector code. */
  sctr?: { ingreso: string; tipoTrabajo: string; sector: string };
  /** Peru's collectives (EPS para empresas, seguros para empresas): the employees' health system. */
  sistemaprevisional?: string;
}

export type ProfileResult =
  | { ok: true; profile: Profile; ingresodatos: true }
  | { ok: false; message: string; invalidCargas: number[]; invalidPets: number[] };

export const INVALID_PROFILE = 'Perfil inválido';
/** The Colombian minimum of employees (spec 02 §5, §9), kept with the other edition rules. */
export { COLOMBIA_MIN_EMPLOYEES };
export const MAX_AGE = 110;
/** "Up to three digits" for an age when its field definition names no maxDigits (spec 02 §5). */
export const DEFAULT_AGE_DIGITS = 3;
/** A pet's breed: the form stops there and the API refuses a longer one. */
export const MAX_BREED_LENGTH = 60;
/** The employee count as typed, dots included: "1.000.000" (parseCount's seven digits). */
export const EMPLOYEES_INPUT_LENGTH = 9;
/** The monthly income as typed, dots included. */
export const INCOME_INPUT_LENGTH = 12;
/** A contributor who picked no sex is priced as Masculino (spec 03 §3), and the form shows it checked. */
export const DEFAULT_COTIZANTE_SEXO: Sexo = 'Masculino';

export function emptyProfileValues(productType: string, country: Country): ProfileValues {
  const kind = formKindOf(productType);
  return {
    productType,
    country,
    cotizante: { sexo: DEFAULT_COTIZANTE_SEXO, edad: '', ingreso: '' },
    cargas: [],
    // A pet form starts with one pet row (spec 02 §4).
    mascota: kind === 'mascotas' ? [newPet()] : [],
    cantidadempleados: '',
    titular: { nacionalidad: '', paisCobertura: '' },
    epsActual: '',
    departamento: country === 'peru' ? 'Lima' : country === 'colombia' ? 'Bogotá D.C.' : '',
    maternidad: false,
    sctr: { ingreso: '', tipoTrabajo: '', sector: '' },
    sistemaprevisional: country === 'peru' ? 'essalud' : '',
  };
}

/** Ages are whole numbers of at least 0 (spec 02 §5), here also at most MAX_AGE. */
export function parseAge(text: string, max = MAX_AGE): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 0 && value <= max ? value : null;
}

/** Employee counts are typed with thousands dots; the dots are stripped (spec 03 §3, §5). */
export function parseCount(text: string): number | null {
  const digits = text.replace(/\./g, '').trim();
  if (!/^\d{1,7}$/.test(digits)) return null;
  return Number(digits);
}

/** Indexes of the dependants whose age is not valid: they shake and block closing (spec 02 §4). */
export function invalidCargaIndexes(cargas: readonly PersonValues[]): number[] {
  return cargas.flatMap((carga, index) => (parseAge(carga.edad) === null ? [index] : []));
}

/** One spouse at most: the option is disabled once one exists (spec 02 §4). */
export function canAddSpouse(cargas: readonly CargaValues[]): boolean {
  return !cargas.some((carga) => carga.parentescoCarga === 'Pareja');
}

export function canAddDependants(productType: string): boolean {
  return allowsDependants(productType);
}

/** The row a new dependant starts as: the spouse while there is none, then a child (spec 02 §4). */
export function newCarga(cargas: readonly CargaValues[]): CargaValues {
  return { parentescoCarga: canAddSpouse(cargas) ? 'Pareja' : 'Hijo', sexo: '', edad: '' };
}

/** The row a new pet starts as: a dog with no breed nor age yet. */
export function newPet(): PetValues {
  return { especie: 'perro', raza: '', edad: '' };
}

/** The contributor's sex as priced and shown: the one picked, else DEFAULT_COTIZANTE_SEXO. */
export function cotizanteSexo(cotizante: PersonValues): Sexo {
  return cotizante.sexo || DEFAULT_COTIZANTE_SEXO;
}

/** "Up to three digits" and digits-only typing for numeric fields (spec 02 §5). */
export function limitDigits(text: string, maxDigits: number): string {
  return text.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * Whole amounts typed with Chile's thousands dots (employees, income: "1.500.000"): digits and dots only,
 * at most `maxLength` characters.
 */
export function limitGroupedDigits(text: string, maxLength: number): string {
  return text.replace(/[^\d.]/g, '').slice(0, maxLength);
}

/** An age as typed: digits only, up to the field's maxDigits (DEFAULT_AGE_DIGITS when it names none). */
export function typedAge(text: string, field?: { maxDigits?: number }): string {
  return limitDigits(text, field?.maxDigits ?? DEFAULT_AGE_DIGITS);
}

/** The employee count as typed (the collective form): digits and dots, EMPLOYEES_INPUT_LENGTH at most. */
export function typedEmployees(text: string): string {
  return limitGroupedDigits(text, EMPLOYEES_INPUT_LENGTH);
}

/** The monthly income as typed (the persons form): digits and dots, INCOME_INPUT_LENGTH at most. */
export function typedIncome(text: string): string {
  return limitGroupedDigits(text, INCOME_INPUT_LENGTH);
}

/**
 * Decimal inputs: digits only, the configured decimals, and when the maximum is exceeded the leading
 * digit is dropped (spec 02 §5).
 */
export function sanitizeDecimal(text: string, options: { decimals: number; max: number }): string {
  let [whole = '', fraction] = text.replace(/[^\d,]/g, '').split(',');
  if (fraction !== undefined) fraction = fraction.slice(0, options.decimals);
  const valueOf = (w: string) => Number(`${w || '0'}.${fraction ?? ''}`);
  while (whole.length > 0 && valueOf(whole) > options.max) whole = whole.slice(1);
  return fraction !== undefined && options.decimals > 0 ? `${whole},${fraction}` : whole;
}

/** The message for fields to verify that are empty (spec 02 §5). */
export function missingFieldsMessage(missing: readonly string[]): string {
  return missing.length > 0
    ? `No se ingresaron los siguientes campos: ${missing.join(', ')}`
    : 'Se ingresaron todos los campos requeridos';
}

/** "Hoy" in form content is replaced by today's Chilean date (spec 02 §5), in es-CL: 22-11-2026. */
export function replaceHoy(text: string, now: Date): string {
  const [year, month, day] = chileanDate(now).split('-');
  return text.replace(/\bHoy\b/g, `${day}-${month}-${year}`);
}

const fail = (message: string, invalidCargas: number[] = [], invalidPets: number[] = []): ProfileResult => ({
  ok: false,
  message,
  invalidCargas,
  invalidPets,
});

/**
 * Validates the typed values and builds the profile the API prices (spec 02 §5). The first failing rule
 * gives the message; 'Perfil inválido' is the default.
 */
export function validateProfileValues(values: ProfileValues, options: { minEmployees?: number } = {}): ProfileResult {
  const kind = formKindOf(values.productType);
  if (values.cargas.length > 0 && !allowsDependants(values.productType)) {
    return fail('Este seguro no permite agregar cargas');
  }
  if (kind === 'colectivo') {
    const count = parseCount(values.cantidadempleados);
    if (count === null || count === 0) return fail('Ingresa la cantidad de empleados');
    if (values.country === 'colombia' && count < COLOMBIA_MIN_EMPLOYEES) {
      return fail(`La cantidad de empleados debe ser al menos ${COLOMBIA_MIN_EMPLOYEES}`);
    }
    if (options.minEmployees !== undefined && count < options.minEmployees) {
      return fail(`Seguro para un mínimo de ${options.minEmployees}`);
    }
    if (values.productType === 'SCTR') {
      // Peru's SCTR (issue 27): priced on the payroll by work sector.
      const payroll = parseCount(values.sctr?.ingreso ?? '');
      if (payroll === null || payroll === 0) return fail('Ingresa la planilla mensual de la empresa');
      if (!values.sctr?.sector) return fail('Elige el sector de la empresa');
      return {
        ok: true,
        ingresodatos: true,
        profile: {
          cantidadEmpleados: count,
          sctr: { ingreso: payroll, sector: values.sctr.sector, tipoTrabajo: values.sctr.tipoTrabajo || null },
        },
      };
    }
    const profile: Profile =
      values.productType === 'SEGURO DE GUARDIA' ? { cantidadGuardias: count } : { cantidadEmpleados: count };
    if (values.country === 'peru' && values.sistemaprevisional) {
      // Peru's collectives (issue 27): the employees' health system, one of the form's options.
      if (!isPeruSistemaPrevisional(values.sistemaprevisional))
        return fail('Elige el sistema de salud de los empleados');
      profile.sistemaPrevisional = values.sistemaprevisional;
    }
    return { ok: true, profile, ingresodatos: true };
  }
  if (kind === 'mascotas') {
    if (values.mascota.length === 0) return fail(INVALID_PROFILE);
    const invalidPets = values.mascota.flatMap((pet, i) => (parseAge(pet.edad, 30) === null ? [i] : []));
    if (invalidPets.length > 0) return fail('Ingresa una edad válida para cada mascota', [], invalidPets);
    return {
      ok: true,
      ingresodatos: true,
      profile: {
        mascota: values.mascota.map((pet) => ({
          especie: pet.especie,
          edad: parseAge(pet.edad, 30)!,
          ...(pet.raza.trim() ? { raza: pet.raza.trim() } : {}),
        })),
      },
    };
  }
  if (values.country === 'colombia' && values.epsActual === 'notengo') {
    return fail('Este seguro requiere que tengas una EPS');
  }
  const edad = parseAge(values.cotizante.edad);
  if (edad === null) return fail('Ingresa una edad válida entre 0 y 110 años');
  const cargas = values.cargas;
  const invalid = invalidCargaIndexes(cargas);
  if (invalid.length > 0) return fail('Las edades de las cargas deben ser números mayores o iguales a 0', invalid);
  if (cargas.filter((carga) => carga.parentescoCarga === 'Pareja').length > 1) {
    return fail('Solo se puede agregar una pareja');
  }
  let ingreso: number | null = null;
  if (values.cotizante.ingreso.trim() !== '') {
    ingreso = parseCount(values.cotizante.ingreso);
    if (ingreso === null) return fail('El ingreso debe ser un monto en pesos, sin decimales');
  }
  const spouse = cargas.find((carga) => carga.parentescoCarga === 'Pareja');
  const profile: Profile = {
    cotizante: [
      { edad, sexo: cotizanteSexo(values.cotizante), type: 'cotizante', ...(ingreso ? { ingreso } : {}) },
      ...(spouse ? [{ edad: parseAge(spouse.edad)!, sexo: spouse.sexo || 'Femenino', type: 'pareja' as const }] : []),
    ],
    cargas: cargas
      .filter((carga) => carga !== spouse)
      .map((carga) => ({
        edad: parseAge(carga.edad)!,
        parentescoCarga: carga.parentescoCarga,
        ...(carga.sexo ? { sexo: carga.sexo } : {}),
      })),
  };
  if (kind === 'internacional' && !values.titular.nacionalidad.trim() && !values.titular.paisCobertura.trim()) {
    return fail('Ingresa tu nacionalidad o el país de cobertura');
  }
  // The editions' fields (issue 27), only where the edition asks them.
  if (values.departamento && (values.country === 'peru' || values.country === 'colombia')) {
    profile.departamento = values.departamento;
  }
  if (values.country === 'colombia') {
    if (values.epsActual) profile.epsActual = values.epsActual;
    if (values.maternidad) profile.maternidad = true;
  }
  if (kind === 'internacional') {
    if (values.titular.nacionalidad.trim()) profile.nacionalidad = values.titular.nacionalidad.trim();
    if (values.titular.paisCobertura.trim()) profile.paisCobertura = values.titular.paisCobertura.trim();
  }
  return { ok: true, profile, ingresodatos: true };
}
