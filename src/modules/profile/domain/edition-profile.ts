import { coverageZoneOf } from '../../pricing/domain/edition-price.js';
import type { Profile, ProfileCarga, ProfilePerson } from '../../pricing/domain/profile.js';
import type { Edition } from './editions.js';

/**
 * The profile shapes that differ by edition (issue 27, spec 03 §3, spec 02 §3 §5), with the edition as
 * input: Colombia's titular (sexoTitular, edadTitular, maternidad, epsActual), cargas (sexoCarga, edadCarga,
 * parentescoCarga) and departamento; Peru's departamento, collective sistemaprevisional and SCTR (cantidad de
 * empleados, ingreso, sector, tipo_trabajo); the international titular (sexo, edad, nacionalidad,
 * paisCobertura). Every shape is read into the one Profile the pricing uses.
 */

/** The Colombian minimum of employees (spec 02 §5, §9). */
export const COLOMBIA_MIN_EMPLOYEES = 10;

/** Peru's departments (and the Constitutional Province of Callao). */
export const PERU_DEPARTAMENTOS: readonly string[] = Object.freeze([
  'Amazonas',
  'Áncash',
  'Apurímac',
  'Arequipa',
  'Ayacucho',
  'Cajamarca',
  'Callao',
  'Cusco',
  'Huancavelica',
  'Huánuco',
  'Ica',
  'Junín',
  'La Libertad',
  'Lambayeque',
  'Lima',
  'Loreto',
  'Madre de Dios',
  'Moquegua',
  'Pasco',
  'Piura',
  'Puno',
  'San Martín',
  'Tacna',
  'Tumbes',
  'Ucayali',
]);

/** Colombia's departments and the Capital District. */
export const COLOMBIA_DEPARTAMENTOS: readonly string[] = Object.freeze([
  'Amazonas',
  'Antioquia',
  'Arauca',
  'Atlántico',
  'Bogotá D.C.',
  'Bolívar',
  'Boyacá',
  'Caldas',
  'Caquetá',
  'Casanare',
  'Cauca',
  'Cesar',
  'Chocó',
  'Córdoba',
  'Cundinamarca',
  'Guainía',
  'Guaviare',
  'Huila',
  'La Guajira',
  'Magdalena',
  'Meta',
  'Nariño',
  'Norte de Santander',
  'Putumayo',
  'Quindío',
  'Risaralda',
  'San Andrés y Providencia',
  'Santander',
  'Sucre',
  'Tolima',
  'Valle del Cauca',
  'Vaupés',
  'Vichada',
]);

/** Colombia's EPS a visitor may name as their current one ('notengo': none), public names. */
export const COLOMBIA_EPS: readonly { value: string; label: string }[] = Object.freeze([
  { value: 'sura', label: 'EPS Sura' },
  { value: 'sanitas', label: 'EPS Sanitas' },
  { value: 'nuevaeps', label: 'Nueva EPS' },
  { value: 'compensar', label: 'Compensar EPS' },
  { value: 'famisanar', label: 'Famisanar' },
  { value: 'saludtotal', label: 'Salud Total EPS' },
  { value: 'coosalud', label: 'Coosalud EPS' },
  { value: 'mutualser', label: 'Mutual Ser EPS' },
  { value: 'aliansalud', label: 'Aliansalud EPS' },
  { value: 'notengo', label: 'No tengo EPS' },
]);

/** Peru's health systems of a company's employees (collective). */
export const PERU_SISTEMAS_PREVISIONALES: readonly { value: string; label: string }[] = Object.freeze([
  { value: 'essalud', label: 'EsSalud' },
  { value: 'essalud-eps', label: 'EsSalud con EPS' },
  { value: 'ninguno', label: 'Ninguno' },
]);

/** Whether a value is one of Peru's health systems of a company's employees (the form's options). */
export function isPeruSistemaPrevisional(value: unknown): boolean {
  return typeof value === 'string' && PERU_SISTEMAS_PREVISIONALES.some((option) => option.value === value);
}

/** The options as a Spanish list for the refusal message: 'EsSalud, EsSalud con EPS o Ninguno'. */
const PERU_SISTEMAS_TEXT = (() => {
  const labels = PERU_SISTEMAS_PREVISIONALES.map((option) => option.label);
  return `${labels.slice(0, -1).join(', ')} o ${labels.at(-1)}`;
})();

/** The departments an edition's form offers (none in Chile, which asks for a region; none internationally). */
export function departamentosOf(edition: Pick<Edition, 'code'>): readonly string[] {
  if (edition.code === 'PE') return PERU_DEPARTAMENTOS;
  if (edition.code === 'CO') return COLOMBIA_DEPARTAMENTOS;
  return [];
}

