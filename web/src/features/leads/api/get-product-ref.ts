import { apiGet } from '../../../lib/api-client';
import type { ProductRef } from '../../../shared/product-ref';

/** The product behind a /Solicitar URL, from the catalogue; gives up after 2.5 s (the form never waits on it). */
export async function fetchProductRef(code: string): Promise<ProductRef | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2500));
  const lookup = apiGet<{ data?: Record<string, unknown> } & Record<string, unknown>>(
    `/api/insurance/product/${encodeURIComponent(code)}`,
    { retries: 0 },
  )
    .then((body) => {
      const product = (body.data ?? body) as {
        id?: number | string;
        productCode?: string;
        displayName?: string;
        productName?: string;
        insuranceType?: { name?: string };
      };
      return {
        id: product.id !== undefined ? String(product.id) : undefined,
        code: product.productCode,
        name: product.displayName ?? product.productName,
        type: product.insuranceType?.name,
      };
    })
    .catch(() => null);
  return Promise.race([lookup, timeout]);
}
