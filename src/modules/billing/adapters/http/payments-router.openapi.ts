import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { PaymentView } from '../../domain/back-office-views.js';
import { BILLING_TAG, file, idAnswer, one, XLSX, type Assignable } from './openapi-common.js';
import { PAYMENT_SORT_FIELDS, paymentBody, paymentFilter } from './payments-router.js';

const payment = z
  .object({
    id: z.number(),
    periodId: z.number(),
    policyId: z.number(),
    policyNumber: z.string(),
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    amountClp: z.number(),
    method: z.enum(['transfer', 'provider']),
    provider: z.string().nullable(),
    externalId: z.string().nullable(),
    paidAt: z.string(),
    receiptFileId: z.number().nullable(),
    note: z.string().nullable(),
    recordedBy: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PeriodPayment' });
// What StoreFile answers: the id to send as receiptFileId, the name and the size in bytes.
const storedFile = z.object({ id: z.number(), filename: z.string(), size: z.number() });

/** The routes of paymentsRouter (payments-router.ts). */
export const paymentsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/payments', BILLING_TAG)
    .get('/', {
      summary: 'Pagos registrados',
      permission: 'payment:read',
      list: true,
      query: adminListSchema(PAYMENT_SORT_FIELDS, paymentFilter),
      response: z.array(payment),
    })
    .get('/export', {
      summary: 'Exporta los pagos filtrados',
      permission: 'payment:export',
      query: adminListSchema(PAYMENT_SORT_FIELDS, paymentFilter),
      response: { contentType: XLSX, description: 'pagos.xlsx' },
    })
    .post('/receipts', {
      summary: 'Sube el comprobante de una transferencia (hasta 5 MB)',
      permission: 'payment:upload-file',
      form: z.object({ file: z.string().meta({ format: 'binary' }) }),
      response: { status: 201, schema: storedFile },
    })
    .get('/receipts/:fileId', {
      ...one('Descarga un comprobante', 'payment:read', z.never()),
      params: z.object({ fileId: z.coerce.number().int().positive() }),
      response: file('El comprobante, con su tipo'),
    })
    .get('/:id', one('Un pago', 'payment:read', payment))
    .post('/', {
      summary: 'Registra un pago por transferencia de un período',
      permission: 'payment:create',
      body: paymentBody,
      response: { status: 201, schema: payment.extend({ period: z.looseObject({ id: z.number() }) }) },
      errors: [404, 409],
    })
    .delete(
      '/:id',
      one('Borra un pago (el período vuelve a deber)', 'payment:delete', idAnswer, { errors: [404, 409] }),
    );
};

const typeChecks: [Assignable<PaymentView, z.infer<typeof payment>>] = [true];
void typeChecks;
