import { z } from 'zod';
import type { ApiDoc } from './openapi.js';

const check = z.object({
  status: z.enum(['up', 'down']),
  error: z.string().optional(),
  critical: z.boolean().meta({ description: 'false: caído responde degraded y sigue listo (Redis)' }),
});
const readiness = z
  .object({
    status: z.enum(['ok', 'degraded', 'error']),
    message: z.string().optional().meta({ description: 'Qué no responde' }),
    checks: z.record(z.string(), check),
  })
  .meta({ id: 'Readiness' });

/** The health routes of healthRouter (health.ts). */
export const healthApiDoc: ApiDoc = (api) => {
  const ready = {
    response: { schema: readiness, description: 'Listo: la base de datos responde (Redis caído: degraded).' },
    responses: { 503: { schema: readiness, description: 'No listo: la base de datos no responde (status error).' } },
  };
  api
    .router('/api/health', 'Operación')
    .get('/live', {
      summary: 'Vivo: el proceso responde (no revisa nada más)',
      response: z.object({ status: z.literal('ok') }),
    })
    .get('/ready', { summary: 'Listo para recibir tráfico: 503 sin base de datos', ...ready })
    .get('/', { summary: 'Igual que /ready (compatibilidad)', ...ready });
};
