/**
 * Portal Personas accounts (issue 29): a customer signs in with a one-time link sent by e-mail, which opens a
 * session kept in an HttpOnly cookie. The rules, in one place.
 */

/** A sign-in link is valid for 15 minutes and works once. */
export const CUSTOMER_LINK_TTL_SECONDS = 15 * 60;
/** A portal session lasts 30 days from sign-in (signing out, here or everywhere, ends it sooner). */
export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The session cookie's name. */
export const CUSTOMER_SESSION_COOKIE = 'portal_sesion';

/** Link requests per address (whether or not it has an account, so the limit tells nothing) and per IP. */
export const CUSTOMER_LINK_LIMIT_PER_ADDRESS = {
  name: 'portal-link-address',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Ya pediste varios enlaces para este correo. Revisa tu bandeja o intenta nuevamente en una hora.',
} as const;
export const CUSTOMER_LINK_LIMIT_PER_IP = {
  name: 'portal-link-ip',
  max: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Demasiadas solicitudes de acceso desde tu conexión. Intenta nuevamente en unos minutos.',
} as const;
/** Exchanges of links per IP: a client guessing secrets is slowed down. */
export const CUSTOMER_EXCHANGE_LIMIT_PER_IP = {
  name: 'portal-exchange-ip',
  max: 60,
  windowMs: 15 * 60 * 1000,
} as const;

/** The one answer to a link request, known address or not: no account can be discovered. */
export const CUSTOMER_LINK_ANSWER =
  'Si el correo tiene seguros contratados con nosotros, te enviamos un enlace para entrar. Vale 15 minutos y se usa una sola vez.';

/** An address as stored: trimmed and lower-case (one account per mailbox, whatever the casing typed). */
export function normalizeCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface CustomerLinkState {
  expiresAt: Date;
  usedAt: Date | null;
}

/** Whether a sign-in link still opens a session: not used and not expired. */
export function customerLinkOpens(link: CustomerLinkState | null, now: Date): boolean {
  return link !== null && link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

export interface CustomerSessionState {
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Whether a session still stands: not revoked and not expired. */
export function customerSessionValid(session: CustomerSessionState | null, now: Date): boolean {
  return session !== null && session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}
