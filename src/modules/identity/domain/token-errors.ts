/**
 * The token errors of spec 03 §8 ("Token errors: JsonWebTokenError, TokenExpiredError, SyntaxError") and the
 * error code each becomes: an expired token asks the user to sign in again (ACCESS_TOKEN_EXPIRED), a forged,
 * malformed or unparsable one is INVALID_TOKEN. Any other failure is treated as invalid too: a token we cannot
 * verify is never accepted.
 */
export const TOKEN_ERROR_NAMES = ['JsonWebTokenError', 'TokenExpiredError', 'SyntaxError'] as const;
export type TokenErrorName = (typeof TOKEN_ERROR_NAMES)[number];

export function tokenErrorCode(name: string | undefined): 'ACCESS_TOKEN_EXPIRED' | 'INVALID_TOKEN' {
  return name === 'TokenExpiredError' ? 'ACCESS_TOKEN_EXPIRED' : 'INVALID_TOKEN';
}
