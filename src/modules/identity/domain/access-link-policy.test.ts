import { describe, expect, it } from 'vitest';
import { accessLinkOpens, accessLinkRefusals } from './access-link-policy.js';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-11-27T12:15:00Z');

describe('accessLinkOpens', () => {
  it('opens for an unused, unexpired link of an active user', () => {
    expect(accessLinkOpens({ expiresAt: later, usedAt: null }, 'Activo', now)).toBe(true);
  });

  it('refuses an unknown, used or expired link and a disabled user alike', () => {
    expect(accessLinkOpens(null, 'Activo', now)).toBe(false);
    expect(accessLinkOpens({ expiresAt: later, usedAt: now }, 'Activo', now)).toBe(false);
    expect(accessLinkOpens({ expiresAt: now, usedAt: null }, 'Activo', now)).toBe(false);
    expect(accessLinkOpens({ expiresAt: later, usedAt: null }, 'Inactivo', now)).toBe(false);
    expect(accessLinkOpens({ expiresAt: later, usedAt: null }, null, now)).toBe(false);
  });
});

describe('accessLinkRefusals', () => {
  it('lets an issuer who holds every permission of the user, or a wildcard, issue the link', () => {
    expect(accessLinkRefusals(['lead:read', 'lead:update', 'user:access-link'], ['lead:read'])).toEqual([]);
    expect(accessLinkRefusals(['*'], ['policy:read', 'user:update'])).toEqual([]);
    expect(accessLinkRefusals(['lead:*'], ['lead:assign'])).toEqual([]);
  });

  it('names the permissions the issuer lacks: no link that reaches further than its issuer', () => {
    expect(accessLinkRefusals(['lead:read', 'user:access-link'], ['lead:read', 'user:update', 'role:update'])).toEqual([
      'role:update',
      'user:update',
    ]);
  });

  it('treats lead:receive as a duty, like the grant policy: a lead assigner may issue for an executive', () => {
    expect(accessLinkRefusals(['lead:read', 'lead:update', 'lead:assign'], ['lead:read', 'lead:receive'])).toEqual([]);
  });
});
