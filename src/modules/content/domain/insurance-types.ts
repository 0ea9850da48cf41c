import { INSURANCE_TYPES, type CategoryDefinition } from '../../catalogue/domain/categories.js';

/**
 * The insurance-type URL segment of spec 02 §2.3 (Primario, Complementario-Catastrofico, …) from the
 * catalogue's category list, matched exactly as the route table is case-sensitive.
 */
export function insuranceTypeBySegment(segment: string): CategoryDefinition | undefined {
  return INSURANCE_TYPES.find((type) => type.urlSegment === segment);
}

/** The comparator lines a visitor can open under /Comparar/{line} (spec 01 §2, spec 02 §2.1). */
export const COMPARATOR_LINES: readonly { segment: string; title: string; productType: string }[] = [
  { segment: 'Seguros-de-Salud', title: 'Seguros de Salud', productType: 'SEGURO SALUD' },
  { segment: 'Seguro-Complementario-Empresa', title: 'Seguro Complementario Empresa', productType: 'SEGURO COLECTIVO' },
  { segment: 'Guardias', title: 'Seguros de Guardia', productType: 'SEGURO DE GUARDIA' },
  { segment: 'Accidentes-Personales', title: 'Accidentes Personales', productType: 'ACCIDENTES PERSONALES' },
  { segment: 'Seguros-de-Vida', title: 'Seguros de Vida', productType: 'SEGURO VIDA' },
  { segment: 'Seguros-de-Mascotas', title: 'Seguros de Mascotas', productType: 'SEGURO_MASCOTAS' },
  { segment: 'Seguros-Dentales', title: 'Seguros Dentales', productType: 'SEGURO SALUD' },
  { segment: 'Seguros-de-Viaje', title: 'Seguros de Viaje', productType: 'SEGURO VIAJE' },
];

export function comparatorLine(segment: string) {
  return COMPARATOR_LINES.find((line) => line.segment === segment);
}
