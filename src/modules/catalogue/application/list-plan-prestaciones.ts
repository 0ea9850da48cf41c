import { inject, injectable } from 'inversify';
import { planBenefitLines, type PlanBenefitLine } from '../domain/plan-benefits.js';
import { CATALOGUE } from '../tokens.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';

/** GET /api/infoplanes/prestaciones: the plan's benefit lines, coverage and caps by benefit group. */
@injectable()
export class ListPlanPrestaciones {
  constructor(@inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue) {}

  async execute(code: string): Promise<PlanBenefitLine[]> {
    const { snapshot, plan } = await this.plans.plan(code);
    return planBenefitLines(plan, snapshot.restrictions);
  }
}
