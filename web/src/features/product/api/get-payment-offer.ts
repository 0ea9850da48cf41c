import { paymentOfferFromStatus } from '@domain/catalogue/domain/payment-offer';
import type { PaymentOffer, ProductDetail } from '@domain/catalogue/domain/product-card';
import { apiGetOnce } from '../../../lib/api-client';

/**
 * The payment offer (spec 01 §7 §8, GET /api/qppayment/insurance-payment/{id}): 200 data, 204 none (0),
 * anything else null (unknown). Asked only for a product flagged hasOffer; when the call fails the detail's
 * own copy is used.
 */
export async function fetchPaymentOffer(product: ProductDetail): Promise<PaymentOffer | 0 | null> {
  if (!product.insuranceMetadata.hasOffer) return product.paymentOffer ?? 0;
  try {
    // Sent once (no cache, no retry: a failure falls back to the detail's copy); the client answers a 204
    // with undefined and throws on an error answer.
    const body = await apiGetOnce<{ data?: PaymentOffer } | undefined>(
      `/api/qppayment/insurance-payment/${product.id}`,
    );
    const offer = paymentOfferFromStatus<PaymentOffer>(body === undefined ? 204 : 200, body ?? null);
    return offer === null ? (product.paymentOffer ?? null) : offer;
  } catch {
    return product.paymentOffer ?? null;
  }
}
