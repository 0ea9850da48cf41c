import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc, type RouteDoc } from '../../../platform/http/openapi.js';
import type {
  BillingDashboard,
  PaymentView,
  PeriodView,
  PreinvoiceView,
  TaxDocumentView,
  UnsentNotificationView,
} from '../application/ports.js';
import { SCHEDULE_IDS } from '../application/schedules.js';
import { PAYMENT_STATUSES, PERIOD_STATES } from '../domain/payment-status.js';
import {
  PAYMENT_SORT_FIELDS,
  paymentBody,
  paymentFilter,
  PERIOD_SORT_FIELDS,
  periodFilter,
  PREINVOICE_SORT_FIELDS,
  preinvoiceFilter,
  preinvoiceUpdateBody,
  TAX_DOCUMENT_SORT_FIELDS,
  taxDocumentBody,
  taxDocumentFilter,
  taxDocumentStatusBody,
  UNSENT_SORT_FIELDS,
  unsentFilter,
  unsentStatusBody,
} from './admin-http.js';

/* The lists' filters and sort fields and the bodies are the routes' own (exported by admin-http.ts). */

// ---- answers ----
const currency = z.enum(['CLP', 'UF', 'USD', 'PEN']);
const period = z
  .object({
    id: z.number(),
    policyId: z.number(),
    policyNumber: z.string(),
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    seq: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    billingDate: z.string(),
    dueDate: z.string(),
    amount: z.string(),
    currency,
    ufValue: z.string().nullable(),
    ufDate: z.string().nullable(),
    amountClp: z.number().nullable(),
    insuredCount: z.number(),
    prorated: z.boolean(),
    paidClp: z.number(),
    balanceClp: z.number().nullable(),
    status: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentStatusLabel: z.string(),
    state: z.enum(PERIOD_STATES),
    stateLabel: z.string(),
  })
  .meta({ id: 'PaymentPeriod' });
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
const preinvoiceLine = z.object({
  periodId: z.number(),
  policyId: z.number(),
  policyNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.string(),
  currency,
  ufValue: z.string().nullable(),
  amountClp: z.number().nullable(),
  insuredCount: z.number(),
  prorated: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
});
// One preinvoice per company and billing month, with a line per policy period (issue 12).
const preinvoice = z
  .object({
    id: z.number(),
    organizationId: z.number(),
    organizationName: z.string().nullable(),
    month: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    lines: z.array(preinvoiceLine),
    policies: z.number(),
    amountClp: z.number().nullable(),
    insuredCount: z.number(),
    byCurrency: z.array(z.object({ currency, amount: z.string() })),
    status: z.enum(['ISSUED', 'UPDATE_REQUESTED']),
    updateReason: z.string().nullable(),
    requestedAt: z.string().nullable(),
  })
  .meta({ id: 'Preinvoice' });
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
const unsent = z
  .object({
    id: z.number(),
    reminderId: z.number().nullable(),
    periodId: z.number().nullable(),
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    channel: z.string(),
    toAddress: z.string().nullable(),
    subject: z.string(),
    reason: z.string(),
    status: z.enum(['PENDING', 'RETRY_REQUESTED', 'SENT', 'DISCARDED']),
    attempts: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UnsentNotification' });
const dashboard = z.object({
  collectedVsDue: z.array(z.object({ month: z.string(), dueClp: z.number(), collectedClp: z.number() })),
  arrearsByAge: z.array(
    z.object({ bucket: z.string(), label: z.string(), periods: z.number(), balanceClp: z.number() }),
  ),
  topLateOrganizations: z.array(
    z.object({
      organizationId: z.number().nullable(),
      organizationName: z.string(),
      periods: z.number(),
      balanceClp: z.number(),
    }),
  ),
  totals: z.object({
    overduePeriods: z.number(),
    overdueClp: z.number(),
    pendingPeriods: z.number(),
    paidPeriods: z.number(),
  }),
});
const job = z
  .object({
    id: z.enum(SCHEDULE_IDS),
    label: z.string(),
    pattern: z.string().nullable(),
    timeZone: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    lastRun: z
      .object({
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
        status: z.string(),
        counts: z.record(z.string(), z.unknown()),
        error: z.string().nullable(),
        trigger: z.string(),
      })
      .nullable(),
    runs: z.number(),
    failures: z.number(),
  })
  .meta({ id: 'BillingJob' });
// What StoreFile answers: the id to send as receiptFileId, the name and the size in bytes.
const storedFile = z.object({ id: z.number(), filename: z.string(), size: z.number() });
const idAnswer = z.object({ id: z.number() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (description: string) => ({ contentType: 'application/octet-stream', description });

/** The routes of billingAdminRoutes (admin-http.ts): payment periods, payments, tax documents, jobs. */
export const billingApiDoc: ApiDoc = (api) => {
  const one = (summary: string, permission: string, response: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({
    summary,
    permission,
    params: numericIdParams,
    response,
    errors: [404],
    ...more,
  });
  api
    .router('/api/admin/payment-periods', 'Back-office: cobranza')
    .get('/', {
      summary: 'Períodos de pago (estado de pago y mora al día chileno)',
      permission: 'payment-period:read',
      list: true,
      query: adminListSchema(PERIOD_SORT_FIELDS, periodFilter),
      response: z.array(period),
    })
    .get('/export', {
      summary: 'Exporta los períodos filtrados',
      permission: 'payment:export',
      query: adminListSchema(PERIOD_SORT_FIELDS, periodFilter),
      response: { contentType: XLSX, description: 'periodos-de-pago.xlsx' },
    })
    .get('/:id', one('Un período de pago', 'payment-period:read', period));
  api
    .router('/api/admin/payments', 'Back-office: cobranza')
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
  api
    .router('/api/admin/preinvoices', 'Back-office: cobranza')
    .get('/', {
      summary: 'Prefacturas',
      permission: 'preinvoice:read',
      list: true,
      query: adminListSchema(PREINVOICE_SORT_FIELDS, preinvoiceFilter),
      response: z.array(preinvoice),
    })
    .get('/:id', one('Una prefactura', 'preinvoice:read', preinvoice))
    .post(
      '/:id/request-update',
      one('Pide actualizar una prefactura (con el motivo)', 'preinvoice:request-update', preinvoice, {
        body: preinvoiceUpdateBody,
        errors: [404, 409],
      }),
    );
  api
    .router('/api/admin/tax-documents', 'Back-office: cobranza')
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
  api
    .router('/api/admin/unsent-notifications', 'Back-office: cobranza')
    .get('/', {
      summary: 'Avisos de cobranza que no se pudieron enviar',
      permission: 'unsent-notification:read',
      list: true,
      query: adminListSchema(UNSENT_SORT_FIELDS, unsentFilter),
      response: z.array(unsent),
    })
    .get('/:id', one('Un aviso no enviado', 'unsent-notification:read', unsent))
    .put(
      '/:id/status',
      one('Reintenta o descarta un aviso', 'unsent-notification:update-status', unsent, {
        body: unsentStatusBody,
        errors: [404, 409],
      }),
    );
  api.router('/api/admin/billing-dashboard', 'Back-office: cobranza').get('/', {
    summary: 'Tablero de cobranza: recaudado vs. adeudado, mora por antigüedad',
    permission: 'payment-period:read',
    response: dashboard,
  });
  const jobParams = z.object({ id: z.enum(SCHEDULE_IDS) });
  api
    .router('/api/admin/billing-jobs', 'Back-office: cobranza')
    .get('/', {
      summary: 'Trabajos programados de cobranza',
      permission: 'job:read',
      list: true,
      response: z.array(job),
    })
    .get('/:id', {
      summary: 'Un trabajo programado',
      permission: 'job:read',
      params: jobParams,
      response: job,
      errors: [404],
    })
    .post('/:id/run', {
      summary: 'Ejecuta ahora un trabajo programado',
      permission: 'job:run',
      params: jobParams,
      response: { status: 202, schema: z.object({ jobId: z.string() }) },
      errors: [404],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<
    Omit<PeriodView, 'paymentStatusLabel' | 'stateLabel'>,
    Omit<z.infer<typeof period>, 'paymentStatusLabel' | 'stateLabel'>
  >,
  Assignable<PaymentView, z.infer<typeof payment>>,
  Assignable<PreinvoiceView, z.infer<typeof preinvoice>>,
  Assignable<TaxDocumentView, z.infer<typeof taxDocument>>,
  Assignable<UnsentNotificationView, z.infer<typeof unsent>>,
  Assignable<BillingDashboard, z.infer<typeof dashboard>>,
] = [true, true, true, true, true, true];
void typeChecks;
