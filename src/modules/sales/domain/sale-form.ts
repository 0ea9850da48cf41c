/**
 * The purchase form sections of spec 03 §3 as server definitions (the profile form's field model:
 * fields, types, masks, allowed values) and their validation by the rules of spec 03 §5. One copy:
 * the API validates a saved step with it and the site validates before sending.
 */
import type { ProfileFormField } from '../../profile/domain/form-definition.js';
import { isValidBirthDate, isValidEmail, isValidName, phoneDigits } from '../../leads/domain/contact-rules.js';
import { formatRut, isValidRut } from '../../leads/domain/rut.js';
import { ageInMonths, evaluateChildWeight, type ChildSex } from './child-bmi.js';
import type { SectionCode } from './steps.js';

export type FieldRule =
  | 'rut'
  | 'name'
  | 'email'
  | 'telefono-chile'
  | 'birthDate'
  | 'region'
  | 'text'
  | 'yesNo'
  | 'parentesco'
  | 'percentage'
  | 'integer'
  | 'accept'
  | 'isapre'
  | 'measure';

export interface SaleFormField extends ProfileFormField {
  required: boolean;
  rule: FieldRule;
  /** Required only when another field has this value (DPS detail when the answer is 'si'). */
  requiredWhen?: { field: string; equals: string };
  /** For an 'array' field: the fields of each row. */
  itemFields?: SaleFormField[];
  minItems?: number;
  maxItems?: number;
}

export interface SaleFormSection {
  code: SectionCode;
  title: string;
  fields: SaleFormField[];
}

/** The 16 regions of Chile (spec 03 §3), code and name. */
export const CHILE_REGIONS = [
  { value: '15', label: 'Arica y Parinacota' },
  { value: '1', label: 'Tarapacá' },
  { value: '2', label: 'Antofagasta' },
  { value: '3', label: 'Atacama' },
  { value: '4', label: 'Coquimbo' },
  { value: '5', label: 'Valparaíso' },
  { value: '13', label: 'Metropolitana de Santiago' },
  { value: '6', label: "Libertador General Bernardo O'Higgins" },
  { value: '7', label: 'Maule' },
  { value: '16', label: 'Ñuble' },
  { value: '8', label: 'Biobío' },
  { value: '9', label: 'La Araucanía' },
  { value: '14', label: 'Los Ríos' },
  { value: '10', label: 'Los Lagos' },
  { value: '11', label: 'Aysén del General Carlos Ibáñez del Campo' },
  { value: '12', label: 'Magallanes y de la Antártica Chilena' },
] as const;

/** Parentesco normalised to Spanish labels (spec 03 §3: spouse, child). */
export const PARENTESCO_VALUES = [
  { value: 'CONYUGE', label: 'Cónyuge o pareja' },
  { value: 'HIJO', label: 'Hijo o hija' },
  { value: 'PADRE', label: 'Padre o madre' },
  { value: 'HERMANO', label: 'Hermano o hermana' },
  { value: 'OTRO', label: 'Otro' },
] as const;

const PARENTESCO_ALIASES: Record<string, string> = {
  spouse: 'CONYUGE',
  wife: 'CONYUGE',
  husband: 'CONYUGE',
  partner: 'CONYUGE',
  pareja: 'CONYUGE',
  conyuge: 'CONYUGE',
  esposa: 'CONYUGE',
  esposo: 'CONYUGE',
  child: 'HIJO',
  son: 'HIJO',
  daughter: 'HIJO',
  hijo: 'HIJO',
  hija: 'HIJO',
  carga: 'HIJO',
  parent: 'PADRE',
  padre: 'PADRE',
  madre: 'PADRE',
  mother: 'PADRE',
  father: 'PADRE',
  hermano: 'HERMANO',
  hermana: 'HERMANO',
  sibling: 'HERMANO',
  otro: 'OTRO',
  other: 'OTRO',
};

/** 'spouse', 'Pareja', 'cónyuge' -> 'CONYUGE'; unknown -> null. */
export function normaliseParentesco(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  if (PARENTESCO_VALUES.some((option) => option.value.toLowerCase() === key)) return key.toUpperCase();
  return PARENTESCO_ALIASES[key] ?? null;
}

