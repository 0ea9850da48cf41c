import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../../../platform/tokens.js';
import { IdentityError } from '../domain/errors.js';
import type { IssueSession, SessionTokens } from './issue-session.js';
import type { RefreshTokenStore, StoredRefreshToken, TokenService, UserRecord, UserRepository } from './ports.js';
import { RefreshSession } from './refresh-session.js';

/** In-memory fakes of the ports: the rotation rules in isolation (the Sequelize store is tested over HTTP). */
class MemoryStore implements RefreshTokenStore {
  rows: (StoredRefreshToken & { hash: string })[] = [];
  async save(token: { tokenHash: string; userId: number; family: string; expiresAt: Date }) {
    this.rows.push({
      id: this.rows.length + 1,
      hash: token.tokenHash,
      userId: token.userId,
      family: token.family,
      expiresAt: token.expiresAt,
      usedAt: null,
      revokedAt: null,
    });
  }
  async find(hash: string) {
    return this.rows.find((row) => row.hash === hash) ?? null;
  }
  async markUsed(id: number, at: Date) {
    const row = this.rows.find((r) => r.id === id)!;
    if (row.usedAt) return false;
    row.usedAt = at;
    return true;
  }
  async revokeFamily(family: string, at: Date) {
    for (const row of this.rows) if (row.family === family) row.revokedAt ??= at;
  }
  async revokeUser(userId: number, at: Date) {
    for (const row of this.rows) if (row.userId === userId) row.revokedAt ??= at;
  }
}

const now = new Date('2026-11-22T12:00:00Z');
const user: UserRecord = {
  id: 7,
  email: 'eva@example.com',
  name: 'Eva',
  status: 'Activo',
  passwordHash: 'x',
  passwordChangedAt: now,
  mustChangePassword: false,
  roles: ['EJECUTIVO'],
  createdAt: now,
  lastLoginAt: null,
  companyId: null,
  bookingUrl: null,
};

function setup(status: UserRecord['status'] = 'Activo') {
  const store = new MemoryStore();
  let counter = 0;
  const tokens = { hashToken: (token: string) => `h(${token})` } as TokenService;
  const users = { findById: async () => ({ ...user, status }) } as unknown as UserRepository;
  const issue = {
    execute: async (
      issued: UserRecord,
      continued = { family: 'f-new', expiresAt: new Date(now.getTime() + 3600_000) },
    ): Promise<SessionTokens> => {
      counter += 1;
      const refresh = `r${counter}`;
      await store.save({ tokenHash: `h(${refresh})`, userId: issued.id, ...continued });
      return { refresh_token: refresh, user: {} as AuthenticatedUser } as SessionTokens;
    },
  } as unknown as IssueSession;
  const refresh = new RefreshSession(store, users, tokens, issue, { now: () => now });
  return { store, issue, refresh };
}

const family = (name: string) => ({ family: name, expiresAt: new Date(now.getTime() + 3600_000) });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof IdentityError ? error.code : String(error)),
  );

describe('RefreshSession', () => {
  it('rotates within the same family and marks the old token used', async () => {
    const { store, issue, refresh } = setup();
    const first = await issue.execute(user, family('f1'));
    const second = await refresh.execute(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(store.rows.map((row) => [row.family, row.usedAt !== null])).toEqual([
      ['f1', true],
      ['f1', false],
    ]);
    // Refreshing never extends the session beyond the family's end.
    expect(store.rows[1]!.expiresAt).toEqual(store.rows[0]!.expiresAt);
  });

  it('a replayed token revokes every token of its family, and only that family', async () => {
    const { store, issue, refresh } = setup();
    const first = await issue.execute(user, family('f1'));
    const other = await issue.execute(user, family('f2'));
    const second = await refresh.execute(first.refresh_token);
    expect(await codeOf(refresh.execute(first.refresh_token))).toBe('INVALID_TOKEN');
    expect(await codeOf(refresh.execute(second.refresh_token))).toBe('INVALID_TOKEN');
    expect(store.rows.filter((row) => row.family === 'f2').length).toBeGreaterThan(0);
    expect(store.rows.filter((row) => row.family === 'f2').every((row) => row.revokedAt === null)).toBe(true);
    expect(await codeOf(refresh.execute(other.refresh_token))).toBe('ok');
  });

  it('answers REFRESH_TOKEN_EXPIRED at the expiry instant', async () => {
    const { store, issue, refresh } = setup();
    const first = await issue.execute(user, family('f1'));
    store.rows[0]!.expiresAt = now;
    expect(await codeOf(refresh.execute(first.refresh_token))).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('answers DISABLED_USER and revokes the family when the user was disabled', async () => {
    const { store, issue, refresh } = setup('Inactivo');
    const first = await issue.execute(user, family('f1'));
    expect(await codeOf(refresh.execute(first.refresh_token))).toBe('DISABLED_USER');
    expect(store.rows[0]!.revokedAt).toEqual(now);
  });

  it('unknown tokens are INVALID_TOKEN', async () => {
    const { refresh } = setup();
    expect(await codeOf(refresh.execute('nope'))).toBe('INVALID_TOKEN');
  });
});
