import { isValidEmail, isValidName } from '../../leads/domain/contact-rules.js';
import { formatRut, isValidRut } from '../../leads/domain/rut.js';
import type { ColumnKey } from './bulk-load-columns.js';
import { parseCellDate, type IsoDate } from './dates.js';
import { RETROACTIVITY, retroactivityError, type Window } from './retroactivity.js';
import type { AccountType, DependantType, Gender, InsuredType } from './statuses.js';
import { normalizeHeader } from './bulk-load-columns.js';

/**
 * Per-row validation of the bulk loads (spec 03 §5, §9): every rule of a row is checked and every
 * failure reported (column, value, Spanish reason), so one pass of the error report fixes the file.
 * The same rules validate the one-by-one form of the back-office.
 */

export type RawRow = Partial<Record<ColumnKey, unknown>>;

export interface RowError {
  column: ColumnKey | null;
  value: string;
  reason: string;
}

export interface ActivationRow {
  firstName: string;
  paternalSurname: string;
  maternalSurname: string | null;
  rut: string;
  birthDate: IsoDate;
  gender: Gender;
  email: string | null;
  phone: string | null;
  insuredType: InsuredType;
  startDate: IsoDate;
  coverageGroupId: number | null;
  holderRut: string | null;
  dependantType: DependantType | null;
  accountType: AccountType | null;
  accountNumber: string | null;
  bank: string | null;
}

export interface CancellationRow {
  rut: string;
  exclusionDate: IsoDate;
  reason: string | null;
}

export interface RowContext {
  today: IsoDate;
  /** Resolves a coverage group by code or name (already normalised by normalizeHeader); null if unknown. */
  coverageGroup(normalized: string): number | null;
  /** The group used when the column is blank (the policy's only group), or null if one must be given. */
  defaultCoverageGroupId: number | null;
  /** Whether a holder with this (formatted) RUT exists in the policy's organization or earlier in the file. */
  holderExists(rut: string): boolean;
  window?: Window;
}

export type RowResult<T> = { ok: true; row: T } | { ok: false; errors: RowError[] };

/** The text of a cell: trimmed, '' for empty; dates as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

const GENDERS: Record<string, Gender> = {
  m: 'M',
  masculino: 'M',
  hombre: 'M',
  h: 'M',
  male: 'M',
  f: 'F',
  femenino: 'F',
  mujer: 'F',
  female: 'F',
};

const INSURED_TYPES: Record<string, InsuredType> = {
  titular: 'TITULAR',
  t: 'TITULAR',
  trabajador: 'TITULAR',
  empleado: 'TITULAR',
  carga: 'CARGA',
  c: 'CARGA',
  dependiente: 'CARGA',
  beneficiario: 'CARGA',
};

const DEPENDANT_TYPES: Record<string, DependantType> = {
  conyuge: 'CONYUGE',
  esposo: 'CONYUGE',
  esposa: 'CONYUGE',
  pareja: 'CONYUGE',
  conviviente: 'CONYUGE',
  'conviviente civil': 'CONYUGE',
  'conyuge o conviviente': 'CONYUGE',
  hijo: 'HIJO',
  hija: 'HIJO',
  'hijo a': 'HIJO',
  padre: 'PADRE',
  madre: 'MADRE',
  otro: 'OTRO',
  otra: 'OTRO',
};

const ACCOUNT_TYPES: Record<string, AccountType> = {
  corriente: 'CORRIENTE',
  'cuenta corriente': 'CORRIENTE',
  'cta corriente': 'CORRIENTE',
  vista: 'VISTA',
  'cuenta vista': 'VISTA',
  ahorro: 'AHORRO',
  'cuenta ahorro': 'AHORRO',
  rut: 'RUT',
  cuentarut: 'RUT',
  'cuenta rut': 'RUT',
};

export const parseGender = (value: string): Gender | null => GENDERS[normalizeHeader(value)] ?? null;
export const parseInsuredType = (value: string): InsuredType | null => INSURED_TYPES[normalizeHeader(value)] ?? null;
export const parseDependantType = (value: string): DependantType | null =>
  DEPENDANT_TYPES[normalizeHeader(value)] ?? null;
export const parseAccountType = (value: string): AccountType | null => ACCOUNT_TYPES[normalizeHeader(value)] ?? null;

/** General phone (spec 03 §5): optional plus, a 1-3 digit prefix then 7-14 digits (spaces, dashes, parentheses ignored). */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  return /^\+?\d{1,3}\d{7,14}$/.test(compact) ? compact : null;
}

