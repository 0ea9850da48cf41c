/**
 * Payment types, providers and sale types of spec 03 §3 and §4, and the provider routing:
 * card and 't' one-time go to kushki_ad (the default, numeric id 40), transfer one-time to linkify,
 * subscriptions by card, 'no-payment-one-time' completes without a charge.
 */
export const PAYMENT_TYPES = [
  't-one-time',
  'tdc-one-time',
  'tdd-one-time',
  't-subscriptions',
  't-subscriptions-one-click',
  'tdc-subscriptions',
  'tdd-subscriptions',
  'transfer-one-time',
  'transfer-one-time-non-automated',
  'deferred_options',
  'no-payment-one-time',
  'changeDate',
  'requestRefund',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The payment types a buyer can choose at the payment step (the others are back-office operations). */
export const BUYER_PAYMENT_TYPES: readonly PaymentType[] = [
  't-one-time',
  'tdc-one-time',
  'tdd-one-time',
  't-subscriptions',
  'tdc-subscriptions',
  'tdd-subscriptions',
  'transfer-one-time',
  'transfer-one-time-non-automated',
  'no-payment-one-time',
];

export const PROVIDERS = [
  'kushki_ad',
  'mercadopago',
  'kushki',
  'linkify',
  'queplan',
  'queseguro',
  'transbank',
  /** Manual bank transfer: instructions shown, confirmed by the back-office. */
  'transfer',
  /** The development and test provider (test cards, no network). */
  'sandbox',
] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** Numeric provider ids of the old platform (spec 03 §4 names kushki_ad's: 40). */
export const PROVIDER_IDS: Partial<Record<ProviderName, number>> = { kushki_ad: 40 };
export const DEFAULT_CARD_PROVIDER: ProviderName = 'kushki_ad';
export const DEFAULT_TRANSFER_PROVIDER: ProviderName = 'linkify';

export const SALE_TYPES = [
  'immediatePayment',
  'subscriptionImmediatePayment',
  'subscriptionDeferredPaymentImmediateCoverage',
  'subscriptionDeferredPaymentDeferredCoverage',
] as const;
export type SaleType = (typeof SALE_TYPES)[number];

export type PaymentMethodKind = 'card' | 'transfer' | 'none';

export function methodOf(type: PaymentType): PaymentMethodKind {
  if (type.startsWith('transfer')) return 'transfer';
  if (type === 'no-payment-one-time' || type === 'deferred_options') return 'none';
  return 'card';
}

export function isSubscription(type: PaymentType): boolean {
  return type.includes('subscriptions');
}

export function isBuyerPaymentType(value: string): value is PaymentType {
  return (BUYER_PAYMENT_TYPES as readonly string[]).includes(value);
}

export class PaymentRoutingError extends Error {
  readonly code = 'BAD_REQUEST';
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRoutingError';
  }
}

/**
 * Providers whose card form is their own page: the buyer is redirected there and comes back to our
 * return route (Webpay Plus: create -> redirect with token_ws -> commit). They need no card token.
 */
export const REDIRECT_PROVIDERS: readonly ProviderName[] = ['transbank'];

/** A card payment carries a token from the browser unless its provider takes the card on its own page. */
export function needsCardToken(type: PaymentType, provider: ProviderName | null): boolean {
  return methodOf(type) === 'card' && !(provider !== null && REDIRECT_PROVIDERS.includes(provider));
}

/** Providers that take cards, and the one that takes automated transfers. */
const CARD_PROVIDERS: readonly ProviderName[] = ['kushki_ad', 'kushki', 'mercadopago', 'transbank', 'sandbox'];
const TRANSFER_PROVIDERS: readonly ProviderName[] = ['linkify', 'sandbox'];

/**
 * The provider a payment goes to: the requested one when it takes that method, else the default of
 * spec 03 §4. 'no-payment-one-time' has no provider (null). `aliases` lets configuration stand one
 * provider in for another (the sandbox for every provider in development and tests).
 */
export function routePayment(
  type: PaymentType,
  requested?: string | null,
  aliases: Partial<Record<ProviderName, ProviderName>> = {},
): ProviderName | null {
  const method = methodOf(type);
  if (method === 'none') return null;
  if (type === 'transfer-one-time-non-automated') return 'transfer';
  const allowed = method === 'transfer' ? TRANSFER_PROVIDERS : CARD_PROVIDERS;
  let chosen: ProviderName;
  if (requested) {
    if (!(PROVIDERS as readonly string[]).includes(requested)) {
      throw new PaymentRoutingError(`El medio de pago ${requested} no existe.`);
    }
    if (!allowed.includes(requested as ProviderName)) {
      throw new PaymentRoutingError(
        `El medio de pago ${requested} no acepta ${method === 'card' ? 'tarjetas' : 'transferencias'}.`,
      );
    }
    chosen = requested as ProviderName;
  } else {
    chosen = method === 'transfer' ? DEFAULT_TRANSFER_PROVIDER : DEFAULT_CARD_PROVIDER;
  }
  return aliases[chosen] ?? chosen;
}

/** The sale type of a purchase paid with this payment type. */
export function saleTypeOf(type: PaymentType): SaleType {
  if (!isSubscription(type)) return 'immediatePayment';
  return 'subscriptionImmediatePayment';
}

/** How a product is paid, as configured on its purchase form (null: the default for its price). */
export interface ProductPaymentSettings {
  /** The payment types the product offers; null or empty: every buyer type its price allows. */
  paymentTypes: readonly PaymentType[] | null;
  /** The product is given free of charge (a purchase completes without a payment, whatever its price). */
  freeOfCharge: boolean;
}

/** A purchase at no cost: a price of 0 or a product configured as free of charge. */
export function isFreePurchase(amount: string, settings: ProductPaymentSettings | null): boolean {
  return Number(amount) === 0 || settings?.freeOfCharge === true;
}

/**
 * Automatic monthly card charges (issue 28) are offered only for a product paid monthly, and only when a
 * configured card provider can keep the card (its card enrolment, a vault).
 */
export interface MonthlyCardContext {
  periodicityMonths: number;
  vaultAvailable: boolean;
}

export const isMonthly = (periodicityMonths: number): boolean => periodicityMonths === 1;

/** The payment types a buyer may use for this purchase: only 'no-payment-one-time' when it is free. */
export function offeredPaymentTypes(
  amount: string,
  settings: ProductPaymentSettings | null,
  monthly: MonthlyCardContext | null = null,
): PaymentType[] {
  const free = isFreePurchase(amount, settings);
  const configured = settings?.paymentTypes?.length ? settings.paymentTypes : BUYER_PAYMENT_TYPES;
  const subscriptions = monthly !== null && isMonthly(monthly.periodicityMonths) && monthly.vaultAvailable;
  return configured.filter(
    (type) =>
      BUYER_PAYMENT_TYPES.includes(type) &&
      (type === 'no-payment-one-time') === free &&
      (!isSubscription(type) || subscriptions),
  );
}

/** Whether the payment step offers "Pago automático mensual con tarjeta" for this purchase. */
export function offersMonthlyCard(
  amount: string,
  settings: ProductPaymentSettings | null,
  monthly: MonthlyCardContext,
): boolean {
  return offeredPaymentTypes(amount, settings, monthly).some(isSubscription);
}

/**
 * Why this payment type cannot pay this purchase (a Spanish message), or null when it can. A made-up
 * type, a type the product does not offer, a purchase without payment of a priced product, and automatic
 * monthly charges of a product not paid monthly (or without a provider that keeps cards) are refused.
 */
export function paymentTypeProblem(
  requested: string,
  amount: string,
  settings: ProductPaymentSettings | null,
  monthly: MonthlyCardContext | null = null,
): string | null {
  if (!isBuyerPaymentType(requested)) return `El tipo de pago ${requested} no existe.`;
  if (offeredPaymentTypes(amount, settings, monthly).includes(requested)) return null;
  if (requested === 'no-payment-one-time') return 'Este seguro tiene precio: elige un medio de pago para contratarlo.';
  if (isFreePurchase(amount, settings)) return 'Este seguro no tiene costo: confírmalo sin medio de pago.';
  const offeredIfMonthly = offeredPaymentTypes(amount, settings, { periodicityMonths: 1, vaultAvailable: true });
  if (isSubscription(requested) && offeredIfMonthly.includes(requested)) {
    if (!monthly || !isMonthly(monthly.periodicityMonths)) {
      return 'Este seguro no se paga mensualmente: el pago automático mensual con tarjeta no está disponible.';
    }
    if (!monthly.vaultAvailable) return 'El pago automático mensual con tarjeta no está disponible en este momento.';
  }
  return `Este seguro no se puede pagar con el tipo de pago ${requested}.`;
}
