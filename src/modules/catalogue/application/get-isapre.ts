import { inject, injectable } from 'inversify';
import { findOrganization } from '../domain/catalogue-keys.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { isapreSummary, type IsapreSummary } from '../domain/plan-views.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';

/** GET /api/isapres/{id}: an isapre (by id, code, URL segment or name) with its plan counts. */
@injectable()
export class GetIsapre {
  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
  ) {}

  async execute(key: string): Promise<IsapreSummary> {
    const catalogue = await this.catalogue.current();
    const found = findOrganization(catalogue.organizationList, key, 'ISAPRE');
    if (!found) throw new CatalogueNotFoundError(`No existe la isapre ${key}.`);
    const snapshot = await this.plans.plans();
    return isapreSummary(found, snapshot.plans);
  }
}
