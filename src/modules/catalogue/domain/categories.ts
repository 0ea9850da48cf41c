import type { PriceModelKind } from '../../pricing/domain/tariff.js';

/**
 * The category catalogue (spec 01 §3, spec 02 §2.3): upper insurance types, the insurance types with their
 * URL segment, display name, description and tooltip (written for this project in plain Spanish), the badge
 * categories and the sub-types. The migration loads the same list; the site reads it from here.
 */

export const UPPER_TYPES = [
  { name: 'SEGURO SALUD', displayName: 'Seguros de salud', priceModel: 'persona' },
  { name: 'SEGURO DENTAL', displayName: 'Seguros dentales', priceModel: 'persona' },
  { name: 'SEGURO VIDA', displayName: 'Seguros de vida', priceModel: 'persona' },
  { name: 'SEGURO COLECTIVO', displayName: 'Seguros colectivos para empresas', priceModel: 'colectivo' },
  { name: 'SEGURO DE GUARDIA', displayName: 'Seguros de guardias', priceModel: 'guardia' },
  { name: 'SEGURO_MASCOTAS', displayName: 'Seguros para mascotas', priceModel: 'mascota' },
  { name: 'SEGURO INDEMNIZACION', displayName: 'Seguros de indemnización', priceModel: 'persona' },
  { name: 'SERVICIO ASISTENCIA', displayName: 'Servicios de asistencia', priceModel: 'persona' },
  { name: 'ACCIDENTES PERSONALES', displayName: 'Accidentes personales', priceModel: 'accidente' },
  { name: 'SEGURO VIAJE', displayName: 'Seguros de viaje', priceModel: 'persona' },
] as const satisfies readonly { name: string; displayName: string; priceModel: PriceModelKind }[];

export type UpperTypeName = (typeof UPPER_TYPES)[number]['name'];

/** Kinds of organization (spec 02 §3): insurers, isapres, clinics and other providers. */
export const ORGANIZATION_TYPES = [
  { code: 'ASEGURADORA', typeAlias: 'Aseguradora', urlBase: 'Seguros' },
  { code: 'ISAPRE', typeAlias: 'Isapre', urlBase: 'Isapre' },
  { code: 'CLINICA', typeAlias: 'Clínica', urlBase: 'Clinicas-y-Hospitales' },
] as const;

export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]['code'];

/** 'isapre' -> 'ISAPRE'; unknown -> null. Accepts the alias too ('Clínica'). */
export function parseOrganizationType(value: string): OrganizationType | null {
  const key = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  const aliases: Record<string, OrganizationType> = {
    ASEGURADORA: 'ASEGURADORA',
    ASEGURADORAS: 'ASEGURADORA',
    SEGUROS: 'ASEGURADORA',
    ISAPRE: 'ISAPRE',
    ISAPRES: 'ISAPRE',
    CLINICA: 'CLINICA',
    CLINICAS: 'CLINICA',
    PRESTADOR: 'CLINICA',
    PRESTADORES: 'CLINICA',
  };
  return aliases[key] ?? null;
}

export interface CategoryDefinition {
  /** Stable code (insurance type name). */
  code: string;
  /** URL segment (spec 02 §2.3). */
  urlSegment: string;
  displayName: string;
  upperType: UpperTypeName;
  description: string;
  tooltip: string;
  /** Only shown in showcases (spec 02 §2.3: Estética and Coberturas). */
  showcaseOnly: boolean;
}

