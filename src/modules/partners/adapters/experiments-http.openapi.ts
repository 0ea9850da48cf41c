import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import type { RecordExposures } from '../application/record-exposures.js';
import type { VisitorFlags } from '../domain/feature-flags.js';
import { exposuresBody, flagsQuery } from './experiments-http.js';

const exposure = z.object({ experiment: z.string(), variant: z.string() });

const visitorFlags = z
  .object({
    visitorId: z.string(),
    flags: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    experiments: z
      .record(z.string(), z.string())
      .meta({ description: 'La variante de cada experimento encendido (solo esas exposiciones cuentan)' }),
    expiresAt: z.string().meta({ description: 'Cuándo vence la asignación (90 días): renovar el visitorId' }),
  })
  .meta({ id: 'VisitorFlags' });

/** The routes of experimentsRoutes (experiments-http.ts): the site's flags and exposures (spec 02 §7). */
export const experimentsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/experiments', 'Flags y experimentos')
    .get('/', {
      summary: 'Los flags y las variantes de experimentos de un visitante',
      query: flagsQuery,
      response: dataOf(visitorFlags),
    })
    .post('/exposures', {
      summary: 'Registra las variantes que el visitante vio (también por navigator.sendBeacon)',
      description:
        'Solo cuentan las variantes asignadas al visitante; x-internal-traffic o `internal` las marca internas.',
      body: exposuresBody,
      response: dataOf(
        z.object({ recorded: z.array(exposure).meta({ description: 'Las exposiciones que se registraron' }) }),
      ),
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<VisitorFlags, z.infer<typeof visitorFlags>>,
  Assignable<Awaited<ReturnType<RecordExposures['execute']>>, { recorded: z.infer<typeof exposure>[] }>,
] = [true, true];
void typeChecks;
