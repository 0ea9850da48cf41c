import { COMPARE_ORDERS, profileErrors, type Profile, type Sexo } from '../../../pricing/index.js';
import { MAX_COTIZANTES } from '../../../profile/index.js';
import { FIRST_PAGE, MAX_TAKE, PAGE_SIZE, type CompareRequest } from '../../domain/compare.js';
import { parse } from './parse.js';
import { compareRequestSchema } from './schemas.js';

/**
 * The comparison request's common shape read without zod (issue 31: zod's preprocess chain was a visible
 * share of a comparison never asked before). It answers only for a body it can read exactly as
 * compareRequestSchema would — plain JSON types, known keys, valid values, the canonical spellings — and
 * gives the very object the schema gives (same members, same order). Anything else (an alias key, a
 * string where a number goes, an unknown or edition spelling, any invalid value) answers undefined, and the
 * schema reads it: its Spanish messages stay the only ones. Proven against the schema in the test beside.
 */
export function fastCompareRequest(input: unknown): CompareRequest | undefined {
  if (!isRecord(input)) return undefined;
  for (const key in input) if (!REQUEST_KEYS.has(key)) return undefined;
  const profile = input.profile === undefined || input.profile === null ? null : fastProfile(input.profile);
  if (profile === undefined) return undefined;
  const page = wholeOr(input.page, FIRST_PAGE, 1, Number.MAX_SAFE_INTEGER);
  const take = wholeOr(input.take, PAGE_SIZE, 1, MAX_TAKE);
  const insuranceTypes = idsOrCodes(input.insuranceTypes);
  const organizationType = organizationTypes(input.organizationType);
  const organizations = idsOrCodes(input.organizations);
  const coverageCountries = strings(input.coverageCountries, 2, 10);
  const coverageOrganizations = idsOrCodes(input.coverageOrganizations);
  const features = featureList(input.features);
  const featuresFilter = flag(input.featuresFilter);
  const fromPrice = amount(input.fromPrice);
  const toPrice = amount(input.toPrice);
  const fromDeductible = amount(input.fromDeductible);
  const toDeductible = amount(input.toDeductible);
  const deductiblesToCompare = amounts(input.deductiblesToCompare);
  const targetCurrency = currency(input.targetCurrency);
  const productType = text(input.productType, 60);
  const order = compareOrder(input.order);
  const uuid = requestUuid(input.uuid);
  const ponderer = share(input.ponderer);
  const comparator = comparatorOf(input.comparator);
  const displayShowcase = flag(input.displayShowcase);
  const location = input.location === undefined || input.location === null ? null : undefined;
  if (
    page === undefined ||
    take === undefined ||
    insuranceTypes === undefined ||
    organizationType === undefined ||
    organizations === undefined ||
    coverageCountries === undefined ||
    coverageOrganizations === undefined ||
    features === undefined ||
    featuresFilter === undefined ||
    fromPrice === undefined ||
    toPrice === undefined ||
    fromDeductible === undefined ||
    toDeductible === undefined ||
    deductiblesToCompare === undefined ||
    targetCurrency === undefined ||
    productType === undefined ||
    order === undefined ||
    uuid === undefined ||
    ponderer === undefined ||
    comparator === undefined ||
    displayShowcase === undefined ||
    location === undefined
  ) {
    return undefined;
  }
  // The schema's member order (its shape's), as its output has it.
  return {
    profile,
    page,
    take,
    insuranceTypes,
    organizationType,
    organizations,
    coverageCountries,
    coverageOrganizations,
    features,
    featuresFilter,
    fromPrice,
    toPrice,
    fromDeductible,
    toDeductible,
    deductiblesToCompare,
    targetCurrency,
    productType,
    order,
    uuid,
    ponderer,
    comparator,
    displayShowcase,
    location,
  };
}

const REQUEST_KEYS = new Set([
  'profile',
  'page',
  'take',
  'insuranceTypes',
  'organizationType',
  'organizations',
  'coverageCountries',
  'coverageOrganizations',
  'features',
  'featuresFilter',
  'fromPrice',
  'toPrice',
  'fromDeductible',
  'toDeductible',
  'deductiblesToCompare',
  'targetCurrency',
  'productType',
  'order',
  'uuid',
  'ponderer',
  'comparator',
  'displayShowcase',
  'location',
]);
const PROFILE_KEYS = new Set(['cotizante', 'cargas', 'prevision']);
const PERSON_KEYS = new Set(['edad', 'sexo', 'ingreso', 'imponible', 'type']);
const CARGA_KEYS = new Set(['edad', 'sexo', 'parentescoCarga']);
const ORGANIZATION_TYPES = new Set(['ASEGURADORA', 'ISAPRE', 'CLINICA']);
const CURRENCIES = new Set(['CLP', 'UF', 'USD', 'PEN', 'COP']);
const ORDERS = new Set<string>(COMPARE_ORDERS);
const PERSON_TYPES = new Set(['cotizante', 'pareja', 'carga']);
const PREVISION_VALUES = new Set(['Fonasa', 'Isapre']);
const UUID = /^[A-Za-z0-9-]{8,64}$/;
const MAX_CARGAS = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** A whole number in range, or the default when absent. */
function wholeOr(value: unknown, absent: number, min: number, max: number): number | undefined {
  if (value === undefined) return absent;
  return isWhole(value, min, max) ? value : undefined;
}

