import { inject, injectable } from 'inversify';
import type { CurrencyCode, Profile } from '../../pricing/index.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import type { ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { FindProductRow } from './find-product-row.js';
import type { ProductCards } from './product-cards.js';

/** GET /api/insurance/{id}: one product's card, priced for the profile (or the reference without one). */
@injectable()
export class GetProductCard {
  constructor(
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
    @inject(CATALOGUE.ProductCards) private readonly cards: ProductCards,
  ) {}

  async execute(
    idOrCode: string,
    profile: Profile | null = null,
    currency: CurrencyCode | null = null,
  ): Promise<ProductCard> {
    const id = await this.products.id(idOrCode);
    const [card] = await this.cards.byIds([id], profile, currency);
    if (!card) throw new CatalogueNotFoundError(`El seguro ${idOrCode} no está disponible.`);
    return card;
  }
}
