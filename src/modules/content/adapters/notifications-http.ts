import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ManageSiteNotifications } from '../application/manage-site-notifications.js';
import { NOTIFICATION_SORT_FIELDS } from '../application/ports.js';
import type { ReadSiteNotifications } from '../application/read-site-notifications.js';
import { NOTIFICATION_LIMITS } from '../domain/site-notification.js';
import { intLike } from './pages-http.js';

/** GET /api/notifications: the bell's published messages (public; a minute of cache keeps windows close). */
export function notificationsRouter(read: ReadSiteNotifications): Router {
  const router = Router();
  router.get('/notifications', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await read.execute() });
  });
  return router;
}

export const notificationListFilter = z.object({
  id: z
    .union([intLike, z.array(intLike).max(1000)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  q: z.string().trim().max(200).optional(),
});

/** An instant as react-admin's date-time input sends it; kept as ISO (the domain refuses what does not parse). */
const instant = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha.` })
    .max(40, `${label} no es una fecha válida.`)
    .transform((value) => (Number.isNaN(Date.parse(value)) ? value : new Date(value).toISOString()));

/** What the back-office sends; the whole message is checked after merging (notificationDraftErrors). */
export const notificationChangesSchema = z.object({
  title: z
    .string({ error: 'El título debe ser texto.' })
    .max(NOTIFICATION_LIMITS.title.max * 2)
    .optional(),
  message: z
    .string({ error: 'El mensaje debe ser texto.' })
    .max(NOTIFICATION_LIMITS.message.max * 2)
    .optional()
    .meta({ description: 'HTML; el servidor lo limpia (párrafos, énfasis, listas, enlaces, imágenes)' }),
  publishFrom: instant('Desde').optional(),
  publishUntil: z.preprocess((v) => (v === '' ? null : v), instant('Hasta').nullable()).optional(),
});

const actor = (req: { user?: { email?: string } }) => req.user?.email ?? 'back-office';

/** /api/admin/site-notifications (react-admin simple-rest), each verb guarded by its notification:* permission. */
export function notificationsAdminRouter(
  manage: ManageSiteNotifications,
  guard: (permission: string) => RequestHandler,
): Router {
  const router = Router();
  router.get('/', guard('notification:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: NOTIFICATION_SORT_FIELDS,
      filter: notificationListFilter,
      defaultSort: { field: 'publishFrom', order: 'DESC' },
    });
    const { rows, total } = await manage.list({ ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'site-notifications', rows, total, query.offset);
  });
  router.get('/:id', guard('notification:read'), async (req, res) => {
    const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await manage.get(id));
  });
  router.post('/', guard('notification:create'), async (req, res) => {
    const changes = parseInput(notificationChangesSchema, req.body ?? {}, 'Revisa los campos marcados.');
    const created = await manage.create(
      {
        title: changes.title ?? '',
        message: changes.message ?? '',
        publishFrom: changes.publishFrom ?? new Date().toISOString(),
        publishUntil: changes.publishUntil ?? null,
      },
      actor(req),
    );
    res.status(201).json(created);
  });
  router.put('/:id', guard('notification:update'), async (req, res) => {
    const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
    const changes = parseInput(notificationChangesSchema, req.body ?? {}, 'Revisa los campos marcados.');
    res.json(await manage.update(id, changes, actor(req)));
  });
  router.delete('/:id', guard('notification:delete'), async (req, res) => {
    const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
    res.json(await manage.delete(id));
  });
  return router;
}
