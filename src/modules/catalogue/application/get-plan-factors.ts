import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';
import type { RiskFactorTableRow } from '../domain/isapre-plan-rows.js';

export interface PlanFactors {
  codigoplan: string;
  /** The risk table's name, null when the plan's table is unknown. */
  table: string | null;
  factors: RiskFactorTableRow['factors'];
}

/** GET /api/infoplanes/factores: the plan's risk-factor table. */
@injectable()
export class GetPlanFactors {
  constructor(@inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue) {}

  async execute(code: string): Promise<PlanFactors> {
    const { snapshot, plan } = await this.plans.plan(code);
    const table = snapshot.tables.get(plan.riskTableId);
    return { codigoplan: plan.codigoplan, table: table?.name ?? null, factors: table?.factors ?? [] };
  }
}
