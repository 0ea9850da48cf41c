import { formatMoney, roundTo } from './money.js';

/**
 * What a complementary, catastrophic or oncological insurance reimburses of the copays a plan leaves (issue 13,
 * GLOSSARY 'Seguro complementario', 'Tope, deducible, copago'). careCost calls it line by line; the catalogue
 * turns a product of the catalogue into these terms (catalogue/domain/care-insurance-product.ts).
 *
 * The rule, in order, for each line of care (a benefit, its quantity, what was billed, what the plan paid):
 * 1. The insurance must cover the benefit (per-benefit terms), or every benefit at one percentage.
 * 2. A plan that paid nothing (for a benefit plans cover): an insurance that asks for previous coverage pays
 *    nothing; one that says it pays without it pays at most 2 UF per unit (spec 01 §5, NO_PLAN_COVERAGE_CAP_UF).
 * 3. A coverage requirement (spec 01 §5: 'if the prevision covers less, the insurance pays as if it had covered
 *    X%'): the reimbursable copay is at most what would be left had the plan paid the required share.
 * 4. The yearly deductible is paid first, out of the covered copays in line order.
 * 5. The benefit's percentage, rounded to whole pesos per line; the benefit's cap per period (a period a unit
 *    at most: a monthly cap over 3 units of care is 3 months' caps, at most 12); then the insurance's cap
 *    for the year. Caps are consumed in line order.
 */

export type CapPeriod = 'anual' | 'mensual' | 'semanal' | 'diario';

/** How many periods of each kind a year holds: a cap per period allows at most this many caps a year. */
export const PERIODS_PER_YEAR: Readonly<Record<CapPeriod, number>> = {
  anual: 1,
  mensual: 12,
  semanal: 52,
  diario: 365,
};

/** A product that pays without previous coverage pays at most this per unit when the plan paid nothing. */
export const NO_PLAN_COVERAGE_CAP_UF = 2;

export interface CareInsuranceBenefit {
  /** Percentage of the copay it reimburses. */
  pct: number;
  /** Cap per period in UF; null: none. */
  capUf: number | null;
  /** The cap's period (null: a year). */
  capPeriod: CapPeriod | null;
}

/** What the prevision must have paid before the insurance pays (spec 01 §5 coverage requirement). */
export type CoverageFloor = { unit: '%'; value: number } | { unit: 'UF' | 'CLP'; value: number };

/** A complementary or catastrophic insurance added on top of the plan. */
export interface CareInsurance {
  name: string;
  /** Catalogue product code, when it comes from the catalogue. */
  productCode?: string;
  /** Percentage of the copay (after the deductible) it reimburses, for every benefit, without `benefits`. */
  reimbursementPct: number;
  /** Per-benefit terms (keys: the simulator's benefit codes); only these benefits are reimbursed. */
  benefits?: Readonly<Record<string, CareInsuranceBenefit>> | null;
  /** Deductible per year, UF (0: none). */
  deductibleUf: number;
  /** Yearly cap of reimbursements, UF (0 or null: no cap). */
  annualCapUf: number | null;
  /** Its monthly premium for the household, CLP. */
  monthlyPremiumClp: number;
  /** The prevision must have paid at least this (null: no requirement). */
  coverageFloor?: CoverageFloor | null;
  /**
   * Spec 01 previousCoverage: false when it pays only what the plan covered too (previousCoverage true); true
   * when it also pays what the plan did not cover, at most 2 UF a unit (previousCoverage false). Unset: no rule.
   */
  paysWithoutPlanCoverage?: boolean;
}

export interface InsuredLine {
  benefit: string;
  quantity: number;
  billedClp: number;
  /** The plan's coverage percentage for the line and what it paid. */
  planPct: number;
  planPaysClp: number;
  /** False for what isapre plans never cover (outpatient medicines): no previous coverage is asked there. */
  planCoversKind: boolean;
}

export interface InsuredLineResult {
  reimbursableClp: number;
  reimbursedClp: number;
  notes: string[];
}

export interface InsuranceReimbursement {
  deductibleClp: number;
  /** What the deductible took of the covered copays (at most deductibleClp). */
  deductibleUsedClp: number;
  reimbursedClp: number;
  /** True when the insurance's cap for the year cut the reimbursement. */
  capApplied: boolean;
  /** Per line, in the input order (empty when `explain` is false). */
  lines: InsuredLineResult[];
}

/** The terms that apply to one benefit: its own, or the single percentage without per-benefit terms. */
export function insuranceBenefitTerms(insurance: CareInsurance, benefit: string): CareInsuranceBenefit | null {
  if (!insurance.benefits) return { pct: insurance.reimbursementPct, capUf: null, capPeriod: null };
  return insurance.benefits[benefit] ?? null;
}

