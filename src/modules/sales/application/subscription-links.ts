import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links of automatic payments (issue 28), keyed like the purchase links (SALES_LINK_SECRET): the page
 * to replace a subscription's card, and the payment link of a billing period. Nothing is stored: the HMAC of
 * the id is the proof, so a link leaks nothing and works from any e-mail.
 */
const sign = (purpose: string, id: string | number, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const cardLinkToken = (subscriptionId: string, secret: string) =>
  sign('subscription-card', subscriptionId, secret);
export const checkCardLinkToken = (subscriptionId: string, token: string | undefined, secret: string) =>
  Boolean(token) && same(token!, cardLinkToken(subscriptionId, secret));

export const periodLinkToken = (periodId: number, secret: string) => sign('billing-period', periodId, secret);
export const checkPeriodLinkToken = (periodId: number, token: string | undefined, secret: string) =>
  Boolean(token) && same(token!, periodLinkToken(periodId, secret));

/** The page where the buyer enrols a new card for a subscription. */
export const cardUpdateUrl = (publicUrl: string, subscriptionId: string, secret: string) =>
  `${publicUrl}/pago-automatico/${subscriptionId}/tarjeta?t=${cardLinkToken(subscriptionId, secret)}`;

/** The page where anyone holding the link pays a billing period with the one-time methods. */
export const periodPaymentUrl = (publicUrl: string, periodId: number, secret: string) =>
  `${publicUrl}/pagar-cuota/${periodId}?t=${periodLinkToken(periodId, secret)}`;
