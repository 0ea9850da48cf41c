import 'reflect-metadata';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/tokens.js';
import { JwtTokenService } from './jwt-token-service.js';

const secrets = { access: 'una-clave-de-acceso-de-prueba-ñ', refresh: 'otra-clave' };
const user = { id: 7, email: 'ana@example.cl', name: 'Ana', roles: ['ADMIN'], permissions: ['x'], companyId: null };
const options = { algorithm: 'HS256', issuer: 'comparador-seguros', audience: 'back-office' } as const;

// The secret is held as a key object (made once, not per request): tokens must stay the same HMAC of the same
// bytes, so those signed with the plain string (before, or by another process) verify and vice versa.
describe('JwtTokenService', () => {
  const service = new JwtTokenService(secrets, systemClock);

  it('verifies a token signed with the secret as a string, and its own tokens verify with that string', () => {
    const byString = jwt.sign(
      { sub: '7', email: user.email, name: 'Ana', roles: [], permissions: [] },
      secrets.access,
      options,
    );
    expect(service.verifyAccess(byString)).toMatchObject({ id: 7, email: user.email });
    const own = service.signAccess(user).token;
    expect(jwt.verify(own, secrets.access, { algorithms: ['HS256'] })).toMatchObject({ sub: '7', roles: ['ADMIN'] });
  });

  it('refuses a token signed with another secret', () => {
    const forged = jwt.sign({ sub: '7', roles: [], permissions: [] }, 'otra-clave-cualquiera', options);
    expect(() => service.verifyAccess(forged)).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }));
  });
});
