import { inject, injectable } from 'inversify';
import { PRICING, type PricingService } from '../../pricing/index.js';
import type { CurrencyCode, PriceBreakdown, Profile } from '../../pricing/index.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { FindProductRow } from './find-product-row.js';

/** GET/POST /api/insurance/{id}/calculatePrice: a product's price for a profile, with its breakdown. */
@injectable()
export class CalculateProductPrice {
  constructor(
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
  ) {}

  async execute(
    idOrCode: string,
    profile: Profile | null,
    currency: CurrencyCode | null,
  ): Promise<{ productId: number; productCode: string; breakdown: PriceBreakdown }> {
    const row = await this.products.execute(idOrCode);
    const breakdown = await this.pricing.quote(row.id, profile, currency);
    if (!breakdown) throw new CatalogueNotFoundError(`El seguro ${idOrCode} no tiene tarifas publicadas.`);
    return { productId: row.id, productCode: row.productCode, breakdown };
  }
}
