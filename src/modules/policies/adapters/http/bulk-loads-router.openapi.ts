import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import { BULK_LOAD_KINDS } from '../../domain/bulk-load-columns.js';
import { BULK_LOAD_STATUSES } from '../../domain/bulk-load-status.js';
import { BULK_LOAD_SORT_FIELDS, bulkLoadBody, bulkLoadFilter } from './bulk-loads-router.js';
import { one, POLICIES_TAG, upload, XLSX } from './openapi-common.js';

const bulkLoad = z
  .looseObject({
    id: z.number(),
    kind: z.enum(BULK_LOAD_KINDS),
    kindLabel: z.string(),
    status: z.enum(BULK_LOAD_STATUSES),
    statusLabel: z.string(),
    total: z.number(),
    processed: z.number(),
    succeeded: z.number(),
    failed: z.number(),
    percent: z.number(),
    policyId: z.number(),
    policyNumber: z.string(),
    clientOrganizationId: z.number(),
    clientOrganizationName: z.string(),
    fileName: z.string(),
    errorMessage: z.string().nullable(),
    cancelRequested: z.boolean(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'BulkLoad' });

/** The routes of bulkLoadsRouter (bulk-loads-router.ts). */
export const bulkLoadsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', POLICIES_TAG)
    .get('/bulk-loads', {
      summary: 'Cargas masivas de altas y bajas',
      permission: 'employee:bulk-load-read',
      list: true,
      query: adminListSchema(BULK_LOAD_SORT_FIELDS, bulkLoadFilter),
      response: z.array(bulkLoad),
    })
    .get('/bulk-loads/templates/:kind', {
      summary: 'Plantilla Excel de una carga (activation o cancellation)',
      permission: 'employee:bulk-load-read',
      params: z.object({ kind: z.string().meta({ description: 'activation o cancellation (.xlsx opcional)' }) }),
      response: { contentType: XLSX, description: 'plantilla-altas.xlsx o plantilla-bajas.xlsx' },
      errors: [404],
    })
    .post('/bulk-loads', {
      summary: 'Sube una carga masiva (se procesa en segundo plano)',
      description: 'Además pide employee:bulk-activation o employee:bulk-cancellation según el tipo.',
      permission: 'employee:bulk-load-process',
      form: upload(bulkLoadBody.shape),
      response: {
        status: 202,
        schema: dataOf(
          z.object({ id: z.number(), duplicate: z.boolean().meta({ description: 'El mismo archivo ya se cargó' }) }),
        ),
      },
      errors: [404, 409, 413],
    })
    .get('/bulk-loads/:id', one('Una carga y su avance', 'employee:bulk-load-read', dataOf(bulkLoad)))
    .get(
      '/bulk-loads/:id/errors.xlsx',
      one('Errores de la carga por fila', 'employee:bulk-load-read', z.never(), {
        response: { contentType: XLSX, description: 'errores-carga-{id}.xlsx' },
      }),
    )
    .post(
      '/bulk-loads/:id/cancel',
      one('Cancela una carga en curso', 'employee:bulk-load-process', dataOf(bulkLoad), { errors: [404, 409] }),
    );
};
