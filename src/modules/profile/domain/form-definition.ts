import {
  COLOMBIA_DEPARTAMENTOS,
  COLOMBIA_EPS,
  PERU_DEPARTAMENTOS,
  PERU_SISTEMAS_PREVISIONALES,
} from './edition-profile.js';

/**
 * The profile form definitions the server hands the site per product type and country (spec 02 §2.10,
 * §3 "Profile form definition"). The site renders "¿Quiénes se asegurarán?" from these fields.
 */
export type Country = 'chile' | 'peru' | 'colombia' | 'internacional';
export const COUNTRIES: readonly Country[] = ['chile', 'peru', 'colombia', 'internacional'];

export type FieldType = 'checkbox' | 'radio' | 'input' | 'select' | 'array';

export interface ProfileFormField {
  fldName: string;
  groupedBy: string | null;
  fieldType: { fldType: FieldType; htmlType: string };
  label: string;
  placeholder: string | null;
  mask: string | null;
  helper: string | null;
  allowedValues: { value: string; label: string }[] | null;
  defaultValue: string | number | null;
  dataType: 'string' | 'number' | 'boolean';
  retrieveFunction: string | null;
  hideExpression: string | null;
  changeAction: string | null;
  wrapper: string | null;
  isMultiple: boolean;
  groupClass: string | null;
  /** Extra limits the form applies (spec 02 §5: up to three digits, decimals, maximum). */
  maxDigits?: number;
  min?: number;
  max?: number;
}

export type FormKind = 'personas' | 'mascotas' | 'colectivo' | 'internacional';

export interface ProfileForm {
  productType: string;
  country: Country;
  kind: FormKind;
  title: string;
  /** Why we ask (price varies by sex and age, by breed and age, or the employee count). */
  intro: string;
  addButton: string | null;
  allowsDependants: boolean;
  profileFormFields: ProfileFormField[];
  /** The existing site loads a remote validation script; this server validates with domain rules instead. */
  validationScriptUrl: string | null;
}

/** Product types that take no dependants (spec 02 §4, §5). */
export const NO_DEPENDANT_TYPES: readonly string[] = ['colectivo', 'SCTR', 'SEGURO COLECTIVO'];
const COLLECTIVE_TYPES: readonly string[] = [...NO_DEPENDANT_TYPES, 'SEGURO DE GUARDIA'];

export function allowsDependants(productType: string): boolean {
  return !NO_DEPENDANT_TYPES.includes(productType);
}

export function formKindOf(productType: string): FormKind {
  if (productType === 'SEGURO_MASCOTAS') return 'mascotas';
  if (COLLECTIVE_TYPES.includes(productType)) return 'colectivo';
  if (productType === 'SEGURO INTERNACIONAL') return 'internacional';
  return 'personas';
}

function field(fldName: string, label: string, extra: Partial<ProfileFormField> = {}): ProfileFormField {
  return {
    fldName,
    groupedBy: null,
    fieldType: { fldType: 'input', htmlType: 'text' },
    label,
    placeholder: null,
    mask: null,
    helper: null,
    allowedValues: null,
    defaultValue: null,
    dataType: 'string',
    retrieveFunction: null,
    hideExpression: null,
    changeAction: null,
    wrapper: null,
    isMultiple: false,
    groupClass: null,
    ...extra,
  };
}

const SEXO_VALUES = [
  { value: 'Masculino', label: 'Masculino' },
  { value: 'Femenino', label: 'Femenino' },
];
const PARENTESCO_VALUES = [
  { value: 'Pareja', label: 'Cónyuge o pareja' },
  { value: 'Hijo', label: 'Hijo o hija' },
  { value: 'Otro', label: 'Otro' },
];
const ESPECIE_VALUES = [
  { value: 'perro', label: 'Perro' },
  { value: 'gato', label: 'Gato' },
];

