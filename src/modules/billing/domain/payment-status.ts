import { daysBetween } from './dates.js';

/**
 * Billing payment states (spec 03 §4: PENDING, LATE, PARTIAL, PAID, NA) and payment-period states
 * (overdue, pending, pay), from what is owed, what was paid and the date:
 *
 * - NA: nothing is owed (nobody covered in the period, or the policy was cancelled before it started).
 * - PAID: the payments (which accumulate) reach the amount owed.
 * - PARTIAL: something was paid but not all.
 * - LATE: nothing paid and today is after the due date. PENDING: nothing paid, not yet due.
 *
 * The period is `pay` when PAID or NA, `overdue` when not paid after its due date, `pending` otherwise.
 * Only PENDING/PARTIAL/PAID/NA are stored; LATE depends on the day and is derived when read.
 */
export const PAYMENT_STATUSES = ['PENDING', 'LATE', 'PARTIAL', 'PAID', 'NA'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type StoredPaymentStatus = Exclude<PaymentStatus, 'LATE'>;
export const PERIOD_STATES = ['overdue', 'pending', 'pay'] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  PENDING: 'Pendiente',
  LATE: 'Atrasado',
  PARTIAL: 'Pago parcial',
  PAID: 'Pagado',
  NA: 'No aplica',
};
export const PERIOD_STATE_LABELS: Readonly<Record<PeriodState, string>> = {
  overdue: 'Vencido',
  pending: 'Pendiente',
  pay: 'Pagado',
};

/** The stored status after payments change (no date involved). */
export function settledStatus(dueClp: number | null, paidClp: number, billable = true): StoredPaymentStatus {
  if (!billable || dueClp === 0) return 'NA';
  if (dueClp !== null && paidClp >= dueClp) return 'PAID';
  return paidClp > 0 ? 'PARTIAL' : 'PENDING';
}

/**
 * The status shown on a day: a PENDING period past its due date is LATE. So is an unpaid (PENDING or PARTIAL)
 * period whose automatic card charge was declined on every retry (`chargeFailed`, issue 28): the transition
 * PENDING/PARTIAL → LATE happens then, before the due date; a payment that settles it still makes it PAID.
 */
export function paymentStatusOn(
  stored: StoredPaymentStatus,
  dueDate: string,
  today: string,
  chargeFailed = false,
): PaymentStatus {
  if (chargeFailed && (stored === 'PENDING' || stored === 'PARTIAL')) return 'LATE';
  return stored === 'PENDING' && today > dueDate ? 'LATE' : stored;
}

export function periodStateOn(stored: StoredPaymentStatus, dueDate: string, today: string): PeriodState {
  if (stored === 'PAID' || stored === 'NA') return 'pay';
  return today > dueDate ? 'overdue' : 'pending';
}

/** Pesos still owed (never negative; an overpayment leaves 0). */
export const balanceClp = (dueClp: number | null, paidClp: number): number | null =>
  dueClp === null ? null : Math.max(dueClp - paidClp, 0);

export class InvalidPaymentError extends Error {
  readonly code = 'INVALID_AMOUNT';
}

/** A staff-recorded payment: a positive whole number of pesos, for a period that still owes something. */
export function checkPayment(amountClp: number, stored: StoredPaymentStatus): void {
  if (!Number.isInteger(amountClp) || amountClp <= 0) {
    throw new InvalidPaymentError('El monto debe ser un número entero de pesos mayor que cero.');
  }
  if (stored === 'PAID') throw new InvalidPaymentError('El período ya está pagado.');
  if (stored === 'NA') throw new InvalidPaymentError('El período no tiene monto a pagar.');
}

/** Age of an unpaid period in days after its due date, for the dashboard buckets. */
export const ARREARS_BUCKETS = [
  { key: '1-30', label: '1 a 30 días', min: 1, max: 30 },
  { key: '31-60', label: '31 a 60 días', min: 31, max: 60 },
  { key: '61-90', label: '61 a 90 días', min: 61, max: 90 },
  { key: '90+', label: 'Más de 90 días', min: 91, max: Number.POSITIVE_INFINITY },
] as const;

export function arrearsBucket(dueDate: string, today: string): (typeof ARREARS_BUCKETS)[number]['key'] | null {
  const days = daysBetween(dueDate, today);
  return ARREARS_BUCKETS.find((bucket) => days >= bucket.min && days <= bucket.max)?.key ?? null;
}
