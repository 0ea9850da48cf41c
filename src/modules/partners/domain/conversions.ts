import { EXPERIMENT_NAMES, EXPERIMENTS, type ExperimentName } from './experiments.js';

/**
 * Conversions per experiment variant (issue 14: "each lead and sale carries the variants seen, so the
 * back-office shows conversion per variant"). A conversion is a lead or an online sale started by a visitor;
 * it carries the visitor's partner (by host) and the variants that visitor was exposed to.
 */
export type ConversionKind = 'lead' | 'sale';

/**
 * The public calls that create a lead or a sale (spec 03 §7 and the sales module's POST /api/sales): their
 * 201 answers carry the new record's id in data.id. Anything else is not a conversion.
 */
const CONVERSION_CALLS: readonly { path: RegExp; kind: ConversionKind }[] = [
  { path: /^\/api\/solicitarplans\/?$/i, kind: 'lead' },
  { path: /^\/api\/seguro-adicional\/solicitar\/?$/i, kind: 'lead' },
  { path: /^\/api\/contactos\/?$/i, kind: 'lead' },
  { path: /^\/api\/sendemail\/?$/i, kind: 'lead' },
  { path: /^\/api\/sales\/?$/i, kind: 'sale' },
];

export function conversionKindOf(method: string, path: string): ConversionKind | null {
  if (method.toUpperCase() !== 'POST') return null;
  return CONVERSION_CALLS.find((call) => call.path.test(path))?.kind ?? null;
}

/** Counts of one variant: visitors exposed, their leads, their sales started and completed. */
export interface VariantFigures {
  experiment: string;
  variant: string;
  visitors: number;
  leads: number;
  salesStarted: number;
  salesCompleted: number;
}

export interface VariantReportRow extends VariantFigures {
  id: string;
  /** Leads per 100 exposed visitors (one decimal); null without visitors. */
  leadRate: number | null;
  /** Completed sales per 100 exposed visitors (one decimal); null without visitors. */
  saleRate: number | null;
}

/** Per 100, one decimal; null when nobody was exposed. */
export function ratePer100(count: number, visitors: number): number | null {
  if (visitors <= 0) return null;
  return Math.round((count * 1000) / visitors) / 10;
}

/**
 * Every variant of every experiment, in the spec's order, with its rates; a variant nobody saw yet shows
 * zeros (so the back-office always lists both halves of each test).
 */
export function variantReport(figures: readonly VariantFigures[]): VariantReportRow[] {
  const byKey = new Map(figures.map((f) => [`${f.experiment}:${f.variant}`, f]));
  const rows: VariantReportRow[] = [];
  for (const experiment of EXPERIMENT_NAMES) {
    for (const variant of EXPERIMENTS[experiment as ExperimentName]) {
      const found = byKey.get(`${experiment}:${variant}`);
      const f = found ?? { experiment, variant, visitors: 0, leads: 0, salesStarted: 0, salesCompleted: 0 };
      rows.push({
        ...f,
        id: `${experiment}:${variant}`,
        leadRate: ratePer100(f.leads, f.visitors),
        saleRate: ratePer100(f.salesCompleted, f.visitors),
      });
    }
  }
  return rows;
}
