import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { EMBED_TYPES } from '../domain/partner.js';
import { partnerConfigSchema } from './admin-http.openapi.js';
import { formBody, subdomainQuery, tokenQuery } from './integration-http.js';

const form = z.object({
  hash: z.string(),
  partnerCode: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** The routes of integrationRoutes (integration-http.ts), spec 03 §7 and spec 02 §5 §7. */
export const integrationApiDoc: ApiDoc = (api) => {
  api
    .router('/api/integration', 'Socios')
    .get('/iframe-token', {
      summary: 'URLs autorizadas por token de inserción; con origin (o Referer) si esa página puede insertar',
      query: tokenQuery,
      response: dataOf(
        z.object({
          partner: z.string(),
          name: z.string(),
          embedType: z.enum(EMBED_TYPES),
          allowedUrls: z.array(z.string()),
          defaultPath: z.string(),
          origin: z.string().nullable(),
          authorized: z.boolean().nullable().meta({ description: 'null sin origen que revisar' }),
        }),
      ),
      errors: [404],
    })
    .get('/iframe-subdomain', {
      summary: 'Datos del socio por sub-dominio o por el host (null en el sitio principal)',
      query: subdomainQuery,
      response: dataOf(
        z
          .object({ code: z.string(), name: z.string(), embedType: z.enum(EMBED_TYPES), config: partnerConfigSchema })
          .nullable(),
      ),
      errors: [404],
    })
    .post('/form', {
      summary: 'Guarda un formulario del sitio de un socio (hasta 200 campos, 16 KB)',
      body: formBody,
      response: { status: 201, schema: dataOf(z.object({ hash: z.string() })) },
    })
    .get('/form/:hash', { summary: 'Un formulario guardado', response: dataOf(form), errors: [404] });
};
