import { apiPost } from '../../../lib/api-client';
import { saleRequest } from './sale';

/**
 * POST /api/sales (spec 03 §7): opens the purchase of a product for the visitor's profile; its token guards it.
 * The Idempotency-Key is the start attempt's: a retried or repeated start answers the same sale, never an orphan.
 */
export async function startSale(
  body: { productCode: string; profile: unknown; leadAttributionInfo?: unknown[] },
  idempotencyKey: string,
) {
  return (
    await apiPost<{ data: { id: string; token: string } }>(
      '/api/sales',
      body,
      saleRequest(undefined, { 'Idempotency-Key': idempotencyKey }),
    )
  ).data;
}

/** The key of this tab's start of a product's purchase, kept until the sale is stored (a reload reuses it). */
export function startKeyFor(
  productCode: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): string {
  const name = `sale-start-key:${productCode}`;
  const existing = storage.getItem(name);
  if (existing) return existing;
  const key = crypto.randomUUID();
  storage.setItem(name, key);
  return key;
}

export function forgetStartKey(productCode: string, storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(`sale-start-key:${productCode}`);
}
