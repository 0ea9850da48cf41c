/**
 * Errors of the policies module: plain Errors carrying a code of spec 03 §8, which the platform's error
 * middleware maps to a status (NOT_FOUND 404, BAD_REQUEST 400, NOT_EDITABLE 409, CONFLICT 409).
 */
export type PoliciesErrorCode = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_EDITABLE' | 'CONFLICT' | 'FORBIDDEN';

export class PoliciesError extends Error {
  constructor(
    public readonly code: PoliciesErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'PoliciesError';
  }
}

export const notFound = (what: string) => new PoliciesError('NOT_FOUND', `${what} no existe.`);
