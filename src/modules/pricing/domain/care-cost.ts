import { insuranceReimbursement, type CareInsurance, type InsuredLine } from './care-insurance.js';
import { formatMoney, roundTo } from './money.js';

/**
 * Cost of care (issue 13, GLOSSARY 'Costo total de atención'): what a year of care costs a household under
 * an isapre plan = the plan's premiums + what is left to pay after the plan's coverage (percentage by
 * benefit, preferred network or libre elección, cap per service and the plan's annual cap), minus what a
 * complementary or catastrophic insurance reimburses above its deductible. The arithmetic lives here only;
 * the API, the site and the back-office show its breakdown ('¿Cómo se calculó?').
 *
 * Every amount is CLP integers except caps and deductibles, which are UF (converted with the UF value
 * given). Rounding: each line's billed amount and plan payment are rounded to whole pesos once.
 */

/** Benefit groups a scenario line belongs to, with the plan coverage rules that apply to them. */
export const CARE_BENEFITS = {
  diaCama: { label: 'Día cama', category: 'hospital', capUfPerUnit: 'topeanual/20', restrictionCode: null },
  pabellon: { label: 'Derecho de pabellón', category: 'hospital', capUfPerUnit: null, restrictionCode: null },
  honorarios: {
    label: 'Honorarios médicos quirúrgicos',
    category: 'hospital',
    capUfPerUnit: null,
    restrictionCode: null,
  },
  parto: { label: 'Parto (honorarios y pabellón)', category: 'hospital', capUfPerUnit: 30, restrictionCode: 1 },
  quimioterapia: { label: 'Quimioterapia', category: 'hospital', capUfPerUnit: null, restrictionCode: null },
  consulta: { label: 'Consulta médica', category: 'ambulatory', capUfPerUnit: 1.2, restrictionCode: null },
  examenes: { label: 'Exámenes de laboratorio', category: 'ambulatory', capUfPerUnit: null, restrictionCode: null },
  imagenes: { label: 'Imagenología', category: 'ambulatory', capUfPerUnit: null, restrictionCode: null },
  psicologia: { label: 'Psiquiatría y psicología', category: 'ambulatory', capUfPerUnit: 1, restrictionCode: 2 },
  // Isapre plans do not cover outpatient medicines (a complementary insurance may).
  medicamentos: { label: 'Medicamentos ambulatorios', category: 'none', capUfPerUnit: null, restrictionCode: null },
} as const satisfies Record<
  string,
  {
    label: string;
    category: 'hospital' | 'ambulatory' | 'none';
    capUfPerUnit: number | 'topeanual/20' | null;
    restrictionCode: number | null;
  }
>;

export type CareBenefit = keyof typeof CARE_BENEFITS;
export const CARE_BENEFIT_CODES = Object.keys(CARE_BENEFITS) as CareBenefit[];

/** A restricted benefit (restriction codes 1-5 of spec 03 §3) is covered at most at this percentage. */
export const RESTRICTED_COVERAGE_PCT = 25;

export interface ScenarioItem {
  benefit: CareBenefit;
  /** What the line is, e.g. 'Honorarios del parto'. */
  label: string;
  /** Reference price of one unit, CLP. */
  unitPriceClp: number;
  quantity: number;
}

/** A scenario of care with its reference prices (sample data with source and date). */
export interface CareScenario {
  code: string;
  name: string;
  description: string;
  items: ScenarioItem[];
  source: string;
  /** ISO date of the reference prices. */
  asOf: string;
  sample: boolean;
}

/** The coverage terms of one plan the arithmetic needs. */
export interface PlanCoverageTerms {
  /** 0 libre elección, 1 prestador preferente, 2 plan cerrado (spec 02 §3). */
  planTypeId: number;
  hospitalPct: number;
  ambulatoryPct: number;
  preferredHospitalPct: number | null;
  preferredAmbulatoryPct: number | null;
  /** Annual cap in UF; 0: no cap. */
  topeanualUf: number;
  /** Restriction codes of the plan (6: none). */
  restrictions: readonly number[];
}

/** Where the care happens: in the plan's preferred network or with any provider (libre elección). */
export type CareNetwork = 'preferente' | 'libreEleccion';

export type { CareInsurance } from './care-insurance.js';

export interface CareLine {
  scenario: string;
  benefit: CareBenefit;
  label: string;
  quantity: number;
  billedClp: number;
  coveragePct: number;
  /** Cap per unit in CLP that applied, or null. */
  capClp: number | null;
  planPaysClp: number;
  copayClp: number;
  /** What the added insurance reimburses of the line's copay (only with an insurance). */
  insurancePaysClp?: number;
  notes: string[];
}

