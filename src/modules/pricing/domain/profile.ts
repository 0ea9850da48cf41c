/**
 * The profile a visitor enters ("¿Quiénes se asegurarán?", spec 02 §2.10 §3, spec 03 §3) and the list of
 * insured persons a price is the sum over. Pure and browser-safe: the site builds and checks the same shape.
 */

export const SEXOS = ['Masculino', 'Femenino'] as const;
export type Sexo = (typeof SEXOS)[number];

export const ESPECIES = ['perro', 'gato'] as const;
export type Especie = (typeof ESPECIES)[number];

export const PREVISIONES = ['Fonasa', 'Isapre'] as const;
export type Prevision = (typeof PREVISIONES)[number];

/** Who a tariff row prices. */
export const INSURED_ROLES = ['cotizante', 'pareja', 'carga', 'mascota'] as const;
export type InsuredRole = (typeof INSURED_ROLES)[number];

/** A person in the cotizante list: the first is the contributor, a second (or one typed 'pareja') the partner. */
export interface ProfilePerson {
  edad: number;
  sexo?: Sexo;
  /** Monthly gross income in CLP (Chile). */
  ingreso?: number | null;
  /** True when `ingreso` is already the taxable income (renta imponible), not gross (spec 03 §3 imponible). */
  imponible?: boolean;
  type?: 'cotizante' | 'pareja' | 'carga';
}

export interface ProfileCarga {
  edad: number;
  sexo?: Sexo;
  parentescoCarga?: string;
}

export interface ProfilePet {
  especie: Especie;
  edad: number;
  raza?: string;
  nombre?: string;
}

/** The profile as the API receives it (POST /api/insurance/compare/metadata, calculatePrice). */
export interface Profile {
  cotizante?: ProfilePerson[];
  cargas?: ProfileCarga[];
  mascota?: ProfilePet[];
  /** Company employee count (collective insurance). */
  cantidadEmpleados?: number | null;
  /** Guards to insure (guard insurance). */
  cantidadGuardias?: number | null;
  prevision?: Prevision | null;
  /** Peru and Colombia: the visitor's department (region). */
  departamento?: string | null;
  /** Colombia: the visitor's current EPS ('notengo': none). */
  epsActual?: string | null;
  /** Colombia: maternity cover wanted. */
  maternidad?: boolean | null;
  /** International: the titular's nationality and the country the cover is wanted in (spec 02 §3 titular). */
  nacionalidad?: string | null;
  paisCobertura?: string | null;
  /** Peru collective: the employees' health system (EsSalud, EPS). */
  sistemaPrevisional?: string | null;
  /** Peru SCTR: monthly payroll in soles, work sector code and work sector type (spec 03 §3). */
  sctr?: { ingreso: number; sector: string; tipoTrabajo?: string | null } | null;
}

/** One insured person (or pet) after normalisation. */
export interface InsuredPerson {
  role: InsuredRole;
  edad: number;
  /** Null for pets. */
  sexo: Sexo | null;
  especie?: Especie;
  /** Spanish description, e.g. 'Cotizante, 35 años, Masculino'. */
  label: string;
}

/** Spec 03 §3: the default Chile profile (Masculino, 27 years, income 1,650,000). */
export const DEFAULT_PROFILE: Readonly<Profile> = Object.freeze<Profile>({
  cotizante: [{ sexo: 'Masculino', edad: 27, ingreso: 1_650_000, type: 'cotizante' }],
});

export const PROFILE_LIMITS = {
  maxAge: 110,
  maxPetAge: 30,
  maxCargas: 12,
  maxPets: 10,
  maxEmployees: 100_000,
  maxIncome: 1_000_000_000,
} as const;

const ROLE_LABEL: Record<InsuredRole, string> = {
  cotizante: 'Cotizante',
  pareja: 'Pareja',
  carga: 'Carga',
  mascota: 'Mascota',
};

function personLabel(role: InsuredRole, edad: number, sexo: Sexo | null, especie?: Especie): string {
  const years = `${edad} ${edad === 1 ? 'año' : 'años'}`;
  if (role === 'mascota') return `${ROLE_LABEL.mascota} (${especie === 'gato' ? 'gato' : 'perro'}), ${years}`;
  return `${ROLE_LABEL[role]}, ${years}${sexo ? `, ${sexo}` : ''}`;
}

/**
 * The insured persons of a profile, in order: contributor, partner, dependants, pets. The first cotizante
 * defaults to Masculino and the partner to Femenino (spec 03 §3); dependants without sex stay null.
 */
