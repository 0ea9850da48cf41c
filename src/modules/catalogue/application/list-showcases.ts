import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import type { ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { ProductCards } from './product-cards.js';

/** GET /api/comparator/showcase[?comparator=]: showcases with their product cards (reference prices). */
@injectable()
export class ListShowcases {
  constructor(
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.ProductCards) private readonly cards: ProductCards,
  ) {}

  async execute(comparatorKey?: string) {
    const snapshot = await this.snapshots.current();
    let comparators = snapshot.comparators;
    if (comparatorKey) {
      const found = snapshot.findComparator(comparatorKey);
      if (!found) throw new CatalogueNotFoundError(`No existe el comparador ${comparatorKey}.`);
      comparators = [found];
    }
    const result: {
      id: number;
      comparatorId: number;
      comparator: string;
      name: string;
      title: string;
      products: ProductCard[];
    }[] = [];
    for (const c of comparators) {
      for (const s of c.showcases) {
        result.push({
          id: s.id,
          comparatorId: c.id,
          comparator: c.baseUrl,
          name: s.name,
          title: s.title,
          products: await this.cards.byIds(s.productIds, null),
        });
      }
    }
    return result;
  }
}
