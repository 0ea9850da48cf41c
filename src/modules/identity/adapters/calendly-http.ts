import { Router } from 'express';
import { AppError } from '../../../platform/errors.js';
import type { PickBookingAdvisor } from '../application/pick-booking-advisor.js';

/** GET /api/calendly/getUserRandom (spec 03 §7): a random available advisor's booking link. */
export function calendlyRouter(pick: PickBookingAdvisor): Router {
  const router = Router();
  router.get('/getUserRandom', async (_req, res) => {
    const advisor = await pick.execute();
    if (!advisor) throw new AppError('NOT_FOUND', 'No hay asesores con agenda disponible en este momento.');
    // Each visit draws again: never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: advisor });
  });
  return router;
}
