import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, requiredIn, type ApiDoc } from '../../../platform/http/openapi.js';
import { CONTENT_SORT_FIELDS } from '../application/ports.js';
import { CONTENT_KINDS, type ContentPage } from '../domain/content-page.js';
import { changesSchema, intLike, listFilter } from './pages-http.js';

const contentPage = z
  .object({
    id: z.number(),
    kind: z.enum(CONTENT_KINDS),
    area: z.string().nullable(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    body: z.string().meta({ description: 'Texto con formato simple (párrafos, listas, enlaces del sitio)' }),
    cta: z.object({ label: z.string(), path: z.string() }).nullable(),
    published: z.boolean(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentPage' });
const blogArea = z.object({
  area: z.string(),
  title: z.string(),
  articles: z.array(contentPage.omit({ body: true })),
});
const adminPage = contentPage.extend({ ctaLabel: z.string().nullable(), ctaPath: z.string().nullable() });
const params = z.object({ id: intLike });

/** The routes of contentPagesRouter and contentAdminRouter (pages-http.ts). */
export const pagesApiDoc: ApiDoc = (api) => {
  api
    .router('/api', 'Contenido')
    .get('/information/:name', {
      summary: 'Página de información publicada',
      response: dataOf(contentPage),
      errors: [404],
    })
    .get('/blog', { summary: 'Artículos publicados por área', response: dataOf(z.array(blogArea)) })
    .get('/blog/:area', { summary: 'Artículos de un área', response: dataOf(blogArea.optional()), errors: [404] })
    .get('/blog/:area/:slug', { summary: 'Un artículo publicado', response: dataOf(contentPage), errors: [404] });
  api
    .router('/api/admin/content-pages', 'Back-office: contenido')
    .get('/', {
      summary: 'Páginas de información y artículos del blog',
      permission: 'content:read',
      list: true,
      query: adminListSchema(CONTENT_SORT_FIELDS, listFilter),
      response: z.array(adminPage),
    })
    .get('/:id', { summary: 'Una página', permission: 'content:read', params, response: adminPage, errors: [404] })
    .post('/', {
      summary: 'Crea una página o artículo',
      permission: 'content:create',
      body: requiredIn(changesSchema, ['slug', 'title', 'body']),
      response: { status: 201, schema: adminPage },
      errors: [409],
    })
    .put('/:id', {
      summary: 'Edita una página o artículo',
      permission: 'content:update',
      params,
      body: changesSchema,
      response: adminPage,
      errors: [404, 409],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<ContentPage, z.infer<typeof contentPage>>] = [true];
void typeChecks;