/**
 * The holder RUT an activation row names (formatted), when it is a valid RUT; null otherwise. The load asks
 * the database for these holders a chunk at a time, before validating the chunk's rows with holderExists.
 */
export function holderRutOf(raw: RawRow): string | null {
  const holderText = cellText(raw.holderRut);
  return holderText !== '' && isValidRut(holderText) ? formatRut(holderText) : null;
}

export function validateActivationRow(raw: RawRow, context: RowContext): RowResult<ActivationRow> {
  const errors: RowError[] = [];
  const text = (key: ColumnKey) => cellText(raw[key]);
  const fail = (column: ColumnKey, reason: string, value = text(column)) => errors.push({ column, value, reason });

  const name = (key: ColumnKey, label: string, required: boolean): string | null => {
    const value = text(key);
    if (value === '') {
      if (required) fail(key, `${label} es obligatorio.`);
      return null;
    }
    if (!isValidName(value, { allowApostrophe: true }))
      fail(key, `${label} solo puede tener letras, espacios y guiones.`);
    return value;
  };
  const firstName = name('firstName', 'El nombre', true);
  const paternalSurname = name('paternalSurname', 'El apellido paterno', true);
  const maternalSurname = name('maternalSurname', 'El apellido materno', false);

  const rutText = text('rut');
  let rut: string | null = null;
  if (rutText === '') fail('rut', 'El RUT es obligatorio.');
  else if (!isValidRut(rutText)) fail('rut', 'El RUT no es válido (revisa el dígito verificador).');
  else rut = formatRut(rutText);

  const birthDate = parseCellDate(raw.birthDate);
  if (text('birthDate') === '') fail('birthDate', 'La fecha de nacimiento es obligatoria.');
  else if (!birthDate) fail('birthDate', 'La fecha de nacimiento no es una fecha válida (usa DD-MM-AAAA).');
  else if (birthDate > context.today || birthDate < '1900-01-01')
    fail('birthDate', 'La fecha de nacimiento no puede ser futura ni anterior a 1900.');

  const gender = parseGender(text('gender'));
  if (text('gender') === '') fail('gender', 'El género es obligatorio.');
  else if (!gender) fail('gender', 'El género debe ser Masculino o Femenino.');

  let email: string | null = text('email').toLowerCase() || null;
  if (email && !isValidEmail(email)) {
    fail('email', 'El correo electrónico no es válido.');
    email = null;
  }
  let phone: string | null = null;
  if (text('phone') !== '') {
    phone = normalizePhone(text('phone'));
    if (!phone) fail('phone', 'El teléfono no es válido (por ejemplo +56912345678).');
  }

  const holderText = text('holderRut');
  let insuredType: InsuredType | null = text('insuredType') === '' ? (holderText ? 'CARGA' : 'TITULAR') : null;
  if (!insuredType) {
    insuredType = parseInsuredType(text('insuredType'));
    if (!insuredType) fail('insuredType', 'El tipo de asegurado debe ser Titular o Carga.');
  }

  let holderRut: string | null = null;
  let dependantType: DependantType | null = null;
  if (insuredType === 'CARGA') {
    if (holderText === '') fail('holderRut', 'Una carga debe indicar el RUT de su titular.');
    else if (!isValidRut(holderText)) fail('holderRut', 'El RUT del titular no es válido.');
    else {
      holderRut = formatRut(holderText);
      if (holderRut === rut) fail('holderRut', 'Una carga no puede ser su propio titular.');
      else if (!context.holderExists(holderRut))
        fail('holderRut', 'El titular no existe en la empresa ni en filas anteriores del archivo.');
    }
    if (text('dependantType') === '') fail('dependantType', 'Indica el tipo de carga (Cónyuge, Hijo, …).');
    else {
      dependantType = parseDependantType(text('dependantType'));
      if (!dependantType) fail('dependantType', 'El tipo de carga debe ser Cónyuge, Hijo, Padre, Madre u Otro.');
    }
  }

  const startDate = parseCellDate(raw.startDate);
  if (text('startDate') === '') fail('startDate', 'La fecha de inicio es obligatoria.');
  else if (!startDate) fail('startDate', 'La fecha de inicio no es una fecha válida (usa DD-MM-AAAA).');
  else {
    const reason = retroactivityError(
      'activation',
      startDate,
      context.today,
      context.window ?? RETROACTIVITY.activation,
    );
    if (reason) fail('startDate', reason);
  }

  let coverageGroupId: number | null = null;
  const groupText = text('coverageGroup');
  if (groupText === '') {
    coverageGroupId = context.defaultCoverageGroupId;
    if (coverageGroupId === null) fail('coverageGroup', 'Indica el grupo de cobertura.');
  } else {
    coverageGroupId = context.coverageGroup(normalizeHeader(groupText));
    if (coverageGroupId === null) fail('coverageGroup', 'El grupo de cobertura no existe en la póliza.');
  }

  let accountType: AccountType | null = null;
  if (text('accountType') !== '') {
    accountType = parseAccountType(text('accountType'));
    if (!accountType) fail('accountType', 'El tipo de cuenta debe ser Corriente, Vista, Ahorro o CuentaRUT.');
  }
  const accountNumber = text('accountNumber').replace(/[\s.-]/g, '') || null;
  if (accountNumber && !/^\d{4,20}$/.test(accountNumber))
    fail('accountNumber', 'El número de cuenta debe tener solo dígitos.');
  const bank = text('bank') || null;
  if (bank && bank.length > 80) fail('bank', 'El nombre del banco es demasiado largo.');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: {
      firstName: firstName!,
      paternalSurname: paternalSurname!,
      maternalSurname,
      rut: rut!,
      birthDate: birthDate!,
      gender: gender!,
      email,
      phone,
      insuredType: insuredType!,
      startDate: startDate!,
      coverageGroupId,
      holderRut,
      dependantType,
      accountType,
      accountNumber,
      bank,
    },
  };
}

