import { inject, injectable } from 'inversify';
import { planAranceles, type PlanArancel } from '../domain/plan-benefits.js';
import { CATALOGUE } from '../tokens.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';

/** GET /api/infoplanes/aranceles: the fee schedule in UF (arancel) of the plan's most common benefits. */
@injectable()
export class GetPlanAranceles {
  constructor(@inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue) {}

  async execute(code: string): Promise<PlanArancel[]> {
    const { plan } = await this.plans.plan(code);
    return planAranceles(plan.basePriceUf);
  }
}
