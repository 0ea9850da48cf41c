import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { createSchema, updateSchema, url } from './shared-link-http.js';

const sharedLink = z
  .object({
    link: z.string().meta({ description: 'El código' }),
    path: z.string().meta({ description: '/url/{código}' }),
    shortUrl: z.string(),
    url: z.string(),
    decodedProfile: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SharedLink' });
const comparatorLink = z.object({ code: z.string(), url: z.string() });

/** The routes of sharedLinkRouter (shared-link-http.ts). */
export const sharedLinkApiDoc: ApiDoc = (api) => {
  api
    .router('/api/buscarplanes', 'Enlaces compartidos')
    .post('/sharedinsurance', {
      summary: 'Comparte una búsqueda con su perfil (60 por IP cada 10 minutos)',
      body: createSchema,
      response: { status: 201, schema: dataOf(sharedLink) },
      errors: [429],
    })
    .put('/sharedinsurance', {
      summary: 'Actualiza la URL o el perfil de un enlace compartido',
      body: updateSchema,
      response: dataOf(sharedLink),
      errors: [404, 429],
    })
    .post('/sharedinsurance/:code', {
      summary: 'Abre un enlace compartido (lo que /url/{código} restaura)',
      response: dataOf(sharedLink),
      errors: [404],
    })
    .get('/sharedinsurance/:code', {
      summary: 'Abre un enlace compartido (lo que /url/{código} restaura)',
      response: dataOf(sharedLink),
      errors: [404],
    })
    .post('/comparator-url', {
      summary: 'Código corto para la URL de un comparador',
      body: z.object({ url }),
      response: { status: 201, schema: dataOf(comparatorLink) },
      errors: [429],
    })
    .get('/comparator/url/:code', {
      summary: 'La URL de un comparador por su código',
      response: dataOf(comparatorLink),
      errors: [404],
    });
};
