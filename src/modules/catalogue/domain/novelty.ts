/** A product (or plan) is new when it became available less than 2 months ago (spec 01 §5, spec 03 §4). */

export const NEW_PRODUCT_MONTHS = 2;

function minusMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function isNewProduct(availableFrom: Date | string | null | undefined, now: Date): boolean {
  if (!availableFrom) return false;
  const from = typeof availableFrom === 'string' ? new Date(availableFrom) : availableFrom;
  if (Number.isNaN(from.getTime()) || from.getTime() > now.getTime()) return false;
  return from.getTime() > minusMonths(now, NEW_PRODUCT_MONTHS).getTime();
}
