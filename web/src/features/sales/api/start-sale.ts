import { apiPost } from '../../../lib/api-client';
import { saleRequest } from './sale';

/** POST /api/sales (spec 03 §7): opens the purchase of a product for the visitor's profile; its token guards it. */
export async function startSale(body: { productCode: string; profile: unknown; leadAttributionInfo?: unknown[] }) {
  return (await apiPost<{ data: { id: string; token: string } }>('/api/sales', body, saleRequest())).data;
}
