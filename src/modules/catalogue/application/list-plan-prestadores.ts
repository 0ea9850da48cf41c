import { inject, injectable } from 'inversify';
import { planPrestadores, type PlanPrestador } from '../domain/plan-views.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';
import type { IsaprePlanReader } from './ports.js';

/** GET /api/infoplanes/prestadoresplan: the plan's network of prestadores with their percentages. */
@injectable()
export class ListPlanPrestadores {
  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.PlanReader) private readonly reader: IsaprePlanReader,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
  ) {}

  async execute(code: string): Promise<PlanPrestador[]> {
    const { plan } = await this.plans.plan(code);
    const catalogue = await this.catalogue.current();
    const rows = await this.reader.planPrestadores(plan.id);
    return planPrestadores(plan, rows, catalogue.organizations);
  }
}
