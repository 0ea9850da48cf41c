/**
 * Payment links of billing periods (issue 28, "Periods without a card"): a period no charging subscription covers
 * is paid by whoever holds its signed link, with the one-time methods of the purchase (card, Webpay, transfer).
 * Pure rules shared by the API and the page.
 */
import { chargeClp } from './subscriptions.js';

/** What the link's page may do with a period. */
export type PeriodLinkState = 'payable' | 'paid' | 'closed';

/** Paid by any way sales knows of (checkout, subscription, link); closed when billing no longer chases it. */
export function periodLinkState(period: { paidAt: string | null; billingStatus: string }): PeriodLinkState {
  if (period.paidAt !== null || period.billingStatus === 'PAID') return 'paid';
  if (period.billingStatus === 'PENDING' || period.billingStatus === 'PARTIAL') return 'payable';
  return 'closed';
}

/** Why a period's link cannot be paid, in the buyer's words. */
export const PERIOD_LINK_MESSAGES = {
  invalid: 'El enlace de pago no es válido o está incompleto. Usa el enlace del último correo que te enviamos.',
  expired: 'El enlace de pago venció. Usa el enlace del último correo que te enviamos o escríbenos.',
  paid: 'Esta cuota ya está pagada. No tienes que hacer nada más.',
  closed: 'Esta cuota ya no está por cobrar. Si tienes dudas, escríbenos.',
  busy: 'Ya hay un pago en curso para esta cuota. Espera su resultado antes de intentarlo de nuevo.',
  noAmount: 'Esta cuota aún no tiene su monto en pesos. Inténtalo de nuevo mañana.',
  oneTimeOnly: 'Esta cuota se paga con un pago único: tarjeta, Webpay o transferencia.',
} as const;

/**
 * The amounts the page shows: pesos to pay (CLP as is; UF at the period's UF), and the amount in UF (UF as is;
 * pesos over the period's UF, two decimals). Null where the period's UF is unknown.
 */
export function periodLinkAmounts(period: {
  amount: string;
  currency: string;
  amountClp: number | null;
  ufValue: string | null;
}): { clp: number | null; uf: string | null } {
  const clp = period.amountClp ?? chargeClp(period.amount, period.currency, period.ufValue);
  let uf: string | null = null;
  if (period.currency === 'UF') uf = Number(period.amount).toFixed(2);
  else if (clp !== null && period.ufValue !== null && Number(period.ufValue) > 0) {
    // Hundredths of a UF, rounded half up, from integers (pesos × 10000 over the UF in hundredths).
    const hundredths =
      (BigInt(clp) * 10_000n * 2n + BigInt(Math.round(Number(period.ufValue) * 100))) /
      (BigInt(Math.round(Number(period.ufValue) * 100)) * 2n);
    uf = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  }
  return { clp, uf };
}

/** The provider's key of a payment through the link: the period's, and the browser's attempt. */
export const linkIdempotencyKey = (periodId: number, attemptKey: string): string =>
  `period-${periodId}-link-${attemptKey}`;

/** The one-time payment types the link accepts (never a subscription: a card enrolment is the checkout's). */
export const LINK_PAYMENT_TYPES = [
  't-one-time',
  'tdc-one-time',
  'tdd-one-time',
  'transfer-one-time',
  'transfer-one-time-non-automated',
] as const;
export type LinkPaymentType = (typeof LINK_PAYMENT_TYPES)[number];