export const ISAPRES = [
  'Banmédica',
  'Colmena',
  'Consalud',
  'Cruz Blanca',
  'Nueva Masvida',
  'Vida Tres',
  'Esencial',
  'Fundación',
  'Cruz del Norte',
  'Chuquicamata',
  'Río Blanco',
  'San Lorenzo',
  'Fusat',
].map((name) => ({ value: name, label: name }));

/** The DPS questions (spec 03 §3 "DPS payment"): each yes/no, with a detail when yes. */
export const DPS_QUESTIONS = [
  {
    key: 'enfermedadCronica',
    label: '¿Tiene o ha tenido alguna enfermedad crónica (diabetes, hipertensión, cáncer u otra)?',
  },
  { key: 'hospitalizacion', label: '¿Ha sido hospitalizado u operado en los últimos 5 años?' },
  { key: 'tratamiento', label: '¿Está en tratamiento médico o tomando medicamentos de forma permanente?' },
  { key: 'embarazo', label: '¿Alguna de las personas a asegurar está embarazada?' },
] as const;

function f(fldName: string, label: string, rule: FieldRule, extra: Partial<SaleFormField> = {}): SaleFormField {
  const htmlType: Record<FieldRule, string> = {
    rut: 'text',
    name: 'text',
    email: 'email',
    'telefono-chile': 'tel',
    birthDate: 'date',
    region: 'select',
    text: 'text',
    yesNo: 'radio',
    parentesco: 'select',
    percentage: 'number',
    integer: 'number',
    accept: 'checkbox',
    isapre: 'select',
    measure: 'number',
  };
  const fldType: Record<string, ProfileFormField['fieldType']['fldType']> = {
    select: 'select',
    radio: 'radio',
    checkbox: 'checkbox',
  };
  return {
    fldName,
    groupedBy: null,
    fieldType: { fldType: fldType[htmlType[rule]] ?? 'input', htmlType: htmlType[rule] },
    label,
    placeholder: null,
    mask: null,
    helper: null,
    allowedValues: null,
    defaultValue: null,
    dataType:
      rule === 'percentage' || rule === 'integer' || rule === 'measure'
        ? 'number'
        : rule === 'accept'
          ? 'boolean'
          : 'string',
    retrieveFunction: null,
    hideExpression: null,
    changeAction: null,
    wrapper: null,
    isMultiple: false,
    groupClass: null,
    required: true,
    rule,
    ...extra,
  };
}

/** The DPS's children rows and the explanation asked when one's weight is outside the normal band. */
export const DPS_CHILDREN = 'dps.menores';
export const DPS_CHILDREN_DETAIL = 'dps.menoresDetalle';

const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'si', label: 'Sí' },
];

const personRow = (): SaleFormField[] => [
  f('nombres', 'Nombres', 'name'),
  f('apellidoPaterno', 'Apellido paterno', 'name'),
  f('apellidoMaterno', 'Apellido materno', 'name', { required: false }),
  f('rut', 'RUT', 'rut', { mask: '99.999.999-K', placeholder: '12.345.678-5' }),
  f('fechaNacimiento', 'Fecha de nacimiento', 'birthDate'),
];

