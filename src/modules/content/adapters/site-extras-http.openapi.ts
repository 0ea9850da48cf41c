import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { CACHED_APPS } from '../domain/site-extras.js';
import { comparatorKey } from './site-calls-http.js';

const comparatorQuery = z.object({
  comparator: comparatorKey.optional(),
  comparatorId: comparatorKey.optional(),
  id: comparatorKey.optional(),
});
const post = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tag: z.string(),
  publishedAt: z.string().nullable(),
  url: z.string().meta({ description: 'Dirección del artículo en el blog (/QP-Blog/{área}/{slug})' }),
});

/** The routes of siteExtrasRouter (site-extras-http.ts), issue 30. */
export const siteExtrasApiDoc: ApiDoc = (api) => {
  api
    .router('/api', 'Contenido')
    .get('/route-translator/:encodedUrl', {
      summary: 'Direcciones alternativas (por idioma) de una página del sitio',
      description:
        'encodedUrl: la ruta o URL codificada con encodeURIComponent o en base64. Solo se usa su ruta; la respuesta siempre apunta a este sitio.',
      params: z.object({ encodedUrl: z.string() }),
      response: dataOf(
        z.object({
          path: z.string(),
          found: z.boolean(),
          alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })),
        }),
      ),
      errors: [400],
    })
    .get('/comparator/blockzone', {
      summary: 'Bloques de texto de la página de un comparador',
      query: comparatorQuery,
      response: dataOf(
        z.object({
          comparatorId: z.number().nullable(),
          zones: z.array(
            z.object({ zone: z.enum(['header', 'steps', 'footer']), title: z.string(), text: z.string() }),
          ),
        }),
      ),
      errors: [404],
    })
    .get('/comparator/faq', {
      summary: 'Preguntas frecuentes de un comparador',
      query: comparatorQuery,
      response: dataOf(
        z.object({
          comparatorId: z.number().nullable(),
          title: z.string(),
          items: z.array(z.object({ question: z.string(), answer: z.string() })),
        }),
      ),
      errors: [404],
    })
    .get('/qp-university/posts/:slug', {
      summary: 'Un artículo de la antigua universidad: su dirección en el blog',
      response: dataOf(post),
      errors: [404],
    })
    .get('/qp-university/:call', {
      summary: 'Consultas de la antigua universidad, respondidas desde el blog',
      description:
        'tags y groups: las áreas del blog; posts: sus artículos (tag, page, take); count: cuántos hay; paragraph, tabs y dynamic-tables: lista vacía.',
      params: z.object({ call: z.string() }),
      query: z.object({
        tag: z.string().optional().meta({ description: 'Área del blog (también group o area)' }),
        group: z.string().optional(),
        area: z.string().optional(),
        page: z.coerce.number().int().min(1).optional(),
        take: z.coerce.number().int().min(1).max(50).optional(),
        limit: z.coerce.number().int().min(1).max(50).optional(),
      }),
      response: dataOf(
        z.union([
          z.array(post),
          z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
          z.array(z.object({ slug: z.string(), name: z.string(), count: z.number(), url: z.string() })),
          z.object({ count: z.number() }),
        ]),
      ),
      errors: [404],
    })
    .post('/cloudflare-cache/:app', {
      summary: 'Vacía la caché de páginas del sitio (renderizadas en el servidor)',
      permission: 'cache:purge',
      params: z.object({ app: z.string().meta({ description: `Una de: ${CACHED_APPS.join(', ')}` }) }),
      response: dataOf(z.object({ app: z.string(), purged: z.literal(true), pages: z.number(), purgedAt: z.string() })),
      errors: [404],
    });
};
