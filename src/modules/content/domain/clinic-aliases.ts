/** Old clinic paths and the current clinic slug each one answers with (spec 01 §2). */
export const CLINIC_ALIASES: Readonly<Record<string, string>> = {
  'Alemana-de-Santiago': 'Clinica-Alemana-de-Santiago',
  'RedSalud-Providencia': 'Clinica-Red-Salud-Providencia',
  'RedSalud-Magallanes': 'Clinica-Red-Salud-Magallanes',
  'RedSalud-Elqui': 'Clinica-Red-Salud-Elqui',
  Indisa: 'Clinica-Indisa',
  'Santa-Maria': 'Clinica-Santa-Maria',
  'Red-de-Salud-UC-Christus': 'Centro-Medico-Red-de-Salud-UC-Christus',
  Davila: 'Clinica-Davila',
  MEDS: 'Clinica-MEDS',
  'Clinica-Universitaria-De-Concepcion': 'Clinica-Andes-Salud-Concepcion',
  'Las-Condes': 'Clinica-Las-Condes',
  'San-Carlos-de-Apoquindo': 'Clinica-San-Carlos-de-Apoquindo',
  'Universidad-de-los-Andes': 'Clinica-Universidad-de-Los-Andes',
};

/** The current slug for an old clinic path segment, or undefined. */
export function clinicSlugForAlias(segment: string): string | undefined {
  return Object.hasOwn(CLINIC_ALIASES, segment) ? CLINIC_ALIASES[segment] : undefined;
}
