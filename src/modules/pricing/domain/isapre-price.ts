import { roundTo } from './money.js';
import { contributorIncome, incomeIsTaxable, insuredPersons, type Profile, type Sexo } from './profile.js';

/**
 * The Chile isapre price model (spec 03 §9, GLOSSARY.md): the compulsory contribution is 7% of taxable
 * income (income / 0.8), taxable income capped at 87.8 UF; plans whose price lies between 0.90477 and 1.05
 * times that contribution fit the visitor (without income the range is 120,000-150,000 CLP). A plan costs
 * its base price in UF × the sum of the beneficiaries' risk factors, plus the GES premium per beneficiary,
 * converted with the UF value.
 */
export const ISAPRE_MODEL = Object.freeze({
  contributionRate: 0.07,
  taxableDivisor: 0.8,
  capUf: 87.8,
  minRatio: 0.90477,
  maxRatio: 1.05,
  defaultRange: Object.freeze({ min: 120_000, max: 150_000 }),
});

export interface IsapreBudget {
  fromIncome: boolean;
  ingreso: number | null;
  /** True when the income was declared taxable (renta imponible, used as is); false when gross (÷ 0.8). */
  taxable: boolean;
  /** Taxable income in CLP (income / 0.8, capped). */
  imponible: number | null;
  /** True when the 87.8 UF cap applied. */
  capped: boolean;
  /** The 7% contribution in CLP and in UF. */
  contribution: number | null;
  contributionUf: number | null;
  /** Price range of the plans that fit, CLP. */
  min: number;
  max: number;
}

/**
 * The visitor's 7% and the price range of the plans that fit it. A gross income is divided by 0.8 to
 * approximate taxable income (spec 03 §9); an income already declared taxable (`taxable`) is used as is.
 */
export function isapreBudget(ingreso: number | null | undefined, ufValue: number, taxable = false): IsapreBudget {
  if (!ingreso || ingreso <= 0) {
    return {
      fromIncome: false,
      ingreso: null,
      taxable,
      imponible: null,
      capped: false,
      contribution: null,
      contributionUf: null,
      min: ISAPRE_MODEL.defaultRange.min,
      max: ISAPRE_MODEL.defaultRange.max,
    };
  }
  const uncapped = taxable ? ingreso : ingreso / ISAPRE_MODEL.taxableDivisor;
  const cap = ISAPRE_MODEL.capUf * ufValue;
  const imponible = Math.min(uncapped, cap);
  const contribution = Math.round(imponible * ISAPRE_MODEL.contributionRate);
  return {
    fromIncome: true,
    ingreso,
    taxable,
    imponible: Math.round(imponible),
    capped: uncapped > cap,
    contribution,
    contributionUf: roundTo(contribution / ufValue, 4),
    min: Math.round(contribution * ISAPRE_MODEL.minRatio),
    max: Math.round(contribution * ISAPRE_MODEL.maxRatio),
  };
}

export interface RiskFactorRow {
  /** Contributors (and partners) use 'cotizante' rows; dependants 'carga' rows. */
  role: 'cotizante' | 'carga';
  ageFrom: number;
  ageTo: number;
  sexo: Sexo | null;
  factor: number;
}

export interface IsaprePlanPricing {
  basePriceUf: number;
  /** GES premium per beneficiary, UF a month. */
  gesUf: number;
  factors: readonly RiskFactorRow[];
}

export interface IsapreFactorLine {
  label: string;
  role: 'cotizante' | 'pareja' | 'carga';
  edad: number;
  sexo: Sexo | null;
  factor: number | null;
}

export interface IsaprePlanPrice {
  exact: boolean;
  lines: IsapreFactorLine[];
  factorSum: number | null;
  basePriceUf: number;
  /** base × factor sum. */
  planUf: number | null;
  gesUf: number;
  /** Monthly total in UF and CLP. */
  totalUf: number | null;
  totalClp: number | null;
  uf: { value: number; date: string };
  budget: IsapreBudget;
  /** What the visitor pays above the 7% (0 when the 7% covers it), CLP; null without income. */
  excessClp: number | null;
  /** The extra out of pocket beyond the legal 7% (same as excessClp), CLP; null without income. */
  extraClp: number | null;
  /** The excedente: what is left of the 7% when it exceeds the plan's price (0 otherwise), CLP. */
  excedenteClp: number | null;
  /** Dependants under 2 whose plan factor is 0: they pay only the GES premium (spec 03 §5). */
  gesOnlyInfants: number;
  /** True when the price lies within the budget range. */
  fits: boolean | null;
  notes: string[];
}

