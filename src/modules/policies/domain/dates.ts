/**
 * Calendar dates as ISO strings (YYYY-MM-DD): arithmetic on calendar days, done in UTC so a date never shifts
 * with the server's time zone. "Today" is never computed here: it is the Chilean day of the Clock
 * (chileanToday(clock), pricing's index), which the use cases pass in. Pure, shared by the API, the
 * bulk-load worker and the back-office.
 */

export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Days in a month of the proleptic Gregorian calendar (the one Date uses). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The date as YYYY-MM-DD if it exists in the calendar, else null. */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  // The common case by arithmetic (a bulk load checks two dates per row, 100,000 rows); Date answers the rest
  // (years before 100, which Date.UTC takes as 19xx, and anything not an integer).
  if (Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && year >= 100 && year <= 9999) {
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
    return `${year < 1000 ? String(year).padStart(4, '0') : year}-${pad2(month)}-${pad2(day)}`;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  return match !== null && isoDate(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

/**
 * The UTC calendar day of an instant: only for spreadsheet date cells, which readers hand over as UTC
 * midnight of the written day. Not "today" (that is the Chilean day of the Clock).
 */
export function utcDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A spreadsheet cell read as a date, tolerant of what payroll files hold: a Date (xlsx date cell), an
 * Excel serial number, YYYY-MM-DD (optionally with a time), DD-MM-YYYY, DD/MM/YYYY or DD.MM.YYYY.
 * Null when it is not a calendar date.
 */
export function parseCellDate(value: unknown): IsoDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : utcDateOf(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return null;
    return utcDateOf(new Date(EXCEL_EPOCH + Math.floor(value) * 86_400_000));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  if (/^\d{5}$/.test(text)) return parseCellDate(Number(text));
  return null;
}

/** 2026-03-05 → 05-03-2026, the Chilean way of writing a date. */
export function formatDateCl(date: IsoDate | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}