export function insuredPersons(profile: Profile | null | undefined): InsuredPerson[] {
  if (!profile) return [];
  const persons: InsuredPerson[] = [];
  let hasContributor = false;
  let hasPartner = false;
  for (const person of profile.cotizante ?? []) {
    let role: InsuredRole;
    if (person.type === 'carga') role = 'carga';
    else if (person.type === 'pareja' || (hasContributor && !hasPartner)) role = 'pareja';
    else if (!hasContributor) role = 'cotizante';
    else role = 'carga';
    if (role === 'cotizante') hasContributor = true;
    if (role === 'pareja') hasPartner = true;
    const sexo = person.sexo ?? (role === 'pareja' ? 'Femenino' : role === 'cotizante' ? 'Masculino' : null);
    persons.push({ role, edad: person.edad, sexo, label: personLabel(role, person.edad, sexo) });
  }
  for (const carga of profile.cargas ?? []) {
    const sexo = carga.sexo ?? null;
    persons.push({ role: 'carga', edad: carga.edad, sexo, label: personLabel('carga', carga.edad, sexo) });
  }
  for (const pet of profile.mascota ?? []) {
    persons.push({
      role: 'mascota',
      edad: pet.edad,
      sexo: null,
      especie: pet.especie,
      label: personLabel('mascota', pet.edad, null, pet.especie),
    });
  }
  return persons;
}

/** True when the visitor entered something a price can be computed from (spec 01 §4: exact vs 'Desde'). */
export function hasProfileData(profile: Profile | null | undefined): boolean {
  if (!profile) return false;
  return (
    (profile.cotizante?.length ?? 0) > 0 ||
    (profile.cargas?.length ?? 0) > 0 ||
    (profile.mascota?.length ?? 0) > 0 ||
    (profile.cantidadEmpleados ?? 0) > 0 ||
    (profile.cantidadGuardias ?? 0) > 0 ||
    // International: a nationality or a country of coverage marks the profile as entered (spec 02 §5).
    !!profile.nacionalidad?.trim() ||
    !!profile.paisCobertura?.trim() ||
    (profile.sctr?.ingreso ?? 0) > 0
  );
}

/** Age of the first contributor, or null (used by the promo-card rule, spec 01 §4). */
export function firstContributorAge(profile: Profile | null | undefined): number | null {
  const first = profile?.cotizante?.[0];
  return first && Number.isFinite(first.edad) ? first.edad : null;
}

/** Income of the first contributor that has one (the isapre 7% model), or null. */
export function contributorIncome(profile: Profile | null | undefined): number | null {
  for (const person of profile?.cotizante ?? []) {
    if (typeof person.ingreso === 'number' && person.ingreso > 0) return person.ingreso;
  }
  return null;
}

/** Whether the contributor's income was declared as taxable (imponible) rather than gross (spec 03 §3, §9). */
export function incomeIsTaxable(profile: Profile | null | undefined): boolean {
  for (const person of profile?.cotizante ?? []) {
    if (typeof person.ingreso === 'number' && person.ingreso > 0) return person.imponible === true;
  }
  return false;
}

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Spanish messages for what is wrong with a profile (empty when it is valid): ages are whole numbers
 * 0-110 (pets 0-30), at most one partner, counts within limits, income not negative.
 */
export function profileErrors(profile: Profile): string[] {
  const errors: string[] = [];
  const people = profile.cotizante ?? [];
  people.forEach((person, i) => {
    if (!isWholeNumber(person.edad, 0, PROFILE_LIMITS.maxAge)) {
      errors.push(`cotizante.${i}.edad: la edad debe ser un número entero entre 0 y ${PROFILE_LIMITS.maxAge}`);
    }
    if (person.ingreso != null && !(person.ingreso >= 0 && person.ingreso <= PROFILE_LIMITS.maxIncome)) {
      errors.push(`cotizante.${i}.ingreso: el ingreso debe ser un monto en pesos no negativo`);
    }
  });
  if (people.filter((person) => person.type === 'pareja').length > 1) {
    errors.push('cotizante: solo se puede agregar una pareja');
  }
  const cargas = profile.cargas ?? [];
  if (cargas.length > PROFILE_LIMITS.maxCargas) errors.push(`cargas: máximo ${PROFILE_LIMITS.maxCargas} cargas`);
  cargas.forEach((carga, i) => {
    if (!isWholeNumber(carga.edad, 0, PROFILE_LIMITS.maxAge)) {
      errors.push(`cargas.${i}.edad: la edad debe ser un número entero entre 0 y ${PROFILE_LIMITS.maxAge}`);
    }
  });
  const pets = profile.mascota ?? [];
  if (pets.length > PROFILE_LIMITS.maxPets) errors.push(`mascota: máximo ${PROFILE_LIMITS.maxPets} mascotas`);
  pets.forEach((pet, i) => {
    if (!isWholeNumber(pet.edad, 0, PROFILE_LIMITS.maxPetAge)) {
      errors.push(`mascota.${i}.edad: la edad debe ser un número entero entre 0 y ${PROFILE_LIMITS.maxPetAge}`);
    }
  });
  for (const field of ['cantidadEmpleados', 'cantidadGuardias'] as const) {
    const value = profile[field];
    if (value != null && !isWholeNumber(value, 0, PROFILE_LIMITS.maxEmployees)) {
      errors.push(`${field}: debe ser un número entero entre 0 y ${PROFILE_LIMITS.maxEmployees}`);
    }
  }
  return errors;
}