const age = (fldName: string, label: string, groupedBy: string | null, max = 110) =>
  field(fldName, label, {
    groupedBy,
    fieldType: { fldType: 'input', htmlType: 'number' },
    dataType: 'number',
    maxDigits: 3,
    min: 0,
    max,
  });

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Peru and Colombia ask for the department (issue 27). */
function departamentoField(country: Country): ProfileFormField[] {
  const values = country === 'peru' ? PERU_DEPARTAMENTOS : country === 'colombia' ? COLOMBIA_DEPARTAMENTOS : [];
  if (values.length === 0) return [];
  return [
    field('departamento', 'Departamento', {
      fieldType: { fldType: 'select', htmlType: 'select' },
      allowedValues: options(values),
      defaultValue: country === 'peru' ? 'Lima' : 'Bogotá D.C.',
    }),
  ];
}

/**
 * The holder's and dependants' field names per edition (spec 02 §3): Colombia's titular sexoTitular and
 * edadTitular with cargas' sexoCarga and edadCarga; the international titular sexo and edad; the cotizante
 * elsewhere. The site finds them with holderFieldNames.
 */
export function holderFieldNames(country: Country): {
  group: string;
  sexo: string;
  edad: string;
  cargaSexo: string;
  cargaEdad: string;
} {
  if (country === 'colombia')
    return {
      group: 'titular',
      sexo: 'titular.sexoTitular',
      edad: 'titular.edadTitular',
      cargaSexo: 'cargas.sexoCarga',
      cargaEdad: 'cargas.edadCarga',
    };
  if (country === 'internacional')
    return {
      group: 'titular',
      sexo: 'titular.sexo',
      edad: 'titular.edad',
      cargaSexo: 'cargas.sexo',
      cargaEdad: 'cargas.edad',
    };
  return {
    group: 'cotizante',
    sexo: 'cotizante.cotizante_sexo',
    edad: 'cotizante.edad',
    cargaSexo: 'cargas.sexo',
    cargaEdad: 'cargas.edad',
  };
}

function personFields(country: Country): ProfileFormField[] {
  const names = holderFieldNames(country);
  const fields = [
    field(names.sexo, 'Sexo', {
      groupedBy: names.group,
      fieldType: { fldType: 'radio', htmlType: 'radio' },
      allowedValues: SEXO_VALUES,
      defaultValue: 'Masculino',
    }),
    // Outside Chile the age starts at 25 (spec 03 §9).
    country === 'chile'
      ? age(names.edad, 'Edad', names.group)
      : { ...age(names.edad, 'Edad', names.group), defaultValue: 25 },
  ];
  if (country === 'chile') {
    fields.push(
      field('cotizante.ingreso', 'Ingreso bruto mensual', {
        groupedBy: 'cotizante',
        fieldType: { fldType: 'input', htmlType: 'text' },
        dataType: 'number',
        mask: 'clp',
        helper: 'Opcional: con tu ingreso calculamos el 7% para planes de isapre.',
        max: 99_999_999,
      }),
    );
  }
  if (country === 'colombia') {
    fields.push(
      field('epsActual', 'EPS actual', {
        fieldType: { fldType: 'select', htmlType: 'select' },
        allowedValues: COLOMBIA_EPS.map((eps) => ({ ...eps })),
      }),
      field('maternidad', 'Incluir maternidad', {
        fieldType: { fldType: 'checkbox', htmlType: 'checkbox' },
        dataType: 'boolean',
        defaultValue: null,
      }),
    );
  }
  fields.push(...departamentoField(country));
  fields.push(
    field('enPareja', 'Incluir a mi pareja', {
      fieldType: { fldType: 'checkbox', htmlType: 'checkbox' },
      dataType: 'boolean',
    }),
    field('cargas', 'Cargas', { fieldType: { fldType: 'array', htmlType: 'array' }, isMultiple: true }),
    field('cargas.parentescoCarga', 'Parentesco', {
      groupedBy: 'cargas',
      fieldType: { fldType: 'select', htmlType: 'select' },
      allowedValues: PARENTESCO_VALUES,
    }),
    age(names.cargaEdad, 'Edad de la carga', 'cargas'),
    field(names.cargaSexo, 'Sexo de la carga', {
      groupedBy: 'cargas',
      fieldType: { fldType: 'radio', htmlType: 'radio' },
      allowedValues: SEXO_VALUES,
    }),
  );
  return fields;
}

