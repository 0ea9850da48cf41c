import { CARE_BENEFITS, type CareBenefit } from '../../pricing/domain/care-cost.js';
import {
  PERIODS_PER_YEAR,
  type CapPeriod,
  type CareInsurance,
  type CareInsuranceBenefit,
  type CoverageFloor,
} from '../../pricing/domain/care-insurance.js';
import { formatMoney, formatNumber, roundTo } from '../../pricing/domain/money.js';
import type {
  Amount,
  CoverageAmounts,
  CoverageRequirement,
  CoverageTag,
  DeductibleSummary,
  TopSummary,
} from './product-card.js';

/**
 * A product of the catalogue as the cost-of-care simulator adds it to a plan (issue 13: 'optionally plus a
 * complementary or catastrophic insurance from the product catalogue'). Its coverages by benefit, deductible,
 * yearly cap, coverage requirement and the household's premium become the terms of care-insurance.ts. A
 * product whose figures the estimate needs are unknown ('Consultar') is not offered: no invented numbers.
 */

/** Insurance types the simulator offers (codes of spec 02 §2.3). */
export const SIMULATOR_INSURANCE_TYPES = [
  'COMPLEMENTARIO',
  'CATASTROFICO',
  'COMPLEMENTARIO_CATASTROFICO',
  'ONCOLOGICO',
] as const;

const HOSPITAL_CARE = (Object.keys(CARE_BENEFITS) as CareBenefit[]).filter(
  (benefit) => CARE_BENEFITS[benefit].category === 'hospital',
);

/** The catalogue's benefit codes and the simulator's benefits they reimburse. */
export const BENEFIT_CARE: Readonly<Record<string, readonly CareBenefit[]>> = {
  DIA_CAMA: ['diaCama'],
  PABELLON: ['pabellon'],
  HONORARIOS: ['honorarios'],
  PARTO: ['parto'],
  QUIMIOTERAPIA: ['quimioterapia'],
  CONSULTAS: ['consulta'],
  EXAMENES: ['examenes'],
  IMAGENOLOGIA: ['imagenes'],
  MEDICAMENTOS: ['medicamentos'],
  PSICOLOGIA: ['psicologia'],
  PSIQUIATRIA: ['psicologia'],
};

/** A broad benefit fills the hospital benefits the product does not list one by one. */
export const BROAD_BENEFIT_CARE: Readonly<Record<string, readonly CareBenefit[]>> = {
  GASTOS_CATASTROFICOS: HOSPITAL_CARE,
};

export interface InsuranceProductFacts {
  productCode: string;
  name: string;
  insurer: string;
  /** Every coverage tag of the product with its benefits (not only the card's highlights). */
  tags: readonly CoverageTag[];
  deductible: DeductibleSummary | null;
  topAmount: TopSummary | null;
  coverageRequirement: CoverageRequirement | null;
  /** The household's price (card price): CLP, monthly or yearly; null when it cannot be priced. */
  price: { amountClp: number | null; period: 'mensual' | 'anual' };
}

/** A product the simulator can add, as GET /api/infoplanes/seguros lists it (server and web/ share it). */
export interface SimulatorInsuranceOption {
  productCode: string;
  name: string;
  insurer: string;
  insuranceType: { name: string; displayName: string };
  /** The product's page. */
  url: string;
  /** The household's price as the product card shows it ('$23.490', 'Desde $…', 'Consultar'). */
  priceText: string;
  exactPrice: boolean;
  /** The simulator's terms, or null with the reason when the estimate cannot be made. */
  insurance: CareInsurance | null;
  reason: string | null;
  sample: boolean;
}

export type SimulatorInsurance = { ok: true; insurance: CareInsurance } | { ok: false; reason: string };

const TOP_PERIODS: readonly [keyof CoverageAmounts, CapPeriod][] = [
  ['yearly_top', 'anual'],
  ['monthly_top', 'mensual'],
  ['weekly_top', 'semanal'],
  ['daily_top', 'diario'],
];

/** An amount in UF (CLP converted with the UF value); null when unknown or in another currency. */
function inUf(value: number | null | undefined, unit: string, ufValue: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (unit === 'UF') return value;
  if (unit === 'CLP') return roundTo(value / ufValue, 4);
  return null;
}

/** The percentage an isapre member gets back: the isapre's, else the Fonasa one when it says 'the same'. */
function isaprePct(amounts: CoverageAmounts): number | null {
  const low = (amount: Amount | undefined) => amount?.minAmount ?? amount?.maxAmount ?? null;
  const isapre = low(amounts.percentage_isapre);
  if (isapre !== null && isapre >= 0) return isapre;
  const fonasa = low(amounts.percentage_fonasa);
  if (isapre === -1 && fonasa !== null && fonasa >= 0) return fonasa;
  const particular = low(amounts.percentage_particular);
  return particular !== null && particular >= 0 ? particular : null;
}

function benefitTerms(amounts: CoverageAmounts, ufValue: number): CareInsuranceBenefit | null {
  const pct = isaprePct(amounts);
  if (pct === null || pct <= 0) return null;
  for (const [key, period] of TOP_PERIODS) {
    const amount = amounts[key] as Amount | undefined;
    if (!amount) continue;
    const capUf = inUf(amount.minAmount ?? amount.maxAmount, amount.unit.currencyCode, ufValue);
    // 0 means 'Sin tope'.
    return { pct, capUf: capUf === 0 ? null : capUf, capPeriod: capUf === null || capUf === 0 ? null : period };
  }
  return { pct, capUf: null, capPeriod: null };
}

