import { inject, injectable } from 'inversify';
import { benefitLinesMatching, type PlanBenefitLine } from '../domain/plan-benefits.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { ListPlanPrestaciones } from './list-plan-prestaciones.js';

/** GET /api/isapres/beneficios-plan/{plan}[/{benefit}]: the plan's benefit lines, or those naming a benefit. */
@injectable()
export class ListPlanBenefits {
  constructor(@inject(CATALOGUE.ListPlanPrestaciones) private readonly prestaciones: ListPlanPrestaciones) {}

  async execute(code: string, benefit?: string): Promise<PlanBenefitLine[]> {
    const lines = await this.prestaciones.execute(code);
    if (!benefit) return lines;
    const found = benefitLinesMatching(lines, benefit);
    if (found.length === 0) throw new CatalogueNotFoundError(`El plan ${code} no tiene la prestación ${benefit}.`);
    return found;
  }
}