const SECTION_FIELDS: Record<SectionCode, () => SaleFormField[]> = {
  PERSONAL_DATA_PAYMENT: () => [
    f('rut', 'RUT', 'rut', { mask: '99.999.999-K', placeholder: '12.345.678-5' }),
    f('nombres', 'Nombres', 'name'),
    f('apellidoPaterno', 'Apellido paterno', 'name'),
    f('apellidoMaterno', 'Apellido materno', 'name', { required: false }),
    f('fechaNacimiento', 'Fecha de nacimiento', 'birthDate'),
    f('sexo', 'Sexo', 'text', {
      fieldType: { fldType: 'radio', htmlType: 'radio' },
      allowedValues: [
        { value: 'M', label: 'Masculino' },
        { value: 'F', label: 'Femenino' },
      ],
    }),
    f('email', 'Correo electrónico', 'email', { placeholder: 'nombre@correo.cl' }),
    // spec 03 §5: the Chile phone field key 'telefono-chile', type phone.
    f('telefono', 'Teléfono', 'telefono-chile', { mask: '+56 9 9999 9999', placeholder: '+56 9 1234 5678' }),
    f('direccion', 'Dirección', 'text', { placeholder: 'Calle y número' }),
    f('comuna', 'Comuna', 'text'),
    f('region', 'Región', 'region', { allowedValues: [...CHILE_REGIONS], defaultValue: '13' }),
  ],
  ISAPRE_PERSONAL_DATA: () => [
    f('isapre', 'Isapre actual', 'isapre', { allowedValues: ISAPRES }),
    f('planActual', 'Plan actual (código)', 'text', { required: false }),
    f('ingreso', 'Renta imponible mensual (CLP)', 'integer', { min: 0, maxDigits: 9 }),
  ],
  DPS_PAYMENT: () => [
    ...DPS_QUESTIONS.flatMap((question) => [
      f(`dps.${question.key}`, question.label, 'yesNo', { allowedValues: YES_NO }),
      f(`dps.${question.key}Detalle`, 'Detalle (diagnóstico, fecha y tratamiento)', 'text', {
        required: false,
        requiredWhen: { field: `dps.${question.key}`, equals: 'si' },
        hideExpression: `model['dps.${question.key}'] !== 'si'`,
      }),
    ]),
    // The children's weight and height, evaluated with the child tables of spec 03 §3 (child-bmi.ts).
    f(DPS_CHILDREN, 'Menores de 17 años a asegurar: peso y estatura', 'text', {
      fieldType: { fldType: 'array', htmlType: 'array' },
      required: false,
      isMultiple: true,
      minItems: 0,
      maxItems: 10,
      itemFields: [
        f('nombres', 'Nombre', 'name'),
        f('fechaNacimiento', 'Fecha de nacimiento', 'birthDate'),
        f('sexo', 'Sexo', 'text', {
          fieldType: { fldType: 'radio', htmlType: 'radio' },
          allowedValues: [
            { value: 'Masculino', label: 'Masculino' },
            { value: 'Femenino', label: 'Femenino' },
          ],
        }),
        f('peso', 'Peso (kg)', 'measure', { placeholder: '20,5' }),
        f('estatura', 'Estatura (cm)', 'measure', { placeholder: '115' }),
      ],
    }),
    f(DPS_CHILDREN_DETAIL, 'Si un menor tiene un peso fuera de lo normal para su edad, indique el motivo', 'text', {
      required: false,
    }),
  ],
  BENEFICIARIES_PAYMENT: () => [
    f('beneficiarios', 'Beneficiarios y cargas', 'text', {
      fieldType: { fldType: 'array', htmlType: 'array' },
      required: false,
      isMultiple: true,
      minItems: 0,
      maxItems: 10,
      itemFields: [
        ...personRow(),
        f('parentesco', 'Parentesco', 'parentesco', { allowedValues: [...PARENTESCO_VALUES] }),
        f('porcentaje', 'Porcentaje', 'percentage', { min: 0, max: 100 }),
      ],
    }),
  ],
  COMPANY_DATA_PAYMENT: () => [
    f('empresa.rut', 'RUT de la empresa', 'rut', { mask: '99.999.999-K' }),
    f('empresa.razonSocial', 'Razón social', 'text'),
    f('empresa.giro', 'Giro', 'text', { required: false }),
    f('empresa.direccion', 'Dirección', 'text'),
    f('empresa.region', 'Región', 'region', { allowedValues: [...CHILE_REGIONS], defaultValue: '13' }),
    f('empresa.contactoNombre', 'Nombre del contacto', 'name'),
    f('empresa.contactoEmail', 'Correo del contacto', 'email'),
    f('empresa.contactoTelefono', 'Teléfono del contacto', 'telefono-chile'),
  ],
  MASS_INSURED_PAYMENT_FULL: () => [massInsured(1)],
  MASS_INSURED_PAYMENT_PARTIAL: () => [massInsured(1)],
  SIGNATURE: () => [
    f('aceptaCondiciones', 'Declaro que los datos son verdaderos y acepto las condiciones del seguro', 'accept'),
  ],
  PAYMENT: () => [],
};

function massInsured(minItems: number): SaleFormField {
  return f('empleados', 'Personas a asegurar', 'text', {
    fieldType: { fldType: 'array', htmlType: 'array' },
    isMultiple: true,
    minItems,
    maxItems: 500,
    itemFields: [...personRow(), f('email', 'Correo electrónico', 'email', { required: false })],
  });
}

