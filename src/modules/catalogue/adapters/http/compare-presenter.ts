import type { ComparePage } from '../../application/compare-products.js';
import type { BaseCard } from '../../application/product-cards.js';

/**
 * Writes a comparison page as the JSON of CompareResponse, fast: each card's JSON (everything but the
 * price) is kept beside the cached card object, so a page costs 20 small price objects to stringify
 * instead of ~80 KB of JSON. Keyed by the card object itself: when the use case's card cache drops or
 * replaces a card, its JSON goes with it.
 */
export class CompareJsonPresenter {
  private readonly cardJson = new WeakMap<BaseCard, string>();

  write(page: ComparePage): string {
    const parts: string[] = [];
    for (const { base, price } of page.cards) {
      parts.push(`${this.jsonOf(base)},"price":${JSON.stringify(price)}}`);
    }
    return `{"data":[${parts.join(',')}],"total":${page.total},"page":${page.page},"take":${page.take},"metaData":${JSON.stringify(page.metaData)}}`;
  }

  /** The card's JSON without its closing brace, the price still to come. */
  private jsonOf(card: BaseCard): string {
    let json = this.cardJson.get(card);
    if (json === undefined) {
      const { minPrice: _minPrice, priceUnit: _priceUnit, ...dto } = card;
      json = JSON.stringify(dto).slice(0, -1);
      this.cardJson.set(card, json);
    }
    return json;
  }
}
