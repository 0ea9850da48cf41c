import { IdentityError } from './errors.js';

/** Password rules of spec 03 §5 and §9: 8-12 characters, four character classes, not one of the last 4. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 12;
export const PASSWORD_HISTORY_SIZE = 4;
/** How long a password lasts before PASSWORD_EXPIRED forces a change (the spec does not give it). */
export const PASSWORD_MAX_AGE_DAYS = 90;

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit nor white space counts as special.
const SPECIAL = /[^\p{L}\p{Nd}\s]/u;

export type PasswordFormProblem = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'whitespace';

/** Every rule the password breaks, in a stable order; empty when the form is valid. */
export function passwordFormProblems(password: string): PasswordFormProblem[] {
  const problems: PasswordFormProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!LOWER.test(password)) problems.push('lowercase');
  if (!UPPER.test(password)) problems.push('uppercase');
  if (!DIGIT.test(password)) problems.push('digit');
  if (!SPECIAL.test(password)) problems.push('special');
  if (/\s/u.test(password)) problems.push('whitespace');
  return problems;
}

/** The rule as the help text of password fields (the back-office's forms say it before anyone errs). */
export const PASSWORD_RULE_TEXT = `${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres con mayúscula, minúscula, número y carácter especial`;

export function passwordFormMessage(problems: PasswordFormProblem[]): string {
  const classes =
    'La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.';
  if (problems.includes('length'))
    return `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres. ${classes}`;
  if (problems.includes('whitespace')) return `La contraseña no puede contener espacios. ${classes}`;
  return classes;
}

/** Throws INVALID_PASSWORD_FORM (with the field error for forms) unless the password follows spec 03 §5. */
export function assertPasswordForm(password: string, field = 'password'): void {
  const problems = passwordFormProblems(password);
  if (problems.length === 0) return;
  const message = passwordFormMessage(problems);
  throw new IdentityError('INVALID_PASSWORD_FORM', message, { errors: { [field]: message }, problems });
}

/** The stored hashes the new password must differ from: the current one and the previous ones, 4 in all. */
export function hashesToAvoid(historyNewestFirst: readonly string[]): string[] {
  return historyNewestFirst.slice(0, PASSWORD_HISTORY_SIZE);
}

/** Throws PASSWORD_IN_HISTORY when any of the last 4 passwords matches (matches computed by the caller). */
export function assertNotInHistory(matchesOfLastFour: readonly boolean[], field = 'password'): void {
  if (!matchesOfLastFour.some(Boolean)) return;
  const message = 'La contraseña no puede ser igual a ninguna de las últimas 4.';
  throw new IdentityError('PASSWORD_IN_HISTORY', message, { errors: { [field]: message } });
}

/** A password expires PASSWORD_MAX_AGE_DAYS after it was set; a one-time password must be changed at once. */
export function isPasswordExpired(
  password: { changedAt: Date; mustChange: boolean },
  now: Date,
  maxAgeDays = PASSWORD_MAX_AGE_DAYS,
): boolean {
  if (password.mustChange) return true;
  return now.getTime() - password.changedAt.getTime() >= maxAgeDays * 24 * 60 * 60 * 1000;
}

const ALPHABET = {
  lower: 'abcdefghijkmnpqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digit: '23456789',
  special: '!#$%&*+-=?@_',
};

/**
 * A one-time password that satisfies the form rules, from a source of random integers in [0, n)
 * (the caller passes a cryptographic one; tests pass a seeded one).
 */
export function generatePassword(randomInt: (n: number) => number, length = PASSWORD_MAX_LENGTH): string {
  const all = ALPHABET.lower + ALPHABET.upper + ALPHABET.digit + ALPHABET.special;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(ALPHABET.lower), pick(ALPHABET.upper), pick(ALPHABET.digit), pick(ALPHABET.special)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
