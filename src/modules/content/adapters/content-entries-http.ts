import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ContentEntries } from '../application/content-entries.js';
import { ENTRY_SORT_FIELDS } from '../application/ports.js';
import {
  ENTRY_RESOURCES,
  entryFilterOf,
  publicEntryList,
  type ContentEntry,
  type EntryResource,
} from '../domain/content-entries.js';
import { ENTRY_SCHEMAS } from './content-entry-schemas.js';
import { intLike } from './pages-http.js';

/** The back-office's record: the fields flat beside the id (react-admin edits them as inputs). */
export const adminEntry = (entry: ContentEntry) => ({
  id: entry.id,
  ...entry.fields,
  createdAt: entry.createdAt,
  updatedAt: entry.updatedAt,
});

export const entryListFilter = z.object({
  id: z
    .union([intLike, z.array(intLike).max(1000)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  q: z.string().trim().max(200).optional(),
});

/** The fields of a body: the record's own keys (id and dates) are not fields. */
const fieldsOf = (body: unknown): Record<string, unknown> => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = body as Record<string, unknown>;
  return fields;
};

/**
 * GET /api/country-landings, /api/organization-subscriptions, /api/product-subscriptions and
 * /api/success-reviews (spec 03 §7 "Content service"): the content service's answer, cached a minute.
 */
export function contentEntriesRouter(entries: ContentEntries): Router {
  const router = Router();
  for (const resource of ENTRY_RESOURCES) {
    router.get(`/${resource}`, async (req, res) => {
      const filter = entryFilterOf(resource, req.query as Record<string, unknown>);
      // The public sees active rows only, whatever it asks (a draft is seen in /preview, by staff).
      filter[resource === 'country-landings' ? 'activo' : 'active'] = true;
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.json(publicEntryList(await entries.search(resource, filter)));
    });
  }
  return router;
}

/** /api/admin/{resource} for the four resources (react-admin simple-rest), guarded by content:* permissions. */
export function contentEntriesAdminRouter(
  entries: ContentEntries,
  guard: (permission: string) => RequestHandler,
): Router {
  const router = Router();
  for (const resource of ENTRY_RESOURCES) {
    const schema = ENTRY_SCHEMAS[resource as EntryResource];
    const check = (fields: unknown) =>
      parseInput(schema, fields, 'Revisa los campos marcados.') as Record<string, unknown>;
    router.get(`/${resource}`, guard('content:read'), async (req, res) => {
      const query = parseAdminList(req.query, {
        sortFields: ENTRY_SORT_FIELDS,
        filter: entryListFilter,
        defaultSort: { field: 'updatedAt', order: 'DESC' },
      });
      const { rows, total } = await entries.list(resource, { ...query, filter: query.filter ?? {} });
      sendAdminList(res, resource, rows.map(adminEntry), total, query.offset);
    });
    router.get(`/${resource}/:id`, guard('content:read'), async (req, res) => {
      const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
      res.setHeader('Cache-Control', 'no-store');
      res.json(adminEntry(await entries.get(resource, id)));
    });
    router.post(`/${resource}`, guard('content:create'), async (req, res) => {
      res.status(201).json(adminEntry(await entries.create(resource, check(fieldsOf(req.body)))));
    });
    router.put(`/${resource}/:id`, guard('content:update'), async (req, res) => {
      const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
      const current = await entries.get(resource, id);
      // A partial body changes only what it names; the merged row is checked whole.
      const fields = check({ ...current.fields, ...fieldsOf(req.body) });
      res.json(adminEntry(await entries.update(resource, id, fields)));
    });
    router.delete(`/${resource}/:id`, guard('content:delete'), async (req, res) => {
      const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
      const current = await entries.get(resource, id);
      await entries.delete(resource, id);
      res.json(adminEntry(current));
    });
  }
  return router;
}
