import { apiGetOnce } from '../../../lib/api-client';
import { saleRequest, saleUrl, type Sale } from './sale';

/** GET /api/sales/{id} with its x-sale-token: the sale, its steps and its payments as they are now. */
export async function fetchSale(id: string, token: string): Promise<Sale> {
  return (await apiGetOnce<{ data: Sale }>(saleUrl(id), saleRequest(token))).data;
}
