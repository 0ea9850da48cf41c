import type { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { fieldErrorsOf } from '../../../../platform/http/validate.js';

/**
 * Parses input with a schema or throws a 400 whose message is the first problem in plain Spanish
 * ('organizationTypes es requerido', 'take no puede ser mayor que 100', 'Perfil inválido: …').
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  const [field, message] = Object.entries(errors)[0] ?? ['_', 'Datos inválidos.'];
  const text = field.startsWith('profile') ? `Perfil inválido: ${message}` : message;
  throw new AppError('BAD_REQUEST', text, { errors });
}
