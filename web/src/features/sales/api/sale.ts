import type { SaleFormField } from '@domain/sales/domain/sale-form';
import type { FormStatus, PaymentStatus } from '@domain/sales/domain/statuses';
import type { SectionCode } from '@domain/sales/domain/steps';
import type { RequestOptions } from '../../../lib/api-client';

/** What the purchase calls (spec 03 §7, /api/sales) answer, and the options each of them sends. */
export interface SaleStep {
  code: SectionCode;
  title: string;
  segment: string;
  orderPosition: number;
  status: FormStatus;
  fields?: SaleFormField[];
  data?: Record<string, unknown> | null;
}

export interface SalePayment {
  id: string;
  status: PaymentStatus;
  provider: string | null;
  paymentType: string;
  amount: string;
  fee: string;
  tax: string;
  currency: string;
  errorCode?: string;
  message?: string;
  advice?: string;
  instructions?: Record<string, unknown>;
  card?: { brand: string; last4: string };
  /** A provider's own payment page (Webpay): the browser posts its query (token_ws) there. */
  redirectUrl?: string;
  /** The issuer's 3-D Secure challenge (MercadoPago): the CReq is posted to its page in a frame. */
  challenge?: { url: string; creq: string };
  /** The provider's reference of the payment (shown in the purchase summary). */
  providerReference?: string;
  paidAt?: string | null;
}

/** The policy issued for the sale, once policies has issued it (null before). */
export interface SalePolicy {
  policyNumber: string;
  startDate: string;
  insurerName: string | null;
}

/** The card enrolled for automatic monthly charges (brand and last 4 only) and when it is charged. */
export interface SaleSubscription {
  id: string;
  status: string;
  provider: string;
  card: { brand: string | null; last4: string | null };
  chargeDay: number | null;
  nextChargeDate: string | null;
}

export interface Sale {
  id: string;
  productCode: string;
  productName: string | null;
  status: string;
  amount: string;
  currency: string;
  periodicityMonths: number;
  steps: SaleStep[];
  payments: SalePayment[];
  policy?: SalePolicy | null;
  /** The payment step offers "Pago automático mensual con tarjeta" (a product paid monthly). */
  offersMonthlyCard?: boolean;
  subscription?: SaleSubscription | null;
}

/** The message when a purchase call's error answer carries none (a cut connection, a proxy's page). */
export const SALE_ERROR_FALLBACK = 'No pudimos conectarnos. Intenta nuevamente en unos segundos.';

/**
 * The options of every purchase call: never from the browser's cache, the purchase's fallback message and,
 * once the sale exists, its x-sale-token (plus the call's own headers, the payment's Idempotency-Key).
 */
export function saleRequest(token?: string, headers: Record<string, string> = {}): RequestOptions {
  return {
    noStore: true,
    errorMessage: SALE_ERROR_FALLBACK,
    headers: token === undefined ? headers : { 'x-sale-token': token, ...headers },
  };
}

/** The URL of one sale (and of its sub-resources). */
export const saleUrl = (id: string, rest = '') => `/api/sales/${encodeURIComponent(id)}${rest}`;
