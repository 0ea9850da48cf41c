import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { UF_RATE_SORT_FIELDS, ufRateEntry } from './uf-rates-admin-http.js';

const storedUf = z
  .object({ id: z.string(), date: z.string().meta({ format: 'date' }), value: z.string(), source: z.string() })
  .meta({ id: 'StoredUfRate' });

/** The routes of globalesRouter (http.ts) and ufRatesAdminRouter (uf-rates-admin-http.ts). */
export const pricingApiDoc: ApiDoc = (api) => {
  api.router('/api/globales', 'Precios').get('/uf', {
    summary: 'Valor de la UF del día chileno (America/Santiago)',
    description:
      'isToday es false cuando el último valor guardado es de un día anterior: la página dice "UF al {fecha}". 404 mientras no haya un valor de la UF guardado.',
    response: dataOf(
      z.object({
        value: z.number(),
        date: z.string().meta({ format: 'date' }),
        unit: z.literal('CLP'),
        isToday: z.boolean(),
      }),
    ),
    errors: [404],
  });
  api
    .router('/api/admin/uf-rates', 'Back-office: valores de la UF')
    .get('/', {
      summary: 'Valores de la UF guardados, con su origen',
      permission: 'rate:read',
      query: adminListSchema(UF_RATE_SORT_FIELDS, z.object({})),
      list: true,
      response: z.array(storedUf),
    })
    .post('/', {
      summary: 'Ingresar a mano la UF de un día sin valor (último recurso)',
      permission: 'rate:create',
      body: ufRateEntry,
      response: { status: 201, schema: storedUf },
      errors: [409],
    });
};
