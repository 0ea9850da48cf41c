import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';

/** The routes of globalesRouter (http.ts). */
export const pricingApiDoc: ApiDoc = (api) => {
  api.router('/api/globales', 'Precios').get('/uf', {
    summary: 'Valor de la UF del día chileno (America/Santiago)',
    response: dataOf(
      z.object({ value: z.number(), date: z.string().meta({ format: 'date' }), unit: z.literal('CLP') }),
    ),
    errors: [404],
    description: '404 mientras no haya un valor de la UF guardado.',
  });
};
