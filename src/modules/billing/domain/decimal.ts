/**
 * Exact decimal arithmetic for money (DESIGN.md, "Money is exact"): amounts are decimal strings in and
 * out, fractions of bigints in between, rounded once (half away from zero) when stored. No binary floats.
 */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export class InvalidDecimalError extends Error {
  readonly code = 'INVALID_AMOUNT';
}

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/** '12.3456' -> 123456/10000. Throws on anything but a plain decimal. */
export function fraction(value: string | number | bigint): Fraction {
  if (typeof value === 'bigint') return { n: value, d: 1n };
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new InvalidDecimalError(`No es un entero: ${value}`);
    return { n: BigInt(value), d: 1n };
  }
  const text = value.trim();
  if (!DECIMAL.test(text)) throw new InvalidDecimalError(`Monto inválido: ${value}`);
  const [whole, decimals = ''] = text.split('.');
  return reduce({ n: BigInt(`${whole}${decimals}`), d: 10n ** BigInt(decimals.length) });
}

const abs = (value: bigint) => (value < 0n ? -value : value);
function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function reduce(value: Fraction): Fraction {
  if (value.d === 0n) throw new InvalidDecimalError('División por cero');
  const sign = value.d < 0n ? -1n : 1n;
  const divisor = gcd(value.n, value.d);
  return { n: (sign * value.n) / divisor, d: (sign * value.d) / divisor };
}

export const add = (a: Fraction, b: Fraction): Fraction => reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const mul = (a: Fraction, b: Fraction): Fraction => reduce({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Fraction, b: Fraction): Fraction => reduce({ n: a.n * b.d, d: a.d * b.n });
export const ZERO: Fraction = { n: 0n, d: 1n };

/** Rounds half away from zero to `scale` decimals and writes it without trailing zeros ('12.5', '3'). */
export function toDecimalString(value: Fraction, scale: number): string {
  const factor = 10n ** BigInt(scale);
  const scaled = value.n * factor;
  const negative = scaled < 0n !== value.d < 0n && scaled !== 0n;
  const q = abs(scaled) / abs(value.d);
  const r = abs(scaled) % abs(value.d);
  const rounded = r * 2n >= abs(value.d) ? q + 1n : q;
  const digits = rounded.toString().padStart(scale + 1, '0');
  const whole = scale > 0 ? digits.slice(0, -scale) : digits;
  const decimals = scale > 0 ? digits.slice(-scale).replace(/0+$/, '') : '';
  const text = decimals ? `${whole}.${decimals}` : whole;
  return negative && rounded !== 0n ? `-${text}` : text;
}

/** Rounds to a whole number (half away from zero), e.g. pesos. */
export function toInteger(value: Fraction): number {
  return Number(toDecimalString(value, 0));
}

export function compare(a: Fraction, b: Fraction): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left === right ? 0 : left < right ? -1 : 1;
}
