import { isValidEmail } from './contact-rules';

/** The referral advisor stored with the visitor (spec 02 §2.8 §4, spec 03 §3). */
export interface StoredReferrer {
  name: string;
  email: string;
  /** An executive set on the referrer keeps it from expiring. */
  ejecutivo?: string | null;
  /** ISO date-time when the referrer was stored. */
  initialDate: string;
  loggedAs?: 'referral';
}

export const REFERRER_MAX_AGE_DAYS = 30;
export const ADVISOR_EMAIL_MAX_LENGTH = 50;

/** Removed after more than 30 days unless an executive is set (spec 02 §4, spec 03 §4). */
export function isReferrerExpired(referrer: StoredReferrer, now: Date): boolean {
  if (referrer.ejecutivo) return false;
  const since = Date.parse(referrer.initialDate);
  if (Number.isNaN(since)) return true;
  return now.getTime() - since > REFERRER_MAX_AGE_DAYS * 24 * 3600 * 1000;
}

/** The advisor look-up input: an e-mail of at most 50 characters (spec 02 §5). */
export function advisorEmailError(email: string): 'required' | 'tooLong' | 'invalidEmail' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > ADVISOR_EMAIL_MAX_LENGTH) return 'tooLong';
  if (!isValidEmail(trimmed)) return 'invalidEmail';
  return null;
}
