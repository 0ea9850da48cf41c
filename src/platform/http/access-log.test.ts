import { describe, expect, it } from 'vitest';
import { loggedPath } from './access-log.js';

describe('loggedPath', () => {
  it('drops the query string', () => {
    expect(loggedPath('/api/admin/leads?page=2&token=x')).toBe('/api/admin/leads');
  });

  it('keeps the secret of a one-time sign-in link out of the log', () => {
    expect(loggedPath('/hashtoken/Zx9-secreto_abc?x=1')).toBe('/hashtoken/…');
    expect(loggedPath('/token')).toBe('/token');
  });
});
