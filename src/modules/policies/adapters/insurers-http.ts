import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import { hasPermission } from '../../identity/index.js';
import type { InsurerSettingsView, ManageInsurerSettings } from '../application/manage-insurer-settings.js';
import type { FileStorage, InsurerDirectory, InsurerDocumentRepository } from '../application/ports.js';
import type { Actor } from '../domain/actor.js';
import type { InsurerDocument } from '../domain/insurer.js';
import type { UploadInsurerDocument } from '../application/upload-insurer-document.js';
import { notFound } from '../domain/errors.js';
import { DOCUMENT_STATUS_LABELS, ORGANIZATION_STATUSES } from '../domain/statuses.js';
import { idText, integer, positiveId } from '../../../platform/http/input-schemas.js';
import { idOf, intLike, optionalText, singleFile, uploadedName } from './http-input.js';

export interface InsurersHttpDeps {
  actorOf(req: Request): Promise<Actor>;
  directory: InsurerDirectory;
  insurerSettings: ManageInsurerSettings;
  insurerDocuments: InsurerDocumentRepository;
  uploadInsurerDocument: UploadInsurerDocument;
  storage: FileStorage;
}

const idsFilter = z.union([intLike, z.array(intLike).max(500)]).optional();
const forbidden = (permission: string) =>
  new AppError('FORBIDDEN', 'No tienes permiso para realizar esta acción.', { permission });

/** Contacts are shown only to whoever holds insurer:read-contact (spec 03 §6). */
const settingsDto = (req: Request, view: InsurerSettingsView) => ({
  id: view.insurerId,
  ...view,
  contacts: hasPermission(req.user!.permissions, 'insurer:read-contact') ? view.contacts : [],
});

const documentDto = ({ storageKey: _key, ...doc }: InsurerDocument) => ({
  ...doc,
  statusLabel: DOCUMENT_STATUS_LABELS[doc.status],
});

export const INSURER_SORT_FIELDS = ['name'] as const;
export const insurerFilter = z.object({ q: z.string().max(100).optional(), id: idsFilter });
export const insurerProductFilter = z.object({
  q: z.string().max(100).optional(),
  insurerId: intLike.optional(),
  id: idsFilter,
});
export const INSURER_CONTACT_SORT_FIELDS = ['id', 'name'] as const;
export const insurerContactFilter = z.object({ insurerId: intLike });
export const INSURER_DOCUMENT_SORT_FIELDS = ['id', 'fileName', 'createdAt'] as const;
export const insurerDocumentFilter = z.object({
  insurerId: intLike.optional(),
  status: z.enum(ORGANIZATION_STATUSES).optional(),
});
// Multipart fields: the insurer id as text.
export const insurerDocumentUploadBody = z.object({
  insurerId: z.union([positiveId('La aseguradora'), idText('La aseguradora')]),
  description: optionalText(300),
});
export const insurerDocumentStatusBody = z.object({ status: z.enum(ORGANIZATION_STATUSES) });

export const INSURER_SETTINGS_SORT_FIELDS = ['insurerName', 'id'] as const;
export const insurerSettingsFilter = z.object({ q: z.string().max(100).optional(), id: idsFilter });
/** PUT /insurer-settings/:insurerId: each field guarded by its own permission (see the route). */
export const insurerSettingsBody = z.object({
  cuttingDay: integer('El día de corte').optional(),
  retroactiveDays: integer('Los días de retroactividad').optional(),
  requestDays: integer('Los días de anticipación').optional(),
});

export const contactBody = z.object({
  name: z.string().trim().min(2, 'Indica el nombre del contacto.').max(120),
  email: z
    .preprocess((v) => (v === '' ? null : v), z.email('Correo inválido.').nullable().optional())
    .transform((v) => v ?? null),
  phone: optionalText(30).transform((v) => v ?? null),
  position: optionalText(120).transform((v) => v ?? null),
});
/** POST /insurer-contacts: the contact with its insurer (react-admin's create). */
export const insurerContactCreateBody = contactBody.extend({ insurerId: positiveId('La aseguradora') });

