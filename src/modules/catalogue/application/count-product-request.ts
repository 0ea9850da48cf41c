import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';

/** Keeps each product's request count (the 'popular' order) as leads arrive. */
export interface ProductRequestCounter {
  /**
   * Adds one request to the product and moves the catalogue version, so every process's comparison index
   * reloads with the new count; false when no such product exists.
   */
  increment(productId: number, transaction: unknown): Promise<boolean>;
}

/** LeadSubmitted (the leads module's integration event): the lead's product has one more request. */
@injectable()
export class CountProductRequest {
  constructor(@inject(CATALOGUE.RequestCounter) private readonly counter: ProductRequestCounter) {}

  execute(transaction: unknown, productId: number | null): Promise<boolean> {
    if (productId === null) return Promise.resolve(false);
    return this.counter.increment(productId, transaction);
  }
}
