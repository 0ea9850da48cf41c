import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toReactAdminError } from './http-client';

describe('toReactAdminError', () => {
  it("turns our { error: { code, message, details.errors } } into react-admin's { message, errors }", () => {
    const server = new HttpError('Bad Request', 409, {
      error: {
        code: 'USER_ALREADY_EXISTS',
        message: 'Ya existe un usuario con ese correo.',
        details: { errors: { email: 'Ya existe un usuario con ese correo.' } },
      },
    });
    const mapped = toReactAdminError(server) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(409);
    expect(mapped.message).toBe('Ya existe un usuario con ese correo.');
    expect(mapped.body).toEqual({
      message: 'Ya existe un usuario con ese correo.',
      code: 'USER_ALREADY_EXISTS',
      errors: { email: 'Ya existe un usuario con ese correo.' },
    });
  });

  it('keeps errors that are not ours as they are', () => {
    const network = new TypeError('Failed to fetch');
    expect(toReactAdminError(network)).toBe(network);
    const plain = new HttpError('Bad Gateway', 502, 'upstream down');
    expect(toReactAdminError(plain)).toBe(plain);
  });
});
