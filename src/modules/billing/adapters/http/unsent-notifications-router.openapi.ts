import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { UnsentNotificationView } from '../../domain/back-office-views.js';
import { BILLING_TAG, one, type Assignable } from './openapi-common.js';
import { UNSENT_SORT_FIELDS, unsentFilter, unsentStatusBody } from './unsent-notifications-router.js';

const unsent = z
  .object({
    id: z.number(),
    reminderId: z.number().nullable(),
    periodId: z.number().nullable(),
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    channel: z.string(),
    toAddress: z.string().nullable(),
    subject: z.string(),
    reason: z.string(),
    status: z.enum(['PENDING', 'RETRY_REQUESTED', 'SENT', 'DISCARDED']),
    attempts: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UnsentNotification' });

/** The routes of unsentNotificationsRouter (unsent-notifications-router.ts). */
export const unsentNotificationsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/unsent-notifications', BILLING_TAG)
    .get('/', {
      summary: 'Avisos de cobranza que no se pudieron enviar',
      permission: 'unsent-notification:read',
      list: true,
      query: adminListSchema(UNSENT_SORT_FIELDS, unsentFilter),
      response: z.array(unsent),
    })
    .get('/:id', one('Un aviso no enviado', 'unsent-notification:read', unsent))
    .put(
      '/:id/status',
      one('Reintenta o descarta un aviso', 'unsent-notification:update-status', unsent, {
        body: unsentStatusBody,
        errors: [404, 409],
      }),
    );
};

const typeChecks: [Assignable<UnsentNotificationView, z.infer<typeof unsent>>] = [true];
void typeChecks;
