import type { ProductCard } from '@domain/catalogue/domain/product-card';
import { ApiError, apiGet } from '../../../lib/api-client';

/** The compared cards' load in a server-rendered page's data (lib/page-data.ts, issue 31). */
export const COMPARE_CARDS_LOAD = 'compare-cards';

/**
 * The cards of the products a Comparar-Planes URL names (GET /api/insurance/{id} each, priced without a
 * profile as the server renders them), in their order; a product no longer listed is left out.
 */
export function fetchCompareCards(ids: readonly number[]): Promise<ProductCard[]> {
  return Promise.all(
    ids.map((id) =>
      apiGet<{ data: ProductCard }>(`/api/insurance/${id}`, { retries: 1 }).then(
        (body) => body.data,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
          throw error;
        },
      ),
    ),
  ).then((cards) => cards.filter((card): card is ProductCard => card !== undefined));
}
