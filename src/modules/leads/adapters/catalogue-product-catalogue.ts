import type { LookupProduct } from '../../catalogue/index.js';
import type { ProductCatalogue, ProductRef } from '../application/ports.js';

/** Adapts the catalogue's product look-up; with no catalogue bound, nothing is found (the lead keeps its code). */
export class CatalogueProductCatalogue implements ProductCatalogue {
  constructor(private readonly lookup: LookupProduct | undefined) {}

  async find(ref: { id?: string | null; code?: string | null }): Promise<ProductRef | null> {
    const found = await this.lookup?.execute(ref);
    return found ? { id: found.id, code: found.code, name: found.name, type: found.type } : null;
  }
}
