/**
 * Columns of the bulk loads (spec 03 §3): activation has name, paternal and maternal surname, RUT, birth
 * date, gender, email, phone, insured type, start date, coverage group, holder RUT, dependant type,
 * account type, account number and bank; cancellation adds exclusion date and reason. Headers are
 * matched tolerantly: accents, case, spacing and punctuation do not matter, and common synonyms count.
 */

export const BULK_LOAD_KINDS = ['activation', 'cancellation'] as const;
export type BulkLoadKind = (typeof BULK_LOAD_KINDS)[number];
export const BULK_LOAD_KIND_LABELS: Record<BulkLoadKind, string> = { activation: 'Altas', cancellation: 'Bajas' };

export type ColumnKey =
  | 'firstName'
  | 'paternalSurname'
  | 'maternalSurname'
  | 'rut'
  | 'birthDate'
  | 'gender'
  | 'email'
  | 'phone'
  | 'insuredType'
  | 'startDate'
  | 'coverageGroup'
  | 'holderRut'
  | 'dependantType'
  | 'accountType'
  | 'accountNumber'
  | 'bank'
  | 'exclusionDate'
  | 'reason';

interface ColumnSpec {
  key: ColumnKey;
  /** The header written in the template. */
  header: string;
  aliases: string[];
  example: string;
}

const COLUMNS: ColumnSpec[] = [
  { key: 'firstName', header: 'Nombre', aliases: ['nombres', 'name', 'first name', 'primer nombre'], example: 'María' },
  {
    key: 'paternalSurname',
    header: 'Apellido paterno',
    aliases: ['apellido 1', 'primer apellido', 'paterno', 'apellido'],
    example: 'González',
  },
  {
    key: 'maternalSurname',
    header: 'Apellido materno',
    aliases: ['apellido 2', 'segundo apellido', 'materno'],
    example: 'Pérez',
  },
  {
    key: 'rut',
    header: 'RUT',
    aliases: ['rut asegurado', 'run', 'rut trabajador', 'rut empleado'],
    example: '12.345.678-5',
  },
  {
    key: 'birthDate',
    header: 'Fecha de nacimiento',
    aliases: ['fecha nacimiento', 'nacimiento', 'f nacimiento', 'fec nac'],
    example: '15-04-1985',
  },
  { key: 'gender', header: 'Género', aliases: ['sexo', 'genero', 'gender'], example: 'Femenino' },
  {
    key: 'email',
    header: 'Correo electrónico',
    aliases: ['email', 'e-mail', 'correo', 'mail'],
    example: 'maria.gonzalez@empresa.cl',
  },
  { key: 'phone', header: 'Teléfono', aliases: ['telefono', 'fono', 'celular', 'movil'], example: '+56912345678' },
  {
    key: 'insuredType',
    header: 'Tipo de asegurado',
    aliases: ['tipo asegurado', 'tipo', 'titular o carga'],
    example: 'Titular',
  },
  {
    key: 'startDate',
    header: 'Fecha de inicio',
    aliases: ['fecha inicio', 'inicio vigencia', 'fecha de alta', 'fecha alta', 'fecha ingreso', 'inicio'],
    example: '01-12-2026',
  },
  {
    key: 'coverageGroup',
    header: 'Grupo de cobertura',
    aliases: ['grupo cobertura', 'grupo', 'plan', 'codigo grupo'],
    example: 'GENERAL',
  },
  { key: 'holderRut', header: 'RUT titular', aliases: ['rut del titular', 'titular'], example: '' },
  {
    key: 'dependantType',
    header: 'Tipo de carga',
    aliases: ['parentesco', 'tipo carga', 'relacion', 'tipo de dependiente'],
    example: '',
  },
  { key: 'accountType', header: 'Tipo de cuenta', aliases: ['tipo cuenta'], example: 'Cuenta corriente' },
  {
    key: 'accountNumber',
    header: 'Número de cuenta',
    aliases: ['numero cuenta', 'n cuenta', 'nro cuenta', 'cuenta'],
    example: '123456789',
  },
  { key: 'bank', header: 'Banco', aliases: ['institucion bancaria'], example: 'Banco de Chile' },
  {
    key: 'exclusionDate',
    header: 'Fecha de exclusión',
    aliases: ['fecha exclusion', 'fecha de baja', 'fecha baja', 'fecha termino', 'exclusion'],
    example: '30-11-2026',
  },
  {
    key: 'reason',
    header: 'Motivo',
    aliases: ['motivo de exclusion', 'motivo baja', 'razon', 'causa'],
    example: 'Renuncia',
  },
];

