/**
 * When an individual policy renews (issue 29's renewal notice): on its end date when it has one, otherwise (an
 * online policy runs year after year) on the next anniversary of its start date after `today`. Days are
 * YYYY-MM-DD; a start on 29 February renews on 28 February in common years.
 */
export function nextRenewalDate(startDate: string, endDate: string | null, today: string): string | null {
  if (endDate) return endDate > today ? endDate : null;
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return null;
  const ty = Number(today.slice(0, 4));
  for (let year = Math.max(y + 1, ty); year <= Math.max(y + 1, ty) + 1; year++) {
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
    const day = `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
    if (day > today) return day;
  }
  return null;
}
