import { apiGetOnce, apiPost } from '../../../lib/api-client';
import type { PayBody } from '../payment-step';
import { SALE_ERROR_FALLBACK, type SalePayment } from './sale';

/** A payment made through a period's link (GET/POST /api/sales/periods/{id}). */
export interface PeriodLinkPayment {
  id: string;
  status: 'PENDING' | 'OK' | 'DECLINED';
  paymentType: string;
  errorCode: string | null;
  message: string | null;
  advice: string | null;
  instructions: Record<string, unknown> | null;
  redirectUrl: string | null;
  cardLast4: string | null;
}

/** The billing period a signed payment link opens (issue 28). */
export interface PeriodLink {
  periodId: number;
  seq: number;
  productName: string | null;
  billingDate: string;
  dueDate: string;
  amountClp: number | null;
  amountUf: string | null;
  state: 'payable' | 'paid' | 'closed';
  payment: PeriodLinkPayment | null;
}

const periodUrl = (periodId: string, rest = '') => `/api/sales/periods/${encodeURIComponent(periodId)}${rest}`;
const options = (headers: Record<string, string> = {}) => ({
  noStore: true,
  errorMessage: SALE_ERROR_FALLBACK,
  headers,
});

/** GET /api/sales/periods/{id}?t=: the period as it is now (a bad or expired link answers its Spanish 4xx). */
export async function fetchPeriodLink(periodId: string, t: string): Promise<PeriodLink> {
  return (await apiGetOnce<{ data: PeriodLink }>(`${periodUrl(periodId)}?t=${encodeURIComponent(t)}`, options())).data;
}

/** POST /api/sales/periods/{id}/payments: one payment per Idempotency-Key (a retried click charges nothing new). */
export async function payPeriodLink(
  periodId: string,
  t: string,
  idempotencyKey: string,
  body: PayBody,
): Promise<PeriodLink> {
  const { paymentMethodId: _method, issuerId: _issuer, ...rest } = body;
  return (
    await apiPost<{ data: PeriodLink }>(
      periodUrl(periodId, '/payments'),
      { t, ...rest },
      options({ 'Idempotency-Key': idempotencyKey }),
    )
  ).data;
}

/** The step's view of a link payment (the purchase's payment shape). */
export function asSalePayment(period: PeriodLink, payment: PeriodLinkPayment): SalePayment {
  return {
    id: payment.id,
    // The period paid (by this payment or another way) shows as paid.
    status: period.state === 'paid' && payment.status !== 'DECLINED' ? 'OK' : payment.status,
    provider: null,
    paymentType: payment.paymentType,
    amount: String(period.amountClp ?? 0),
    fee: '0',
    tax: '0',
    currency: 'CLP',
    ...(payment.errorCode ? { errorCode: payment.errorCode } : {}),
    ...(payment.message ? { message: payment.message } : {}),
    ...(payment.advice ? { advice: payment.advice } : {}),
    ...(payment.instructions ? { instructions: payment.instructions } : {}),
    ...(payment.redirectUrl ? { redirectUrl: payment.redirectUrl } : {}),
    ...(payment.cardLast4 ? { card: { brand: '', last4: payment.cardLast4 } } : {}),
  };
}
