import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { isoDate, positiveId } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import type { PaymentView } from '../../domain/back-office-views.js';
import { sendXlsx } from '../xlsx.js';
import {
  actorId,
  billingRequests,
  day,
  EXPORT_LIMIT,
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

/** /api/admin/payments: the payments of periods, their receipts and the transfers staff record. */
export function paymentsRouter(deps: BillingHttpDeps, guard: Guard) {
  const { today, scope, listQuery, listRoute } = billingRequests(deps);
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
    await sendFile(deps, req, res, idOf(req.params.fileId, 'El comprobante'), ['payment-receipt']);
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
  return payments;
}