/** The edition's default profile: Chile's of spec 03 §3; elsewhere the default sex and age 25 (spec 03 §9). */
export function defaultProfileOf(edition: Pick<Edition, 'code' | 'defaultSexo' | 'defaultAge'>): Profile {
  if (edition.code === 'CL') {
    return { cotizante: [{ sexo: 'Masculino', edad: 27, ingreso: 1_650_000, type: 'cotizante' }] };
  }
  return { cotizante: [{ sexo: edition.defaultSexo, edad: edition.defaultAge, type: 'cotizante' }] };
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/\./g, '').replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};
const bool = (v: unknown): boolean | undefined =>
  typeof v === 'boolean'
    ? v
    : v === 'true' || v === 'si' || v === 'sí'
      ? true
      : v === 'false' || v === 'no'
        ? false
        : undefined;

/**
 * Reads the edition spellings into the canonical profile keys, leaving everything else as it came (the
 * API's schema validates the result): `titular` { sexoTitular | sexo, edadTitular | edad, nacionalidad,
 * paisCobertura } becomes the first cotizante plus nacionalidad and paisCobertura; cargas' sexoCarga and
 * edadCarga become sexo and edad; `sistemaprevisional` sistemaPrevisional; an `sctr` object or flat
 * `ingreso`, `sector`, `tipo_trabajo` the sctr object. Pure; unknown shapes pass through untouched.
 */
export function normaliseEditionProfile(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Raw = { ...value };
  const titular = value.titular;
  if (isObject(titular)) {
    const sexo = text(titular.sexoTitular) ?? text(titular.sexo);
    const edad = num(titular.edadTitular) ?? num(titular.edad);
    if (edad !== undefined && out.cotizante === undefined) {
      out.cotizante = [{ ...(sexo ? { sexo } : {}), edad, type: 'cotizante' }];
    }
    if (out.nacionalidad === undefined && text(titular.nacionalidad)) out.nacionalidad = text(titular.nacionalidad);
    if (out.paisCobertura === undefined && text(titular.paisCobertura)) out.paisCobertura = text(titular.paisCobertura);
    if (out.maternidad === undefined && titular.maternidad !== undefined) out.maternidad = titular.maternidad;
    if (out.epsActual === undefined && titular.epsActual !== undefined) out.epsActual = titular.epsActual;
    delete out.titular;
  }
  if (Array.isArray(value.cargas)) {
    out.cargas = value.cargas.map((carga: unknown) => {
      if (!isObject(carga)) return carga;
      const c: Raw = { ...carga };
      if (c.sexo === undefined && c.sexoCarga !== undefined) c.sexo = c.sexoCarga;
      if (c.edad === undefined && c.edadCarga !== undefined) c.edad = c.edadCarga;
      delete c.sexoCarga;
      delete c.edadCarga;
      return c;
    });
  }
  if (out.sistemaPrevisional === undefined && value.sistemaprevisional !== undefined) {
    out.sistemaPrevisional = value.sistemaprevisional;
    delete out.sistemaprevisional;
  }
  if (out.maternidad !== undefined) out.maternidad = bool(out.maternidad) ?? out.maternidad;
  const sctr = isObject(value.sctr) ? value.sctr : null;
  const flatSector = text(value.sector);
  if (sctr || flatSector) {
    const source = sctr ?? value;
    const ingreso = num(source.ingreso);
    out.sctr = {
      ingreso: ingreso ?? source.ingreso,
      sector: text(source.sector) ?? source.sector,
      tipoTrabajo: text(source.tipoTrabajo) ?? text(source.tipo_trabajo) ?? null,
    };
    if (sctr && out.cantidadEmpleados === undefined && out.cantidadempleados === undefined) {
      const employees = num(sctr.cantidadempleados) ?? num(sctr.cantidadEmpleados);
      if (employees !== undefined) out.cantidadEmpleados = employees;
    }
    if (!sctr) {
      delete out.ingreso;
      delete out.sector;
    }
    delete out.tipo_trabajo;
  }
  return out;
}

/** The kinds of product whose profile rules differ (from the comparison's productType). */
export type EditionProfileKind = 'personas' | 'colectivo' | 'sctr' | 'internacional' | 'mascotas';

export function editionProfileKindOf(productType: string | null | undefined): EditionProfileKind {
  const type = (productType ?? '').trim().toUpperCase();
  if (type === 'SCTR') return 'sctr';
  if (type === 'SEGURO_MASCOTAS') return 'mascotas';
  if (type === 'SEGURO INTERNACIONAL') return 'internacional';
  if (type === 'COLECTIVO' || type === 'SEGURO COLECTIVO' || type === 'SEGURO DE GUARDIA' || type === 'EPS EMPRESA')
    return 'colectivo';
  return 'personas';
}

