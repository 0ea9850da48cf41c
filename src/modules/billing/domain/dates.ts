/** Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so no time zone shifts a day. */
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export class InvalidDateError extends Error {
  readonly code = 'BAD_REQUEST';
}

export function isIsoDate(value: string): boolean {
  if (!ISO.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Accepts 'YYYY-MM-DD' or a full ISO timestamp (its date part); throws on anything else. */
export function isoDate(value: string): string {
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) throw new InvalidDateError(`Fecha inválida: ${value}`);
  return day;
}

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromTime(toTime(date) + days * DAY_MS);

/** Whole days from `a` to `b` (b - a). */
export const daysBetween = (a: string, b: string): number => Math.round((toTime(b) - toTime(a)) / DAY_MS);

/** Months added to a date, the day clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(year, month, Math.min(d, lastDay)));
}

export const minDate = (a: string, b: string) => (a <= b ? a : b);
export const maxDate = (a: string, b: string) => (a >= b ? a : b);
