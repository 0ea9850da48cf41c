import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { SUBSCRIPTION_STATES } from '../domain/subscriptions.js';
import { cardUpdateSchema } from './subscriptions-http.js';

const subscription = z
  .object({
    id: z.string(),
    status: z.enum(SUBSCRIPTION_STATES),
    provider: z.string(),
    card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
  })
  .meta({ id: 'CardSubscription' });

/** The routes of subscriptionsPublicRouter (subscriptions-http.ts). */
export const subscriptionsApiDoc: ApiDoc = (api) => {
  api.router('/api/subscriptions', 'Pago automático mensual').put('/:id/card', {
    summary: 'Cambia la tarjeta de un pago automático (enlace firmado del correo); la próxima cuota se cobra en ella',
    params: z.object({ id: z.string() }),
    body: cardUpdateSchema,
    response: dataOf(subscription),
    errors: [404, 409, 503],
  });
};
