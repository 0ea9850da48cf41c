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

/** How long a period's payment link works after it was sent (a newer reminder carries a fresh one). */
export const PERIOD_LINK_DAYS = 60;

/** A period's link token: its expiry (seconds since the epoch, base 36) and the HMAC of the period and expiry. */
export const periodLinkToken = (periodId: number, expiresAt: Date, secret: string) => {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${sign('billing-period', `${periodId}:${expiry}`, secret)}`;
};

/** 'ok', 'invalid' (forged, cut, of another period) or 'expired' (signed by us, past its date). */
export function checkPeriodLinkToken(
  periodId: number,
  token: string | undefined,
  secret: string,
  now: Date,
): 'ok' | 'invalid' | 'expired' {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const [, expiry, signature] = match as unknown as [string, string, string];
  if (!same(signature, sign('billing-period', `${periodId}:${expiry}`, secret))) return 'invalid';
  return parseInt(expiry, 36) * 1000 < now.getTime() ? 'expired' : 'ok';
}

/** The page where the buyer enrols a new card for a subscription. */
export const cardUpdateUrl = (publicUrl: string, subscriptionId: string, secret: string) =>
  `${publicUrl}/pago-automatico/${subscriptionId}/tarjeta?t=${cardLinkToken(subscriptionId, secret)}`;

/** The page where anyone holding the link pays a billing period with the one-time methods. */
export const periodPaymentUrl = (publicUrl: string, periodId: number, secret: string, expiresAt: Date) =>
  `${publicUrl}/pagar-cuota/${periodId}?t=${periodLinkToken(periodId, expiresAt, secret)}`;
