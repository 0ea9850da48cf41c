import { inject, injectable } from 'inversify';
import { searchWords } from '../domain/search-words.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSearchRepository } from './ports.js';
import type { SearchHit } from '../domain/search-hit.js';

const LIMIT = 20;

/** The site's search (spec 02 §2.1 'buscar'): products, isapre plans and organizations matching every word. */
@injectable()
export class SearchCatalogue {
  constructor(@inject(CATALOGUE.SearchRepository) private readonly repository: CatalogueSearchRepository) {}

  async execute(
    query: string,
  ): Promise<{ query: string; products: SearchHit[]; plans: SearchHit[]; organizations: SearchHit[] }> {
    const words = searchWords(query);
    if (words.length === 0) return { query: '', products: [], plans: [], organizations: [] };
    return { query: words.join(' '), ...(await this.repository.search(words, LIMIT)) };
  }

  /** Every active product and its page (the Sitemap-Products page). */
  productIndex() {
    return this.repository.productIndex();
  }
}
