import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';

/** The route of calendlyRouter (calendly-http.ts), spec 03 §7. */
export const calendlyApiDoc: ApiDoc = (api) => {
  api.router('/api/calendly', 'Usuarios').get('/getUserRandom', {
    summary: 'El enlace de agenda de un asesor, elegido al azar entre los asesores activos que tienen uno',
    response: dataOf(z.object({ id: z.number(), name: z.string(), bookingUrl: z.string() })),
    errors: [404],
  });
};
