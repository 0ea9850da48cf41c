import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import { buildSteps, type StepView } from '../domain/steps.js';
import type { SaleRecord } from './ports.js';

/** A new purchase token (returned once; only its hash is stored). */
export function newSaleToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token of a shared purchase link (spec 03 §2 session/sessionType, the reminders' link): a keyed
 * hash of the sale id, so the link works without storing the buyer's own token anywhere.
 */
export function linkToken(saleId: string, secret: string): string {
  return `l.${createHmac('sha256', secret).update(`sale-link:${saleId}`).digest('base64url')}`;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The sale when the x-sale-token (or a link token) matches; the same NOT_FOUND otherwise. */
export function checkToken(sale: SaleRecord | null, token: string | undefined, linkSecret: string): SaleRecord {
  const notFound = new AppError('NOT_FOUND', 'No encontramos esta compra. Vuelve a empezar desde el seguro.');
  if (!sale || !token) throw notFound;
  if (token.startsWith('l.')) {
    if (!same(token, linkToken(sale.id, linkSecret))) throw notFound;
    return sale;
  }
  if (!same(hashToken(token), sale.tokenHash)) throw notFound;
  return sale;
}

export function stepsOf(sale: SaleRecord): StepView[] {
  const done = new Set(Object.keys(sale.steps));
  if (sale.status !== 'PENDING') done.add('PAYMENT');
  return buildSteps(sale.sections, done);
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
