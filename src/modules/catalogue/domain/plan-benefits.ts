import { RESTRICTED_COVERAGE_PCT } from '../../pricing/domain/care-cost.js';

/**
 * A plan's benefit lines (GET /api/infoplanes/prestaciones, /api/isapres/beneficios-plan) and its fee
 * schedule (GET /api/infoplanes/aranceles): the coverage of each benefit group, capped where the plan
 * restricts it (spec 03 §3 'prestaciones restringidas').
 *
 * The figures of both tables (the per-line caps in UF, the Día cama share of the annual cap, the arancel
 * weights) are designed sample values: the sample catalogue has no benefit-level data, so they make the
 * plan page's tables plausible and consistent with the plan's coverage and price, not a real isapre's.
 * The caps of the lines the cost-of-care simulator also prices agree with pricing's CARE_BENEFITS.
 */

/** Restriction code 6 means 'no restricted benefit'; it never restricts a line. */
export const NO_RESTRICTION_CODE = 6;

/** A benefit the plan restricts is covered at most at this percentage (the simulator's cap, one copy). */
export const RESTRICTED_COVERAGE_CAP_PCT = RESTRICTED_COVERAGE_PCT;

/** The restriction codes that actually restrict a benefit (every code of the plan but 6). */
export function restrictedCodes(prestacionesrest: readonly number[]): ReadonlySet<number> {
  return new Set(prestacionesrest.filter((code) => code !== NO_RESTRICTION_CODE));
}

/** The coverage of a benefit: capped at RESTRICTED_COVERAGE_CAP_PCT when the plan restricts it. */
export function restrictedCoveragePct(pct: number, restricted: boolean): number {
  return restricted ? Math.min(pct, RESTRICTED_COVERAGE_CAP_PCT) : pct;
}

export interface PlanBenefitLine {
  prestacion: string;
  coberturaPct: number;
  topeUf: number | null;
  restringida: boolean;
  /** The restriction's description when the plan restricts the line. */
  restriccion: string | null;
}

/** Where a line's coverage comes from, its cap, and the restriction code that may restrict it. */
export interface BenefitLineDefinition {
  prestacion: string;
  care: 'hospital' | 'ambulatory';
  /** A cap in UF, none (null), or 'annualShare': the plan's annual cap / 20 (none without annual cap). */
  topeUf: number | null | 'annualShare';
  restrictionCode: number | null;
}

/** The benefit lines every plan lists, in order (designed sample values, see the file's comment). */
export const PLAN_BENEFIT_LINES: readonly BenefitLineDefinition[] = [
  { prestacion: 'Día cama', care: 'hospital', topeUf: 'annualShare', restrictionCode: null },
  { prestacion: 'Derecho de pabellón', care: 'hospital', topeUf: null, restrictionCode: null },
  { prestacion: 'Honorarios médicos quirúrgicos', care: 'hospital', topeUf: null, restrictionCode: null },
  { prestacion: 'Consulta médica', care: 'ambulatory', topeUf: 1.2, restrictionCode: null },
  { prestacion: 'Exámenes de laboratorio', care: 'ambulatory', topeUf: null, restrictionCode: null },
  { prestacion: 'Imagenología', care: 'ambulatory', topeUf: null, restrictionCode: null },
  { prestacion: 'Parto', care: 'hospital', topeUf: 30, restrictionCode: 1 },
  { prestacion: 'Psiquiatría y psicología', care: 'ambulatory', topeUf: 1, restrictionCode: 2 },
  { prestacion: 'Cirugía bariátrica', care: 'hospital', topeUf: 40, restrictionCode: 3 },
  { prestacion: 'Cirugía refractiva', care: 'hospital', topeUf: 15, restrictionCode: 4 },
];

/** The share of the annual cap the Día cama line is capped at. */
export const DAY_BED_ANNUAL_CAP_DIVISOR = 20;

export interface PlanBenefitFacts {
  hospitalPct: number;
  ambulatoryPct: number;
  /** UF; 0: no annual cap. */
  topeanual: number;
  prestacionesrest: readonly number[];
}

/** The plan's benefit lines; `restrictions` describes each restriction code. */
export function planBenefitLines(plan: PlanBenefitFacts, restrictions: ReadonlyMap<number, string>): PlanBenefitLine[] {
  const restricted = restrictedCodes(plan.prestacionesrest);
  return PLAN_BENEFIT_LINES.map((line) => {
    const isRestricted = line.restrictionCode !== null && restricted.has(line.restrictionCode);
    const pct = line.care === 'hospital' ? plan.hospitalPct : plan.ambulatoryPct;
    const topeUf =
      line.topeUf === 'annualShare'
        ? plan.topeanual > 0
          ? Math.round(plan.topeanual / DAY_BED_ANNUAL_CAP_DIVISOR)
          : null
        : line.topeUf;
    return {
      prestacion: line.prestacion,
      coberturaPct: restrictedCoveragePct(pct, isRestricted),
      topeUf,
      restringida: isRestricted,
      restriccion: isRestricted ? (restrictions.get(line.restrictionCode!) ?? null) : null,
    };
  });
}

/** The lines whose name contains `benefit` (case-insensitive): /beneficios-plan/{plan}/{benefit}. */
export function benefitLinesMatching(lines: readonly PlanBenefitLine[], benefit: string): PlanBenefitLine[] {
  const key = benefit.toLowerCase();
  return lines.filter((line) => line.prestacion.toLowerCase().includes(key));
}

export interface PlanArancel {
  codigo: string;
  prestacion: string;
  arancelUf: number;
}

/** The fee schedule's benefits with their weight on half the plan's base price (designed sample values). */
export const PLAN_ARANCELES: readonly { codigo: string; prestacion: string; weight: number }[] = [
  { codigo: '0101001', prestacion: 'Consulta médica electiva', weight: 0.6 },
  { codigo: '0202001', prestacion: 'Día cama hospitalización', weight: 3.5 },
  { codigo: '0301001', prestacion: 'Hemograma', weight: 0.15 },
  { codigo: '0401001', prestacion: 'Radiografía de tórax', weight: 0.4 },
];

/** The plan's fee schedule in UF (two decimals): weight × base price / 2. */
export function planAranceles(basePriceUf: number): PlanArancel[] {
  const factor = basePriceUf / 2;
  return PLAN_ARANCELES.map(({ codigo, prestacion, weight }) => ({
    codigo,
    prestacion,
    arancelUf: Math.round(weight * factor * 100) / 100,
  }));
}
