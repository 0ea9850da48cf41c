import type { Money, MoneyCurrency } from '../../../kernel/money.js';

/**
 * Card processing fee and the tax on it (spec 03 §9): fee 2% of the amount, tax 0.38% of the fee.
 * Exact decimal arithmetic on scaled integers (BigInt): CLP in whole pesos, UF with 4 decimals, USD and
 * PEN with 2. Amounts travel as strings with their unit (the kernel's Money), never binary floats.
 */
export type SaleCurrency = MoneyCurrency;

/** Stored decimals per currency: CLP integers, UF to 4 places (the UF is published with 2; premiums use 4). */
export const SALE_DECIMALS: Readonly<Record<SaleCurrency, number>> = { CLP: 0, UF: 4, USD: 2, PEN: 2 };

/** Fee 2% and tax 0.38% as exact ratios (numerator over 10,000). */
export const CARD_FEE_BP = 200n;
export const FEE_TAX_BP = 38n;

export class InvalidAmountError extends Error {
  readonly code = 'INVALID_AMOUNT';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

/** '1234.5' in UF -> 12345000n (units of 10^-4). Refuses more decimals than the currency keeps. */
export function toMinor(money: Money): bigint {
  const decimals = SALE_DECIMALS[money.currency];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(money.amount.trim());
  if (!match) throw new InvalidAmountError(`El monto «${money.amount}» no es un número.`);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new InvalidAmountError(`El monto ${money.amount} ${money.currency} tiene más de ${decimals} decimales.`);
  }
  const units = BigInt(match[2]! + fraction.padEnd(decimals, '0'));
  return match[1] === '-' ? -units : units;
}

export function fromMinor(units: bigint, currency: SaleCurrency): Money {
  const decimals = SALE_DECIMALS[currency];
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : digits.slice(-decimals);
  return { amount: `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`, currency };
}

/** units * numerator / 10,000, rounded half away from zero (exact). */
function basisPoints(units: bigint, numerator: bigint): bigint {
  const product = units * numerator;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + 10_000n) / 20_000n;
  return negative ? -rounded : rounded;
}

export interface FeeBreakdown {
  amount: Money;
  /** 2% of the amount. */
  fee: Money;
  /** 0.38% of the fee. */
  tax: Money;
  /** What the provider keeps: fee + tax. */
  totalFee: Money;
  /** What reaches us: amount - fee - tax. */
  net: Money;
}

/**
 * The processing cost of a card payment (spec 03 §9). Transfers and no-payment sales carry no fee:
 * pass `card: false` and every cost is zero.
 */
export function cardFee(amount: Money, card = true): FeeBreakdown {
  const units = toMinor(amount);
  if (units <= 0n) throw new InvalidAmountError('El monto a pagar debe ser mayor que cero.');
  const fee = card ? basisPoints(units, CARD_FEE_BP) : 0n;
  const tax = card ? basisPoints(fee, FEE_TAX_BP) : 0n;
  const c = amount.currency;
  return {
    amount: fromMinor(units, c),
    fee: fromMinor(fee, c),
    tax: fromMinor(tax, c),
    totalFee: fromMinor(fee + tax, c),
    net: fromMinor(units - fee - tax, c),
  };
}

/** A CLP amount from a number of pesos (must be a whole number). */
export function clp(amount: number): Money {
  if (!Number.isSafeInteger(amount)) throw new InvalidAmountError(`Un monto en CLP debe ser entero (${amount}).`);
  return { amount: String(amount), currency: 'CLP' };
}
