import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { SALE_STATUSES } from '../domain/statuses.js';
import { filterSchema, SALES_PERMISSIONS, SORT_FIELDS } from './admin-http.js';
import { paymentSchema, saleStepWithFormSchema } from './http.openapi.js';

const saleRow = z
  .object({
    id: z.string(),
    status: z.enum(SALE_STATUSES),
    productCode: z.string(),
    productName: z.string().nullable(),
    amount: z.string(),
    currency: z.string(),
    buyerName: z.string().nullable(),
    buyerEmail: z.string().nullable(),
    provider: z.string().nullable(),
    paymentStatus: z.string().nullable(),
    leadId: z.number().nullable(),
    /** The edition the sale was opened on (issue 27). */
    countryCode: z.enum(['CL', 'PE', 'CO', 'INT']),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminSale' });

const params = z.object({ id: z.string() });
const staffOnly = 'Sin el permiso de personal lead:read la lista viene vacía (empresas clientes).';

/** The routes of salesAdminRouter (admin-http.ts): the Ventas resource. */
export const salesAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/sales', 'Back-office: ventas')
    .get('/', {
      summary: 'Ventas en línea',
      description: staffOnly,
      permission: SALES_PERMISSIONS.read,
      list: true,
      query: adminListSchema(SORT_FIELDS, filterSchema),
      response: z.array(saleRow),
    })
    .get('/export.csv', {
      summary: 'Exporta las ventas filtradas (CSV con ;)',
      permission: SALES_PERMISSIONS.export,
      query: adminListSchema(SORT_FIELDS, filterSchema),
      response: { contentType: 'text/csv', description: 'ventas.csv' },
    })
    .get('/:id', {
      summary: 'Una venta con sus pasos y pagos (eventos de cada pago incluidos)',
      permission: SALES_PERMISSIONS.read,
      params,
      response: saleRow.omit({ provider: true, paymentStatus: true }).extend({
        periodicityMonths: z.number(),
        steps: z.array(saleStepWithFormSchema.extend({ subStatus: z.number() })),
        payments: z.array(
          paymentSchema.extend({
            providerReference: z.string().nullable(),
            idempotencyKey: z.string(),
            adviceKind: z.string().nullable(),
            events: z.array(
              z.object({
                source: z.string(),
                status: z.string(),
                applied: z.boolean(),
                data: z.record(z.string(), z.unknown()).nullable(),
                at: z.string(),
              }),
            ),
          }),
        ),
      }),
      errors: [404],
    })
    .post('/:id/payments/:paymentId/refund', {
      summary: 'Pide la devolución de un pago al proveedor',
      permission: SALES_PERMISSIONS.refund,
      params: params.extend({ paymentId: z.string() }),
      response: dataOf(paymentSchema),
      errors: [404, 409, 502],
    });
};
