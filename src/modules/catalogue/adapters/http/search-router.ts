import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../../platform/http/validate.js';
import type { SearchCatalogue } from '../../application/search-catalogue.js';

export const querySchema = z.object({
  q: z.string({ error: 'q debe ser texto.' }).max(200, 'La búsqueda es muy larga.').optional(),
});

/** GET /api/search?q= (the 'buscar' page) and GET /api/search/products (the Sitemap-Products page). */
export function searchRouter(search: SearchCatalogue): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { q } = parseInput(querySchema, req.query, 'Búsqueda inválida.');
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await search.execute(q ?? '') });
  });
  router.get('/products', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: await search.productIndex() });
  });
  return router;
}
