import { z } from 'zod';
import { AppError } from '../errors.js';

// Spanish messages for every zod issue that has no message of its own.
z.config(z.locales.es());

export interface FieldErrors {
  [field: string]: string;
}

/** Flattens zod issues to `{ "cotizante.0.edad": "…" }`, the shape react-admin shows on forms. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses input or throws a 400 BAD_REQUEST carrying the field errors; nothing is written after a throw. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message = 'Datos inválidos.'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  const first = Object.values(errors)[0];
  throw new AppError('BAD_REQUEST', first ? `${message} ${first}` : message, { errors });
}
