import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdentityError } from './errors.js';
import {
  assertNotInHistory,
  assertPasswordForm,
  generatePassword,
  hashesToAvoid,
  isPasswordExpired,
  PASSWORD_RULE_TEXT,
  passwordFormProblems,
} from './password-policy.js';

function codeOf(action: () => void): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof IdentityError ? error.code : 'other';
  }
}

describe('passwordFormProblems (spec 03 §5)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Abcdefghi12!', []],
    ['Ñandú#2026', []],
    ['Abcde1!', ['length']],
    ['Abcdefghi123!', ['length']],
    ['abcdef1!', ['uppercase']],
    ['ABCDEF1!', ['lowercase']],
    ['Abcdefg!', ['digit']],
    ['Abcdefg1', ['special']],
    ['Abc def1!', ['whitespace']],
    ['', ['length', 'lowercase', 'uppercase', 'digit', 'special']],
  ])('%j -> %j', (password, problems) => {
    expect(passwordFormProblems(password)).toEqual(problems);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(passwordFormProblems('Aa1!😀😀😀😀😀😀😀😀😀')).toEqual(['length']);
    expect(passwordFormProblems('Aa1!😀😀😀😀😀😀😀😀')).toEqual([]);
  });
});

describe('assertPasswordForm', () => {
  it('throws INVALID_PASSWORD_FORM with the spec message and a field error', () => {
    const message =
      'La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.';
    const attempt = () => assertPasswordForm('abcdefgh', 'newPassword');
    expect(attempt).toThrow(IdentityError);
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'INVALID_PASSWORD_FORM',
        message,
        details: expect.objectContaining({ errors: expect.objectContaining({ newPassword: message }) }),
      }),
    );
  });

  it('names the length rule when the length is wrong', () => {
    expect(() => assertPasswordForm('Aa1!')).toThrow(/entre 8 y 12 caracteres/);
    expect(PASSWORD_RULE_TEXT).toBe('8 a 12 caracteres con mayúscula, minúscula, número y carácter especial');
  });

  it('accepts a valid password', () => {
    expect(codeOf(() => assertPasswordForm('Segura#2026'))).toBeUndefined();
  });
});

describe('password history (last 4)', () => {
  it('keeps the four newest hashes', () => {
    expect(hashesToAvoid(['h6', 'h5', 'h4', 'h3', 'h2', 'h1'])).toEqual(['h6', 'h5', 'h4', 'h3']);
    expect(hashesToAvoid(['h1'])).toEqual(['h1']);
  });

  it('throws PASSWORD_IN_HISTORY when any of them matches', () => {
    expect(codeOf(() => assertNotInHistory([false, false, true, false]))).toBe('PASSWORD_IN_HISTORY');
    expect(codeOf(() => assertNotInHistory([false, false, false, false]))).toBeUndefined();
    expect(codeOf(() => assertNotInHistory([]))).toBeUndefined();
  });
});

describe('isPasswordExpired', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('expires at 90 days, not before', () => {
    expect(isPasswordExpired({ changedAt: daysAgo(89), mustChange: false }, now)).toBe(false);
    expect(isPasswordExpired({ changedAt: daysAgo(90), mustChange: false }, now)).toBe(true);
  });

  it('a one-time password is expired at once', () => {
    expect(isPasswordExpired({ changedAt: now, mustChange: true }, now)).toBe(true);
  });
});

describe('generatePassword', () => {
  it('always satisfies the form rules', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), (seeds) => {
        let i = 0;
        const password = generatePassword((n) => seeds[i++ % seeds.length]! % n);
        expect(passwordFormProblems(password)).toEqual([]);
        expect(password).toHaveLength(12);
      }),
    );
  });
});
