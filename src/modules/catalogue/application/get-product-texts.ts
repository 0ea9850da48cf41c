import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';
import type { FindProductRow } from './find-product-row.js';
import type { CardSummary, ProductRow } from '../domain/product.js';

type DetailPart = 'conditions' | 'exclusions' | 'extraBenefits' | 'faq' | 'seo';

/**
 * A product's stored texts behind the per-product GET routes: one part of its detail
 * (/{id}/conditions, /exclusions, /extraBenefits, /faq, /seo), its names and description (/{id}/descriptions)
 * and its card summary (/{id}/features, /coverages/{id}/resume, the payment offer…).
 */
@injectable()
export class GetProductTexts {
  constructor(@inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow) {}

  async detailPart<K extends DetailPart>(idOrCode: string, part: K): Promise<ProductRow['detail'][K]> {
    return (await this.products.execute(idOrCode)).detail[part];
  }

  async descriptions(idOrCode: string) {
    const row = await this.products.execute(idOrCode);
    return {
      id: row.id,
      productCode: row.productCode,
      productName: row.productName,
      displayName: row.displayName,
      description: row.description,
      metadata: row.metadata,
    };
  }

  async summary(idOrCode: string): Promise<CardSummary> {
    return (await this.products.execute(idOrCode)).cardSummary;
  }
}
