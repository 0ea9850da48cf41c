import { addDays, daysBetween, formatDateCl, type IsoDate } from './dates.js';

/**
 * Retroactivity windows (spec 03 §5, §9): an activation may start at most 30 days back and 45 days
 * forward from today; a cancellation may exclude at most 30 days back and 30 forward. Both edges count.
 */
export const RETROACTIVITY = {
  activation: { back: 30, forward: 45 },
  cancellation: { back: 30, forward: 30 },
} as const;

export type MovementKind = keyof typeof RETROACTIVITY;

export interface Window {
  back: number;
  forward: number;
}

/** The first and last date allowed today (inclusive). */
export function allowedRange(kind: MovementKind, today: IsoDate, window: Window = RETROACTIVITY[kind]) {
  return { from: addDays(today, -window.back), to: addDays(today, window.forward) };
}

/** Null when the date is inside the window, else the Spanish reason. */
export function retroactivityError(
  kind: MovementKind,
  date: IsoDate,
  today: IsoDate,
  window: Window = RETROACTIVITY[kind],
): string | null {
  const offset = daysBetween(today, date);
  const what = kind === 'activation' ? 'La fecha de inicio' : 'La fecha de exclusión';
  if (offset < -window.back) {
    return `${what} no puede ser anterior a ${window.back} días (mínimo ${formatDateCl(addDays(today, -window.back))}).`;
  }
  if (offset > window.forward) {
    return `${what} no puede ser posterior a ${window.forward} días (máximo ${formatDateCl(addDays(today, window.forward))}).`;
  }
  return null;
}

/**
 * The window of a policy's insurer: the insurer's retroactive days (its settings, spec 03 §3) replace the
 * default days back; the days forward stay those of spec 03 §9. No settings (or no insurer): the defaults.
 */
export function insurerWindow(kind: MovementKind, retroactiveDays: number | null | undefined): Window {
  const back = retroactiveDays ?? RETROACTIVITY[kind].back;
  return { back, forward: RETROACTIVITY[kind].forward };
}