/**
 * The insurers side of the policies back-office (spec 03 §3, §4, §6): the catalogue's insurers and products a
 * policy points at, each insurer's settings (cutting day, retroactive days, request days, next-operation
 * date), its contacts and its documents; every route behind its insurer:* permission string.
 */
export function insurersAdminRouter(deps: InsurersHttpDeps, guard: (permission: string) => RequestHandler): Router {
  const router = Router();

  // ---- the catalogue's insurers and products, for the policy form (names only) ----
  router.get('/insurers', guard('policy:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: INSURER_SORT_FIELDS,
      filter: insurerFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const ids = query.filter?.id === undefined ? undefined : [query.filter.id].flat();
    const page = await deps.directory.insurers({
      q: query.filter?.q?.trim() || undefined,
      ids,
      offset: query.offset,
      limit: query.limit,
    });
    sendAdminList(res, 'insurers', page.rows, page.total, query.offset);
  });
  router.get('/insurers/:id', guard('policy:read'), async (req, res) => {
    const insurer = await deps.directory.insurer(idOf(req.params.id, 'La aseguradora'));
    if (!insurer) throw notFound('La aseguradora');
    res.json(insurer);
  });
  router.get('/insurer-products', guard('policy:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: INSURER_SORT_FIELDS,
      filter: insurerProductFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const page = await deps.directory.products({
      insurerId: query.filter?.insurerId,
      q: query.filter?.q?.trim() || undefined,
      ids: query.filter?.id === undefined ? undefined : [query.filter.id].flat(),
      offset: query.offset,
      limit: query.limit,
    });
    sendAdminList(res, 'insurer-products', page.rows, page.total, query.offset);
  });
  router.get('/insurer-products/:id', guard('policy:read'), async (req, res) => {
    const product = await deps.directory.product(idOf(req.params.id, 'El producto'));
    if (!product) throw notFound('El producto');
    res.json(product);
  });

  // ---- insurer settings ----
  router.get('/insurer-settings', guard('insurer:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: INSURER_SETTINGS_SORT_FIELDS,
      filter: insurerSettingsFilter,
      defaultSort: { field: 'insurerName', order: 'ASC' },
    });
    const page = await deps.insurerSettings.list({
      q: query.filter?.q?.trim() || undefined,
      ids: query.filter?.id === undefined ? undefined : [query.filter.id].flat(),
      offset: query.offset,
      limit: query.limit,
    });
    sendAdminList(
      res,
      'insurer-settings',
      page.rows.map((view) => settingsDto(req, view)),
      page.total,
      query.offset,
    );
  });
  router.get('/insurer-settings/:insurerId', guard('insurer:read'), async (req, res) => {
    res.json(settingsDto(req, await deps.insurerSettings.get(idOf(req.params.insurerId, 'La aseguradora'))));
  });
  router.put('/insurer-settings/:insurerId', guard('insurer:read'), async (req, res) => {
    const insurerId = idOf(req.params.insurerId, 'La aseguradora');
    const body = parseInput(insurerSettingsBody, req.body);
    // react-admin sends the whole record: a field counts as a change only when it differs from the stored one.
    const current = await deps.insurerSettings.get(insurerId);
    const permissions = req.user!.permissions;
    for (const [field, permission] of [
      ['cuttingDay', 'insurer:update-cutting-day'],
      ['retroactiveDays', 'insurer:update-retroactive-days'],
      // The request days are part of the insurer's calendar, with the cutting day.
      ['requestDays', 'insurer:update-cutting-day'],
    ] as const) {
      if (body[field] === undefined || body[field] === current[field]) {
        delete body[field];
        continue;
      }
      if (!hasPermission(permissions, permission)) throw forbidden(permission);
    }
    res.json(settingsDto(req, await deps.insurerSettings.update(insurerId, body)));
  });

  // ---- insurer contacts (a react-admin resource of their own, filtered by insurer) ----
  router.get('/insurer-contacts', guard('insurer:read-contact'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: INSURER_CONTACT_SORT_FIELDS,
      filter: insurerContactFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const all = await deps.insurerSettings.contacts(query.filter?.insurerId);
    const sorted = [...all].sort((x, y) => {
      const order = query.sort.field === 'id' ? x.id - y.id : x.name.localeCompare(y.name, 'es');
      return query.sort.order === 'ASC' ? order : -order;
    });
    sendAdminList(
      res,
      'insurer-contacts',
      sorted.slice(query.offset, query.offset + query.limit),
      sorted.length,
      query.offset,
    );
  });
  router.get('/insurer-contacts/:id', guard('insurer:read-contact'), async (req, res) => {
    res.json(await deps.insurerSettings.contact(idOf(req.params.id, 'El contacto')));
  });
  router.post('/insurer-contacts', guard('insurer:create-contact'), async (req, res) => {
    const body = parseInput(insurerContactCreateBody, req.body);
    res.status(201).json(await deps.insurerSettings.addContact(body));
  });
  // The first contract of this module (kept): the insurer in the path.
  router.post('/insurer-settings/:insurerId/contacts', guard('insurer:create-contact'), async (req, res) => {
    const insurerId = idOf(req.params.insurerId, 'La aseguradora');
    res.status(201).json(await deps.insurerSettings.addContact({ insurerId, ...parseInput(contactBody, req.body) }));
  });
  router.put('/insurer-contacts/:id', guard('insurer:update-contact'), async (req, res) => {
    const id = idOf(req.params.id, 'El contacto');
    const { insurerId: _insurer, id: _id, ...body } = (req.body ?? {}) as Record<string, unknown>;
    res.json(await deps.insurerSettings.updateContact(id, parseInput(contactBody.partial(), body)));
  });
  router.delete('/insurer-contacts/:id', guard('insurer:delete-contact'), async (req, res) => {
    const id = idOf(req.params.id, 'El contacto');
    const contact = await deps.insurerSettings.contact(id);
    await deps.insurerSettings.deleteContact(id);
    res.json(contact);
  });

  // ---- insurer documents ----
  router.get('/insurer-documents', guard('insurer:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: INSURER_DOCUMENT_SORT_FIELDS,
      filter: insurerDocumentFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const page = await deps.insurerDocuments.list({ ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'insurer-documents', page.rows.map(documentDto), page.total, query.offset);
  });
  router.get('/insurer-documents/:id', guard('insurer:read'), async (req, res) => {
    const doc = await deps.insurerDocuments.get(idOf(req.params.id, 'El documento'));
    if (!doc) throw notFound('El documento');
    res.json(documentDto(doc));
  });
  router.get('/insurer-documents/:id/file', guard('insurer:read'), async (req, res) => {
    const doc = await deps.insurerDocuments.get(idOf(req.params.id, 'El documento'));
    if (!doc) throw notFound('El documento');
    res.setHeader('Content-Type', doc.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(doc.fileName)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(await deps.storage.get(doc.storageKey));
  });
  // Uploading a document is the documents permission of spec 03 §6 (policy:upload-file); the spec lists no
  // insurer-specific one.
  router.post('/insurer-documents', guard('policy:upload-file'), singleFile, async (req, res) => {
    const body = parseInput(insurerDocumentUploadBody, req.body ?? {});
    if (!req.file)
      throw new AppError('BAD_REQUEST', 'Adjunta el archivo en el campo "file".', {
        errors: { file: 'Adjunta un archivo.' },
      });
    const doc = await deps.uploadInsurerDocument.execute(await deps.actorOf(req), body.insurerId, {
      name: uploadedName(req.file),
      content: req.file.buffer,
      description: body.description ?? null,
    });
    res.status(201).json(documentDto(doc));
  });
  router.put('/insurer-documents/:id', guard('policy:upload-file'), async (req, res) => {
    const id = idOf(req.params.id, 'El documento');
    const { status } = parseInput(insurerDocumentStatusBody, req.body);
    if (!(await deps.insurerDocuments.setStatus(id, status))) throw notFound('El documento');
    res.json(documentDto((await deps.insurerDocuments.get(id))!));
  });

  return router;
}
