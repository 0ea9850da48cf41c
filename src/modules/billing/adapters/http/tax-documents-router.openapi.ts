import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc } from '../../../../platform/http/openapi.js';
import type { TaxDocumentView } from '../../domain/back-office-views.js';
import { BILLING_TAG, file, idAnswer, one, type Assignable } from './openapi-common.js';
import {
  TAX_DOCUMENT_SORT_FIELDS,
  taxDocumentBody,
  taxDocumentFilter,
  taxDocumentStatusBody,
} from './tax-documents-router.js';

const taxDocument = z
  .object({
    id: z.number(),
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    periodId: z.number().nullable(),
    folio: z.string(),
    kind: z.string(),
    status: z.enum(['ACTIVE', 'CANCELLED']),
    pdfFileId: z.number().nullable(),
    xmlFileId: z.number().nullable(),
    comment: z.string().nullable().meta({ description: 'null sin tax-document:read-comment' }),
    createdAt: z.string(),
  })
  .meta({ id: 'TaxDocument' });

/** The routes of taxDocumentsRouter (tax-documents-router.ts). */
export const taxDocumentsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/tax-documents', BILLING_TAG)
    .get('/', {
      summary: 'Documentos tributarios',
      permission: 'tax-document:read',
      list: true,
      query: adminListSchema(TAX_DOCUMENT_SORT_FIELDS, taxDocumentFilter),
      response: z.array(taxDocument),
    })
    .get('/:id', one('Un documento tributario', 'tax-document:read', taxDocument))
    .get('/:id/files/:kind', {
      ...one('Descarga el PDF o el XML de un documento', 'tax-document:read', z.never()),
      params: numericIdParams.extend({ kind: z.enum(['pdf', 'xml']) }),
      response: file('application/pdf o application/xml'),
    })
    .post('/', {
      summary: 'Crea un documento tributario con su PDF y XML',
      description: 'Además pide tax-document:upload-file.',
      permission: 'tax-document:create',
      form: taxDocumentBody.extend({
        pdf: z.string().meta({ format: 'binary' }).optional(),
        xml: z.string().meta({ format: 'binary' }).optional(),
      }),
      response: { status: 201, schema: taxDocument },
      errors: [409],
    })
    .put(
      '/:id/status',
      one('Anula o reactiva un documento', 'tax-document:update-status', taxDocument, {
        body: taxDocumentStatusBody,
      }),
    )
    .delete('/:id', one('Borra un documento tributario', 'tax-document:delete', idAnswer));
};

const typeChecks: [Assignable<TaxDocumentView, z.infer<typeof taxDocument>>] = [true];
void typeChecks;
