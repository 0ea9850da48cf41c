import { paymentOfferFromStatus } from '@domain/catalogue/domain/payment-offer';
import type { PaymentOffer, ProductDetail } from '@domain/catalogue/domain/product-card';
import { apiGetOnce } from '../../../lib/api-client';

/** The payment offer's load in a server-rendered page's data (lib/page-data.ts, issue 31). */
export const PAYMENT_OFFER_LOAD = 'payment-offer';

/** The offer known from the detail alone (a product not flagged hasOffer), or undefined when it needs the call. */
export function knownPaymentOffer(product: ProductDetail): PaymentOffer | 0 | undefined {
  return product.insuranceMetadata.hasOffer ? undefined : (product.paymentOffer ?? 0);
}

/**
 * The payment offer (spec 01 §7 §8, GET /api/qppayment/insurance-payment/{id}): 200 data, 204 none (0),
 * anything else null (unknown). Asked only for a product flagged hasOffer; when the call fails the detail's
 * own copy is used.
 */
export async function fetchPaymentOffer(product: ProductDetail): Promise<PaymentOffer | 0 | null> {
  const known = knownPaymentOffer(product);
  if (known !== undefined) return known;
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
