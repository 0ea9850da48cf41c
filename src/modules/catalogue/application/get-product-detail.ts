import { inject, injectable } from 'inversify';
import type { CurrencyCode, Profile } from '../../pricing/index.js';
import type { ProductDetail } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { FindProductRow } from './find-product-row.js';
import type { GetProductCard } from './get-product-card.js';
import type { CatalogueReader } from './ports.js';

/** GET /api/insurance/product/{code}: the card with the detail page's texts and every coverage tag. */
@injectable()
export class GetProductDetail {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
    @inject(CATALOGUE.GetProductCard) private readonly card: GetProductCard,
  ) {}

  async execute(
    code: string,
    profile: Profile | null = null,
    currency: CurrencyCode | null = null,
  ): Promise<ProductDetail> {
    const row = await this.products.execute(code);
    const card = await this.card.execute(String(row.id), profile, currency);
    const tags = await this.reader.coverageTags(row.id);
    return {
      ...card,
      description: row.description,
      conditions: row.detail.conditions ?? [],
      exclusions: row.detail.exclusions ?? [],
      extraBenefits: row.detail.extraBenefits ?? [],
      faq: row.detail.faq ?? [],
      seo: row.detail.seo ?? { title: row.displayName, description: row.description, image: null },
      allCoverages: { tags },
      availableFrom: row.availableFrom,
    };
  }
}
