import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { type ApiDoc } from '../../../platform/http/openapi.js';
import { ENTRY_SORT_FIELDS } from '../application/ports.js';
import { ENTRY_FILTERS, ENTRY_RESOURCES } from '../domain/content-entries.js';
import { entryListFilter } from './content-entries-http.js';
import { ENTRY_SCHEMAS } from './content-entry-schemas.js';
import { intLike } from './pages-http.js';

const SUMMARIES: Record<(typeof ENTRY_RESOURCES)[number], string> = {
  'country-landings': 'Landings por país (slug, aplicación, idioma)',
  'organization-subscriptions': 'Suscripciones de organizaciones (por subdominio)',
  'product-subscriptions': 'Suscripciones de productos (por código y subdominio)',
  'success-reviews': 'Reseñas de clientes (por comparador)',
};

const params = z.object({ id: intLike });
const dates = { createdAt: z.string(), updatedAt: z.string() };

/** The routes of contentEntriesRouter and contentEntriesAdminRouter (content-entries-http.ts). */
export const contentEntriesApiDoc: ApiDoc = (api) => {
  const publicApi = api.router('/api', 'Contenido');
  const adminApi = api.router('/api/admin', 'Back-office: contenido');
  for (const resource of ENTRY_RESOURCES) {
    const fields = ENTRY_SCHEMAS[resource];
    const record = z.object({ id: z.number(), ...dates }).catchall(z.unknown());
    publicApi.get(`/${resource}`, {
      summary: SUMMARIES[resource],
      description: `Forma del servicio de contenidos: data[].attributes. Filtros exactos: ${ENTRY_FILTERS[resource]
        .map((f) => `filters[${f}][$eq] o ${f}`)
        .join(', ')}. Solo las activas.`,
      query: z
        .object(Object.fromEntries(ENTRY_FILTERS[resource].map((f) => [f, z.string().optional()])))
        .catchall(z.unknown()),
      response: z.object({
        data: z.array(z.object({ id: z.number(), attributes: z.record(z.string(), z.unknown()) })),
        meta: z.object({
          pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
        }),
      }),
    });
    adminApi
      .get(`/${resource}`, {
        summary: SUMMARIES[resource],
        permission: 'content:read',
        list: true,
        query: adminListSchema(ENTRY_SORT_FIELDS, entryListFilter),
        response: z.array(record),
      })
      .get(`/${resource}/:id`, {
        summary: 'Una entrada',
        permission: 'content:read',
        params,
        response: record,
        errors: [404],
      })
      .post(`/${resource}`, {
        summary: 'Crea una entrada',
        permission: 'content:create',
        body: fields,
        response: { status: 201, schema: record },
        errors: [409],
      })
      .put(`/${resource}/:id`, {
        summary: 'Edita una entrada (los campos enviados se mezclan con los guardados)',
        permission: 'content:update',
        params,
        body: fields.partial(),
        response: record,
        errors: [404, 409],
      })
      .delete(`/${resource}/:id`, {
        summary: 'Elimina una entrada',
        permission: 'content:delete',
        params,
        response: record,
        errors: [404],
      });
  }
};