/** Insurance types: the health categories of spec 01 §3 and one type for each other family. */
export const INSURANCE_TYPES: readonly CategoryDefinition[] = Object.freeze([
  {
    code: 'PRIMARIO',
    urlSegment: 'Primario',
    displayName: 'Primario',
    upperType: 'SEGURO SALUD',
    description:
      'Cubre la atención de todos los días: consultas médicas, exámenes simples y urgencias menores, con copagos bajos.',
    tooltip: 'Para el médico de cabecera y los exámenes de rutina.',
    showcaseOnly: false,
  },
  {
    code: 'COMPLEMENTARIO_CATASTROFICO',
    urlSegment: 'Complementario-Catastrofico',
    displayName: 'Complementario + Catastrófico',
    upperType: 'SEGURO SALUD',
    description:
      'Integral: reembolsa parte del copago de cada atención y, además, paga las cuentas grandes sobre un deducible.',
    tooltip: 'Lo del día a día y lo grave, en un solo seguro.',
    showcaseOnly: false,
  },
  {
    code: 'COMPLEMENTARIO',
    urlSegment: 'Complementario',
    displayName: 'Complementario',
    upperType: 'SEGURO SALUD',
    description:
      'Te devuelve parte de lo que pagas después de que Fonasa o tu isapre bonifican: consultas, exámenes, hospitalización y medicamentos.',
    tooltip: 'Reembolsa el copago que te deja tu previsión.',
    showcaseOnly: false,
  },
  {
    code: 'CATASTROFICO',
    urlSegment: 'Catastrofico',
    displayName: 'Catastrófico',
    upperType: 'SEGURO SALUD',
    description:
      'Para enfermedades o accidentes graves: pagas un deducible y el seguro cubre la cuenta médica sobre ese monto hasta un tope alto.',
    tooltip: 'Protege tu bolsillo ante una cuenta médica muy alta.',
    showcaseOnly: false,
  },
  {
    code: 'ONCOLOGICO',
    urlSegment: 'Oncologico',
    displayName: 'Oncológico',
    upperType: 'SEGURO SALUD',
    description:
      'Cubre el diagnóstico y tratamiento del cáncer: quimioterapia, radioterapia, cirugía y medicamentos oncológicos.',
    tooltip: 'Especializado en cáncer.',
    showcaseOnly: false,
  },
  {
    code: 'ESCOLAR',
    urlSegment: 'Escolar',
    displayName: 'Escolar/Universitario',
    upperType: 'SEGURO SALUD',
    description:
      'Protege a estudiantes ante accidentes y urgencias dentro y fuera del colegio o la universidad, y en algunos casos asegura la continuidad de estudios.',
    tooltip: 'Para estudiantes de colegio, instituto o universidad.',
    showcaseOnly: false,
  },
  {
    code: 'CONVENIO_ESCOLAR',
    urlSegment: 'Convenio-Escolar',
    displayName: 'Convenio Escolar/Universitario',
    upperType: 'SEGURO SALUD',
    description: 'Seguro escolar contratado a través de un convenio entre el establecimiento y una clínica.',
    tooltip: 'El convenio que ofrece el colegio o la universidad.',
    showcaseOnly: false,
  },
  {
    code: 'ACCIDENTE_URGENCIA',
    urlSegment: 'Accidente-y-Urgencia',
    displayName: 'Accidente y Urgencia',
    upperType: 'SEGURO SALUD',
    description: 'Cubre la atención de urgencia y las lesiones por accidente, en la red de clínicas del seguro.',
    tooltip: 'Para caídas, fracturas y urgencias.',
    showcaseOnly: false,
  },
  {
    code: 'DENTAL',
    urlSegment: 'Dental',
    displayName: 'Dental',
    upperType: 'SEGURO DENTAL',
    description: 'Cubre limpiezas, tapaduras, urgencias dentales y, según el plan, ortodoncia e implantes.',
    tooltip: 'Para tu salud bucal.',
    showcaseOnly: false,
  },
  {
    code: 'CARDIOLOGICO',
    urlSegment: 'Cardiologico',
    displayName: 'Cardiológico',
    upperType: 'SEGURO SALUD',
    description: 'Cubre enfermedades del corazón: infarto, cirugías cardíacas, hospitalización y rehabilitación.',
    tooltip: 'Especializado en el corazón.',
    showcaseOnly: false,
  },
  {
    code: 'SERVICIO_ASISTENCIA',
    urlSegment: 'Servicio-Asistencia',
    displayName: 'Servicio/Asistencia',
    upperType: 'SERVICIO ASISTENCIA',
    description:
      'No reembolsa gastos: te da servicios, como telemedicina, médico a domicilio u orientación, por una cuota fija.',
    tooltip: 'Servicios de salud por una cuota mensual.',
    showcaseOnly: false,
  },
  {
    code: 'FARMACIA',
    urlSegment: 'Farmacia',
    displayName: 'Farmacia',
    upperType: 'SEGURO SALUD',
    description: 'Descuentos y reembolsos en medicamentos recetados en farmacias adheridas.',
    tooltip: 'Para gastar menos en remedios.',
    showcaseOnly: false,
  },
  {
    code: 'INTERNACIONAL',
    urlSegment: 'Internacional',
    displayName: 'Internacional',
    upperType: 'SEGURO SALUD',
    description: 'Cubre atenciones de salud en Chile y en el extranjero, con topes altos, generalmente en dólares.',
    tooltip: 'Salud con cobertura fuera de Chile.',
    showcaseOnly: false,
  },
  {
    code: 'ESTETICA',
    urlSegment: 'Estetica',
    displayName: 'Estética',
    upperType: 'SEGURO SALUD',
    description: 'Beneficios en tratamientos estéticos y dermatológicos.',
    tooltip: 'Solo en vitrinas especiales.',
    showcaseOnly: true,
  },
  {
    code: 'COBERTURAS',
    urlSegment: 'Coberturas',
    displayName: 'Coberturas',
    upperType: 'SEGURO SALUD',
    description: 'Seguros elegidos por una cobertura puntual, como maternidad o telemedicina.',
    tooltip: 'Solo en vitrinas especiales.',
    showcaseOnly: true,
  },
  {
    code: 'VIDA',
    urlSegment: 'Vida',
    displayName: 'Vida',
    upperType: 'SEGURO VIDA',
    description:
      'Paga un capital a tus beneficiarios si falleces y, según el plan, también en caso de invalidez. Algunos suman ahorro.',
    tooltip: 'Protege a quienes dependen de ti.',
    showcaseOnly: false,
  },
  {
    code: 'INDEMNIZACION',
    urlSegment: 'Indemnizacion',
    displayName: 'Indemnización',
    upperType: 'SEGURO INDEMNIZACION',
    description:
      'Te paga un monto fijo en dinero cuando ocurre el evento cubierto (por ejemplo, un diagnóstico o una hospitalización), sin importar cuánto gastaste.',
    tooltip: 'Un pago en dinero, libre de usar.',
    showcaseOnly: false,
  },
  {
    code: 'COLECTIVO',
    urlSegment: 'Seguro-Complementario-Empresa',
    displayName: 'Complementario para empresas',
    upperType: 'SEGURO COLECTIVO',
    description:
      'Seguro de salud (y a veces de vida y dental) que una empresa contrata para sus trabajadores y sus cargas, con un mínimo de trabajadores.',
    tooltip: 'Un beneficio para tu equipo de trabajo.',
    showcaseOnly: false,
  },
  {
    code: 'GUARDIA',
    urlSegment: 'Guardias',
    displayName: 'Guardias',
    upperType: 'SEGURO DE GUARDIA',
    description:
      'El seguro de vida y accidentes que exige la ley a las empresas de seguridad para cada guardia; se cotiza por persona al año, en UF.',
    tooltip: 'Obligatorio para guardias de seguridad (precio por guardia).',
    showcaseOnly: false,
  },
  {
    code: 'MASCOTAS',
    urlSegment: 'Mascotas',
    displayName: 'Mascotas',
    upperType: 'SEGURO_MASCOTAS',
    description: 'Cubre consultas veterinarias, urgencias y cirugías de tu perro o gato, y la responsabilidad civil.',
    tooltip: 'Para tu perro o tu gato.',
    showcaseOnly: false,
  },
  {
    code: 'ACCIDENTES_PERSONALES',
    urlSegment: 'Accidentes-Personales',
    displayName: 'Accidentes personales',
    upperType: 'ACCIDENTES PERSONALES',
    description:
      'Paga gastos médicos por accidente y un capital por muerte o invalidez accidental; se muestra con precio anual.',
    tooltip: 'Protección ante accidentes de cualquier tipo.',
    showcaseOnly: false,
  },
  {
    code: 'VIAJE',
    urlSegment: 'Viaje',
    displayName: 'Viaje',
    upperType: 'SEGURO VIAJE',
    description: 'Gastos médicos, equipaje y asistencia durante un viaje al extranjero.',
    tooltip: 'Para viajar tranquilo.',
    showcaseOnly: false,
  },
]);

