import { apiPost } from '../../../lib/api-client';
import { saleRequest, saleUrl, type SalePayment } from './sale';

/**
 * POST /api/sales/{id}/payments: pays the sale once per attempt. The Idempotency-Key is the attempt's, so a
 * repeated click or a retried request never charges twice (DESIGN.md "Payments take an idempotency key").
 */
export async function paySale(
  id: string,
  token: string,
  idempotencyKey: string,
  body: { paymentType: string; provider?: string; token?: string; paymentMethodId?: string; issuerId?: string },
): Promise<SalePayment> {
  return (
    await apiPost<{ data: SalePayment }>(
      saleUrl(id, '/payments'),
      body,
      saleRequest(token, { 'Idempotency-Key': idempotencyKey }),
    )
  ).data;
}
