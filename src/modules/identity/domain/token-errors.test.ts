import { describe, expect, it } from 'vitest';
import { TOKEN_ERROR_NAMES, tokenErrorCode } from './token-errors';

describe('tokenErrorCode (spec 03 §8 token errors)', () => {
  it('lists the three token error names of the spec', () => {
    expect([...TOKEN_ERROR_NAMES]).toEqual(['JsonWebTokenError', 'TokenExpiredError', 'SyntaxError']);
  });

  it('maps an expired token to ACCESS_TOKEN_EXPIRED and every other failure to INVALID_TOKEN', () => {
    expect(tokenErrorCode('TokenExpiredError')).toBe('ACCESS_TOKEN_EXPIRED');
    expect(tokenErrorCode('JsonWebTokenError')).toBe('INVALID_TOKEN');
    expect(tokenErrorCode('SyntaxError')).toBe('INVALID_TOKEN');
    expect(tokenErrorCode('NotBeforeError')).toBe('INVALID_TOKEN');
    expect(tokenErrorCode(undefined)).toBe('INVALID_TOKEN');
  });
});
