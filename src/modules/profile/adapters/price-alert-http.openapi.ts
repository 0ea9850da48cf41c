import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { ALERT_SORT_FIELDS, SAVED_SEARCH_SORT_FIELDS } from '../application/price-alert-ports.js';
import {
  alertListFilter,
  idParams,
  saveSearchBody,
  savedSearchListFilter,
  unsubscribeQuery,
} from './price-alert-http.js';

const amount = z.object({ amount: z.number().nullable(), unit: z.string() }).nullable();
const alternative = z
  .object({
    productId: z.number(),
    productCode: z.string(),
    displayName: z.string(),
    organizationName: z.string(),
    url: z.string(),
    insuranceTypeId: z.number(),
    priceClp: z.number().nullable(),
    exact: z.boolean(),
    priceText: z.string(),
    top: amount,
    deductible: amount,
    features: z.array(z.string()),
    benefits: z.array(z.string()),
    countries: z.array(z.string()),
  })
  .passthrough()
  .meta({ id: 'PriceAlertAlternative' });
const savedSearch = z
  .object({
    id: z.number(),
    subscriberId: z.number(),
    email: z.string(),
    /** The edition of the host the search was saved on (issue 27). */
    countryCode: z.enum(['CL', 'PE', 'CO', 'INT']),
    kind: z.enum(['search', 'product']),
    productCode: z.string().nullable(),
    profile: z.record(z.string(), z.unknown()),
    filters: z.record(z.string(), z.unknown()),
    consentVersion: z.string(),
    consentAt: z.string(),
    consentWithdrawnAt: z.string().nullable(),
    checkedAt: z.string().nullable(),
    createdAt: z.string(),
    deletedAt: z.string().nullable(),
    alertsSent: z.number(),
  })
  .meta({ id: 'SavedSearch' });
const alert = z
  .object({
    id: z.number(),
    savedSearchId: z.number().nullable(),
    subscriberId: z.number(),
    /** The saved search's edition (issue 27); Chile without a search. */
    countryCode: z.enum(['CL', 'PE', 'CO', 'INT']),
    email: z.string(),
    reason: z.enum(['cheaper-equivalent', 'price-change', 'renewal']),
    status: z.enum(['pending', 'sent', 'skipped-weekly-limit', 'skipped-unsubscribed']),
    alternatives: z.array(alternative),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'PriceAlert' });

/** The routes of savedSearchRouter and savedSearchAdminRouter (price-alert-http.ts), issue 29. */
export const priceAlertApiDoc: ApiDoc = (api) => {
  api
    .router('/api/saved-searches', 'Búsquedas guardadas y alertas de precio')
    .post('/', {
      summary: 'Guarda una búsqueda (perfil y filtros) o un seguro, con autorización para avisos por correo',
      description:
        'Se valida como /api/insurance/compare/metadata y se guarda el precio de hoy para el perfil. Máximo un correo por semana por persona.',
      body: saveSearchBody,
      response: {
        status: 201,
        schema: dataOf(
          z.object({ id: z.number(), kind: z.enum(['search', 'product']), email: z.string(), createdAt: z.string() }),
        ),
      },
      errors: [404, 429],
    })
    .get('/unsubscribe', {
      summary: 'Página que confirma la baja de las alertas (el enlace del correo; sin iniciar sesión)',
      query: unsubscribeQuery,
      response: { contentType: 'text/html', description: 'Página con el botón que confirma la baja.' },
    })
    .post('/unsubscribe', {
      summary: 'Baja en un clic de las alertas de precio (List-Unsubscribe-Post, RFC 8058; sin iniciar sesión)',
      description:
        'El token firmado va en la query. Acepta el cuerpo application/x-www-form-urlencoded `List-Unsubscribe=One-Click` o ninguno. Con Accept: text/html responde una página.',
      query: unsubscribeQuery,
      response: dataOf(z.object({ unsubscribed: z.literal(true) })),
      errors: [404, 429],
    });
  api
    .router('/api/admin', 'Back-office: búsquedas guardadas')
    .get('/saved-searches', {
      summary: 'Búsquedas guardadas de los clientes',
      permission: 'saved-search:read',
      list: true,
      query: adminListSchema(SAVED_SEARCH_SORT_FIELDS, savedSearchListFilter),
      response: z.array(savedSearch),
    })
    .get('/saved-searches/:id', {
      summary: 'Una búsqueda guardada',
      permission: 'saved-search:read',
      params: idParams,
      response: savedSearch,
      errors: [404],
    })
    .delete('/saved-searches/:id', {
      summary: 'Elimina una búsqueda guardada (no recibe más alertas)',
      permission: 'saved-search:delete',
      params: idParams,
      response: savedSearch,
      errors: [404],
    })
    .get('/price-alerts', {
      summary: 'Alertas de precio decididas y enviadas',
      permission: 'saved-search:read',
      list: true,
      query: adminListSchema(ALERT_SORT_FIELDS, alertListFilter),
      response: z.array(alert),
    })
    .get('/price-alerts/:id', {
      summary: 'Una alerta de precio',
      permission: 'saved-search:read',
      params: idParams,
      response: alert,
      errors: [404],
    });
};