export interface CareCost {
  lines: CareLine[];
  billedClp: number;
  planPaysClp: number;
  /** True when the plan's annual cap cut its payments. */
  annualCapApplied: boolean;
  copayClp: number;
  insurance: null | {
    name: string;
    deductibleClp: number;
    reimbursedClp: number;
    premiumsClp: number;
    capApplied: boolean;
  };
  /** Out of pocket after plan and insurance, CLP. */
  outOfPocketClp: number;
  /** 12 monthly plan premiums, CLP. */
  planPremiumsClp: number;
  /** Premiums + out of pocket: the estimated yearly total, CLP. */
  yearlyTotalClp: number;
  /** The part of the yearly total beyond the legal 7% (null without income). */
  beyondContributionClp: number | null;
  steps: string[];
}

const pesos = (value: number) => formatMoney(Math.round(value), 'CLP');

/** The coverage percentage of a benefit under a plan in a network (restricted benefits at most 25%). */
export function benefitCoveragePct(terms: PlanCoverageTerms, benefit: CareBenefit, network: CareNetwork): number {
  const rule = CARE_BENEFITS[benefit];
  if (rule.category === 'none') return 0;
  // A closed plan covers only inside its network.
  if (terms.planTypeId === 2 && network === 'libreEleccion') return 0;
  const hospital = rule.category === 'hospital';
  const preferred = hospital ? terms.preferredHospitalPct : terms.preferredAmbulatoryPct;
  let pct =
    network === 'preferente' && preferred !== null ? preferred : hospital ? terms.hospitalPct : terms.ambulatoryPct;
  const restricted = rule.restrictionCode !== null && terms.restrictions.includes(rule.restrictionCode);
  if (restricted) pct = Math.min(pct, RESTRICTED_COVERAGE_PCT);
  return Math.max(0, Math.min(100, pct));
}

/** The plan's cap per unit of a benefit, UF, or null (no cap). */
export function benefitCapUf(terms: PlanCoverageTerms, benefit: CareBenefit): number | null {
  const cap = CARE_BENEFITS[benefit].capUfPerUnit;
  if (cap === 'topeanual/20') return terms.topeanualUf > 0 ? Math.round(terms.topeanualUf / 20) : null;
  return cap;
}

/**
 * What careCost reads of a plan's terms in a network, as a key: each benefit's coverage percentage and cap
 * per unit, and the annual cap. Two plans with the same key have the same copays and out of pocket for any
 * scenario, so a search costs the care once per key instead of once per plan.
 */
export function careTermsKey(terms: PlanCoverageTerms, network: CareNetwork): string {
  let key = String(terms.topeanualUf);
  for (const benefit of CARE_BENEFIT_CODES)
    key += `|${benefitCoveragePct(terms, benefit, network)}:${benefitCapUf(terms, benefit) ?? '-'}`;
  return key;
}

/**
 * What the care costs under a plan whatever the household's premium (careCoverage): the lines, what the plan
 * and the insurance pay, the out of pocket, and the steps explaining them (the first of CareCost's steps).
 */
export type CareCoverage = Omit<CareCost, 'planPremiumsClp' | 'yearlyTotalClp' | 'beyondContributionClp'>;

/** What the household's premium adds to a CareCoverage (carePremiums): the totals and their last steps. */
export type CarePremiums = Pick<CareCost, 'planPremiumsClp' | 'yearlyTotalClp' | 'beyondContributionClp' | 'steps'>;

/** What careCoverage reads: the scenarios, the plan's terms in a network, the UF and the insurance. */
export interface CareCoverageInput {
  scenarios: readonly CareScenario[];
  terms: PlanCoverageTerms;
  network: CareNetwork;
  ufValue: number;
  insurance?: CareInsurance | null;
  /** false: only the totals (a search sorting thousands of plans); the breakdown is built for the page. */
  explain?: boolean;
}

/**
 * The yearly cost of the chosen scenarios under one plan (and optionally one insurance).
 * `monthlyPlanClp` is the plan's price for the household; `contributionClp` the legal 7% (null: unknown).
 */
export function careCost(
  input: CareCoverageInput & { monthlyPlanClp: number; contributionClp: number | null },
): CareCost {
  const coverage = careCoverage(input);
  return joinCareCost(
    coverage,
    carePremiums(coverage, input.monthlyPlanClp, input.contributionClp, input.explain !== false),
  );
}