/** A number ≥ 0 or null (absent: null). */
function amount(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function share(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined;
}

/** A JSON boolean (absent: false); the schema's 'true', '1'… spellings go to the schema. */
function flag(value: unknown): boolean | undefined {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : undefined;
}

/** A list of ids (whole numbers) or codes (1-120 characters), copied (absent: empty). */
function idsOrCodes(value: unknown): (number | string)[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: (number | string)[] = [];
  for (const item of value) {
    if (typeof item === 'string' ? item.length < 1 || item.length > 120 : !isWhole(item, -Infinity, Infinity)) {
      return undefined;
    }
    out.push(item as number | string);
  }
  return out;
}

function strings(value: unknown, min: number, max: number): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || item.length < min || item.length > max) return undefined;
    out.push(item);
  }
  return out;
}

/** Feature codes (1-80 characters) or ids (whole numbers, as the schema turns them: text). */
function featureList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.length >= 1 && item.length <= 80) out.push(item);
    else if (isWhole(item, -Infinity, Infinity)) out.push(String(item));
    else return undefined;
  }
  return out;
}

function amounts(value: unknown): number[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: number[] = [];
  for (const item of value) {
    if (typeof item !== 'number' || !(item >= 0)) return undefined;
    out.push(item);
  }
  return out;
}

/** The canonical spellings only (the schema reads 'aseguradoras', 'Clínica'…); one at least. */
function organizationTypes(value: unknown): CompareRequest['organizationType'] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  for (const item of value) if (typeof item !== 'string' || !ORGANIZATION_TYPES.has(item)) return undefined;
  return value.slice() as CompareRequest['organizationType'];
}

function currency(value: unknown): CompareRequest['targetCurrency'] | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  if (code === '') return null;
  return CURRENCIES.has(code) ? (code as CompareRequest['targetCurrency']) : undefined;
}

/** Text up to max characters; absent, null or empty: null. */
function text(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function compareOrder(value: unknown): CompareRequest['order'] | undefined {
  if (value === undefined || value === null || value === '') return 'recommended';
  return typeof value === 'string' && ORDERS.has(value) ? (value as CompareRequest['order']) : undefined;
}

function requestUuid(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

function comparatorOf(value: unknown): string | number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value.length <= 120 ? value : undefined;
  return isWhole(value, -Infinity, Infinity) ? value : undefined;
}

/** 'Masculino' or 'Femenino', as the schema reads a sex (its m/f/hombre/mujer spellings included). */
function sexOf(value: unknown): Sexo | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'm' || v === 'masculino' || v === 'hombre') return 'Masculino';
  if (v === 'f' || v === 'femenino' || v === 'mujer') return 'Femenino';
  return undefined;
}

/**
 * A profile of contributors, dependants and a prevision only, in the canonical keys (the editions' and the
 * age-key spellings go to the schema), valid by pricing's profileErrors. Undefined otherwise.
 */
function fastProfile(value: unknown): Profile | undefined {
  if (!isRecord(value)) return undefined;
  for (const key in value) if (!PROFILE_KEYS.has(key)) return undefined;
  const profile: Profile = {};
  if (value.cotizante !== undefined) {
    const list = value.cotizante;
    if (!Array.isArray(list) || list.length > MAX_COTIZANTES) return undefined;
    const people: NonNullable<Profile['cotizante']> = [];
    for (const raw of list) {
      if (!isRecord(raw)) return undefined;
      for (const key in raw) if (!PERSON_KEYS.has(key)) return undefined;
      if (!isWhole(raw.edad, 0, 110)) return undefined;
      const person: NonNullable<Profile['cotizante']>[number] = { edad: raw.edad };
      if (raw.sexo !== undefined) {
        const sexo = sexOf(raw.sexo);
        if (sexo === undefined) return undefined;
        person.sexo = sexo;
      }
      if (raw.ingreso !== undefined) {
        const ingreso = amount(raw.ingreso);
        if (ingreso === undefined) return undefined;
        person.ingreso = ingreso;
      }
      if (raw.imponible !== undefined) {
        if (typeof raw.imponible !== 'boolean') return undefined;
        person.imponible = raw.imponible;
      }
      if (raw.type !== undefined) {
        if (typeof raw.type !== 'string' || !PERSON_TYPES.has(raw.type)) return undefined;
        person.type = raw.type as 'cotizante' | 'pareja' | 'carga';
      }
      people.push(person);
    }
    profile.cotizante = people;
  }
  if (value.cargas !== undefined) {
    const list = value.cargas;
    if (!Array.isArray(list) || list.length > MAX_CARGAS) return undefined;
    const cargas: NonNullable<Profile['cargas']> = [];
    for (const raw of list) {
      if (!isRecord(raw)) return undefined;
      for (const key in raw) if (!CARGA_KEYS.has(key)) return undefined;
      if (!isWhole(raw.edad, 0, 110)) return undefined;
      const carga: NonNullable<Profile['cargas']>[number] = { edad: raw.edad };
      if (raw.sexo !== undefined) {
        const sexo = sexOf(raw.sexo);
        if (sexo === undefined) return undefined;
        carga.sexo = sexo;
      }
      if (raw.parentescoCarga !== undefined) {
        if (typeof raw.parentescoCarga !== 'string' || raw.parentescoCarga.length > 40) return undefined;
        carga.parentescoCarga = raw.parentescoCarga;
      }
      cargas.push(carga);
    }
    profile.cargas = cargas;
  }
  if (value.prevision !== undefined) {
    if (value.prevision !== null && (typeof value.prevision !== 'string' || !PREVISION_VALUES.has(value.prevision))) {
      return undefined;
    }
    profile.prevision = value.prevision as Profile['prevision'];
  }
  return profileErrors(profile).length === 0 ? profile : undefined;
}

/** The comparison request: the common shape read directly, anything else by the schema (its messages on error). */
export function parseCompareRequest(input: unknown): CompareRequest {
  return fastCompareRequest(input) ?? parse(compareRequestSchema, input);
}