/**
 * Spanish messages for what the edition's rules refuse in a profile (empty when it passes), on top of the
 * shape rules every edition shares (pricing's profileErrors):
 * - Colombia: a collective needs at least 10 employees; the titular must have an EPS (epsActual ≠ notengo);
 *   the department, when given, must be Colombian;
 * - Peru: the department, when given, must be Peruvian; SCTR needs employees, a payroll and a sector; a
 *   collective's sistemaprevisional, when given, must be one of the form's options;
 * - international: SEGURO INTERNACIONAL needs a nationality or a country of coverage;
 * - Chile: none of the other editions' fields.
 */
export function editionProfileErrors(
  edition: Pick<Edition, 'code'>,
  profile: Profile,
  productType?: string | null,
): string[] {
  const errors: string[] = [];
  const kind = editionProfileKindOf(productType);
  const employees = profile.cantidadEmpleados ?? null;
  const departamentos = departamentosOf(edition);
  if (profile.departamento && departamentos.length > 0 && !departamentos.includes(profile.departamento)) {
    errors.push(
      `departamento: ${profile.departamento} no es un departamento de ${edition.code === 'PE' ? 'Perú' : 'Colombia'}`,
    );
  }
  if (profile.departamento && departamentos.length === 0) {
    errors.push('departamento: este sitio no pide departamento');
  }
  switch (edition.code) {
    case 'CO':
      if (kind === 'colectivo' && employees !== null && employees < COLOMBIA_MIN_EMPLOYEES) {
        errors.push(`cantidadempleados: la cantidad de empleados debe ser al menos ${COLOMBIA_MIN_EMPLOYEES}`);
      }
      if (profile.epsActual === 'notengo') errors.push('epsActual: este seguro requiere que tengas una EPS');
      break;
    case 'PE':
      if (kind === 'sctr') {
        if (!employees || employees <= 0) errors.push('cantidadempleados: ingresa la cantidad de empleados');
        if (!profile.sctr || !(profile.sctr.ingreso > 0)) errors.push('sctr.ingreso: ingresa la planilla mensual');
        if (!profile.sctr?.sector) errors.push('sctr.sector: elige el sector de la empresa');
      }
      if (
        kind === 'colectivo' &&
        profile.sistemaPrevisional != null &&
        !isPeruSistemaPrevisional(profile.sistemaPrevisional)
      ) {
        errors.push(`sistemaprevisional: elige ${PERU_SISTEMAS_TEXT}`);
      }
      break;
    case 'INT':
      if (kind === 'internacional' && !profile.nacionalidad?.trim() && !profile.paisCobertura?.trim()) {
        errors.push('titular: ingresa tu nacionalidad o el país de cobertura');
      }
      break;
    case 'CL':
      break;
  }
  if (edition.code !== 'CO' && profile.epsActual) errors.push('epsActual: solo se pide en Colombia');
  if (edition.code !== 'PE' && profile.sctr) errors.push('sctr: el SCTR solo se vende en Perú');
  return errors;
}

/** Whether the visitor entered a profile (spec 02 §5): any person, count, or internationally a country. */
export function isProfileEntered(edition: Pick<Edition, 'code'>, profile: Profile | null | undefined): boolean {
  if (!profile) return false;
  if (edition.code === 'INT' && (profile.nacionalidad?.trim() || profile.paisCobertura?.trim())) return true;
  return (
    (profile.cotizante?.length ?? 0) > 0 ||
    (profile.cargas?.length ?? 0) > 0 ||
    (profile.mascota?.length ?? 0) > 0 ||
    (profile.cantidadEmpleados ?? 0) > 0 ||
    (profile.cantidadGuardias ?? 0) > 0 ||
    (profile.sctr?.ingreso ?? 0) > 0
  );
}

/**
 * The first cotizante with the edition's default sex when none was chosen (Masculino in Peru and Colombia,
 * spec 03 §9), and the cargas as they are.
 */
export function withEditionDefaults(edition: Pick<Edition, 'defaultSexo'>, profile: Profile): Profile {
  const cotizante: ProfilePerson[] | undefined = profile.cotizante?.map((person, i) =>
    i === 0 && !person.sexo ? { ...person, sexo: edition.defaultSexo } : person,
  );
  const cargas: ProfileCarga[] | undefined = profile.cargas;
  return { ...profile, ...(cotizante ? { cotizante } : {}), ...(cargas ? { cargas } : {}) };
}

/** The international coverage zone a profile asks for (from paisCobertura), or null. */
export function profileCoverageZone(profile: Profile | null | undefined) {
  return coverageZoneOf(profile?.paisCobertura ?? null);
}
