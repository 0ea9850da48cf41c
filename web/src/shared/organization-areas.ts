/** The three organization areas of the site (spec 02 §2.1): path segment, API type and texts. */
export const ORGANIZATION_AREAS = {
  Isapre: {
    type: 'ISAPRE',
    title: 'Isapres de Chile',
    intro: 'Conoce cada isapre y los seguros complementarios que ofrece.',
    closed: 'Cerrada a nuevos afiliados',
  },
  Seguros: {
    type: 'ASEGURADORA',
    title: 'Compañías de seguros',
    intro: 'Las aseguradoras que puedes comparar y sus seguros.',
    closed: 'Sin venta a nuevos clientes',
  },
  'Clinicas-y-Hospitales': {
    type: 'CLINICA',
    title: 'Clínicas y hospitales',
    intro: 'Elige una clínica y encuentra los seguros que cubren en ella.',
    closed: 'Sin convenios vigentes',
  },
} as const;
export type OrganizationArea = keyof typeof ORGANIZATION_AREAS;

/** The site area of an organization type (ISAPRE -> Isapre, CLINICA -> Clinicas-y-Hospitales, else Seguros). */
export const areaOfType = (type: string): OrganizationArea =>
  type === 'ISAPRE' ? 'Isapre' : type === 'CLINICA' ? 'Clinicas-y-Hospitales' : 'Seguros';
