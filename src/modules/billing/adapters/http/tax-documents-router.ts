import { Router, type Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { idText } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { hasPermission } from '../../../identity/index.js';
import type { FilePurpose } from '../../domain/files.js';
import {
  actorId,
  billingRequests,
  idOf,
  ids,
  intLike,
  receive,
  sendFile,
  sniff,
  upload,
  type BillingHttpDeps,
  type Guard,
} from './billing-http.js';

export const TAX_DOCUMENT_SORT_FIELDS = ['id', 'folio', 'createdAt', 'status'] as const;
export const taxDocumentFilter = z.object({
  id: ids.optional(),
  organizationId: intLike.optional(),
  status: z.enum(['ACTIVE', 'CANCELLED']).optional(),
  q: z.string().max(100).optional(),
});
/** POST /tax-documents (multipart): these fields, with the files `pdf` and `xml`. */
export const taxDocumentBody = z.object({
  folio: z.string({ error: 'Ingresa el folio.' }).trim().min(1, 'Ingresa el folio.').max(50),
  kind: z.enum(['factura', 'boleta', 'nota-credito'], { error: 'Tipo de documento inválido.' }).default('factura'),
  // Multipart fields: ids as text.
  organizationId: idText('La empresa').optional(),
  periodId: idText('El período').optional(),
  comment: z.string().trim().max(2000).optional(),
});
export const taxDocumentStatusBody = z.object({
  status: z.enum(['ACTIVE', 'CANCELLED'], { error: 'Estado inválido (ACTIVE o CANCELLED).' }),
});

/** /api/admin/tax-documents: invoices and the like with their PDF and XML; the comment needs its own permission. */
export function taxDocumentsRouter(deps: BillingHttpDeps, guard: Guard) {
  const { scope, listRoute } = billingRequests(deps);
  const taxDocuments = Router();
  const withComment = (req: Request) => (doc: { comment: string | null }) =>
    hasPermission(req.user?.permissions ?? [], 'tax-document:read-comment') ? doc : { ...doc, comment: null };
  taxDocuments.get(
    '/',
    guard('tax-document:read'),
    listRoute(
      'tax-documents',
      {
        sortFields: TAX_DOCUMENT_SORT_FIELDS,
        filter: taxDocumentFilter,
        defaultSort: { field: 'id', order: 'DESC' },
      },
      (f) => ({ ids: f?.id, organizationId: f?.organizationId, status: f?.status, q: f?.q?.trim() || undefined }),
      (query) => deps.queries.taxDocuments(query),
      (doc, req) => withComment(req)(doc),
    ),
  );
  taxDocuments.get('/:id', guard('tax-document:read'), async (req, res) => {
    const doc = await deps.queries.taxDocument(idOf(req.params.id, 'El documento tributario'), scope(req));
    if (!doc) throw new AppError('NOT_FOUND', 'El documento tributario no existe.');
    res.json(withComment(req)(doc));
  });
  taxDocuments.get('/:id/files/:kind', guard('tax-document:read'), async (req, res) => {
    const doc = await deps.queries.taxDocument(idOf(req.params.id, 'El documento tributario'), scope(req));
    const fileId = req.params.kind === 'pdf' ? doc?.pdfFileId : req.params.kind === 'xml' ? doc?.xmlFileId : null;
    if (!doc || !fileId) throw new AppError('NOT_FOUND', 'El archivo no existe.');
    await sendFile(deps, req, res, fileId, ['tax-document-pdf', 'tax-document-xml']);
  });
  taxDocuments.post(
    '/',
    guard('tax-document:create'),
    receive(
      upload.fields([
        { name: 'pdf', maxCount: 1 },
        { name: 'xml', maxCount: 1 },
      ]),
    ),
    async (req, res) => {
      const body = parseInput(taxDocumentBody, req.body, 'Datos del documento inválidos.');
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      // The document comes with its files: creating it also needs tax-document:upload-file.
      if (!hasPermission(req.user?.permissions ?? [], 'tax-document:upload-file')) {
        throw new AppError('FORBIDDEN', 'No tienes permiso para subir archivos de documentos tributarios.', {
          permission: 'tax-document:upload-file',
        });
      }
      const s = scope(req);
      const organizationId = s.kind === 'organization' ? s.organizationId : (body.organizationId ?? null);
      const store = async (field: 'pdf' | 'xml', purpose: FilePurpose) => {
        const file = files[field]?.[0];
        if (!file) return null;
        const stored = await deps.storeFile.execute({
          purpose,
          filename: file.originalname.slice(0, 200),
          contentType: await sniff(file.buffer),
          data: file.buffer,
          organizationId,
          uploadedBy: actorId(req),
        });
        return stored.id;
      };
      const pdfFileId = await store('pdf', 'tax-document-pdf');
      const xmlFileId = await store('xml', 'tax-document-xml');
      const id = await deps.taxDocuments.create(
        {
          organizationId,
          periodId: body.periodId ?? null,
          folio: body.folio,
          kind: body.kind,
          pdfFileId,
          xmlFileId,
          comment: body.comment || null,
          createdBy: actorId(req),
        },
        s,
      );
      res.status(201).json(withComment(req)((await deps.queries.taxDocument(id, s))!));
    },
  );
  taxDocuments.put('/:id/status', guard('tax-document:update-status'), async (req, res) => {
    const id = idOf(req.params.id, 'El documento tributario');
    const body = parseInput(taxDocumentStatusBody, req.body);
    await deps.taxDocuments.setStatus(id, body.status, scope(req));
    res.json(withComment(req)((await deps.queries.taxDocument(id, scope(req)))!));
  });
  taxDocuments.delete('/:id', guard('tax-document:delete'), async (req, res) => {
    const id = idOf(req.params.id, 'El documento tributario');
    await deps.taxDocuments.remove(id, scope(req));
    res.json({ id });
  });
  return taxDocuments;
}
