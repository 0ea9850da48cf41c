/** Reference UF value of spec 03 §9, loaded by the first migration until a daily value is stored. */
export const REFERENCE_UF_VALUE = '39214.8';

/** The Unidad de Fomento on a date. `value` is a decimal string (CLP per UF): money is never a float in storage. */
export interface UfRate {
  value: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

const DECIMAL = /^\d{1,9}(\.\d{1,4})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class InvalidUfRateError extends Error {
  readonly code = 'BAD_REQUEST';
}

export class UfRateUnavailableError extends Error {
  readonly code = 'NOT_FOUND';
  constructor() {
    super('Error al obtener el valor de la UF.');
  }
}

/** Builds a UfRate, rejecting values a real UF cannot take (not positive, not decimal, bad date). */
export function ufRate(value: string, date: string): UfRate {
  if (!DECIMAL.test(value) || Number(value) <= 0) throw new InvalidUfRateError(`Valor de UF inválido: ${value}`);
  if (!ISO_DATE.test(date) || !isCalendarDay(date)) {
    throw new InvalidUfRateError(`Fecha de UF inválida: ${date}`);
  }
  return { value: normaliseDecimal(value), date };
}

/** Whether an ISO day exists (2026-02-30 does not: Date.parse would roll it over to March). */
function isCalendarDay(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/** '39214.80' -> '39214.8'; '39214.00' -> '39214'. */
export function normaliseDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** CLP for an amount in UF, rounded to whole pesos (CLP has no decimals). */
export function ufToClp(amountUf: number, rate: UfRate): number {
  return Math.round(amountUf * Number(rate.value));
}