export function validateCancellationRow(
  raw: RawRow,
  context: Pick<RowContext, 'today' | 'window'>,
): RowResult<CancellationRow> {
  const errors: RowError[] = [];
  const text = (key: ColumnKey) => cellText(raw[key]);
  const rutText = text('rut');
  let rut: string | null = null;
  if (rutText === '') errors.push({ column: 'rut', value: '', reason: 'El RUT es obligatorio.' });
  else if (!isValidRut(rutText))
    errors.push({ column: 'rut', value: rutText, reason: 'El RUT no es válido (revisa el dígito verificador).' });
  else rut = formatRut(rutText);

  const exclusionDate = parseCellDate(raw.exclusionDate);
  if (text('exclusionDate') === '')
    errors.push({ column: 'exclusionDate', value: '', reason: 'La fecha de exclusión es obligatoria.' });
  else if (!exclusionDate)
    errors.push({
      column: 'exclusionDate',
      value: text('exclusionDate'),
      reason: 'La fecha de exclusión no es una fecha válida (usa DD-MM-AAAA).',
    });
  else {
    const reason = retroactivityError(
      'cancellation',
      exclusionDate,
      context.today,
      context.window ?? RETROACTIVITY.cancellation,
    );
    if (reason) errors.push({ column: 'exclusionDate', value: text('exclusionDate'), reason });
  }
  const reasonText = text('reason') || null;
  if (reasonText && reasonText.length > 200)
    errors.push({
      column: 'reason',
      value: reasonText.slice(0, 50),
      reason: 'El motivo puede tener hasta 200 caracteres.',
    });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, row: { rut: rut!, exclusionDate: exclusionDate!, reason: reasonText } };
}
