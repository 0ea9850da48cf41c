import { z } from 'zod';

/**
 * Strict building blocks of the write schemas (issue 24): no coercion from booleans or empty strings, ids
 * are positive integers, dates are real calendar dates, required text is not blank.
 */

/** PostgreSQL's integer. */
export const MAX_INT = 2_147_483_647;

/** An id in a JSON body: a whole number 1..MAX_INT (true, '', '1', 1.5 are refused). */
export const positiveId = (label = 'El identificador') =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .min(1, `${label} debe ser mayor que cero.`)
    .max(MAX_INT, `${label} es demasiado grande.`);

/** An id written in a path or a form field: digits only, as a number. */
export const idText = (label = 'El identificador') =>
  z
    .string({ error: `${label} es obligatorio.` })
    .regex(/^[1-9]\d{0,9}$/, `${label} debe ser un número entero mayor que cero.`)
    .transform(Number)
    .pipe(z.number().max(MAX_INT, `${label} es demasiado grande.`));

/** A path id as a number, or undefined when it is not one (0, -1, 1.5, 'abc', beyond PostgreSQL's integer). */
export function pathId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_INT ? id : undefined;
}

/** A whole number in a JSON body, its range left to the domain rule that owns it. */
export const integer = (label: string) =>
  z.number({ error: `${label} debe ser un número.` }).int(`${label} debe ser un número entero.`);

/** A whole number in a JSON body within [min, max]. */
export const wholeNumber = (label: string, min = 0, max = MAX_INT) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .min(min, `${label} debe ser al menos ${min}.`)
    .max(max, `${label} debe ser como máximo ${max}.`);

/** Whether YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date YYYY-MM-DD (ISO 8601), checked to exist. */
export const isoDate = (label = 'La fecha') =>
  z
    .string({ error: `${label} es obligatoria.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} debe tener el formato AAAA-MM-DD.`)
    .refine(isCalendarDate, `${label} no existe en el calendario.`);

/** Text that must be given: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number, message = 'Este campo es obligatorio.') =>
  z.string({ error: message }).trim().min(1, message).max(max, `Puede tener hasta ${max} caracteres.`);
