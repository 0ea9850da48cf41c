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

/**
 * The sources of spec 03 §3 ("Sources: QPCRON, QPCLIENTS, QPOPTIMIZE"): the company's own systems that write
 * requests without a visitor — the scheduled jobs, the customer portal and the plan optimiser. Stored as the
 * lead's origin like the origin systems, so the back-office can tell them apart from the site's leads.
 */
export const LEAD_SOURCES = ['QPCRON', 'QPCLIENTS', 'QPOPTIMIZE'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The public site's own origin when the browser does not say otherwise. */
export const DEFAULT_ORIGIN: OriginSystem = 'QUEPLAN.CL';

/** The longest origin stored (a longer one is cut, never refused). */
export const MAX_ORIGIN_LENGTH = 100;

const originKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** Spellings of the origin systems seen from clients, by their key (letters and digits only). */
const ORIGIN_ALIASES = new Map<string, OriginSystem | LeadSource>([
  ...ORIGIN_SYSTEMS.map((origin) => [originKey(origin), origin] as const),
  ...LEAD_SOURCES.map((source) => [originKey(source), source] as const),
  ['QUEPLAN', 'QUEPLAN.CL'],
  ['WWWQUEPLANCL', 'QUEPLAN.CL'],
  ['REDSALUDTELEMARKETING', 'REDSALUD_TLMK'],
  ['ZAPIER', 'REDSALUD_ZAPIER'],
]);

/**
 * The origin to store for what a request sent (spec 03 §3 origin systems). A lead is never refused for it
 * (issue 9): nothing sent is the site's own origin; a spelling of a known origin system ('queplan.cl',
 * 'RedSalud TLMK') is that system; anything else is stored as given (trimmed, at most 100 characters).
 */
export function resolveOrigin(sent: string | null | undefined): { origin: string; known: boolean } {
  const text = sent?.replace(/\s+/g, ' ').trim() ?? '';
  if (!text) return { origin: DEFAULT_ORIGIN, known: true };
  const known = ORIGIN_ALIASES.get(originKey(text));
  return known ? { origin: known, known: true } : { origin: text.slice(0, MAX_ORIGIN_LENGTH), known: false };
}

/** plan: a product request (solicitarplans); adicional: seguro adicional; contacto: /contacto; correo: sendemail. */
export const LEAD_KINDS = ['plan', 'adicional', 'contacto', 'correo'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Window in which the same person asking for the same product again is the same lead (issue 5). */
export const DUPLICATE_WINDOW_MS = 10_000;
