import type { Profile, Sexo } from '../../pricing/domain/profile.js';

/**
 * POST /api/insurance/processProfilesWithExcel (spec 03 §7): a spreadsheet of profiles, one per row, each priced
 * against the comparison. This file is the sheet's rules: its columns, its limits and the reading of one row
 * into a profile, with a Spanish message for every cell it refuses. Pure: the adapter reads the xlsx.
 *
 * Columns (first row, any order, case and accents ignored): edad (required), sexo, edadPareja, sexoPareja,
 * edadesCargas (ages separated by ';' or ','), prevision (Fonasa or Isapre), ingreso (CLP, monthly).
 */
export const PROFILE_SHEET_COLUMNS = [
  'edad',
  'sexo',
  'edadPareja',
  'sexoPareja',
  'edadesCargas',
  'prevision',
  'ingreso',
] as const;
export type ProfileSheetColumn = (typeof PROFILE_SHEET_COLUMNS)[number];

/** The upload's size limit. */
export const PROFILE_SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** Rows (profiles) a sheet may hold. */
export const PROFILE_SHEET_MAX_ROWS = 5000;
/** Up to this many rows the answer comes at once; above it a job prices the sheet and keeps a file to download. */
export const PROFILE_SHEET_DIRECT_ROWS = 100;
/** Products kept per row, cheapest first: default and most. */
export const PROFILE_SHEET_TAKE = 3;
export const PROFILE_SHEET_MAX_TAKE = 10;

const MAX_AGE = 110;
const MAX_CARGAS = 12;

const keyOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();

const COLUMN_BY_KEY = new Map(PROFILE_SHEET_COLUMNS.map((column) => [keyOf(column), column]));

export type ColumnIndex = Partial<Record<ProfileSheetColumn, number>>;

/** Where each known column is in the header row; an error when 'edad' is missing or a column repeats. */
export function readHeader(cells: readonly unknown[]): { index: ColumnIndex } | { error: string } {
  const index: ColumnIndex = {};
  for (const [position, cell] of cells.entries()) {
    if (typeof cell !== 'string') continue;
    const column = COLUMN_BY_KEY.get(keyOf(cell));
    if (!column) continue;
    if (index[column] !== undefined) return { error: `La columna ${column} aparece dos veces.` };
    index[column] = position;
  }
  if (index.edad === undefined) {
    return {
      error: `Falta la columna edad en la primera fila. Columnas reconocidas: ${PROFILE_SHEET_COLUMNS.join(', ')}.`,
    };
  }
  return { index };
}

export type RowReading = { profile: Profile } | { errors: string[] };

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function age(value: unknown, label: string, errors: string[]): number | undefined {
  const raw = text(value);
  const number = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(number) || number > MAX_AGE) {
    errors.push(`${label} debe ser un número entero entre 0 y ${MAX_AGE}.`);
    return undefined;
  }
  return number;
}

function sexo(value: unknown, label: string, errors: string[]): Sexo | undefined {
  const raw = text(value);
  const key = raw === null ? '' : keyOf(raw);
  if (key === 'masculino' || key === 'm' || key === 'hombre') return 'Masculino';
  if (key === 'femenino' || key === 'f' || key === 'mujer') return 'Femenino';
  errors.push(`${label} debe ser Masculino o Femenino.`);
  return undefined;
}

/** One data row as a profile, or every problem found in it (in Spanish, naming the column). */
export function readProfileRow(cells: readonly unknown[], index: ColumnIndex): RowReading {
  const errors: string[] = [];
  const cell = (column: ProfileSheetColumn) => (index[column] === undefined ? undefined : cells[index[column]]);
  for (const column of PROFILE_SHEET_COLUMNS) {
    const value = cell(column);
    if (typeof value === 'string' && CONTROL.test(value))
      errors.push(`La columna ${column} tiene caracteres no permitidos.`);
    else if (value != null && typeof value === 'object' && !(value instanceof Date)) {
      errors.push(`La columna ${column} tiene un valor que no es texto ni número.`);
    }
  }
  if (errors.length > 0) return { errors };

  const titular: NonNullable<Profile['cotizante']>[number] = { edad: age(cell('edad'), 'La edad', errors) ?? 0 };
  if (!isBlank(cell('sexo'))) titular.sexo = sexo(cell('sexo'), 'El sexo', errors);
  if (!isBlank(cell('ingreso'))) {
    const raw = text(cell('ingreso'))?.replace(/\./g, '') ?? '';
    if (/^\d{1,9}$/.test(raw)) titular.ingreso = Number(raw);
    else errors.push('El ingreso debe ser un monto en pesos, sin decimales.');
  }
  const cotizante = [titular];
  if (!isBlank(cell('edadPareja'))) {
    const pareja: NonNullable<Profile['cotizante']>[number] = {
      edad: age(cell('edadPareja'), 'La edad de la pareja', errors) ?? 0,
      type: 'pareja',
    };
    if (!isBlank(cell('sexoPareja'))) pareja.sexo = sexo(cell('sexoPareja'), 'El sexo de la pareja', errors);
    cotizante.push(pareja);
  } else if (!isBlank(cell('sexoPareja'))) {
    errors.push('Hay sexo de la pareja sin edad de la pareja.');
  }
  const profile: Profile = { cotizante };
  if (!isBlank(cell('edadesCargas'))) {
    const parts = (text(cell('edadesCargas')) ?? '').split(/[;,]/).map((part) => part.trim());
    if (parts.length > MAX_CARGAS) errors.push(`Se admiten a lo más ${MAX_CARGAS} cargas.`);
    else profile.cargas = parts.map((part) => ({ edad: age(part, 'Cada edad de carga', errors) ?? 0 }));
  }
  if (!isBlank(cell('prevision'))) {
    const key = keyOf(text(cell('prevision')) ?? '');
    if (key === 'fonasa') profile.prevision = 'Fonasa';
    else if (key === 'isapre') profile.prevision = 'Isapre';
    else errors.push('La previsión debe ser Fonasa o Isapre.');
  }
  return errors.length > 0 ? { errors: [...new Set(errors)] } : { profile };
}

/** True for a row with nothing in the known columns (skipped, not an error). */
export function isEmptyRow(cells: readonly unknown[], index: ColumnIndex): boolean {
  return PROFILE_SHEET_COLUMNS.every((column) => index[column] === undefined || isBlank(cells[index[column]]));
}
