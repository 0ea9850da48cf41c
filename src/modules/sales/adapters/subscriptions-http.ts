import { Router } from 'express';
import { z } from 'zod';
import type { UpdateSubscriptionCard } from '../application/update-subscription-card.js';
import type { SubscriptionRecord } from '../application/subscription-ports.js';

export const cardUpdateSchema = z.object({
  t: z.string().min(1).max(200).meta({ description: 'La firma del enlace del correo' }),
  token: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .meta({ description: 'El token de la nueva tarjeta (librería del proveedor)' }),
});

export const subscriptionJson = (subscription: SubscriptionRecord) => ({
  id: subscription.id,
  status: subscription.status,
  provider: subscription.provider,
  card: { brand: subscription.cardBrand, last4: subscription.cardLast4 },
});

/** The buyer's side of automatic monthly charges (issue 28): the card update from the decline e-mail's link. */
export function subscriptionsPublicRouter(update: UpdateSubscriptionCard): Router {
  const router = Router();
  router.put('/:id/card', async (req, res) => {
    const body = cardUpdateSchema.parse(req.body);
    const id = z.string().uuid().safeParse(req.params.id);
    const subscription = await update.execute(
      id.success ? id.data : '00000000-0000-0000-0000-000000000000',
      body.t,
      body.token,
    );
    res.json({ data: subscriptionJson(subscription) });
  });
  return router;
}
