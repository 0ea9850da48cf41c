/** Field rules of spec 03 §5 for the request and contact forms; pure, shared by the API and the browser. */
import { chileanDate } from '../../pricing/domain/chilean-day.js';

/** Digits only, so "+56 9 1234 5678" counts 11. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Error flag of the request phone: fewer than 11 digits is nominimo; more than 15 cannot be a phone. */
export function phoneError(phone: string): 'nominimo' | 'nomaximo' | null {
  const digits = phoneDigits(phone).length;
  if (digits < 11) return 'nominimo';
  if (digits > 15) return 'nomaximo';
  return null;
}

const EMAIL =
  /^[^\s@]{1,64}@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/;

/** Local part 1-64 characters, a domain with a TLD of 2+ letters, or an IP literal. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email.trim());
}

/** At least two letters; letters (with accents), spaces and hyphens; apostrophes only in the contact form. */
export function isValidName(name: string, options: { allowApostrophe?: boolean } = {}): boolean {
  const allowed = options.allowApostrophe ? /^[\p{L}\s'’-]+$/u : /^[\p{L}\s-]+$/u;
  const trimmed = name.trim();
  return trimmed.length <= 120 && allowed.test(trimmed) && (trimmed.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

/** A calendar date YYYY-MM-DD that exists and is not after today in Chile (`now`'s Chilean day, not its UTC one). */
export function isValidBirthDate(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && value <= chileanDate(now);
}
