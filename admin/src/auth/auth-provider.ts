import type { AuthProvider } from 'react-admin';
import { canAccessWith } from './access';
import { ApiError, clearSession, freshSession, postJson, readSession, storeAnswer, type TokenAnswer } from './session';

/** Thrown by login when the password must be changed first (PASSWORD_EXPIRED); the login page asks for it. */
export class PasswordChangeRequired extends Error {
  constructor(
    message: string,
    readonly email: string,
  ) {
    super(message);
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      storeAnswer(await postJson<TokenAnswer>('/token', { grant_type: 'password', username, password }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PASSWORD_EXPIRED') {
        throw new PasswordChangeRequired(error.message, username);
      }
      throw error;
    }
  },

  async logout() {
    const session = readSession();
    clearSession();
    if (session) await postJson('/token/revoke', { refresh_token: session.refreshToken }).catch(() => undefined);
  },

  async checkAuth() {
    const session = readSession();
    if (!session || session.refreshExpiresAt <= Date.now()) {
      clearSession();
      throw new Error('Inicia sesión para continuar');
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      // The data provider already tried a refresh: the session is over.
      clearSession();
      throw new Error('Tu sesión terminó; vuelve a ingresar.');
    }
    // 403 keeps the session: the screen shows "no tienes permiso".
  },

  async getIdentity() {
    const session = await freshSession().catch(() => null);
    if (!session) throw new Error('Sin sesión');
    return { id: session.user.id, fullName: session.user.name, email: session.user.email };
  },

  async getPermissions() {
    return readSession()?.user.permissions ?? [];
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    return canAccessWith(readSession()?.user.permissions ?? [], resource, action);
  },
};
