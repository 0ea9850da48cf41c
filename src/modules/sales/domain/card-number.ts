/**
 * The one check of a payment card number's digits, used by the browser's sandbox tokeniser and by the local
 * doubles of the providers' tokenisers: 12 to 19 digits (the primary account number of ISO/IEC 7812) whose
 * Luhn check digit is right. Spaces and dashes a person types are ignored. A provider may accept fewer
 * lengths than this (the sandbox tokeniser answers 3015 below 13 digits, before asking this rule).
 */
export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const;

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < CARD_NUMBER_DIGITS.min || digits.length > CARD_NUMBER_DIGITS.max) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
