import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import { querySchema } from './search-router.js';

const hit = z.object({
  kind: z.enum(['product', 'plan', 'organization']),
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string().meta({ description: 'Página del sitio que abre' }),
});

/** The routes of searchRouter (search-router.ts). */
export const searchApiDoc: ApiDoc = (api) => {
  api
    .router('/api/search', 'Catálogo')
    .get('/', {
      summary: 'Búsqueda del sitio: seguros, planes y organizaciones (todas las palabras)',
      query: querySchema,
      response: dataOf(
        z.object({ query: z.string(), products: z.array(hit), plans: z.array(hit), organizations: z.array(hit) }),
      ),
    })
    .get('/products', {
      summary: 'Índice de productos (página Sitemap-Products)',
      response: dataOf(
        z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            organization: z.string(),
            organizationUrl: z.string(),
            type: z.string(),
          }),
        ),
      ),
    });
};
