import { inject, injectable } from 'inversify';
import type { ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { GetIsapre } from './get-isapre.js';

/** How many of the isapre's complementary products the answer lists. */
const MAX_PRODUCTS = 50;

export interface IsapreBenefits {
  isapre: { id: number; displayName: string };
  products: ProductCard[];
}

/** GET /api/isapres/beneficios/{id}: what an isapre offers on top of its plans (its catalogue products). */
@injectable()
export class ListIsapreBenefits {
  constructor(
    @inject(CATALOGUE.GetIsapre) private readonly isapres: GetIsapre,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
  ) {}

  async execute(key: string): Promise<IsapreBenefits> {
    const isapre = await this.isapres.execute(key);
    const catalogue = await this.catalogue.current();
    const index = catalogue.index;
    const ids: number[] = [];
    for (let i = 0; i < index.size; i++) if (index.organizationIds[i] === isapre.id) ids.push(index.ids[i] as number);
    return {
      isapre: { id: isapre.id, displayName: isapre.displayName },
      products: await this.catalogue.cardsByIds(ids.slice(0, MAX_PRODUCTS), null),
    };
  }
}
