import { Router, type Request, type RequestHandler, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { idText, isoDate, pathId, positiveId, requiredText } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { Clock } from '../../../platform/tokens.js';
import { hasPermission } from '../../identity/index.js';
import { chileanToday } from '../../pricing/index.js';
import type { DeletePayment } from '../application/delete-payment.js';
import type { ManageTaxDocuments } from '../application/manage-tax-documents.js';
import type { BillingQueries, FilePurpose, ListQuery, Page, PaymentView, PeriodView } from '../application/ports.js';
import type { ReadFile } from '../application/read-file.js';
import type { RecordPayment } from '../application/record-payment.js';
import type { RequestPreinvoiceUpdate } from '../application/request-preinvoice-update.js';
import { SCHEDULE_IDS } from '../application/schedules.js';
import type { StoreFile } from '../application/store-file.js';
import { MAX_UPLOAD_BYTES } from '../application/store-file.js';
import type { UpdateUnsentNotification } from '../application/update-unsent-notification.js';
import { isIsoDate } from '../domain/dates.js';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PERIOD_STATE_LABELS,
  PERIOD_STATES,
} from '../domain/payment-status.js';
import { scopeOf, type UserOrganization } from './request-scope.js';
import type { BillingSchedules } from './schedules.js';
import { sendXlsx } from './xlsx.js';

export interface BillingHttpDeps {
  queries: BillingQueries;
  recordPayment: RecordPayment;
  deletePayment: DeletePayment;
  storeFile: StoreFile;
  readFile: ReadFile;
  requestPreinvoiceUpdate: RequestPreinvoiceUpdate;
  taxDocuments: ManageTaxDocuments;
  unsent: UpdateUnsentNotification;
  schedules: BillingSchedules;
  organizationOf: UserOrganization;
  clock: Clock;
}

const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const ids = z.union([intLike, z.array(intLike).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));
const day = z.string().refine(isIsoDate, 'Fecha inválida (AAAA-MM-DD).');
const EXPORT_LIMIT = 20_000;

const idOf = (raw: unknown, what: string) => {
  const id = pathId(raw);
  if (id === undefined) throw new AppError('NOT_FOUND', `${what} no existe.`);
  return id;
};

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } });

/** multer errors (too large, unexpected field) as a Spanish 400 instead of a 500. */
const receive =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      const message =
        (error as { code?: string }).code === 'LIMIT_FILE_SIZE'
          ? 'El archivo supera los 5 MB.'
          : 'No se pudo leer el archivo enviado.';
      next(new AppError('BAD_REQUEST', message, { errors: { file: message } }));
    });

/** The content type from the bytes (file-type); XML has no magic number, so it is recognised by its start. */
export async function sniff(data: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return detected.mime;
  const head = data
    .subarray(0, 200)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') || /^<[A-Za-z]/.test(head) ? 'application/xml' : 'application/octet-stream';
}

