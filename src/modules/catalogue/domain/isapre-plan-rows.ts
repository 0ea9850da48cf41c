import type { Sexo } from '../../pricing/domain/profile.js';
import type { PlanCardFacts } from './plan-views.js';

/** A plan as the plan cache keeps it: the card's facts (domain/plan-views.ts) and its risk table. */
export interface PlanIndexRow extends PlanCardFacts {
  prestacionesrest: number[];
  riskTableId: number;
}

export interface RiskFactorTableRow {
  id: number;
  organizationId: number;
  name: string;
  factors: { role: 'cotizante' | 'carga'; ageFrom: number; ageTo: number; sexo: Sexo | null; factor: number }[];
}
