import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueQueries } from './catalogue-queries.js';
import type { GetPlanInfo } from './get-plan-info.js';

/** A product (or isapre plan) as other modules name it: ids as text, never an ORM row. */
export interface CatalogueProductRef {
  id: string;
  code: string;
  name: string;
  type: string | null;
}

/** The insurance type of an isapre plan in other modules' records. */
export const ISAPRE_PLAN_TYPE = 'PLAN ISAPRE';

/**
 * Finds a product by id or code, or else an isapre plan by its codigoplan (issue 9: a lead sent with the
 * existing site's legacy fields `codigoplan`, `productCode`/`insuranceId` keeps the product's name and id).
 * Answers null when nothing matches.
 */
@injectable()
export class LookupProduct {
  constructor(
    @inject(CATALOGUE.CatalogueQueries) private readonly queries: CatalogueQueries,
    @inject(CATALOGUE.GetPlanInfo) private readonly plans: GetPlanInfo,
  ) {}

  async execute(ref: { id?: string | null; code?: string | null }): Promise<CatalogueProductRef | null> {
    for (const key of [ref.id, ref.code]) {
      const wanted = key?.trim();
      if (!wanted) continue;
      const product = await this.product(wanted);
      if (product) return product;
    }
    const code = ref.code?.trim();
    return code ? this.plan(code) : null;
  }

  private async product(idOrCode: string): Promise<CatalogueProductRef | null> {
    try {
      const card = await this.queries.card(idOrCode);
      return { id: String(card.id), code: card.productCode, name: card.displayName, type: card.insuranceType.name };
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return null;
      throw error;
    }
  }

  private async plan(code: string): Promise<CatalogueProductRef | null> {
    try {
      const plan = await this.plans.execute(code);
      return { id: String(plan.id), code: plan.codigoplan, name: plan.nombreplan, type: ISAPRE_PLAN_TYPE };
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return null;
      throw error;
    }
  }
}
