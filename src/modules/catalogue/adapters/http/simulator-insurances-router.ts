import { Router } from 'express';
import { z } from 'zod';
import type { SimulatorInsurances } from '../../application/simulator-insurances.js';
import { parse } from './parse.js';
import { calculatePriceSchema } from './schemas.js';

const listSchema = z.object({
  profile: calculatePriceSchema.shape.profile,
  page: z.coerce.number({ error: 'page debe ser un número' }).int().min(1).default(1),
  take: z.coerce
    .number({ error: 'take debe ser un número' })
    .int()
    .min(1)
    .max(20, { error: 'take: a lo más 20' })
    .default(8),
  // Insurance type codes (COMPLEMENTARIO, CATASTROFICO, …), comma-separated.
  tipo: z
    .string()
    .max(200)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((t) => t.trim().toUpperCase())
            .filter(Boolean)
        : [],
    ),
});

/** GET /api/infoplanes/seguros: the catalogue products the cost-of-care simulator can add (issue 13). */
export function simulatorInsurancesRouter(insurances: SimulatorInsurances): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parse(listSchema, req.query);
    // Priced for the household: not cached by shared caches.
    res.setHeader('Cache-Control', query.profile ? 'no-store' : 'public, max-age=300');
    res.json(
      await insurances.list({ profile: query.profile ?? null, page: query.page, take: query.take, types: query.tipo }),
    );
  });
  return router;
}
