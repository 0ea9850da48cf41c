import { describe, expect, it } from 'vitest';
import { canSeeUser } from './user-visibility.js';

describe('canSeeUser', () => {
  it('lets a user see themself without any permission', () => {
    expect(canSeeUser({ id: 7, permissions: [] }, 7)).toBe(true);
  });

  it("hides another user's record from a user without user:read", () => {
    expect(canSeeUser({ id: 7, permissions: ['lead:read', 'user:update'] }, 8)).toBe(false);
  });

  it('lets staff with user:read (or user:*, or *) see anyone', () => {
    expect(canSeeUser({ id: 1, permissions: ['user:read'] }, 8)).toBe(true);
    expect(canSeeUser({ id: 1, permissions: ['user:*'] }, 8)).toBe(true);
    expect(canSeeUser({ id: 1, permissions: ['*'] }, 8)).toBe(true);
  });
});
