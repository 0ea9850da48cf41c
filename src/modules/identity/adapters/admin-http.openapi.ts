import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../platform/http/openapi.js';
import { USER_STATUSES } from '../domain/permissions.js';
import {
  accessLinkBody,
  createUserBody,
  EXECUTIVE_SORT_FIELDS,
  executiveFilter,
  idParam,
  MAILBOX_SORT_FIELDS,
  mailboxFilter,
  PERMISSION_SORT_FIELDS,
  permissionFilter,
  ROLE_SORT_FIELDS,
  roleFilter,
  rolePermissionsBody,
  updateUserBody,
  USER_SORT_FIELDS,
  userFilter,
} from './admin-http.js';

const user = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    status: z.enum(USER_STATUSES),
    roles: z.array(z.string()),
    mustChangePassword: z.boolean(),
    passwordChangedAt: z.string(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    companyId: z.number().nullable(),
    bookingUrl: z.string().nullable().meta({ description: 'Enlace de agenda del asesor (https), o null' }),
  })
  .meta({ id: 'User' });
const role = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(z.string()),
    userCount: z.number(),
  })
  .meta({ id: 'Role' });
const mail = z
  .object({
    id: z.number(),
    idempotencyKey: z.string().nullable(),
    transport: z.enum(['mailbox', 'smtp']),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    /** Extra header fields it was sent with (List-Unsubscribe…), or null. */
    headers: z.record(z.string(), z.string()).nullable(),
  })
  .meta({ id: 'Mail' });

/** The routes of identityAdminRouter (admin-http.ts): users, roles, permissions, executives, mailbox. */
export const identityAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', 'Back-office: usuarios')
    .get('/users', {
      summary: 'Usuarios',
      permission: 'user:read',
      list: true,
      query: adminListSchema(USER_SORT_FIELDS, userFilter),
      response: z.array(user),
    })
    .get('/users/:id', {
      summary: 'Un usuario',
      permission: 'user:read',
      params: idParam,
      response: user,
      errors: [404],
    })
    .post('/users', {
      summary: 'Crea un usuario; la contraseña de un solo uso viene solo en esta respuesta',
      permission: 'user:create',
      body: createUserBody,
      response: {
        status: 201,
        schema: user.extend({
          oneTimePassword: z
            .string()
            .optional()
            .meta({ description: 'La clave de un solo uso generada; ausente si se escribió una' }),
        }),
      },
      description: '404 ROLE_NOT_FOUND si un rol pedido no existe (con el error en details.errors.roles).',
      errors: [404, 409],
    })
    .put('/users/:id', {
      summary: 'Edita nombre, estado, roles o empresa de un usuario',
      permission: 'user:update',
      params: idParam,
      body: updateUserBody,
      response: user,
      errors: [404, 409],
    })
    .delete('/users/:id', {
      summary: 'Desactiva un usuario (nunca se borra)',
      permission: 'user:update',
      params: idParam,
      response: user,
      errors: [404, 409],
    })
    .post('/users/:id/access-link', {
      summary: 'Crea un enlace de acceso de un solo uso para el usuario (GET /hashtoken/{hash}); se muestra solo aquí',
      description:
        'Vale 15 minutos y se usa una vez. 403 si el usuario tiene permisos que quien lo pide no tiene; ' +
        '400 si el usuario está inactivo. Con sendEmail, también se envía por correo al usuario.',
      permission: 'user:access-link',
      params: idParam,
      body: accessLinkBody,
      response: {
        status: 201,
        schema: z.object({
          link: z.string().meta({ description: 'PUBLIC_URL/admin/#/acceso/{hash}' }),
          expiresAt: z.string(),
          emailed: z.boolean(),
        }),
      },
      errors: [404],
    })
    .get('/roles', {
      summary: 'Roles',
      permission: 'role:read',
      list: true,
      query: adminListSchema(ROLE_SORT_FIELDS, roleFilter),
      response: z.array(role),
    })
    .get('/roles/:id', { summary: 'Un rol', permission: 'role:read', params: idParam, response: role, errors: [404] })
    .put('/roles/:id', {
      summary: 'Cambia los permisos de un rol (vigentes en el próximo inicio de sesión)',
      permission: 'role:update',
      params: idParam,
      body: rolePermissionsBody,
      response: role,
      errors: [404],
    })
    .get('/permissions', {
      summary: 'Catálogo de permisos recurso:acción',
      permission: 'role:read',
      list: true,
      query: adminListSchema(PERMISSION_SORT_FIELDS, permissionFilter),
      response: z.array(z.object({ id: z.string(), resource: z.string(), description: z.string() })),
    })
    .get('/executives', {
      summary: 'Quienes reciben solicitudes (lead:receive activos)',
      permission: 'lead:read',
      list: true,
      query: adminListSchema(EXECUTIVE_SORT_FIELDS, executiveFilter),
      response: z.array(z.object({ id: z.number(), email: z.string(), name: z.string(), active: z.boolean() })),
    })
    .get('/mailbox', {
      summary: 'Correos enviados (buzón de desarrollo, sin SMTP)',
      permission: 'mailbox:read',
      list: true,
      query: adminListSchema(MAILBOX_SORT_FIELDS, mailboxFilter),
      response: z.array(mail),
    })
    .get('/mailbox/:id', {
      summary: 'Un correo',
      permission: 'mailbox:read',
      params: idParam,
      response: mail,
      errors: [404],
    });
};
