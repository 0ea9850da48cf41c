import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import type { GetVisitorFlags } from '../application/get-visitor-flags.js';
import type { RecordExposures } from '../application/record-exposures.js';
import { isSearchBot } from '../domain/bots.js';
import { INTERNAL_TRAFFIC_HEADER, isFlagOn } from '../domain/internal-traffic.js';

export interface ExperimentsUseCases {
  flags: GetVisitorFlags;
  exposures: RecordExposures;
}

export const flagsQuery = z.object({ visitorId: z.string().max(64) });
export const exposuresBody = z.object({
  visitorId: z.string().max(64),
  exposures: z
    .array(z.object({ experiment: z.string().max(60), variant: z.string().max(60) }))
    .min(1)
    .max(20),
  /** Sent in the body by navigator.sendBeacon, which cannot set the x-internal-traffic header. */
  internal: z.boolean().optional(),
});

/** The site's flags and experiments (spec 02 §7): values for a visitor, and the exposures it saw. */
export function experimentsRoutes(useCases: ExperimentsUseCases): { path: string; router: Router }[] {
  const router = Router();

  router.get('/', async (req, res) => {
    const { visitorId } = parseInput(flagsQuery, req.query, 'Parámetros inválidos.');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: await useCases.flags.execute(visitorId) });
  });

  router.post('/exposures', async (req, res) => {
    const body = parseInput(exposuresBody, req.body ?? {}, 'Exposiciones inválidas.');
    // A search-engine bot is not a visitor (spec 02 §5): it takes part in no experiment.
    if (isSearchBot(req.header('user-agent'))) {
      res.json({ data: { recorded: [] } });
      return;
    }
    const result = await useCases.exposures.execute({
      visitorId: body.visitorId,
      exposures: body.exposures,
      host: req.headers.host,
      internal: body.internal === true || isFlagOn(req.header(INTERNAL_TRAFFIC_HEADER)),
    });
    res.json({ data: result });
  });

  return [{ path: '/api/experiments', router }];
}
