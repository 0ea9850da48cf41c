import { inject, injectable } from 'inversify';
import type { Config } from '../../../platform/config.js';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../../platform/http/rate-limit.js';
import { PLATFORM, type Clock, type Mailer } from '../../../platform/tokens.js';
import {
  CUSTOMER_LINK_LIMIT_PER_ADDRESS,
  CUSTOMER_LINK_LIMIT_PER_IP,
  CUSTOMER_LINK_TTL_SECONDS,
  CUSTOMER_SESSION_TTL_SECONDS,
  customerLinkOpens,
  customerSessionValid,
  normalizeCustomerEmail,
} from '../domain/customer-session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { CustomerAccountStore, CustomerRecord, TokenService } from './ports.js';

/** A customer as other modules see it: an id and an address. */
export interface CustomerAccount {
  id: number;
  email: string;
}

export interface CustomerSession {
  /** The opaque secret the cookie carries (only its keyed hash is stored). */
  token: string;
  expiresAt: Date;
  customer: CustomerAccount;
}

/** Where the sign-in link leads: the portal's page that exchanges the secret (kept in the fragment, never logged). */
export const customerLinkUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}/portal-personas/acceso#t=${encodeURIComponent(secret)}`;

const account = (record: CustomerRecord): CustomerAccount => ({ id: record.id, email: record.email });

/**
 * Portal Personas accounts (issue 29), the facade other modules call (IDENTITY.CustomerAccounts): a purchase
 * creates or joins the account of its e-mail; a customer asks for a one-time link, exchanges it for a session,
 * and signs out here or everywhere.
 */
@injectable()
export class CustomerAccounts {
  constructor(
    @inject(IDENTITY.CustomerAccountStore) private readonly store: CustomerAccountStore,
    @inject(IDENTITY.TokenService) private readonly tokens: TokenService,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Config) private readonly config: Config,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** The account of an address, created on first use (idempotent: a re-delivered purchase joins the same one). */
  async ensureAccount(email: string): Promise<CustomerAccount> {
    return account(await this.store.ensure(normalizeCustomerEmail(email)));
  }

  /** The account of an address, if it has one (the back-office's search by e-mail). */
  async findByEmail(email: string): Promise<CustomerAccount | null> {
    const record = await this.store.findByEmail(normalizeCustomerEmail(email));
    return record ? account(record) : null;
  }

  async find(id: number): Promise<CustomerAccount | null> {
    const record = await this.store.findById(id);
    return record ? account(record) : null;
  }

  /**
   * Sends a one-time sign-in link when the address has an account. The caller answers the same whatever
   * happened; only the rate limits (counted per address, known or not, and per IP) answer 429.
   */
  async requestSignInLink(email: string, ip: string): Promise<void> {
    const address = normalizeCustomerEmail(email);
    await this.limit(ip, CUSTOMER_LINK_LIMIT_PER_IP);
    await this.limit(address, CUSTOMER_LINK_LIMIT_PER_ADDRESS);
    const customer = await this.store.findByEmail(address);
    if (!customer) return;
    const secret = this.tokens.randomToken();
    const expiresAt = new Date(this.clock.now().getTime() + CUSTOMER_LINK_TTL_SECONDS * 1000);
    const id = await this.store.saveLink({
      tokenHash: this.tokens.hashToken(secret),
      customerId: customer.id,
      expiresAt,
    });
    const link = customerLinkUrl(this.config.PUBLIC_URL, secret);
    await this.mailer.send({
      to: customer.email,
      subject: 'Tu enlace para entrar al Portal Personas',
      text:
        `Hola:\n\nPara ver tus seguros, pagos y datos abre este enlace (vale ${CUSTOMER_LINK_TTL_SECONDS / 60} minutos y se usa una sola vez):\n` +
        `${link}\n\nSi no lo pediste, ignora este correo: nadie puede entrar sin él.`,
      idempotencyKey: `portal-sign-in-link-${id}`,
    });
  }

  /** A link becomes a session, once; unknown, used and expired links all get the same NOT_FOUND. */
  async exchangeLink(secret: string): Promise<CustomerSession> {
    const now = this.clock.now();
    const link = await this.store.findLink(this.tokens.hashToken(secret));
    if (!link || !customerLinkOpens(link, now) || !(await this.store.markLinkUsed(link.id, now))) {
      throw new AppError('NOT_FOUND', 'El enlace no es válido o ya venció. Pide uno nuevo.');
    }
    const customer = await this.store.findById(link.customerId);
    if (!customer) throw new AppError('NOT_FOUND', 'El enlace no es válido o ya venció. Pide uno nuevo.');
    await this.store.recordLogin(customer.id, now);
    const token = this.tokens.randomToken();
    const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_TTL_SECONDS * 1000);
    await this.store.saveSession({ tokenHash: this.tokens.hashToken(token), customerId: customer.id, expiresAt });
    return { token, expiresAt, customer: account(customer) };
  }

  /** The customer a session cookie stands for, or null (unknown, expired or revoked). */
  async authenticate(token: string): Promise<CustomerAccount | null> {
    const session = await this.store.findSession(this.tokens.hashToken(token));
    if (!session || !customerSessionValid(session, this.clock.now())) return null;
    return this.find(session.customerId);
  }

  async signOut(token: string): Promise<void> {
    await this.store.revokeSession(this.tokens.hashToken(token), this.clock.now());
  }

  /** Ends every session of the customer, on every device. Answers how many were open. */
  async signOutEverywhere(customerId: number): Promise<number> {
    return this.store.revokeAllSessions(customerId, this.clock.now());
  }

  private async limit(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.limiter.hit(key, rule);
    if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', rule.message ?? 'Demasiadas solicitudes.');
  }
}
