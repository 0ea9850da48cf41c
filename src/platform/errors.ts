/**
 * Error codes of spec 03 §8 (plus the generic HTTP ones this server needs) and the status each maps to.
 * Domain errors stay free of this file: any Error with a `code` listed here is mapped by the
 * error middleware (duck typing), so domain/ need not import platform/.
 */
export const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  INVALID_CODE: 400,
  INVALID_AMOUNT: 400,
  INVALID_PASSWORD_FORM: 400,
  /** Payment provider code of spec 03 §8: the payment call came without an Idempotency-Key header. */
  '4292': 400,
  PASSWORD_IN_HISTORY: 400,
  PASSWORD_TOKEN_EXPIRED: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  ACCESS_TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_EXPIRED: 401,
  CODE_TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  DISABLED_USER: 403,
  PASSWORD_EXPIRED: 403,
  INVALID_PARTNER: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 404,
  SUBSCRIBER_NOT_FOUND: 404,
  NOT_FOUND_LEGAL_ID: 404,
  NOT_ACTIVE_SUBSCRIPTIONS: 404,
  CONFLICT: 409,
  /** Assign errors of spec 03 §8: CODE002, the lead could not be assigned (no other active executive). */
  CODE002: 409,
  FOREIGN_KEY_CONFLICT: 409,
  USER_ALREADY_EXISTS: 409,
  NOT_EDITABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  DEFAULT: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Assign errors of spec 03 §8: CODE001, the e-mail of an assignment (or a support ticket) was not sent. */
  CODE001: 502,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface CodedError {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export function isCodedError(error: unknown): error is CodedError {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(STATUS_BY_CODE, code);
}

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

export const notFound = (message = 'Recurso no encontrado.', details?: unknown) =>
  new AppError('NOT_FOUND', message, details);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);
