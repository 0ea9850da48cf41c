import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import type { SessionTokens } from '../application/issue-session.js';
import {
  changePasswordBody,
  forgotPasswordBody,
  hashTokenParams,
  resetPasswordBody,
  revokeBody,
  tokenRequest,
} from './auth-http.js';

// The route reads a body without grant_type as the password grant, which names the account by username or email.
const [passwordGrant, refreshGrant] = tokenRequest.options;
const passwordFields = passwordGrant.shape;
const tokenBody = z.union([
  z.object({ ...passwordFields, grant_type: passwordFields.grant_type.optional(), username: z.string().max(254) }),
  z.object({ ...passwordFields, grant_type: passwordFields.grant_type.optional(), email: z.string().max(254) }),
  refreshGrant,
]);

export const sessionTokens = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().meta({ description: 'Segundos' }),
    refresh_token: z.string(),
    refresh_expires_in: z.number(),
    user: z.object({
      id: z.number(),
      email: z.string(),
      name: z.string(),
      roles: z.array(z.string()),
      permissions: z.array(z.string()).meta({ description: 'Permisos recurso:acción (spec 03 §6)' }),
      companyId: z.number().nullable().optional(),
    }),
  })
  .meta({ id: 'SessionTokens' });
const message = dataOf(z.object({ message: z.string() }));

/** The routes of tokenRouter, hashTokenRouter and authRouter (auth-http.ts), spec 03 §7 §8. */
export const authApiDoc: ApiDoc = (api) => {
  api.router('/hashtoken', 'Sesión').get('/:hash', {
    summary: 'Inicia sesión con un enlace de acceso de un solo uso (la misma respuesta que POST /token)',
    description:
      'El enlace lo emite el personal (POST /api/admin/users/{id}/access-link), vale 15 minutos y se usa una vez. ' +
      'Un enlace desconocido, usado o vencido, o un usuario inactivo, responden el mismo 404. Limitado por IP.',
    params: hashTokenParams,
    response: sessionTokens,
    errors: [404, 429],
  });
  api
    .router('/token', 'Sesión')
    .post('/', {
      summary: 'Inicia sesión (grant_type password, por omisión) o renueva el token (refresh_token)',
      description:
        'Errores de spec 03 §8: INVALID_CREDENTIALS, DISABLED_USER, PASSWORD_EXPIRED (cambiar la contraseña), REFRESH_TOKEN_EXPIRED. Los intentos con contraseña se limitan por IP y por cuenta.',
      body: tokenBody,
      response: sessionTokens,
      errors: [401, 403, 429],
    })
    .post('/revoke', {
      summary: 'Cierra la sesión: revoca el token de refresco',
      body: revokeBody,
      response: { status: 204 },
    });
  api
    .router('/api/auth', 'Sesión')
    .post('/password/change', {
      summary: 'Cambia la contraseña (también la salida de PASSWORD_EXPIRED) e inicia sesión',
      body: changePasswordBody,
      response: sessionTokens,
      errors: [401, 403, 429],
    })
    .post('/password/forgot', {
      summary: 'Envía un enlace para restablecer la contraseña (la misma respuesta exista o no el correo)',
      body: forgotPasswordBody,
      response: { status: 202, schema: message },
      errors: [429],
    })
    .post('/password/reset', {
      summary: 'Restablece la contraseña con el enlace recibido',
      body: resetPasswordBody,
      response: message,
      errors: [429],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<SessionTokens, z.infer<typeof sessionTokens>>] = [true];
void typeChecks;
