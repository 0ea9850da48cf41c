import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, requiredIn, type ApiDoc } from '../../../platform/http/openapi.js';
import { EMBED_TYPES } from '../domain/partner.js';
import type { PartnerConfig } from '../domain/partner-config.js';
import { PARTNER_SORT_FIELDS, partnerBody, partnerFilter, previewBody } from './admin-http.js';

/** A partner's configuration (partners/domain/partner-config.ts, spec 02 §3); the main keys are listed. */
export const partnerConfigSchema = z
  .looseObject({
    allowedUrls: z.array(z.string()).meta({ description: 'Orígenes que pueden insertar el comparador' }),
    allowedOrganizations: z.array(z.string()),
    redirects: z.object({ allowedPaths: z.array(z.string()), defaultPath: z.string() }),
    subdomainBanner: z.object({
      color: z.string().nullable(),
      endGradient: z.string().nullable(),
      text: z.string().nullable(),
    }),
    clinicsEnabled: z.boolean(),
    pseudoLogin: z.boolean(),
  })
  .meta({ id: 'PartnerConfig' });

const partner = z
  .object({
    id: z.number(),
    code: z.string().meta({ description: 'El subdominio' }),
    name: z.string(),
    active: z.boolean(),
    embedType: z.enum(EMBED_TYPES),
    iframeToken: z.string().meta({ description: 'IFRAME_AUTH' }),
    config: partnerConfigSchema,
    adminUserIds: z.array(z.number()),
    sample: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    siteUrl: z.string(),
    embedSnippet: z.string().meta({ description: 'HTML para copiar en el sitio del socio' }),
  })
  .meta({ id: 'Partner' });
const params = z.object({ id: z.coerce.number().int().positive() });

/** The routes of partnersAdminRoutes (admin-http.ts). */
export const partnersAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/partners', 'Back-office: socios')
    .get('/', {
      summary: 'Socios (sub-dominios e iframes); un ADMIN_PARTNER ve solo los suyos',
      permission: 'partner:read',
      list: true,
      query: adminListSchema(PARTNER_SORT_FIELDS, partnerFilter),
      response: z.array(partner),
    })
    .post('/preview', {
      summary: 'Vista previa de una configuración: como se guardaría (HTML saneado, colores normalizados)',
      description: 'No guarda nada; una configuración inválida responde 400 con los errores por campo.',
      permission: 'partner:read',
      body: previewBody,
      response: dataOf(partnerConfigSchema),
    })
    .get('/:id', { summary: 'Un socio', permission: 'partner:read', params, response: partner, errors: [404] })
    .post('/', {
      summary: 'Crea un socio',
      permission: 'partner:create',
      body: requiredIn(partnerBody, ['code', 'name']),
      response: { status: 201, schema: partner },
      errors: [409],
    })
    .put('/:id', {
      summary: 'Edita un socio y su configuración',
      permission: 'partner:update',
      params,
      body: partnerBody,
      response: partner,
      errors: [404, 409],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
// The config as a plain object type (an interface has no implicit index signature for the loose schema).
const typeChecks: [Assignable<{ [K in keyof PartnerConfig]: PartnerConfig[K] }, z.infer<typeof partnerConfigSchema>>] =
  [true];
void typeChecks;
