import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import {
  ACTIVE_WINDOW_MAX_MINUTES,
  ACTIVE_WINDOW_MINUTES,
  type CountActiveVisitors,
} from '../application/count-active-visitors.js';

export const activeUsersQuery = z.object({
  minutes: z.coerce
    .number({ error: 'minutes debe ser un número.' })
    .int({ error: 'minutes debe ser un número entero.' })
    .min(1, { error: 'minutes debe ser al menos 1.' })
    .max(ACTIVE_WINDOW_MAX_MINUTES, { error: `minutes admite a lo más ${ACTIVE_WINDOW_MAX_MINUTES}.` })
    .default(ACTIVE_WINDOW_MINUTES),
});

/** GET /api/analytics/activeUsers (spec 03 §7): visitors active in the last minutes, from our own records. */
export function analyticsRouter(count: CountActiveVisitors): Router {
  const router = Router();
  router.get('/activeUsers', async (req, res) => {
    const { minutes } = parseInput(activeUsersQuery, req.query, 'Consulta inválida.');
    // A count, not who: public, and cached briefly so a burst of visits costs one query a minute.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await count.execute(minutes) });
  });
  return router;
}
