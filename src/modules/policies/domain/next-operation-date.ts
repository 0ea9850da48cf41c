import type { IsoDate } from './dates.js';

/** Insurer request days (spec 03 §9): how many days before the operation date a change must reach it. */
export const INSURER_REQUEST_DAYS = 15;
export const DEFAULT_CUTTING_DAY = 20;

/**
 * The next-operation date (spec 03 §4): take the insurer's operation (cutting) day in the current month
 * (clamped to the month's last day, so 31 means the last day); if today is past it, the date is the first
 * of the month after next; otherwise (on or before it) the first of next month.
 */
export function nextOperationDate(today: IsoDate, cuttingDay: number): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const operationDay = Math.min(Math.max(1, Math.floor(cuttingDay)), lastDay);
  const monthsAhead = day > operationDay ? 2 : 1;
  return new Date(Date.UTC(year, month - 1 + monthsAhead, 1)).toISOString().slice(0, 10);
}

/** Cutting days are days of a month: 1 to 31 (31 = the last day of every month). */
export function cuttingDayError(value: number): string | null {
  return Number.isInteger(value) && value >= 1 && value <= 31 ? null : 'El día de corte debe estar entre 1 y 31.';
}

export function retroactiveDaysError(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= 365
    ? null
    : 'Los días de retroactividad deben estar entre 0 y 365.';
}

export function requestDaysError(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= 365
    ? null
    : 'Los días de solicitud deben estar entre 0 y 365.';
}
