/** Origin systems of spec 03 §3 and the kinds of request this module receives. */
export const ORIGIN_SYSTEMS = [
  'AMERINS',
  'QUEPLAN.CL',
  'EMPRESAS',
  'REDSALUD',
  'REDSALUD_TLMK',
  'REDSALUD_ZAPIER',
  'QPSUBSCRIPTION',
] as const;
export type OriginSystem = (typeof ORIGIN_SYSTEMS)[number];

/** The public site's own origin when the browser does not say otherwise. */
export const DEFAULT_ORIGIN: OriginSystem = 'QUEPLAN.CL';

/** plan: a product request (solicitarplans); adicional: seguro adicional; contacto: /contacto; correo: sendemail. */
export const LEAD_KINDS = ['plan', 'adicional', 'contacto', 'correo'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Window in which the same person asking for the same product again is the same lead (issue 5). */
export const DUPLICATE_WINDOW_MS = 10_000;