export function formSection(code: SectionCode, title: string): SaleFormSection {
  return { code, title, fields: SECTION_FIELDS[code]() };
}

export type StepValues = Record<string, unknown>;
export type StepErrors = Record<string, string>;

export const FIELD_MESSAGES = {
  required: 'campo requerido',
  rut: 'El RUT no es válido.',
  name: 'Ingresa al menos dos letras (letras, espacios y guiones).',
  email: 'Por favor, ingrese su dirección de correo electrónico válido',
  phone: 'Ingresa un teléfono chileno de 9 dígitos (por ejemplo +56 9 1234 5678).',
  birthDate: 'Ingresa una fecha de nacimiento válida.',
  option: 'Elige una de las opciones.',
  percentage: 'Debe especificar un porcentaje: 0 <= porcentaje <= 100',
  percentageSum: 'Los porcentajes de los beneficiarios deben sumar 100.',
  integer: 'Ingresa un número entero.',
  accept: 'Debes aceptar para continuar.',
  text: 'El texto es demasiado largo.',
  minItems: 'Agrega al menos una persona.',
  maxItems: 'Hay demasiadas filas.',
  measure: 'Ingresa un número mayor que cero (por ejemplo 20,5).',
  childWeight: 'Un menor tiene un peso fuera de lo normal para su edad: indique el motivo.',
} as const;

/** '20,5' or '20.5' or 20.5 -> 20.5; anything else NaN. */
const measureOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Chile phone (spec 03 §5, 'telefono-chile'): +56 and 9 digits, the country code optional. */
export function isChilePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return /^(56)?[2-9]\d{8}$/.test(digits);
}

function fieldError(field: SaleFormField, value: unknown, today: Date): string | null {
  const text = typeof value === 'string' ? value.trim() : value;
  switch (field.rule) {
    case 'rut':
      return typeof text === 'string' && isValidRut(text) ? null : FIELD_MESSAGES.rut;
    case 'name':
      return typeof text === 'string' && isValidName(text) ? null : FIELD_MESSAGES.name;
    case 'email':
      return typeof text === 'string' && isValidEmail(text) ? null : FIELD_MESSAGES.email;
    case 'telefono-chile':
      return typeof text === 'string' && isChilePhone(text) ? null : FIELD_MESSAGES.phone;
    case 'birthDate':
      return typeof text === 'string' && isValidBirthDate(text, today) ? null : FIELD_MESSAGES.birthDate;
    case 'parentesco':
      return normaliseParentesco(text) ? null : FIELD_MESSAGES.option;
    case 'percentage': {
      const n = typeof text === 'string' ? Number(text) : text;
      return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100 ? null : FIELD_MESSAGES.percentage;
    }
    case 'integer': {
      const n = typeof text === 'string' ? Number(text.replace(/\./g, '')) : text;
      return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? null : FIELD_MESSAGES.integer;
    }
    case 'accept':
      return text === true || text === 'true' ? null : FIELD_MESSAGES.accept;
    case 'measure': {
      const n = measureOf(text);
      return Number.isFinite(n) && n > 0 && n < 500 ? null : FIELD_MESSAGES.measure;
    }
    case 'region':
    case 'yesNo':
    case 'isapre':
      return field.allowedValues?.some((option) => option.value === text) ? null : FIELD_MESSAGES.option;
    case 'text':
      if (typeof text !== 'string') return FIELD_MESSAGES.required;
      if (field.allowedValues && !field.allowedValues.some((option) => option.value === text)) {
        return FIELD_MESSAGES.option;
      }
      return text.length <= 500 ? null : FIELD_MESSAGES.text;
  }
}

