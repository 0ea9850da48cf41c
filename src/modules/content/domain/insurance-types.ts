/** The insurance-type URL segments of spec 02 §2.3 and the name each shows. */
export interface InsuranceTypeSegment {
  segment: string;
  displayName: string;
  /** Estetica and Coberturas exist only on showcases (spec 02 §2.3). */
  showcaseOnly?: boolean;
}

export const INSURANCE_TYPE_SEGMENTS: readonly InsuranceTypeSegment[] = [
  { segment: 'Primario', displayName: 'Primario' },
  { segment: 'Complementario-Catastrofico', displayName: 'Complementario + Catastrófico' },
  { segment: 'Complementario', displayName: 'Complementario' },
  { segment: 'Catastrofico', displayName: 'Catastrófico' },
  { segment: 'Oncologico', displayName: 'Oncológico' },
  { segment: 'Escolar', displayName: 'Escolar/Universitario' },
  { segment: 'Accidente-y-Urgencia', displayName: 'Accidente y Urgencia' },
  { segment: 'Dental', displayName: 'Dental' },
  { segment: 'Cardiologico', displayName: 'Cardiológico' },
  { segment: 'Servicio-Asistencia', displayName: 'Servicio/Asistencia' },
  { segment: 'Farmacia', displayName: 'Farmacia' },
  { segment: 'Internacional', displayName: 'Internacional' },
  { segment: 'Estetica', displayName: 'Estética', showcaseOnly: true },
  { segment: 'Coberturas', displayName: 'Coberturas', showcaseOnly: true },
];

/** The display name of a §2.3 segment, or undefined when the segment is not in the catalogue. */
export function insuranceTypeBySegment(segment: string): InsuranceTypeSegment | undefined {
  return INSURANCE_TYPE_SEGMENTS.find((type) => type.segment === segment);
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
];

export function comparatorLine(segment: string) {
  return COMPARATOR_LINES.find((line) => line.segment === segment);
}
