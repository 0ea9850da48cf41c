import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, requiredIn, type ApiDoc } from '../../../platform/http/openapi.js';
import { NOTIFICATION_SORT_FIELDS } from '../application/ports.js';
import type { PublishedNotification, SiteNotification } from '../domain/site-notification.js';
import { intLike } from './pages-http.js';
import { notificationChangesSchema, notificationListFilter } from './notifications-http.js';

const published = z
  .object({
    id: z.number(),
    title: z.string(),
    message: z.string().meta({ description: 'HTML limpiado por el servidor' }),
    publishFrom: z.string(),
  })
  .meta({ id: 'SiteNotification' });
const adminNotification = published.extend({
  publishUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const params = z.object({ id: intLike });

/** The routes of notificationsRouter and notificationsAdminRouter (notifications-http.ts), spec 02 §2.7. */
export const notificationsApiDoc: ApiDoc = (api) => {
  api.router('/api', 'Contenido').get('/notifications', {
    summary: 'Mensajes publicados de la campana del sitio (los más nuevos primero, máximo 10)',
    response: dataOf(z.array(published)),
  });
  api
    .router('/api/admin/site-notifications', 'Back-office: contenido')
    .get('/', {
      summary: 'Mensajes de la campana',
      permission: 'notification:read',
      list: true,
      query: adminListSchema(NOTIFICATION_SORT_FIELDS, notificationListFilter),
      response: z.array(adminNotification),
    })
    .get('/:id', {
      summary: 'Un mensaje',
      permission: 'notification:read',
      params,
      response: adminNotification,
      errors: [404],
    })
    .post('/', {
      summary: 'Crea un mensaje con su ventana de publicación',
      permission: 'notification:create',
      body: requiredIn(notificationChangesSchema, ['title', 'message']),
      response: { status: 201, schema: adminNotification },
    })
    .put('/:id', {
      summary: 'Edita un mensaje',
      permission: 'notification:update',
      params,
      body: notificationChangesSchema,
      response: adminNotification,
      errors: [404],
    })
    .delete('/:id', {
      summary: 'Elimina un mensaje',
      permission: 'notification:delete',
      params,
      response: adminNotification,
      errors: [404],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<PublishedNotification, z.infer<typeof published>>,
  Assignable<SiteNotification, z.infer<typeof adminNotification>>,
] = [true, true];
void typeChecks;
