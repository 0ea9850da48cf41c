import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { USER_STATUSES } from '../domain/permissions.js';
import { idParam } from './admin-http.js';

/** The route of usersRouter (users-http.ts), spec 03 §7. */
export const usersApiDoc: ApiDoc = (api) => {
  api.router('/api/users', 'Usuarios').get('/:id', {
    summary: 'Un usuario: el propio, o cualquiera para quien tenga user:read',
    description: 'Otro usuario sin el permiso user:read recibe 404 USER_NOT_FOUND, igual que un id que no existe.',
    auth: true,
    params: idParam,
    response: dataOf(
      z.object({
        id: z.number(),
        email: z.string(),
        name: z.string(),
        status: z.enum(USER_STATUSES),
        roles: z.array(z.string()),
        companyId: z.number().nullable(),
        bookingUrl: z.string().nullable(),
      }),
    ),
    errors: [404],
  });
};
