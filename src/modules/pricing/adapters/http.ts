import { Router } from 'express';
import type { GetCurrentUf } from '../application/get-current-uf.js';

/** GET /api/globales/uf (spec 03 §7): the current UF value. */
export function globalesRouter(getCurrentUf: GetCurrentUf): Router {
  const router = Router();
  router.get('/uf', async (_req, res) => {
    const rate = await getCurrentUf.execute();
    // Cached briefly: the UF changes once a day.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: { value: Number(rate.value), date: rate.date, unit: 'CLP' } });
  });
  return router;
}