export const periodFilter = z.object({
  id: ids.optional(),
  state: z.enum(PERIOD_STATES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  organizationId: intLike.optional(),
  policyId: intLike.optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().max(200).optional(),
});

export const PERIOD_SORT_FIELDS = [
  'id',
  'dueDate',
  'startDate',
  'amountClp',
  'status',
  'organizationName',
  'policyNumber',
] as const;

export const PAYMENT_SORT_FIELDS = ['id', 'paidAt', 'amountClp'] as const;
export const paymentFilter = z.object({
  id: ids.optional(),
  periodId: intLike.optional(),
  organizationId: intLike.optional(),
  method: z.enum(['transfer', 'provider']).optional(),
  from: day.optional(),
  to: day.optional(),
});
/** POST /payments: a transfer recorded by staff, with its receipt uploaded first (POST /payments/receipts). */
export const paymentBody = z.object({
  periodId: positiveId('El período'),
  amountClp: z.number({ error: 'Ingresa el monto en pesos.' }),
  paidAt: isoDate('La fecha de pago').optional(),
  receiptFileId: positiveId('El comprobante'),
  note: z.string().trim().max(500).optional().nullable(),
});

export const PREINVOICE_SORT_FIELDS = ['id', 'month', 'status'] as const;
export const preinvoiceFilter = z.object({
  id: ids.optional(),
  organizationId: intLike.optional(),
  status: z.enum(['ISSUED', 'UPDATE_REQUESTED']).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes inválido (AAAA-MM).')
    .optional(),
});
export const preinvoiceUpdateBody = z.object({
  reason: requiredText(2000, 'Indica el motivo de la solicitud.'),
});

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

export const UNSENT_SORT_FIELDS = ['id', 'createdAt', 'status'] as const;
export const unsentFilter = z.object({
  id: ids.optional(),
  status: z.enum(['PENDING', 'RETRY_REQUESTED', 'SENT', 'DISCARDED']).optional(),
  organizationId: intLike.optional(),
});
export const unsentStatusBody = z.object({
  status: z.enum(['RETRY_REQUESTED', 'DISCARDED'], { error: 'Estado inválido (RETRY_REQUESTED o DISCARDED).' }),
});

const periodOut = (p: PeriodView) => ({
  ...p,
  paymentStatusLabel: PAYMENT_STATUS_LABELS[p.paymentStatus],
  stateLabel: PERIOD_STATE_LABELS[p.state],
});

const actorId = (req: Request) => req.user?.id ?? null;

type ListOptions<S extends readonly [string, ...string[]], F extends z.ZodType> = Parameters<
  typeof parseAdminList<S, F>
>[1];

/** /api/admin/{payment-periods,payments,preinvoices,tax-documents,unsent-notifications,billing-*}. */
export function billingAdminRoutes(deps: BillingHttpDeps, guard: (permission: string) => RequestHandler) {
  const today = () => chileanToday(deps.clock);
  const scope = (req: Request) => scopeOf(req, deps.organizationOf);

  /**
   * A react-admin list through the platform's helper (parseAdminList in, sendAdminList out), in the caller's
   * scope: `filterOf` maps the parsed filter onto the query's; `limit` (exports) asks for one long page.
   */
  const listQuery = <S extends readonly [string, ...string[]], F extends z.ZodType, Q>(
    req: Request,
    options: ListOptions<S, F>,
    filterOf: (filter: z.output<F> | undefined) => Q,
    limit?: number,
  ): ListQuery<Q> => {
    const list = parseAdminList(req.query, options);
    return {
      scope: scope(req),
      today: today(),
      filter: filterOf(list.filter),
      offset: limit ? 0 : list.offset,
      limit: limit ?? list.limit,
      sort: list.sort,
    };
  };
  const listRoute =
    <S extends readonly [string, ...string[]], F extends z.ZodType, Q, T>(
      resource: string,
      options: ListOptions<S, F>,
      filterOf: (filter: z.output<F> | undefined) => Q,
      load: (query: ListQuery<Q>) => Promise<Page<T>>,
      shape: (row: T, req: Request) => unknown = (row) => row,
    ): RequestHandler =>
    async (req, res) => {
      const query = listQuery(req, options, filterOf);
      const page = await load(query);
      sendAdminList(
        res,
        resource,
        page.rows.map((row) => shape(row, req)),
        page.total,
        query.offset,
      );
    };

  // ---- payment periods (payment-period:read)
  const periods = Router();
  const periodList = {
    sortFields: PERIOD_SORT_FIELDS,
    filter: periodFilter,
    defaultSort: { field: 'dueDate', order: 'DESC' } as const,
  };
  const periodFilterOf = (f: z.output<typeof periodFilter> | undefined) => ({
    ids: f?.id,
    state: f?.state,
    paymentStatus: f?.paymentStatus,
    organizationId: f?.organizationId,
    policyId: f?.policyId,
    from: f?.from,
    to: f?.to,
    q: f?.q?.trim() || undefined,
  });
  periods.get(
    '/',
    guard('payment-period:read'),
    listRoute('payment-periods', periodList, periodFilterOf, (query) => deps.queries.periods(query), periodOut),
  );
  // The spec's export verb is payment:export (payment-period has none): one permission per route.
  periods.get('/export', guard('payment:export'), async (req, res) => {
    const page = await deps.queries.periods(listQuery(req, periodList, periodFilterOf, EXPORT_LIMIT));
    await sendXlsx(
      res,
      'periodos-de-pago.xlsx',
      'Períodos',
      [
        { header: 'ID', value: (p: PeriodView) => p.id, width: 8 },
        { header: 'Póliza', value: (p) => p.policyNumber },
        { header: 'Organización', value: (p) => p.organizationName ?? 'Persona', width: 28 },
        { header: 'Desde', value: (p) => p.startDate },
        { header: 'Hasta', value: (p) => p.endDate },
        { header: 'Vence', value: (p) => p.dueDate },
        { header: 'Monto', value: (p) => p.amount },
        { header: 'Unidad', value: (p) => p.currency, width: 8 },
        { header: 'Valor UF', value: (p) => p.ufValue },
        { header: 'Monto CLP', value: (p) => p.amountClp },
        { header: 'Pagado CLP', value: (p) => p.paidClp },
        { header: 'Crédito aplicado CLP', value: (p) => p.creditClp },
        { header: 'Crédito traspasado CLP', value: (p) => p.creditOutClp },
        { header: 'Saldo CLP', value: (p) => p.balanceClp },
        { header: 'Asegurados', value: (p) => p.insuredCount, width: 10 },
        { header: 'Estado de pago', value: (p) => PAYMENT_STATUS_LABELS[p.paymentStatus] },
        { header: 'Estado', value: (p) => PERIOD_STATE_LABELS[p.state] },
      ],
      page.rows,
    );
  });
  periods.get('/:id', guard('payment-period:read'), async (req, res) => {
    const period = await deps.queries.period(idOf(req.params.id, 'El período de pago'), scope(req), today());
    if (!period) throw new AppError('NOT_FOUND', 'El período de pago no existe.');
    res.json(periodOut(period));
  });

  // ---- payments
  const payments = Router();
  const paymentList = {
    sortFields: PAYMENT_SORT_FIELDS,
    filter: paymentFilter,
    defaultSort: { field: 'id', order: 'DESC' } as const,
  };
  const paymentFilterOf = (f: z.output<typeof paymentFilter> | undefined) => ({
    ids: f?.id,
    periodId: f?.periodId,
    organizationId: f?.organizationId,
    method: f?.method,
    from: f?.from,
    to: f?.to,
  });
  payments.get(
    '/',
    guard('payment:read'),
    listRoute('payments', paymentList, paymentFilterOf, (query) => deps.queries.payments(query)),
  );
  payments.get('/export', guard('payment:export'), async (req, res) => {
    const page = await deps.queries.payments(listQuery(req, paymentList, paymentFilterOf, EXPORT_LIMIT));
    await sendXlsx(
      res,
      'pagos.xlsx',
      'Pagos',
      [
        { header: 'ID', value: (p: PaymentView) => p.id, width: 8 },
        { header: 'Período', value: (p) => p.periodId, width: 10 },
        { header: 'Póliza', value: (p) => p.policyNumber },
        { header: 'Organización', value: (p) => p.organizationName ?? 'Persona', width: 28 },
        { header: 'Monto CLP', value: (p) => p.amountClp },
        {
          header: 'Medio',
          value: (p) => (p.method === 'transfer' ? 'Transferencia' : `Proveedor ${p.provider ?? ''}`),
        },
        { header: 'Fecha de pago', value: (p) => p.paidAt },
        { header: 'Nota', value: (p) => p.note, width: 30 },
      ],
      page.rows,
    );
  });
  payments.post('/receipts', guard('payment:upload-file'), receive(upload.single('file')), async (req, res) => {
    const file = req.file;
    if (!file)
      throw new AppError('BAD_REQUEST', 'Adjunta el comprobante.', { errors: { file: 'Adjunta el comprobante.' } });
    const stored = await deps.storeFile.execute({
      purpose: 'payment-receipt',
      filename: file.originalname.slice(0, 200),
      contentType: await sniff(file.buffer),
      data: file.buffer,
      organizationId: ((s) => (s.kind === 'organization' ? s.organizationId : null))(scope(req)),
      uploadedBy: actorId(req),
    });
    res.status(201).json(stored);
  });
  payments.get('/receipts/:fileId', guard('payment:read'), async (req, res) => {
    await sendFile(req, res, idOf(req.params.fileId, 'El comprobante'), ['payment-receipt']);
  });
  payments.get('/:id', guard('payment:read'), async (req, res) => {
    const payment = await deps.queries.payment(idOf(req.params.id, 'El pago'), scope(req));
    if (!payment) throw new AppError('NOT_FOUND', 'El pago no existe.');
    res.json(payment);
  });
  payments.post('/', guard('payment:create'), async (req, res) => {
    const body = parseInput(paymentBody, req.body, 'Datos del pago inválidos.');
    const { paymentPeriod } = await deps.recordPayment.execute(
      {
        periodId: body.periodId,
        amountClp: body.amountClp,
        paidAt: body.paidAt ?? today(),
        receiptFileId: body.receiptFileId,
        note: body.note || null,
      },
      { id: actorId(req), scope: scope(req) },
    );
    const created = await deps.queries.payments({
      scope: scope(req),
      today: today(),
      filter: { periodId: paymentPeriod.id },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'DESC' },
    });
    res.status(201).json({ ...created.rows[0], period: paymentPeriod });
  });
  payments.delete('/:id', guard('payment:delete'), async (req, res) => {
    const id = idOf(req.params.id, 'El pago');
    await deps.deletePayment.execute(id, scope(req));
    res.json({ id });
  });

  async function sendFile(req: Request, res: Response, fileId: number, purposes: FilePurpose[]) {
    const file = await deps.readFile.execute(fileId, purposes, scope(req));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(file.filename)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(file.content);
  }

  // ---- pre-invoices
  const preinvoices = Router();
  preinvoices.get(
    '/',
    guard('preinvoice:read'),
    listRoute(
      'preinvoices',
      {
        sortFields: PREINVOICE_SORT_FIELDS,
        filter: preinvoiceFilter,
        defaultSort: { field: 'month', order: 'DESC' },
      },
      (f) => ({ ids: f?.id, organizationId: f?.organizationId, status: f?.status, month: f?.month }),
      (query) => deps.queries.preinvoices(query),
    ),
  );
  preinvoices.get('/:id', guard('preinvoice:read'), async (req, res) => {
    const preinvoice = await deps.queries.preinvoice(idOf(req.params.id, 'La prefactura'), scope(req));
    if (!preinvoice) throw new AppError('NOT_FOUND', 'La prefactura no existe.');
    res.json(preinvoice);
  });
  preinvoices.post('/:id/request-update', guard('preinvoice:request-update'), async (req, res) => {
    const id = idOf(req.params.id, 'La prefactura');
    const body = parseInput(preinvoiceUpdateBody, req.body);
    await deps.requestPreinvoiceUpdate.execute(id, body.reason, {
      id: actorId(req),
      name: req.user?.name ?? 'Usuario',
      scope: scope(req),
    });
    res.json(await deps.queries.preinvoice(id, scope(req)));
  });

  // ---- tax documents
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
    await sendFile(req, res, fileId, ['tax-document-pdf', 'tax-document-xml']);
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

  // ---- unsent notifications
  const unsent = Router();
  unsent.get(
    '/',
    guard('unsent-notification:read'),
    listRoute(
      'unsent-notifications',
      {
        sortFields: UNSENT_SORT_FIELDS,
        filter: unsentFilter,
        defaultSort: { field: 'id', order: 'DESC' },
      },
      (f) => ({ ids: f?.id, status: f?.status, organizationId: f?.organizationId }),
      (query) => deps.queries.unsentNotifications(query),
    ),
  );
  unsent.get('/:id', guard('unsent-notification:read'), async (req, res) => {
    const row = await deps.queries.unsentNotification(idOf(req.params.id, 'La notificación'), scope(req));
    if (!row) throw new AppError('NOT_FOUND', 'La notificación no existe.');
    res.json(row);
  });
  unsent.put('/:id/status', guard('unsent-notification:update-status'), async (req, res) => {
    const id = idOf(req.params.id, 'La notificación');
    const body = parseInput(unsentStatusBody, req.body);
    await deps.unsent.execute(id, body.status, scope(req));
    res.json(await deps.queries.unsentNotification(id, scope(req)));
  });

  // ---- dashboard and jobs
  const dashboard = Router();
  dashboard.get('/', guard('payment-period:read'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await deps.queries.dashboard(scope(req), today()));
  });

  const jobs = Router();
  jobs.get('/', guard('job:read'), async (_req, res) => {
    const rows = await deps.schedules.overview();
    sendAdminList(res, 'billing-jobs', rows, rows.length, 0);
  });
  jobs.get('/:id', guard('job:read'), async (req, res) => {
    const row = (await deps.schedules.overview()).find((schedule) => schedule.id === req.params.id);
    if (!row) throw new AppError('NOT_FOUND', 'El trabajo no existe.');
    res.json(row);
  });
  jobs.post('/:id/run', guard('job:run'), async (req, res) => {
    const id = SCHEDULE_IDS.find((schedule) => schedule === req.params.id);
    if (!id) throw new AppError('NOT_FOUND', 'El trabajo no existe.');
    res.status(202).json(await deps.schedules.runNow(id));
  });

  return [
    { path: '/api/admin/payment-periods', router: periods },
    { path: '/api/admin/payments', router: payments },
    { path: '/api/admin/preinvoices', router: preinvoices },
    { path: '/api/admin/tax-documents', router: taxDocuments },
    { path: '/api/admin/unsent-notifications', router: unsent },
    { path: '/api/admin/billing-dashboard', router: dashboard },
    { path: '/api/admin/billing-jobs', router: jobs },
  ];
}
