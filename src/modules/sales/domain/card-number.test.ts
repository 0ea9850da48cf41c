import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_DIGITS, luhnValid } from './card-number.js';

describe('card number check (Luhn, ISO/IEC 7812 lengths)', () => {
  it('accepts numbers whose check digit is right, with or without separators', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('5555-5555-5555-4444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('5555555555554445')).toBe(false);
  });

  it('accepts 12 to 19 digits and nothing shorter or longer', () => {
    expect(CARD_NUMBER_DIGITS).toEqual({ min: 12, max: 19 });
    expect(luhnValid('000000000000')).toBe(true); // 12 digits
    expect(luhnValid('00000000000')).toBe(false); // 11 digits
    expect(luhnValid('4222222222222')).toBe(true); // 13 digits (an old Visa length)
    expect(luhnValid('6011000990139424000')).toBe(false); // 19 digits, wrong check digit
    expect(luhnValid('0000000000000000000')).toBe(true); // 19 digits
    expect(luhnValid('00000000000000000000')).toBe(false); // 20 digits
    expect(luhnValid('')).toBe(false);
  });
});