/** The product's terms for the simulator, or why it cannot be estimated. */
export function simulatorInsurance(facts: InsuranceProductFacts, ufValue: number): SimulatorInsurance {
  if (facts.price.amountClp === null) return { ok: false, reason: 'no tiene precio para tu grupo familiar' };
  const monthlyPremiumClp =
    facts.price.period === 'anual' ? Math.round(facts.price.amountClp / 12) : Math.round(facts.price.amountClp);

  // The highest deductible of the range: the lowest price usually comes with it.
  let deductibleUf = 0;
  if (facts.deductible) {
    const value = inUf(facts.deductible.max ?? facts.deductible.min, facts.deductible.unit, ufValue);
    if (value === null) return { ok: false, reason: 'no informa su deducible' };
    deductibleUf = value;
  }

  let annualCapUf: number | null = null;
  if (facts.topAmount) {
    const value = inUf(facts.topAmount.min ?? facts.topAmount.max, facts.topAmount.unit, ufValue);
    if (value === null) return { ok: false, reason: 'no informa su tope anual' };
    annualCapUf = value === 0 ? null : roundTo(value * PERIODS_PER_YEAR[facts.topAmount.period ?? 'anual'], 4);
  }

  const benefits: Partial<Record<CareBenefit, CareInsuranceBenefit>> = {};
  const broad: CareInsuranceBenefit[] = [];
  for (const tag of facts.tags) {
    for (const coverage of tag.coverages) {
      const code = coverage.insuranceBenefit.code;
      const terms = benefitTerms(coverage.amounts, ufValue);
      if (!terms) continue;
      for (const care of BENEFIT_CARE[code] ?? []) benefits[care] ??= terms;
      if (BROAD_BENEFIT_CARE[code]) broad.push(terms);
    }
  }
  for (const terms of broad) {
    for (const care of BROAD_BENEFIT_CARE.GASTOS_CATASTROFICOS!) benefits[care] ??= terms;
  }
  if (Object.keys(benefits).length === 0)
    return { ok: false, reason: 'no reembolsa ninguna de las atenciones del simulador' };

  // The requirement concerns the isapre member unless it is Fonasa's (or Fonasa's minimum bonus, BM).
  const requirement = facts.coverageRequirement;
  const applies = requirement !== null && requirement.previsionType?.name !== 'Fonasa' && requirement.unit !== 'BM';
  let coverageFloor: CoverageFloor | null = null;
  if (applies && requirement.value > 0)
    coverageFloor =
      requirement.unit === '%'
        ? { unit: '%', value: requirement.value }
        : { unit: requirement.unit as 'UF' | 'CLP', value: requirement.value };

  return {
    ok: true,
    insurance: {
      name: `${facts.name} (${facts.insurer})`,
      productCode: facts.productCode,
      reimbursementPct: 0,
      benefits,
      deductibleUf,
      annualCapUf,
      monthlyPremiumClp,
      coverageFloor,
      ...(applies ? { paysWithoutPlanCoverage: !requirement.previousCoverage } : {}),
    },
  };
}

/** The lines the simulator shows for an insurance (es-CL): what it reimburses, deductible, cap, premium. */
export function simulatorInsuranceLines(insurance: CareInsurance): string[] {
  const lines: string[] = [];
  const benefits = Object.entries(insurance.benefits ?? {}) as [CareBenefit, CareInsuranceBenefit][];
  if (benefits.length > 0) {
    lines.push(
      `Reembolsa: ${benefits
        .map(
          ([benefit, terms]) =>
            `${CARE_BENEFITS[benefit]?.label ?? benefit} ${formatNumber(terms.pct, 0)}%` +
            (terms.capUf !== null ? ` (tope ${formatMoney(terms.capUf, 'UF')} ${periodText(terms.capPeriod)})` : ''),
        )
        .join(', ')}.`,
    );
  } else lines.push(`Reembolsa el ${formatNumber(insurance.reimbursementPct, 0)}% del copago.`);
  lines.push(
    insurance.deductibleUf > 0 ? `Deducible anual: ${formatMoney(insurance.deductibleUf, 'UF')}.` : 'Sin deducible.',
  );
  lines.push(insurance.annualCapUf ? `Tope anual: ${formatMoney(insurance.annualCapUf, 'UF')}.` : 'Sin tope anual.');
  if (insurance.coverageFloor)
    lines.push(
      `Exige que tu isapre cubra al menos ${
        insurance.coverageFloor.unit === '%'
          ? `el ${formatNumber(insurance.coverageFloor.value, 0)}%`
          : formatMoney(insurance.coverageFloor.value, insurance.coverageFloor.unit)
      }.`,
    );
  if (insurance.paysWithoutPlanCoverage === false) lines.push('Solo reembolsa lo que tu plan también cubrió.');
  lines.push(`Prima: ${formatMoney(insurance.monthlyPremiumClp, 'CLP')} al mes para tu grupo.`);
  return lines;
}

function periodText(period: CapPeriod | null): string {
  switch (period) {
    case 'mensual':
      return 'al mes';
    case 'semanal':
      return 'a la semana';
    case 'diario':
      return 'al día';
    default:
      return 'al año';
  }
}
