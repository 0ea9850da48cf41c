import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of the price alerts (issue 29): `<person id>.<HMAC of it>`. Nothing is stored
 * and no sign-in is needed: the signature is the proof, so the link works from any mail client, for good.
 */
const signature = (subscriberId: number, secret: string) =>
  createHmac('sha256', secret).update(`price-alert-unsubscribe:${subscriberId}`).digest('base64url');

export const unsubscribeToken = (subscriberId: number, secret: string) =>
  `${subscriberId}.${signature(subscriberId, secret)}`;

/** The person a token names, or null when it is malformed or not signed with this key. */
export function subscriberOfToken(token: string, secret: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The address the e-mail's List-Unsubscribe header and footer link point to. */
export const unsubscribeUrl = (publicUrl: string, subscriberId: number, secret: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/saved-searches/unsubscribe?token=${unsubscribeToken(subscriberId, secret)}`;
