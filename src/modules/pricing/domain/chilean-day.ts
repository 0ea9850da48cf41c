/**
 * The Chilean calendar day (America/Santiago), the one rule for "today" in the marketplace: the UF and the
 * exchange rates of the day, the leads dashboard's day buckets, the form's "Hoy" (spec 02 §5). The UTC date
 * (`toISOString().slice(0, 10)`) is tomorrow in Chile from 20:00 (summer, UTC-3) or 21:00 (winter, UTC-4).
 * Pure (Intl only), so web/ and admin/ may import it too. Reach "today" through the Clock: chileanToday(clock).
 */
export const CHILE_TIME_ZONE = 'America/Santiago';

let formatter: Intl.DateTimeFormat | undefined;

/** The date (YYYY-MM-DD) an instant falls on in Chile. */
export function chileanDate(instant: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CHILE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Chile, by the given clock (PLATFORM.Clock in the application, a fixed one in tests). */
export function chileanToday(clock: { now(): Date }): string {
  return chileanDate(clock.now());
}
