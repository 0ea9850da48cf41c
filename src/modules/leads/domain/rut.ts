/**
 * Chilean RUT (spec 03 §5, spec 02 §5): digits plus a modulo-11 check digit (K for 10),
 * written 12.345.678-5. One copy, used by the API and the browser form.
 */

export const INVALID_RUT = 'invalidRut' as const;

/** Strips everything but digits and K, upper-cases the K and drops leading zeros. */
export function cleanRut(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9K]/g, '')
    .replace(/^0+/, '');
}

/** The check digit of a RUT body (digits only): '0'-'9' or 'K'. */
export function checkDigitOf(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** True for a well-formed RUT whose check digit matches (formatted or not). */
export function isValidRut(input: string): boolean {
  const clean = cleanRut(input);
  // At least 7 characters; only the last may be K; the body is 4 to 9 digits not starting with 0.
  if (clean.length < 7 || !/^[1-9][0-9]{3,8}[0-9K]$/.test(clean)) return false;
  return checkDigitOf(clean.slice(0, -1)) === clean.slice(-1);
}

/** 12345678-5 → 12.345.678-5 (any input; validity is isValidRut's job). */
export function formatRut(input: string): string {
  const clean = cleanRut(input);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${clean.slice(-1)}`;
}

/** Validates and formats: the formatted RUT, or the error key invalidRut. */
export function parseRut(input: string): { ok: true; rut: string } | { ok: false; error: typeof INVALID_RUT } {
  return isValidRut(input) ? { ok: true, rut: formatRut(input) } : { ok: false, error: INVALID_RUT };
}
