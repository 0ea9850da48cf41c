import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { billingRequests, idOf, ids, intLike, type BillingHttpDeps, type Guard } from './billing-http.js';

export const UNSENT_SORT_FIELDS = ['id', 'createdAt', 'status'] as const;
export const unsentFilter = z.object({
  id: ids.optional(),
  status: z.enum(['PENDING', 'RETRY_REQUESTED', 'SENT', 'DISCARDED']).optional(),
  organizationId: intLike.optional(),
});
export const unsentStatusBody = z.object({
  status: z.enum(['RETRY_REQUESTED', 'DISCARDED'], { error: 'Estado inválido (RETRY_REQUESTED o DISCARDED).' }),
});

/** /api/admin/unsent-notifications: billing notices that could not be sent, to retry or discard. */
export function unsentNotificationsRouter(deps: BillingHttpDeps, guard: Guard) {
  const { scope, listRoute } = billingRequests(deps);
  const unsent = Router();
  unsent.get(
    '/',
    guard('unsent-notification:read'),
    listRoute(
      'unsent-notifications',
      {
        sortFields: UNSENT_SORT_FIELDS,
        filter: unsentFilter,
        defaultSort: { field: 'id', order: 'DESC' },
      },
      (f) => ({ ids: f?.id, status: f?.status, organizationId: f?.organizationId }),
      (query) => deps.queries.unsentNotifications(query),
    ),
  );
  unsent.get('/:id', guard('unsent-notification:read'), async (req, res) => {
    const row = await deps.queries.unsentNotification(idOf(req.params.id, 'La notificación'), scope(req));
    if (!row) throw new AppError('NOT_FOUND', 'La notificación no existe.');
    res.json(row);
  });
  unsent.put('/:id/status', guard('unsent-notification:update-status'), async (req, res) => {
    const id = idOf(req.params.id, 'La notificación');
    const body = parseInput(unsentStatusBody, req.body);
    await deps.unsent.execute(id, body.status, scope(req));
    res.json(await deps.queries.unsentNotification(id, scope(req)));
  });
  return unsent;
}