/** A CareCost of its two parts, in CareCost's order (the coverage's steps, then the premiums'). */
export function joinCareCost(coverage: CareCoverage, premiums: CarePremiums): CareCost {
  return {
    lines: coverage.lines,
    billedClp: coverage.billedClp,
    planPaysClp: coverage.planPaysClp,
    annualCapApplied: coverage.annualCapApplied,
    copayClp: coverage.copayClp,
    insurance: coverage.insurance,
    outOfPocketClp: coverage.outOfPocketClp,
    planPremiumsClp: premiums.planPremiumsClp,
    yearlyTotalClp: premiums.yearlyTotalClp,
    beyondContributionClp: premiums.beyondContributionClp,
    steps: [...coverage.steps, ...premiums.steps],
  };
}

/**
 * The part of careCost that does not read the household's premium: the same for every household asking the
 * same scenarios, network, UF and insurance of a plan with the same terms (a search keeps it: plan-care-costs.ts).
 */
export function careCoverage(input: CareCoverageInput): CareCoverage {
  const { terms, network, ufValue } = input;
  const explain = input.explain !== false;
  let billedClp = 0;
  let planPaysClp = 0;
  const steps: string[] = [];
  const annualCapClp = terms.topeanualUf > 0 ? Math.round(terms.topeanualUf * ufValue) : null;
  let capLeft = annualCapClp ?? Number.POSITIVE_INFINITY;
  let annualCapApplied = false;
  const lines: CareLine[] = [];
  // What the insurance needs of every line (its rule: care-insurance.ts).
  const insured: InsuredLine[] = [];
  for (const scenario of input.scenarios) {
    for (const item of scenario.items) {
      const quantity = Math.max(0, item.quantity);
      const lineBilled = Math.round(item.unitPriceClp * quantity);
      const coveragePct = benefitCoveragePct(terms, item.benefit, network);
      const capUf = benefitCapUf(terms, item.benefit);
      const capClp = capUf === null ? null : Math.round(capUf * ufValue);
      const notes: string[] = [];
      let linePays = Math.round((lineBilled * coveragePct) / 100);
      if (capClp !== null && linePays > capClp * quantity) {
        linePays = capClp * quantity;
        if (explain) notes.push(`tope de ${roundTo(capUf!, 2)} UF por prestación`);
      }
      if (linePays > capLeft) {
        linePays = capLeft;
        annualCapApplied = true;
        if (explain) notes.push('tope anual del plan alcanzado');
      }
      capLeft -= linePays;
      billedClp += lineBilled;
      planPaysClp += linePays;
      const rule = CARE_BENEFITS[item.benefit];
      if (input.insurance)
        insured.push({
          benefit: item.benefit,
          quantity,
          billedClp: lineBilled,
          planPct: coveragePct,
          planPaysClp: linePays,
          planCoversKind: rule.category !== 'none',
        });
      if (!explain) continue;
      if (rule.category === 'none') notes.push('el plan no cubre esta prestación');
      else if (terms.planTypeId === 2 && network === 'libreEleccion')
        notes.push('plan cerrado: fuera de la red no cubre');
      if (rule.restrictionCode !== null && terms.restrictions.includes(rule.restrictionCode))
        notes.push(`prestación restringida: cobertura máxima ${RESTRICTED_COVERAGE_PCT}%`);
      lines.push({
        scenario: scenario.code,
        benefit: item.benefit,
        label: item.label,
        quantity,
        billedClp: lineBilled,
        coveragePct,
        capClp,
        planPaysClp: linePays,
        copayClp: lineBilled - linePays,
        notes,
      });
    }
  }
  const copayClp = billedClp - planPaysClp;
  if (explain) steps.push(`Costo de las prestaciones: ${pesos(billedClp)}.`);
  if (explain)
    steps.push(
      `El plan paga ${pesos(planPaysClp)} (cobertura ${network === 'preferente' ? 'en prestador preferente' : 'en libre elección'}` +
        `${annualCapApplied ? `, limitado por el tope anual de ${roundTo(terms.topeanualUf, 2)} UF` : ''}).`,
    );
  if (explain) steps.push(`Copago después del plan: ${pesos(copayClp)}.`);

  let insurance: CareCost['insurance'] = null;
  let outOfPocketClp = copayClp;
  if (input.insurance) {
    const ins = input.insurance;
    const paid = insuranceReimbursement(insured, ins, ufValue, explain);
    const premiumsClp = Math.round(ins.monthlyPremiumClp) * 12;
    insurance = {
      name: ins.name,
      deductibleClp: paid.deductibleClp,
      reimbursedClp: paid.reimbursedClp,
      premiumsClp,
      capApplied: paid.capApplied,
    };
    outOfPocketClp = copayClp - paid.reimbursedClp;
    paid.lines.forEach((result, i) => {
      const line = lines[i]!;
      line.insurancePaysClp = result.reimbursedClp;
      for (const note of result.notes) line.notes.push(`seguro: ${note}`);
    });
    if (explain) {
      const how = ins.benefits
        ? 'según el porcentaje y el tope de cada prestación'
        : `el ${ins.reimbursementPct}% del copago`;
      const deductible =
        paid.deductibleClp > 0
          ? `, sobre el deducible de ${roundTo(ins.deductibleUf, 2)} UF (${pesos(paid.deductibleClp)})`
          : ', sin deducible';
      steps.push(
        `${ins.name} reembolsa ${how}${deductible}: ${pesos(paid.reimbursedClp)}` +
          `${paid.capApplied ? ' (tope anual del seguro)' : ''}; primas ${pesos(premiumsClp)} (12 × ${pesos(ins.monthlyPremiumClp)}).`,
      );
    }
  }
  return { lines, billedClp, planPaysClp, annualCapApplied, copayClp, insurance, outOfPocketClp, steps };
}

