import { contributionSplit, ISAPRE_MODEL, type IsapreBudget } from './isapre-price.js';
import { formatMoney, formatNumber } from './money.js';

/**
 * What a member pays each month for an isapre plan (issue 13, GLOSSARY 'Isapre plan price', '7% and the cap'):
 * the legal 7% of the taxable income (renta imponible: declared, or gross ÷ 0.8; capped at 87.8 UF) counts
 * toward the plan's price. A plan above the 7% costs the member the difference on top of it; a plan below
 * leaves an excedente (the 7% is still paid; the rest goes to the member's excedentes account). Either way
 * the health deduction of the pay slip is the larger of the two. Pure and browser-safe: the plan page and the
 * plan cards show these lines, the server's plan price uses the same split (contributionSplit).
 */

export type IsaprePaymentLineKey =
  'plan' | 'imponible' | 'contribution' | 'fromContribution' | 'extra' | 'excedente' | 'deduction' | 'noIncome';

export interface IsaprePaymentLine {
  key: IsaprePaymentLineKey;
  label: string;
  /** CLP a month; null for a line that is only text. */
  amountClp: number | null;
  /** How the figure is made, e.g. 'ingreso bruto $2.400.000 ÷ 0,8'. */
  detail: string | null;
}

export interface IsaprePayment {
  /** The plan's monthly price for the household, CLP (null: it cannot be priced, 'Consultar'). */
  planClp: number | null;
  /** The legal 7%, CLP (null without income). */
  contributionClp: number | null;
  /** The part of the plan the 7% pays. */
  fromContributionClp: number | null;
  /** What the member pays on top of the 7% a month (0 when the 7% covers the plan). */
  extraClp: number | null;
  /** What is left of the 7% after the plan a month (0 when the plan costs more). */
  excedenteClp: number | null;
  /** The health deduction of the pay slip: the larger of the plan and the 7%. */
  deductionClp: number | null;
  /** The same per year (12 months). */
  yearlyExtraClp: number | null;
  yearlyExcedenteClp: number | null;
  /** One sentence that sums it up, e.g. 'Pagas $35.000 al mes además de tu 7%.' */
  headline: string;
  lines: IsaprePaymentLine[];
}

const clp = (value: number) => formatMoney(value, 'CLP');

function imponibleDetail(budget: IsapreBudget): string {
  const source = budget.taxable
    ? 'renta imponible que declaraste'
    : `ingreso bruto ${clp(budget.ingreso ?? 0)} ÷ ${formatNumber(ISAPRE_MODEL.taxableDivisor, 1)}`;
  return budget.capped ? `${source}, con el tope imponible de ${formatNumber(ISAPRE_MODEL.capUf, 1)} UF` : source;
}

/** The member's monthly payment for a plan priced `plan`, with the budget of the visitor's income. */
export function isaprePayment(
  plan: { totalClp: number | null; totalUf: number | null },
  budget: IsapreBudget,
): IsaprePayment {
  const planClp = plan.totalClp;
  const planLine: IsaprePaymentLine = {
    key: 'plan',
    label: 'Precio del plan para tu grupo',
    amountClp: planClp,
    detail: plan.totalUf === null ? null : `${formatMoney(plan.totalUf, 'UF')} al mes`,
  };
  const split = budget.fromIncome ? contributionSplit(planClp, budget.contribution) : null;
  if (!split || budget.contribution === null) {
    return {
      planClp,
      contributionClp: budget.contribution,
      fromContributionClp: null,
      extraClp: null,
      excedenteClp: null,
      deductionClp: null,
      yearlyExtraClp: null,
      yearlyExcedenteClp: null,
      headline:
        planClp === null
          ? 'El precio de este plan para tu grupo se debe consultar.'
          : budget.fromIncome
            ? `El plan cuesta ${clp(planClp)} al mes.`
            : `El plan cuesta ${clp(planClp)} al mes. Ingresa tu ingreso para saber cuánto cubre tu 7%.`,
      lines: [
        planLine,
        ...(budget.fromIncome
          ? []
          : [
              {
                key: 'noIncome' as const,
                label: 'Sin tu ingreso no sabemos cuánto de este precio paga tu 7% legal',
                amountClp: null,
                detail: null,
              },
            ]),
      ],
    };
  }
  const contribution = budget.contribution;
  const deductionClp = Math.max(planClp!, contribution);
  const lines: IsaprePaymentLine[] = [
    planLine,
    { key: 'imponible', label: 'Tu renta imponible', amountClp: budget.imponible, detail: imponibleDetail(budget) },
    {
      key: 'contribution',
      label: 'Tu 7% legal de salud',
      amountClp: contribution,
      detail: budget.contributionUf === null ? null : `${formatMoney(budget.contributionUf, 'UF')} al mes`,
    },
    {
      key: 'fromContribution',
      label: 'Lo que tu 7% paga del plan',
      amountClp: split.fromContributionClp,
      detail: null,
    },
  ];
  if (split.extraClp > 0)
    lines.push({
      key: 'extra',
      label: 'Diferencia que pagas tú',
      amountClp: split.extraClp,
      detail: `${clp(split.extraClp * 12)} al año`,
    });
  if (split.excedenteClp > 0)
    lines.push({
      key: 'excedente',
      label: 'Excedente a tu favor',
      amountClp: split.excedenteClp,
      detail: `${clp(split.excedenteClp * 12)} al año, a tu cuenta de excedentes para copagos`,
    });
  lines.push({
    key: 'deduction',
    label: 'Descuento de salud en tu liquidación',
    amountClp: deductionClp,
    detail: split.extraClp > 0 ? 'tu 7% más la diferencia' : 'tu 7% legal',
  });
  return {
    planClp,
    contributionClp: contribution,
    fromContributionClp: split.fromContributionClp,
    extraClp: split.extraClp,
    excedenteClp: split.excedenteClp,
    deductionClp,
    yearlyExtraClp: split.extraClp * 12,
    yearlyExcedenteClp: split.excedenteClp * 12,
    headline:
      split.extraClp > 0
        ? `Pagas ${clp(split.extraClp)} al mes además de tu 7%.`
        : split.excedenteClp > 0
          ? `Tu 7% cubre el plan y te quedan ${clp(split.excedenteClp)} al mes de excedente.`
          : 'Tu 7% paga exactamente el plan.',
    lines,
  };
}
