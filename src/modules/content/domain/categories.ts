/**
 * The category catalogue of spec 01 §3: each category has a description and a tooltip. The spec
 * does not reproduce the texts, so these are written for a visitor who does not know the jargon.
 */
export interface CategoryText {
  name: string;
  description: string;
  tooltip: string;
}

export const CATEGORY_TEXTS: readonly CategoryText[] = [
  {
    name: 'Catastrófico',
    description: 'Cubre gastos médicos muy altos sobre un deducible, hasta un tope elevado.',
    tooltip: 'Te protege ante enfermedades graves o accidentes que generan cuentas muy grandes.',
  },
  {
    name: 'Complementario',
    description: 'Reembolsa parte del copago que queda después de lo que paga tu Fonasa o isapre.',
    tooltip: 'Paga una parte de lo que te toca pagar en consultas, exámenes y hospitalizaciones.',
  },
  {
    name: 'Escolar/Universitario',
    description: 'Cubre accidentes y urgencias de estudiantes de colegio o universidad.',
    tooltip: 'Pensado para estudiantes: accidentes dentro y fuera del establecimiento.',
  },
  {
    name: 'Convenio Escolar/Universitario',
    description: 'Seguro escolar con convenio entre el establecimiento y una clínica.',
    tooltip: 'Atención en la clínica con convenio con el colegio o la universidad.',
  },
  {
    name: 'Complementario + Catastrófico',
    description: 'Une el reembolso de copagos del día a día con la protección ante gastos catastróficos.',
    tooltip: 'Un solo seguro para gastos frecuentes y para gastos grandes.',
  },
  {
    name: 'Dental',
    description: 'Cubre atenciones dentales: consultas, limpiezas, tapaduras y más.',
    tooltip: 'Reembolsa o cubre tratamientos dentales según el plan.',
  },
  {
    name: 'Indemnización',
    description: 'Paga un monto fijo al diagnóstico o evento cubierto, sin importar el gasto real.',
    tooltip: 'Recibes dinero directamente para usarlo como quieras.',
  },
  {
    name: 'Internacional',
    description: 'Cobertura de salud fuera de Chile, en la zona que elijas.',
    tooltip: 'Atención médica en el extranjero según la zona de cobertura.',
  },
  {
    name: 'Servicio/Asistencia',
    description: 'Servicios de asistencia: telemedicina, ambulancia, orientación médica y otros.',
    tooltip: 'Servicios para usar cuando los necesites, más que reembolsos.',
  },
  {
    name: 'Vida',
    description: 'Protege a tu familia con un capital en caso de fallecimiento o invalidez.',
    tooltip: 'Entrega un monto a tus beneficiarios si te pasa algo.',
  },
  {
    name: 'Producto-nuevo',
    description: 'Producto disponible hace menos de 2 meses.',
    tooltip: 'Un seguro recién llegado al comparador.',
  },
  {
    name: 'Exclusivo',
    description: 'Producto disponible solo en este comparador.',
    tooltip: 'No lo encontrarás en otros sitios.',
  },
  {
    name: 'Popular',
    description: 'Uno de los seguros más solicitados por nuestros visitantes.',
    tooltip: 'Muchas personas lo han elegido.',
  },
  {
    name: 'Integral',
    description: 'Cobertura amplia que combina varias prestaciones en un solo seguro.',
    tooltip: 'Cubre muchas prestaciones distintas.',
  },
  {
    name: 'Oncológico',
    description: 'Cubre tratamientos contra el cáncer: quimioterapia, radioterapia y cirugías.',
    tooltip: 'Protección específica ante un diagnóstico de cáncer.',
  },
  {
    name: 'Accidente y Urgencia',
    description: 'Cubre atenciones de urgencia y accidentes.',
    tooltip: 'Para los imprevistos: urgencias y accidentes.',
  },
  {
    name: 'Cardiológico',
    description: 'Cubre enfermedades y tratamientos del corazón.',
    tooltip: 'Protección ante enfermedades cardíacas.',
  },
  {
    name: 'Primario',
    description: 'Atención primaria: consultas, exámenes básicos y telemedicina.',
    tooltip: 'Para la salud del día a día.',
  },
  {
    name: 'Farmacia',
    description: 'Descuentos o reembolsos en medicamentos.',
    tooltip: 'Ahorra en tus remedios.',
  },
  {
    name: 'Coberturas',
    description: 'Vitrina de coberturas específicas.',
    tooltip: 'Coberturas seleccionadas para ti.',
  },
];

export const CATEGORY_SUBTYPES: readonly string[] = [
  'Urgencia',
  'Accidentes',
  'Maternidad',
  'Ambulancia',
  'Telemedicina',
  'Hospitalización',
  'Ahorro',
  'Gral.+Adicionales',
];

/** The text of a category by its name (accents and case as in the catalogue), or undefined. */
export function categoryText(name: string): CategoryText | undefined {
  return CATEGORY_TEXTS.find((category) => category.name === name);
}
