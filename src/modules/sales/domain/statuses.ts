/**
 * Sale, payment, subscription and form statuses of spec 03 §4, with the transitions this project allows
 * (the spec lists the statuses, "transitions not shown"). An impossible transition is refused.
 */
export const SALE_STATUSES = [
  'PENDING',
  'OK',
  'FAIL',
  'SUBS_CANCELLED_SUCCESS_PAYMENT',
  'SUBS_CANCELLED_WITHOUT_PAYMENT',
  'PENDING_CANCELLATION',
  'OVERDUE',
  'CANCELLATION_REQUEST',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'OK', 'FAIL', 'DECLINED', 'VOID', 'REQUEST_REFUND', 'REFUND'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['PENDING', 'SUCCESS', 'DECLINED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const FORM_STATUSES = ['PENDING', 'COMPLETED'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/**
 * Sale: open (PENDING) until paid (OK) or given up (FAIL). A declined card leaves the sale PENDING so the
 * buyer can retry. A paid subscription sale may later fall OVERDUE, be asked to cancel (CANCELLATION_REQUEST →
 * PENDING_CANCELLATION) and end cancelled with or without a payment collected. A refunded payment ends a paid
 * sale cancelled without a payment (saleStatusAfterRefund).
 */
export const SALE_TRANSITIONS: Record<SaleStatus, readonly SaleStatus[]> = {
  PENDING: ['OK', 'FAIL', 'SUBS_CANCELLED_WITHOUT_PAYMENT'],
  OK: ['OVERDUE', 'CANCELLATION_REQUEST', 'FAIL', 'SUBS_CANCELLED_WITHOUT_PAYMENT'],
  OVERDUE: ['OK', 'CANCELLATION_REQUEST', 'SUBS_CANCELLED_WITHOUT_PAYMENT'],
  CANCELLATION_REQUEST: ['PENDING_CANCELLATION', 'OK', 'SUBS_CANCELLED_WITHOUT_PAYMENT'],
  PENDING_CANCELLATION: ['SUBS_CANCELLED_SUCCESS_PAYMENT', 'SUBS_CANCELLED_WITHOUT_PAYMENT'],
  FAIL: [],
  SUBS_CANCELLED_SUCCESS_PAYMENT: [],
  SUBS_CANCELLED_WITHOUT_PAYMENT: [],
};

/**
 * Payment: PENDING while the provider decides (or a transfer waits); then OK, DECLINED (the issuer said
 * no), FAIL (the provider erred) or VOID (abandoned). A paid payment may be asked back (REQUEST_REFUND)
 * and is REFUND once the provider confirms; a refused refund request returns to OK.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['OK', 'DECLINED', 'FAIL', 'VOID'],
  OK: ['REQUEST_REFUND'],
  REQUEST_REFUND: ['REFUND', 'OK'],
  DECLINED: [],
  FAIL: [],
  VOID: [],
  REFUND: [],
};

export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  PENDING: ['SUCCESS', 'DECLINED'],
  SUCCESS: [],
  DECLINED: [],
};

export const FORM_TRANSITIONS: Record<FormStatus, readonly FormStatus[]> = {
  PENDING: ['COMPLETED'],
  // A completed step may be edited again (forward and back keep what was typed) and stays COMPLETED.
  COMPLETED: ['COMPLETED'],
};

export class InvalidTransitionError extends Error {
  readonly code = 'NOT_EDITABLE';
  constructor(
    readonly kind: 'sale' | 'payment' | 'subscription' | 'form',
    readonly from: string,
    readonly to: string,
  ) {
    super(`No se puede pasar ${KIND_LABEL[kind]} de ${from} a ${to}.`);
    this.name = 'InvalidTransitionError';
  }
}

const KIND_LABEL = { sale: 'la venta', payment: 'el pago', subscription: 'la suscripción', form: 'el formulario' };

function can<S extends string>(table: Record<S, readonly S[]>, from: S, to: S): boolean {
  return (table[from] ?? []).includes(to);
}

export const canSale = (from: SaleStatus, to: SaleStatus) => can(SALE_TRANSITIONS, from, to);
export const canPayment = (from: PaymentStatus, to: PaymentStatus) => can(PAYMENT_TRANSITIONS, from, to);
export const canSubscription = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  can(SUBSCRIPTION_TRANSITIONS, from, to);

/** The next status, or InvalidTransitionError (code NOT_EDITABLE, 409). */
export function transitionSale(from: SaleStatus, to: SaleStatus): SaleStatus {
  if (!canSale(from, to)) throw new InvalidTransitionError('sale', from, to);
  return to;
}

export function transitionPayment(from: PaymentStatus, to: PaymentStatus): PaymentStatus {
  if (!canPayment(from, to)) throw new InvalidTransitionError('payment', from, to);
  return to;
}

export function transitionSubscription(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionStatus {
  if (!canSubscription(from, to)) throw new InvalidTransitionError('subscription', from, to);
  return to;
}

export function transitionForm(from: FormStatus, to: FormStatus): FormStatus {
  if (!can(FORM_TRANSITIONS, from, to)) throw new InvalidTransitionError('form', from, to);
  return to;
}

/**
 * The sale's status once its payment is refunded (issue 25 hole 3): the buyer has the money back and the policy
 * is cancelled, so the sale ends SUBS_CANCELLED_WITHOUT_PAYMENT (spec 03 §4: cancelled, no payment kept). Null
 * when the sale is already closed (nothing to change).
 */
export function saleStatusAfterRefund(current: SaleStatus): SaleStatus | null {
  return canSale(current, 'SUBS_CANCELLED_WITHOUT_PAYMENT') && current !== 'PENDING'
    ? 'SUBS_CANCELLED_WITHOUT_PAYMENT'
    : null;
}

/** A payment status no provider message can change any more. */
export function isFinalPayment(status: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[status].length === 0;
}

/** Webhooks may arrive twice or out of order: apply a provider's status only when it moves forward. */
export function applyProviderStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === reported) return current;
  return canPayment(current, reported) ? reported : current;
}