const clamp = (pct: number) => Math.max(0, Math.min(100, pct));

/** The reimbursement of the copays of the lines, in order. */
export function insuranceReimbursement(
  lines: readonly InsuredLine[],
  insurance: CareInsurance,
  ufValue: number,
  explain = true,
): InsuranceReimbursement {
  const deductibleClp = Math.round(Math.max(0, insurance.deductibleUf) * ufValue);
  let deductibleLeft = deductibleClp;
  const annualCapClp = insurance.annualCapUf ? Math.round(insurance.annualCapUf * ufValue) : null;
  let annualLeft = annualCapClp ?? Number.POSITIVE_INFINITY;
  let capApplied = false;
  // A benefit's cap per period allows one period's cap per unit of care, at most the periods of a year.
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.benefit, (units.get(line.benefit) ?? 0) + Math.max(0, line.quantity));
  const benefitLeft = new Map<string, number>();
  let reimbursedClp = 0;
  const results: InsuredLineResult[] = [];
  for (const line of lines) {
    const notes: string[] = [];
    const done = (reimbursableClp: number, reimbursed: number) => {
      reimbursedClp += reimbursed;
      if (explain) results.push({ reimbursableClp, reimbursedClp: reimbursed, notes });
    };
    const copay = Math.max(0, line.billedClp - line.planPaysClp);
    const terms = insuranceBenefitTerms(insurance, line.benefit);
    if (!terms || clamp(terms.pct) === 0) {
      if (explain) notes.push('el seguro no cubre esta prestación');
      done(0, 0);
      continue;
    }
    let base = copay;
    let perUnitCapClp: number | null = null;
    if (line.planCoversKind && line.planPaysClp === 0 && copay > 0) {
      if (insurance.paysWithoutPlanCoverage === false) {
        if (explain) notes.push('el seguro exige que el plan haya cubierto la prestación');
        done(0, 0);
        continue;
      }
      if (insurance.paysWithoutPlanCoverage === true) {
        perUnitCapClp = Math.round(NO_PLAN_COVERAGE_CAP_UF * ufValue);
        if (explain) notes.push(`sin cobertura del plan: tope de ${NO_PLAN_COVERAGE_CAP_UF} UF por prestación`);
      }
    } else if (insurance.coverageFloor) {
      const floor = insurance.coverageFloor;
      const floorClp =
        floor.unit === '%'
          ? Math.round((line.billedClp * clamp(floor.value)) / 100)
          : Math.round((floor.unit === 'UF' ? floor.value * ufValue : floor.value) * Math.max(0, line.quantity));
      if (line.planPaysClp < floorClp) {
        base = Math.max(0, Math.min(copay, line.billedClp - floorClp));
        if (explain)
          notes.push(
            `el plan pagó menos de lo exigido (${floor.unit === '%' ? `${floor.value}%` : formatMoney(floor.value, floor.unit)}): el seguro calcula como si lo hubiera pagado`,
          );
      }
    }
    const deductible = Math.min(deductibleLeft, base);
    deductibleLeft -= deductible;
    const reimbursable = base - deductible;
    if (deductible > 0 && explain) notes.push(`deducible ${formatMoney(deductible, 'CLP')}`);
    let reimbursed = Math.round((reimbursable * clamp(terms.pct)) / 100);
    if (perUnitCapClp !== null && reimbursed > perUnitCapClp * line.quantity)
      reimbursed = perUnitCapClp * line.quantity;
    if (terms.capUf !== null && terms.capUf > 0) {
      if (!benefitLeft.has(line.benefit)) {
        const periods = Math.min(PERIODS_PER_YEAR[terms.capPeriod ?? 'anual'], Math.max(1, units.get(line.benefit)!));
        benefitLeft.set(line.benefit, Math.round(terms.capUf * ufValue) * periods);
      }
      const left = benefitLeft.get(line.benefit)!;
      if (reimbursed > left) {
        reimbursed = left;
        if (explain)
          notes.push(
            `tope del seguro para la prestación (${roundTo(terms.capUf, 2)} UF ${terms.capPeriod ?? 'anual'})`,
          );
      }
      benefitLeft.set(line.benefit, left - reimbursed);
    }
    if (reimbursed > annualLeft) {
      reimbursed = annualLeft;
      capApplied = true;
      if (explain) notes.push('tope anual del seguro alcanzado');
    }
    annualLeft -= reimbursed;
    done(reimbursable, reimbursed);
  }
  return {
    deductibleClp,
    deductibleUsedClp: deductibleClp - deductibleLeft,
    reimbursedClp,
    capApplied,
    lines: results,
  };
}
