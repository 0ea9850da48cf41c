import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../../../kernel/html-escape.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { idText } from '../../../platform/http/input-schemas.js';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import { ALERT_SORT_FIELDS, SAVED_SEARCH_SORT_FIELDS } from '../application/price-alert-ports.js';
import type { SaveSearch } from '../application/save-search.js';
import type { SavedSearchAdmin } from '../application/saved-search-admin.js';
import type { Unsubscribe } from '../application/unsubscribe.js';
import { CONSENT_VERSION } from '../domain/price-alert.js';
import { editionProfileErrors, normaliseEditionProfile } from '../domain/edition-profile.js';
import type { Profile } from '../../pricing/index.js';
import { AppError } from '../../../platform/errors.js';
import { requestEdition } from './edition-http.js';

const CONSENT_REQUIRED = 'Debes aceptar recibir avisos por correo para guardar la búsqueda.';
const jsonObject = (label: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${label} debe ser un objeto.` })
    .refine((value) => JSON.stringify(value).length <= 20_000, `${label} es demasiado grande.`);

/** POST /api/saved-searches: a search (profile + the list's filters) or a product, with consent. */
export const saveSearchBody = z
  .object({
    email: z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.'),
    consent: z.literal(true, { error: CONSENT_REQUIRED }),
    consentVersion: z
      .string({ error: 'Falta la versión del texto de autorización.' })
      .max(60)
      .meta({ description: `Versión del texto aceptado (actual: ${CONSENT_VERSION})` }),
    kind: z.enum(['search', 'product'], { error: 'kind debe ser search o product.' }),
    productCode: z.string().trim().min(1, 'Falta el código del seguro.').max(120).optional(),
    profile: jsonObject('El perfil'),
    filters: jsonObject('Los filtros')
      .default({})
      .meta({ description: 'El cuerpo de /api/insurance/compare/metadata sin el perfil (tipos, filtros…)' }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'product' && !body.productCode) {
      ctx.addIssue({ code: 'custom', path: ['productCode'], message: 'Falta el código del seguro.' });
    }
  });

export const unsubscribeQuery = z.object({
  token: z.string({ error: 'Falta el token de baja.' }).trim().min(1, 'Falta el token de baja.').max(200),
});

/** The one-click POST (RFC 8058) comes as a form: List-Unsubscribe=One-Click. Parsed before the JSON check. */
export function unsubscribeForm(): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: '1kb' });
  return (req, res, next) => {
    if (req.method === 'POST' && /^\/api\/saved-searches\/unsubscribe\/?$/.test(req.path)) parse(req, res, next);
    else next();
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const wantsHtml = (accept: string | undefined) =>
  /text\/html/.test(accept ?? '') && !/application\/json/.test(accept ?? '');

/** /api/saved-searches: save (public, rate-limited) and the one-click unsubscribe (no sign-in, signed token). */
export function savedSearchRouter(deps: { save: SaveSearch; unsubscribe: Unsubscribe; limiter: RateLimiter }): Router {
  const router = Router();
  const limit = deps.limiter.perIp({ name: 'saved-searches', max: 20, windowMs: 10 * 60_000 });
  router.post('/', limit, async (req, res) => {
    const body = parseInput(saveSearchBody, req.body, 'No se pudo guardar la búsqueda.');
    // The host edition's profile rules (issue 27), as the comparison applies them: nothing is saved otherwise.
    const productType = typeof body.filters.productType === 'string' ? body.filters.productType : null;
    const profile = normaliseEditionProfile(body.profile) as Profile;
    const editionErrors = editionProfileErrors(requestEdition(res), profile, productType);
    if (editionErrors.length > 0) {
      throw new AppError('BAD_REQUEST', `No se pudo guardar la búsqueda. ${editionErrors.join(' ')}`);
    }
    const saved = await deps.save.execute({
      email: body.email,
      consentVersion: body.consentVersion,
      kind: body.kind,
      productCode: body.productCode ?? null,
      profile: body.profile,
      filters: body.filters,
      countryCode: requestEdition(res).code,
    });
    res.status(201).json({ data: saved });
  });
  // A person clicking the link: a page whose button confirms (mail scanners follow GET links, so GET changes nothing).
  router.get('/unsubscribe', (req, res) => {
    const { token } = parseInput(unsubscribeQuery, req.query, 'Enlace de baja inválido.');
    res.setHeader('Cache-Control', 'no-store');
    res
      .type('html')
      .send(
        page(
          'Dejar de recibir alertas de precio',
          `<p>Confirma que ya no quieres recibir alertas de precio por correo.</p>` +
            `<form method="post" action="?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Darme de baja</button></form>`,
        ),
      );
  });
  router.post('/unsubscribe', limit, async (req, res) => {
    const { token } = parseInput(unsubscribeQuery, req.query, 'Enlace de baja inválido.');
    const result = await deps.unsubscribe.execute(token);
    res.setHeader('Cache-Control', 'no-store');
    if (wantsHtml(req.headers.accept)) {
      res
        .type('html')
        .send(
          page(
            'Listo',
            '<p>Ya no te enviaremos alertas de precio. Puedes volver a activarlas guardando una búsqueda.</p>',
          ),
        );
      return;
    }
    res.json({ data: result });
  });
  return router;
}

const idList = z
  .union([z.number().int().positive(), z.array(z.number().int().positive()).max(1000)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
// The editions' countries (issue 27): staff filter every list by country, with the catalogue lists' values.
const countryCodeFilter = z.enum(['CL', 'PE', 'CO', 'INT'], { error: 'countryCode debe ser CL, PE, CO o INT' });

export const savedSearchListFilter = z.object({
  email: z.string().trim().max(254).optional(),
  countryCode: countryCodeFilter.optional(),
  subscriberId: z.number().int().positive().optional(),
  id: idList.optional(),
});
export const alertListFilter = z.object({
  email: z.string().trim().max(254).optional(),
  countryCode: countryCodeFilter.optional(),
  savedSearchId: z.number().int().positive().optional(),
  id: idList.optional(),
});
export const idParams = z.object({ id: idText('El identificador') });

/** /api/admin/saved-searches and /api/admin/price-alerts (react-admin), guarded by saved-search:* permissions. */
export function savedSearchAdminRouter(admin: SavedSearchAdmin, guard: (permission: string) => RequestHandler): Router {
  const router = Router();
  router.get('/saved-searches', guard('saved-search:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: SAVED_SEARCH_SORT_FIELDS,
      filter: savedSearchListFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const { rows, total } = await admin.listSearches({ ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'saved-searches', rows, total, query.offset);
  });
  router.get('/saved-searches/:id', guard('saved-search:read'), async (req, res) => {
    const { id } = parseInput(idParams, req.params, 'Identificador inválido.');
    res.json(await admin.getSearch(id));
  });
  router.delete('/saved-searches/:id', guard('saved-search:delete'), async (req, res) => {
    const { id } = parseInput(idParams, req.params, 'Identificador inválido.');
    res.json(await admin.deleteSearch(id));
  });
  router.get('/price-alerts', guard('saved-search:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: ALERT_SORT_FIELDS,
      filter: alertListFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const { rows, total } = await admin.listAlerts({ ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'price-alerts', rows, total, query.offset);
  });
  router.get('/price-alerts/:id', guard('saved-search:read'), async (req, res) => {
    const { id } = parseInput(idParams, req.params, 'Identificador inválido.');
    res.json(await admin.getAlert(id));
  });
  return router;
}
