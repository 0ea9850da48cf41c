import type { ProductDetail } from '@domain/catalogue/domain/product-card';
import { ApiError, apiGet } from '../../../lib/api-client';

/** GET /api/insurance/product/{code} (spec 02 §7): the detail, or undefined when no such product is sold. */
export async function fetchProductDetail(code: string): Promise<ProductDetail | undefined> {
  try {
    const body = await apiGet<{ data: ProductDetail }>(`/api/insurance/product/${encodeURIComponent(code)}`, {
      retries: 1,
    });
    return body.data ?? undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  }
}
