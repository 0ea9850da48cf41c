import { paymentOfferFromStatus } from '@domain/catalogue/domain/payment-offer';
import type { PaymentOffer, ProductDetail } from '@domain/catalogue/domain/product-card';

/**
 * The payment offer (spec 01 §7 §8, GET /api/qppayment/insurance-payment/{id}): 200 data, 204 none (0),
 * anything else null (unknown). Asked only for a product flagged hasOffer; when the call fails the detail's
 * own copy is used.
 */
export async function fetchPaymentOffer(product: ProductDetail): Promise<PaymentOffer | 0 | null> {
  if (!product.insuranceMetadata.hasOffer) return product.paymentOffer ?? 0;
  try {
    const response = await fetch(`/api/qppayment/insurance-payment/${product.id}`, {
      headers: { Accept: 'application/json' },
    });
    const body = response.status === 200 ? ((await response.json()) as { data?: PaymentOffer }) : null;
    const offer = paymentOfferFromStatus<PaymentOffer>(response.status, body);
    return offer === null ? (product.paymentOffer ?? null) : offer;
  } catch {
    return product.paymentOffer ?? null;
  }
}