export function riskFactor(
  rows: readonly RiskFactorRow[],
  role: 'cotizante' | 'carga',
  edad: number,
  sexo: Sexo | null,
) {
  let anySex: RiskFactorRow | null = null;
  for (const row of rows) {
    if (row.role !== role || edad < row.ageFrom || edad > row.ageTo) continue;
    if (row.sexo === sexo) return row.factor;
    if (row.sexo === null) anySex ??= row;
  }
  return anySex ? anySex.factor : null;
}

/** The lowest contributor factor: the plan's reference ('Desde') price without a profile. */
export function lowestContributorFactor(rows: readonly RiskFactorRow[]): number | null {
  let best: number | null = null;
  for (const row of rows) if (row.role === 'cotizante' && (best === null || row.factor < best)) best = row.factor;
  return best;
}

/** The sum of the beneficiaries' factors (4 decimals), or null when someone has no factor in the table. */
export function sumFactors(factors: readonly (number | null)[]): number | null {
  if (factors.some((factor) => factor === null)) return null;
  return roundTo(
    factors.reduce<number>((sum, factor) => sum + (factor ?? 0), 0),
    4,
  );
}

/**
 * The household's factor sum under one risk table: what a plan search computes once per table instead of
 * once per plan (every plan of a table shares it). No beneficiary: the lowest contributor factor.
 */
export function householdFactorSum(
  rows: readonly RiskFactorRow[],
  persons: readonly { role: string; edad: number; sexo: Sexo | null }[],
): number | null {
  if (persons.length === 0) return sumFactors([lowestContributorFactor(rows)]);
  return sumFactors(
    persons.map((person) =>
      riskFactor(rows, person.role === 'carga' ? 'carga' : 'cotizante', person.edad, person.sexo),
    ),
  );
}

/** base × factor sum + GES × beneficiaries, in UF (4 decimals) and CLP (whole pesos). */
export function planTotal(
  basePriceUf: number,
  factorSum: number | null,
  gesPerBeneficiaryUf: number,
  beneficiaries: number,
  ufValue: number,
): { planUf: number | null; gesUf: number; totalUf: number | null; totalClp: number | null } {
  const planUf = factorSum === null ? null : roundTo(basePriceUf * factorSum, 4);
  const gesUf = householdGesUf(gesPerBeneficiaryUf, beneficiaries);
  const totalUf = planUf === null ? null : roundTo(planUf + gesUf, 4);
  return { planUf, gesUf, totalUf, totalClp: totalUf === null ? null : Math.round(totalUf * ufValue) };
}

/**
 * planTotal's CLP alone, for a search pricing thousands of plans without an object each: `factorSum` NaN
 * when unknown (then NaN), `householdGesUf` the household's GES premium as planTotal rounds it
 * (householdGesUf). The same operations as planTotal: the same pesos.
 */
export function planTotalClp(basePriceUf: number, factorSum: number, householdGesUf: number, ufValue: number): number {
  return Math.round(roundTo(roundTo(basePriceUf * factorSum, 4) + householdGesUf, 4) * ufValue);
}

/** The household's GES premium in UF (4 decimals): the isapre's premium per beneficiary × beneficiaries. */
export function householdGesUf(gesPerBeneficiaryUf: number, beneficiaries: number): number {
  return roundTo(gesPerBeneficiaryUf * beneficiaries, 4);
}

/**
 * GLOSSARY 'Isapre plan price': the 7% counts toward the plan's price. When the plan costs more, the member
 * pays the difference (extra); when the 7% costs more, the rest is the member's excedente. Null when the
 * price or the contribution is unknown.
 */
