import { Router } from 'express';
import type { GetCurrentUf } from '../application/get-current-uf.js';
import { UfRateUnavailableError } from '../domain/uf-rate.js';

/** GET /api/globales/uf (spec 03 §7): the UF in force and whether it is today's own value. */
export function globalesRouter(getCurrentUf: GetCurrentUf): Router {
  const router = Router();
  router.get('/uf', async (_req, res) => {
    const uf = await getCurrentUf.inForce();
    if (!uf) throw new UfRateUnavailableError();
    // Cached briefly: the UF changes once a day.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: uf });
  });
  return router;
}