/** The totals of a coverage with the household's monthly premium and legal 7% (null: unknown). */
export function carePremiums(
  coverage: Pick<CareCoverage, 'insurance' | 'outOfPocketClp'>,
  monthlyPlanClp: number,
  contributionClp: number | null,
  explain = true,
): CarePremiums {
  const { insurance, outOfPocketClp } = coverage;
  const steps: string[] = [];
  const planPremiumsClp = Math.round(monthlyPlanClp) * 12;
  const premiums = planPremiumsClp + (insurance?.premiumsClp ?? 0);
  const yearlyTotalClp = premiums + outOfPocketClp;
  if (explain) steps.push(`Primas del plan: 12 × ${pesos(monthlyPlanClp)} = ${pesos(planPremiumsClp)}.`);
  if (explain)
    steps.push(
      `Total anual estimado: primas ${pesos(premiums)} + de tu bolsillo ${pesos(outOfPocketClp)} = ${pesos(yearlyTotalClp)}.`,
    );
  const beyondContributionClp =
    contributionClp === null
      ? null
      : Math.max(0, Math.round(monthlyPlanClp) - contributionClp) * 12 + (insurance?.premiumsClp ?? 0) + outOfPocketClp;
  if (beyondContributionClp !== null)
    if (explain) steps.push(`Además de tu 7% legal pagarías ${pesos(beyondContributionClp)} en el año.`);
  return { planPremiumsClp, yearlyTotalClp, beyondContributionClp, steps };
}

/**
 * The visitor's quantities: by benefit for every chosen scenario ({ consulta: 10 }), or for one scenario
 * with its code in front ({ 'ambulatorio-anual.consulta': 10 }), which wins for that scenario.
 */
export type CareQuantities = Readonly<Partial<Record<string, number>>>;

/** A scenario with the visitor's quantities (e.g. N consultations in the outpatient year). */
export function withQuantities(scenario: CareScenario, quantities: CareQuantities | undefined): CareScenario {
  if (!quantities) return scenario;
  return {
    ...scenario,
    items: scenario.items.map((item) => {
      const quantity = quantities[`${scenario.code}.${item.benefit}`] ?? quantities[item.benefit];
      return quantity === undefined ? item : { ...item, quantity };
    }),
  };
}

/** Problems of a scenario as an editor would enter it (back-office), in Spanish; empty when valid. */
export function scenarioErrors(scenario: Pick<CareScenario, 'name' | 'items' | 'source' | 'asOf'>): string[] {
  const errors: string[] = [];
  if (scenario.name.trim().length < 3) errors.push('name: el nombre debe tener al menos 3 caracteres');
  if (scenario.source.trim().length < 3) errors.push('source: indica la fuente de los precios de referencia');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(scenario.asOf) || Number.isNaN(new Date(scenario.asOf).getTime()))
    errors.push('asOf: la fecha debe tener el formato AAAA-MM-DD');
  if (scenario.items.length === 0) errors.push('items: el escenario debe tener al menos una prestación');
  scenario.items.forEach((item, i) => {
    if (!(item.benefit in CARE_BENEFITS)) errors.push(`items.${i}.benefit: prestación desconocida`);
    if (!Number.isInteger(item.unitPriceClp) || item.unitPriceClp < 0 || item.unitPriceClp > 1_000_000_000)
      errors.push(`items.${i}.unitPriceClp: el precio debe ser un monto entero en pesos`);
    if (!Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > 365)
      errors.push(`items.${i}.quantity: la cantidad debe ser un entero entre 0 y 365`);
    if (item.label.trim().length === 0) errors.push(`items.${i}.label: falta la descripción`);
  });
  return errors;
}