export function contributionSplit(
  planClp: number | null,
  contributionClp: number | null,
): { extraClp: number; excedenteClp: number; fromContributionClp: number } | null {
  if (planClp === null || contributionClp === null) return null;
  return {
    extraClp: Math.max(0, planClp - contributionClp),
    excedenteClp: Math.max(0, contributionClp - planClp),
    fromContributionClp: Math.min(planClp, contributionClp),
  };
}

/** A plan's monthly price for the profile's beneficiaries (no profile: the reference price). */
export function isaprePlanPrice(
  plan: IsaprePlanPricing,
  profile: Profile | null | undefined,
  uf: { value: number; date: string },
): IsaprePlanPrice {
  const persons = insuredPersons(profile).filter((person) => person.role !== 'mascota');
  const budget = isapreBudget(contributorIncome(profile), uf.value, incomeIsTaxable(profile));
  const notes: string[] = [];
  let lines: IsapreFactorLine[];
  let exact = true;
  if (persons.length === 0) {
    exact = false;
    lines = [
      {
        label: 'Cotizante (desde)',
        role: 'cotizante',
        edad: 0,
        sexo: null,
        factor: lowestContributorFactor(plan.factors),
      },
    ];
    notes.push('Precio de referencia con el factor de riesgo más bajo de un cotizante.');
  } else {
    lines = persons.map((person) => {
      const role = person.role === 'carga' ? 'carga' : 'cotizante';
      return {
        label: person.label,
        role: person.role as 'cotizante' | 'pareja' | 'carga',
        edad: person.edad,
        sexo: person.sexo,
        factor: riskFactor(plan.factors, role, person.edad, person.sexo),
      };
    });
  }
  const factorSum = sumFactors(lines.map((line) => line.factor));
  const { planUf, gesUf, totalUf, totalClp } = planTotal(
    plan.basePriceUf,
    factorSum,
    plan.gesUf,
    lines.length,
    uf.value,
  );
  const split = contributionSplit(totalClp, budget.contribution);
  const excessClp = split ? split.extraClp : null;
  const excedenteClp = split ? split.excedenteClp : null;
  const fits = totalClp === null ? null : totalClp >= budget.min && totalClp <= budget.max;
  const gesOnlyInfants = lines.filter((line) => line.role === 'carga' && line.edad < 2 && line.factor === 0).length;
  if (gesOnlyInfants > 0) notes.push(gesOnlyNotice(gesOnlyInfants, plan.gesUf));
  if (factorSum === null)
    notes.push('Algún beneficiario no tiene factor de riesgo en la tabla del plan: el precio se debe consultar.');
  notes.push(`Precio = ${plan.basePriceUf} UF × suma de factores${factorSum === null ? '' : ` (${factorSum})`} + GES.`);
  notes.push(`Valor UF usado: ${uf.value} pesos (${uf.date}).`);
  if (budget.fromIncome) {
    notes.push(
      budget.capped
        ? `Tu 7% se calcula sobre el tope imponible de ${ISAPRE_MODEL.capUf} UF.`
        : incomeIsTaxable(profile)
          ? 'Tu 7% se calcula sobre tu renta imponible declarada.'
          : 'Tu 7% se calcula sobre tu renta imponible (ingreso bruto / 0,8).',
    );
  } else {
    notes.push('Sin ingreso, se muestran los planes entre $120.000 y $150.000.');
  }
  return {
    exact,
    lines,
    factorSum,
    basePriceUf: plan.basePriceUf,
    planUf,
    gesUf,
    totalUf,
    totalClp,
    uf,
    budget,
    excessClp,
    extraClp: excessClp,
    excedenteClp,
    gesOnlyInfants,
    fits,
    notes,
  };
}

/** The notice for dependants under 2 years who pay only the GES premium with this isapre (spec 03 §5). */
export function gesOnlyNotice(count: number, gesUf: number): string {
  const who = count === 1 ? 'La carga menor de 2 años paga' : `Las ${count} cargas menores de 2 años pagan`;
  return `${who} solo la prima GES (${String(gesUf).replace('.', ',')} UF al mes cada una) con esta isapre.`;
}