/** Badge categories of spec 01 §3 (not insurance types: they mark a card). */
export const BADGE_CATEGORIES = Object.freeze([
  { code: 'NUEVO', displayName: 'Producto-nuevo', tooltip: 'Disponible hace menos de dos meses.' },
  { code: 'EXCLUSIVO', displayName: 'Exclusivo', tooltip: 'Solo se contrata a través de este sitio.' },
  { code: 'POPULAR', displayName: 'Popular', tooltip: 'De los más solicitados por otros visitantes.' },
  {
    code: 'INTEGRAL',
    displayName: 'Integral',
    tooltip: 'Combina reembolso del copago y cobertura catastrófica.',
  },
]);

/** Sub-types of spec 01 §3, used as coverage tags. */
export const SUB_TYPES = Object.freeze([
  'Urgencia',
  'Accidentes',
  'Maternidad',
  'Ambulancia',
  'Telemedicina',
  'Hospitalización',
  'Ahorro',
  'Gral.+Adicionales',
]);

export function upperTypeOf(name: string) {
  return UPPER_TYPES.find((upper) => upper.name === name) ?? null;
}

export function insuranceTypeBySegment(segment: string): CategoryDefinition | null {
  const key = segment.toLowerCase();
  return (
    INSURANCE_TYPES.find((type) => type.urlSegment.toLowerCase() === key || type.code.toLowerCase() === key) ?? null
  );
}

/**
 * The editions' product types (issue 27, content's EDITION_LINES) mapped to the insurance types they list:
 * an EPS plan is the primary health cover, prepaid medicine complements it (home medicine among it), and
 * SCTR is work-accident insurance. Chile's lines never send these.
 */
export const EDITION_PRODUCT_TYPES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  EPS: ['PRIMARIO'],
  'MEDICINA PREPAGADA': ['COMPLEMENTARIO', 'SERVICIO_ASISTENCIA'],
  SCTR: ['ACCIDENTES_PERSONALES'],
});

/** Product types of spec 02 §3 mapped to the upper types they select. */
export const PRODUCT_TYPES: Readonly<Record<string, readonly UpperTypeName[]>> = Object.freeze({
  SEGURO_MASCOTAS: ['SEGURO_MASCOTAS'],
  'SEGURO COLECTIVO': ['SEGURO COLECTIVO'],
  colectivo: ['SEGURO COLECTIVO'],
  'SEGURO VIDA': ['SEGURO VIDA'],
  'SEGURO INTERNACIONAL': ['SEGURO SALUD'],
  'SEGURO DE GUARDIA': ['SEGURO DE GUARDIA'],
  'ACCIDENTES PERSONALES': ['ACCIDENTES PERSONALES'],
  'SEGURO SALUD': ['SEGURO SALUD', 'SEGURO DENTAL'],
  'SEGURO VIAJE': ['SEGURO VIAJE'],
});
