import type { SaleFormField } from '@domain/sales/domain/sale-form';
import type { SectionCode } from '@domain/sales/domain/steps';
import { ApiError } from '../../lib/api-client';

/** One file for the purchase calls (spec 03 §7): /api/sales with the x-sale-token and Idempotency-Key headers. */
async function call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'x-country': 'chile' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    cache: 'no-store',
  });
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string; details?: unknown } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.message ?? 'No pudimos conectarnos. Intenta nuevamente en unos segundos.',
      payload?.error?.code,
      payload?.error?.details,
    );
  }
  return payload as T;
}

export interface SaleStep {
  code: SectionCode;
  title: string;
  segment: string;
  orderPosition: number;
  status: 'PENDING' | 'COMPLETED';
  fields?: SaleFormField[];
  data?: Record<string, unknown> | null;
}

export interface SalePayment {
  id: string;
  status: 'PENDING' | 'OK' | 'FAIL' | 'DECLINED' | 'VOID' | 'REQUEST_REFUND' | 'REFUND';
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
}

/** What the payment step offers (GET /api/sales/payment-options, by the server's configuration). */
export interface PaymentOptions {
  card: {
    provider: string;
    library:
      | { kind: 'kushki'; scriptUrl: string; publicKey: string; testEnvironment: boolean }
      | { kind: 'mercadopago'; scriptUrl: string; publicKey: string }
      | null;
  } | null;
  webpay: boolean;
  transfer: { paymentType: string } | null;
}

export async function fetchPaymentOptions() {
  return (await call<{ data: PaymentOptions }>('GET', '/api/sales/payment-options')).data;
}

export async function startSale(body: { productCode: string; profile: unknown; leadAttributionInfo?: unknown[] }) {
  return (await call<{ data: { id: string; token: string } }>('POST', '/api/sales', body)).data;
}

export async function fetchSale(id: string, token: string) {
  return (
    await call<{ data: Sale }>('GET', `/api/sales/${encodeURIComponent(id)}`, undefined, { 'x-sale-token': token })
  ).data;
}

export async function saveStep(id: string, token: string, code: string, values: Record<string, unknown>) {
  return call<{ data: unknown }>('PUT', `/api/sales/${encodeURIComponent(id)}/steps/${code}`, values, {
    'x-sale-token': token,
  });
}

export async function paySale(
  id: string,
  token: string,
  idempotencyKey: string,
  body: { paymentType: string; provider?: string; token?: string },
) {
  return (
    await call<{ data: SalePayment }>('POST', `/api/sales/${encodeURIComponent(id)}/payments`, body, {
      'x-sale-token': token,
      'Idempotency-Key': idempotencyKey,
    })
  ).data;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.details && typeof error.details === 'object') {
    return (error.details as { errors?: Record<string, string> }).errors ?? {};
  }
  return {};
}