function validateFields(
  fields: readonly SaleFormField[],
  values: StepValues,
  today: Date,
  prefix: string,
  errors: StepErrors,
): void {
  for (const field of fields) {
    const value = values[field.fldName];
    const key = `${prefix}${field.fldName}`;
    if (field.fieldType.fldType === 'array') {
      const rows = Array.isArray(value) ? (value as unknown[]) : [];
      if (!Array.isArray(value) && !isBlank(value)) {
        errors[key] = FIELD_MESSAGES.required;
        continue;
      }
      if (rows.length < (field.minItems ?? 0)) errors[key] = FIELD_MESSAGES.minItems;
      if (rows.length > (field.maxItems ?? Infinity)) errors[key] = FIELD_MESSAGES.maxItems;
      rows.forEach((row, index) =>
        validateFields(
          field.itemFields ?? [],
          row && typeof row === 'object' ? (row as StepValues) : {},
          today,
          `${key}.${index}.`,
          errors,
        ),
      );
      if (field.itemFields?.some((item) => item.rule === 'percentage') && rows.length > 0) {
        const sum = rows.reduce<number>((total, row) => total + Number((row as StepValues)?.porcentaje ?? 0), 0);
        if (Math.abs(sum - 100) > 1e-9 && !errors[key]) errors[key] = FIELD_MESSAGES.percentageSum;
      }
      continue;
    }
    const required =
      field.required || (field.requiredWhen ? values[field.requiredWhen.field] === field.requiredWhen.equals : false);
    if (isBlank(value) || (field.rule === 'accept' && value === false && !required)) {
      if (required) errors[key] = field.rule === 'accept' ? FIELD_MESSAGES.accept : FIELD_MESSAGES.required;
      continue;
    }
    const error = fieldError(field, value, today);
    if (error) errors[key] = error;
  }
}

/** Field errors of one step's values ({} when valid): keys are field paths, values Spanish messages. */
export function validateStep(section: SaleFormSection, values: StepValues, today: Date): StepErrors {
  const errors: StepErrors = {};
  validateFields(section.fields, values, today, '', errors);
  if (section.code === 'DPS_PAYMENT' && !errors[DPS_CHILDREN] && isBlank(values[DPS_CHILDREN_DETAIL])) {
    const outside = childEvaluations(values[DPS_CHILDREN], today).some((e) => e && e.status !== 'Normal');
    if (outside) errors[DPS_CHILDREN_DETAIL] = FIELD_MESSAGES.childWeight;
  }
  return errors;
}

/**
 * Each DPS child row evaluated with the child tables (spec 03 §3): BMI-for-age from 5 to 16 years,
 * weight-for-height at 3 and 4; null for a row no table covers or with unreadable measures.
 */
export function childEvaluations(rows: unknown, today: Date) {
  const day = today.toISOString().slice(0, 10);
  return (Array.isArray(rows) ? rows : []).map((row: unknown) => {
    const child = (row ?? {}) as StepValues;
    const months = typeof child.fechaNacimiento === 'string' ? ageInMonths(child.fechaNacimiento.trim(), day) : null;
    if (months === null || (child.sexo !== 'Masculino' && child.sexo !== 'Femenino')) return null;
    return evaluateChildWeight({
      sex: child.sexo as ChildSex,
      ageMonths: months,
      weightKg: measureOf(child.peso),
      heightCm: measureOf(child.estatura),
    });
  });
}

/**
 * What is stored: only the section's fields (anything else is dropped), trimmed, RUTs formatted,
 * parentesco normalised, numbers as numbers. Call after validateStep answered {}.
 */
export function normaliseStep(section: SaleFormSection, values: StepValues): StepValues {
  return normaliseFields(section.fields, values);
}

function normaliseFields(fields: readonly SaleFormField[], values: StepValues): StepValues {
  const out: StepValues = {};
  for (const field of fields) {
    const value = values[field.fldName];
    if (field.fieldType.fldType === 'array') {
      out[field.fldName] = (Array.isArray(value) ? value : []).map((row) =>
        normaliseFields(field.itemFields ?? [], (row ?? {}) as StepValues),
      );
      continue;
    }
    if (isBlank(value)) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    switch (field.rule) {
      case 'rut':
        out[field.fldName] = formatRut(String(text));
        break;
      case 'parentesco':
        out[field.fldName] = normaliseParentesco(text);
        break;
      case 'percentage':
        out[field.fldName] = Number(text);
        break;
      case 'integer':
        out[field.fldName] = Number(String(text).replace(/\./g, ''));
        break;
      case 'measure':
        out[field.fldName] = measureOf(text);
        break;
      case 'accept':
        out[field.fldName] = text === true || text === 'true';
        break;
      case 'email':
        out[field.fldName] = String(text).toLowerCase();
        break;
      default:
        out[field.fldName] = text;
    }
  }
  return out;
}
