/**
 * Money and its display (DESIGN.md, "Money is exact"; spec 01 §9, spec 02 §9, spec 03 §3 §9).
 * One function formats every amount the site shows: CLP with no decimals, UF with two, PEN with two and
 * 'S/', COP with none, USD by its code. Separators are Chilean (es-CL): '.' for thousands, ',' for decimals,
 * written by hand so the server (Node's ICU) and every browser print exactly the same text.
 */

export const CURRENCY_CODES = ['CLP', 'UF', 'USD', 'COP', 'PEN', 'MXN', '%'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Units shown with an amount: a currency code, or USD with a scope (spec 02 §9). */
export const SCOPED_UNITS = ['USD/Año', 'USD/V', 'USD/MUNDO', 'USD/USA', 'USD/LATAM'] as const;
export type MoneyUnit = CurrencyCode | (typeof SCOPED_UNITS)[number];

/** Decimals shown per currency. */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  CLP: 0,
  UF: 2,
  USD: 2,
  COP: 0,
  PEN: 2,
  MXN: 2,
  '%': 0,
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Rounds half away from zero to `decimals` places (0.5 -> 1, -0.5 -> -1, 1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** 1234567.891 with 2 decimals -> '1.234.567,89' (es-CL separators). */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundTo(value, decimals);
  const negative = rounded < 0;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * '1234567' -> '1.234.567': a dot before every group of three digits from the right, written without a
 * regular expression (issue 31: the comparison formats 20 prices a request). Text that is not all digits
 * (an exponent) keeps the expression's reading.
 */
function groupThousands(whole: string): string {
  const length = whole.length;
  for (let i = 0; i < length; i++) {
    const code = whole.charCodeAt(i);
    if (code < 48 || code > 57) return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  }
  if (length <= 3) return whole;
  let head = length % 3 || 3;
  let out = whole.slice(0, head);
  for (; head < length; head += 3) out += `.${whole.slice(head, head + 3)}`;
  return out;
}

/** A percentage as printed on a card: 80 -> '80%', 12.5 -> '12,5%'. */
export function formatPercent(value: number): string {
  const fixed = Math.abs(roundTo(value, 2)).toFixed(2).replace(/0+$/, '');
  const decimals = fixed.length - fixed.indexOf('.') - 1;
  return `${formatNumber(value, decimals)}%`;
}

/**
 * The one money formatter: CLP '$1.234.567'; UF 'UF 1,25'; PEN 'S/ 1.234,50'; COP '$1.234'; MXN '$1.234,50';
 * USD 'USD 1.234,50' (and 'USD 120,00/Año' for scoped units); '%' '80%'. Unknown units keep their code.
 */
export function formatMoney(amount: number, unit: string): string {
  const slash = unit.indexOf('/');
  const code = slash > 0 && unit !== '%' ? unit.slice(0, slash) : unit;
  const scope = slash > 0 && unit !== '%' ? unit.slice(slash) : '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  switch (code) {
    case 'CLP':
    case 'COP':
      return `${sign}$${formatNumber(abs, 0)}${scope}`;
    case 'MXN':
      return `${sign}$${formatNumber(abs, 2)}${scope}`;
    case 'UF':
      return `${sign}UF ${formatNumber(abs, 2)}${scope}`;
    case 'PEN':
      return `${sign}S/ ${formatNumber(abs, 2)}${scope}`;
    case 'USD':
      return `${sign}USD ${formatNumber(abs, 2)}${scope}`;
    case '%':
      return formatPercent(amount);
    default:
      return `${formatNumber(amount, 2)} ${unit}`.trim();
  }
}

/** Exchange rates to CLP used to compare and convert (UF from the daily value; USD from the reference table). */
export interface ClpRates {
  /** CLP per UF. */
  UF: number;
  /** CLP per USD. */
  USD: number;
  PEN?: number;
  COP?: number;
  MXN?: number;
}

/** CLP for an amount in `currency`; null when no rate is known (the price is then not comparable). */
export function toClp(amount: number, currency: string, rates: ClpRates): number | null {
  const code = currency.split('/')[0] as string;
  if (code === 'CLP') return amount;
  const rate = (rates as unknown as Record<string, number | undefined>)[code];
  return rate && rate > 0 ? amount * rate : null;
}

/** An amount in CLP expressed in `target` (rounded to that currency's decimals); null without a rate. */
export function fromClp(amountClp: number, target: CurrencyCode, rates: ClpRates): number | null {
  if (target === 'CLP') return Math.round(amountClp);
  if (target === '%') return null;
  const rate = (rates as unknown as Record<string, number | undefined>)[target];
  return rate && rate > 0 ? roundTo(amountClp / rate, CURRENCY_DECIMALS[target]) : null;
}
