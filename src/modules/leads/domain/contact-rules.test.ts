import { describe, expect, it } from 'vitest';
import { isValidBirthDate, isValidEmail, isValidName, phoneError } from './contact-rules';
import { mayPhone } from './contact-consent';

describe('contact rules (spec 03 §5)', () => {
  it('flags a phone with fewer than 11 digits as nominimo, counting digits only', () => {
    expect(phoneError('+56 9 1234 567')).toBe('nominimo');
    expect(phoneError('912345678')).toBe('nominimo');
    expect(phoneError('+56 9 1234 5678')).toBeNull();
    expect(phoneError('(56) 9-1234-5678')).toBeNull();
    expect(phoneError('1234567890123456')).toBe('nomaximo');
  });

  it('accepts e-mails with a 1-64 local part and a TLD of 2+ letters or an IP literal', () => {
    expect(isValidEmail('ana@correo.cl')).toBe(true);
    expect(isValidEmail('ana.perez+seguros@sub.dominio.com')).toBe(true);
    expect(isValidEmail('ana@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('ana@correo.c')).toBe(false);
    expect(isValidEmail('ana@correo')).toBe(false);
    expect(isValidEmail('@correo.cl')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(65)}@correo.cl`)).toBe(false);
    expect(isValidEmail('ana perez@correo.cl')).toBe(false);
  });

  it('accepts names of two or more letters with accents, spaces and hyphens; apostrophes only for contact', () => {
    expect(isValidName('José Muñoz-Pérez')).toBe(true);
    expect(isValidName('Ñu')).toBe(true);
    expect(isValidName('A')).toBe(false);
    expect(isValidName('Juan 2')).toBe(false);
    expect(isValidName("O'Higgins")).toBe(false);
    expect(isValidName("O'Higgins", { allowApostrophe: true })).toBe(true);
    expect(isValidName(' - ')).toBe(false);
  });

  it('accepts real past birth dates only', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(isValidBirthDate('1990-02-28', today)).toBe(true);
    expect(isValidBirthDate('1990-02-30', today)).toBe(false);
    expect(isValidBirthDate('2027-01-01', today)).toBe(false);
    expect(isValidBirthDate('22-11-1990', today)).toBe(false);
  });

  it('takes "today" as the Chilean day: at 23:30 in Santiago tomorrow is still the future (summer and winter)', () => {
    // 2026-01-14 23:30 in summer (UTC-3) is already the 15th in UTC; 2026-07-14 23:30 in winter (UTC-4) too.
    for (const [now, today, tomorrow] of [
      ['2026-01-15T02:30:00Z', '2026-01-14', '2026-01-15'],
      ['2026-07-15T03:30:00Z', '2026-07-14', '2026-07-15'],
    ] as const) {
      expect(isValidBirthDate(today, new Date(now)), today).toBe(true);
      expect(isValidBirthDate(tomorrow, new Date(now)), tomorrow).toBe(false);
    }
    // Half an hour later it is the next day in Chile as well.
    expect(isValidBirthDate('2026-01-15', new Date('2026-01-15T03:00:00Z'))).toBe(true);
  });

  it('lets an executive phone only when the visitor did not ask for e-mail only', () => {
    expect(mayPhone({ channel: 'llamada', preferredTime: 'manana' })).toBe(true);
    expect(mayPhone({ channel: 'whatsapp', preferredTime: 'tarde' })).toBe(true);
    expect(mayPhone({ channel: 'solo-correo', preferredTime: 'cualquier-hora' })).toBe(false);
  });
});
