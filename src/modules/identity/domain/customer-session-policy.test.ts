import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LINK_TTL_SECONDS,
  customerLinkOpens,
  customerSessionValid,
  normalizeCustomerEmail,
} from './customer-session-policy.js';

const now = new Date('2026-11-27T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('customer sign-in links and sessions', () => {
  it('a link lasts 15 minutes', () => {
    expect(CUSTOMER_LINK_TTL_SECONDS).toBe(900);
  });

  it('a link opens while unused and unexpired, and never after', () => {
    expect(customerLinkOpens({ expiresAt: later(1), usedAt: null }, now)).toBe(true);
    expect(customerLinkOpens({ expiresAt: now, usedAt: null }, now)).toBe(false);
    expect(customerLinkOpens({ expiresAt: later(-1), usedAt: null }, now)).toBe(false);
    expect(customerLinkOpens({ expiresAt: later(60), usedAt: later(-5) }, now)).toBe(false);
    expect(customerLinkOpens(null, now)).toBe(false);
  });

  it('a session stands until it expires or is revoked', () => {
    expect(customerSessionValid({ expiresAt: later(60), revokedAt: null }, now)).toBe(true);
    expect(customerSessionValid({ expiresAt: later(60), revokedAt: later(-1) }, now)).toBe(false);
    expect(customerSessionValid({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(customerSessionValid(null, now)).toBe(false);
  });

  it('an address is one account whatever its casing or spaces', () => {
    expect(normalizeCustomerEmail('  Ana.Perez@Correo.CL ')).toBe('ana.perez@correo.cl');
  });
});