const ACTIVATION_KEYS: ColumnKey[] = COLUMNS.map((c) => c.key).filter((k) => k !== 'exclusionDate' && k !== 'reason');
const CANCELLATION_KEYS: ColumnKey[] = COLUMNS.map((c) => c.key);

export function columnsOf(kind: BulkLoadKind): { key: ColumnKey; header: string; example: string }[] {
  const keys = kind === 'activation' ? ACTIVATION_KEYS : CANCELLATION_KEYS;
  return COLUMNS.filter((c) => keys.includes(c.key)).map(({ key, header, example }) => ({ key, header, example }));
}

export function headerOf(key: ColumnKey): string {
  return COLUMNS.find((c) => c.key === key)!.header;
}

/**
 * Recent answers of normalizeHeader: a load normalises the same few texts (gender, insured type, coverage
 * group) on every row. Bounded, so a file of distinct texts cannot grow it.
 */
const NORMALIZED = new Map<string, string>();
const NORMALIZED_MAX = 1_000;

/** Lower case, no accents, no punctuation, single spaces: "  Correo-Electrónico " → "correo electronico". */
export function normalizeHeader(value: string): string {
  const known = NORMALIZED.get(value);
  if (known !== undefined) return known;
  const normalized = normalize(value);
  if (NORMALIZED.size >= NORMALIZED_MAX) NORMALIZED.clear();
  NORMALIZED.set(value, normalized);
  return normalized;
}

function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\b(de|del|la|el)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lookup key: normalised with no spaces at all, so "R.U.T." and "RUT" meet. */
const compactHeader = (value: string) => normalizeHeader(value).replace(/ /g, '');

const LOOKUP = new Map<string, ColumnKey>();
for (const column of COLUMNS) {
  for (const name of [column.header, column.key, ...column.aliases]) {
    const compact = compactHeader(name);
    if (!LOOKUP.has(compact)) LOOKUP.set(compact, column.key);
  }
}

export const REQUIRED_COLUMNS: Record<BulkLoadKind, ColumnKey[]> = {
  activation: ['firstName', 'paternalSurname', 'rut', 'birthDate', 'gender', 'startDate'],
  cancellation: ['rut', 'exclusionDate'],
};

export interface HeaderMatch {
  /** Column index (0-based) → key, for the headers recognised. */
  byIndex: Map<number, ColumnKey>;
  /** Headers that matched no column (ignored). */
  unknown: string[];
  /** Required columns not present: the load cannot run. */
  missing: ColumnKey[];
}

/** Matches a header row; the first occurrence of a column wins. */
export function matchHeaders(headers: readonly unknown[], kind: BulkLoadKind): HeaderMatch {
  const allowed = kind === 'activation' ? ACTIVATION_KEYS : CANCELLATION_KEYS;
  const byIndex = new Map<number, ColumnKey>();
  const seen = new Set<ColumnKey>();
  const unknown: string[] = [];
  headers.forEach((raw, index) => {
    const text = raw == null ? '' : String(raw);
    if (text.trim() === '') return;
    const key = LOOKUP.get(compactHeader(text));
    if (key && allowed.includes(key) && !seen.has(key)) {
      byIndex.set(index, key);
      seen.add(key);
    } else if (!key || !allowed.includes(key)) {
      unknown.push(text);
    }
  });
  const missing = REQUIRED_COLUMNS[kind].filter((key) => !seen.has(key));
  return { byIndex, unknown, missing };
}

export function missingColumnsMessage(missing: ColumnKey[]): string {
  return `Faltan columnas obligatorias: ${missing.map(headerOf).join(', ')}.`;
}
