/**
 * The isapre plans' recommended order (spec 03 §9 'recommended') and the analysis the site shows for it
 * (GET /api/buscarplanes/analisisypuntaje, spec 03 §7): the mean of the hospital and ambulatory coverage,
 * less one point per $1.000 the household would pay above its 7%.
 */
export const PLAN_SCORE_CRITERIA = [
  {
    key: 'hospitalPct',
    name: 'Cobertura hospitalaria',
    description: 'Porcentaje que el plan bonifica en prestaciones hospitalarias.',
    weight: 0.5,
    unit: '%',
  },
  {
    key: 'ambulatoryPct',
    name: 'Cobertura ambulatoria',
    description: 'Porcentaje que el plan bonifica en consultas, exámenes y procedimientos ambulatorios.',
    weight: 0.5,
    unit: '%',
  },
  {
    key: 'excessClp',
    name: 'Pago sobre tu 7%',
    description: 'Lo que pagarías cada mes por sobre tu cotización legal; resta un punto por cada $1.000.',
    weight: -0.001,
    unit: 'CLP',
  },
] as const;

export interface PlanScoreInput {
  hospitalPct: number;
  ambulatoryPct: number;
  /** CLP above the 7%; null (no income entered) counts as 0. */
  excessClp: number | null;
}

export function planScore(plan: PlanScoreInput): number {
  return (plan.hospitalPct + plan.ambulatoryPct) / 2 - (plan.excessClp ?? 0) / 1000;
}

/** One plan's figures and score as GET /api/buscarplanes/analisisypuntaje answers them (score to 2 decimals). */
export interface PlanScoreAnalysis extends PlanScoreInput {
  codigoplan: string;
  nombreplan: string;
  score: number;
}

/** The analysis of a priced plan card: its coverage, what it costs above the 7%, and the rounded score. */
export function planScoreAnalysis(plan: {
  codigoplan: string;
  nombreplan: string;
  coverage: { hospital: number; ambulatory: number };
  price: { excessClp: number | null };
}): PlanScoreAnalysis {
  const figures: PlanScoreInput = {
    hospitalPct: plan.coverage.hospital,
    ambulatoryPct: plan.coverage.ambulatory,
    excessClp: plan.price.excessClp,
  };
  return {
    codigoplan: plan.codigoplan,
    nombreplan: plan.nombreplan,
    ...figures,
    score: Math.round(planScore(figures) * 100) / 100,
  };
}