function formFields(kind: FormKind, country: Country, productType: string): ProfileFormField[] {
  switch (kind) {
    case 'mascotas':
      return [
        field('mascota', 'Mascotas', { fieldType: { fldType: 'array', htmlType: 'array' }, isMultiple: true }),
        field('mascota.mascota_tipo', 'Especie', {
          groupedBy: 'mascota',
          fieldType: { fldType: 'select', htmlType: 'select' },
          allowedValues: ESPECIE_VALUES,
          defaultValue: 'perro',
        }),
        field('mascota.raza', 'Raza', { groupedBy: 'mascota', placeholder: 'Ej.: Labrador' }),
        age('mascota.edad', 'Edad de la mascota', 'mascota', 30),
      ];
    case 'colectivo': {
      const fields = [
        field(productType === 'SEGURO DE GUARDIA' ? 'cantidadGuardias' : 'cantidadempleados', 'Cantidad de empleados', {
          fieldType: { fldType: 'input', htmlType: 'text' },
          dataType: 'number',
          mask: 'miles',
          placeholder: 'Ej.: 25',
          min: country === 'colombia' ? 10 : 1,
          max: 100_000,
        }),
      ];
      if (country !== 'peru') return fields;
      // Peru (issue 27): SCTR prices the payroll by work sector; other collectives ask the health system.
      if (productType === 'SCTR') {
        fields.push(
          field('sctr.ingreso', 'Planilla mensual (S/)', {
            groupedBy: 'sctr',
            dataType: 'number',
            mask: 'miles',
            placeholder: 'Ej.: 45.000',
            helper: 'Suma de las remuneraciones mensuales de los trabajadores a asegurar.',
            min: 1,
            max: 999_999_999,
          }),
          field('sctr.tipo_trabajo', 'Tipo de trabajo', {
            groupedBy: 'sctr',
            fieldType: { fldType: 'select', htmlType: 'select' },
            retrieveFunction: 'workSectorType',
            helper: 'Los tipos y sectores vienen de /api/workSectorType?country=peru.',
          }),
          field('sctr.sector', 'Sector', {
            groupedBy: 'sctr',
            fieldType: { fldType: 'select', htmlType: 'select' },
            retrieveFunction: 'workSectors',
          }),
        );
      } else {
        fields.push(
          field('sistemaprevisional', 'Sistema de salud de los empleados', {
            fieldType: { fldType: 'select', htmlType: 'select' },
            allowedValues: PERU_SISTEMAS_PREVISIONALES.map((v) => ({ ...v })),
            defaultValue: 'essalud',
          }),
        );
      }
      return fields;
    }
    case 'internacional':
      return [
        ...personFields(country).filter((f) => !f.fldName.startsWith('cotizante.ingreso')),
        field('titular.nacionalidad', 'Nacionalidad', { placeholder: 'Ej.: Chilena' }),
        field('titular.paisCobertura', 'País de cobertura', { placeholder: 'Ej.: Estados Unidos' }),
      ];
    case 'personas':
      return personFields(country);
  }
}

const INTRO: Record<FormKind, string> = {
  personas: 'El precio varía según el sexo y la edad de cada persona.',
  mascotas: 'El precio varía según la raza y la edad de cada mascota.',
  colectivo: 'Ingresa cantidad de empleados',
  internacional: 'El precio varía según el sexo, la edad y el país de cobertura.',
};

const ADD_BUTTON: Record<FormKind, string | null> = {
  personas: 'Agregar Persona',
  mascotas: 'Agregar Mascota',
  colectivo: null,
  internacional: 'Agregar cargas',
};

/** The form for a product type and country (spec 02 §2.10). Unknown types get the persons form. */
export function profileFormFor(productType: string, country: Country): ProfileForm {
  const kind = formKindOf(productType);
  return {
    productType,
    country,
    kind,
    title: '¿Quiénes se asegurarán?',
    intro: INTRO[kind],
    addButton: allowsDependants(productType) ? ADD_BUTTON[kind] : null,
    allowsDependants: allowsDependants(productType) && kind !== 'colectivo',
    profileFormFields: formFields(kind, country, productType),
    validationScriptUrl: null,
  };
}
