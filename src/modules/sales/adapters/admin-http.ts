import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { lazyGuard } from '../../../platform/http/lazy-guard.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import type { AuthenticatedUser, Authorization } from '../../../platform/tokens.js';
import type { ListSales } from '../application/list-sales.js';
import type { RequestRefund } from '../application/request-refund.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { SALE_STATUSES } from '../domain/statuses.js';
import { SECTIONS } from '../domain/steps.js';
import { paymentJson, stepsJson } from './http.js';

/**
 * Permission strings of spec 03 §6 guarding the back-office Ventas resource: payment:read (list and
 * show), payment:export (the CSV export), payment:refund (request a refund; added by migration
 * 2026.11.23T13.01, the spec's list has no refund verb). Ventas hold buyers' personal and health data,
 * and the client-portal roles hold payment:read for their own company's payments: a caller without the
 * staff permission lead:read (no client role holds it) sees no online sale (an empty list, 404 on one).
 */
export const SALES_PERMISSIONS = {
  read: 'payment:read',
  export: 'payment:export',
  refund: 'payment:refund',
  staff: 'lead:read',
} as const;

/** The platform's permission guard, resolved on first use (platform/http/lazy-guard.ts). */
export const guard = lazyGuard;

const dateLike = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Fecha inválida (AAAA-MM-DD).')
  .transform((v) => v.slice(0, 10));

export const filterSchema = z.object({
  id: z.union([z.string(), z.array(z.string()).max(1000)]).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  provider: z.string().max(40).optional(),
  productCode: z.string().max(100).optional(),
  from: dateLike.optional(),
  to: dateLike.optional(),
  q: z.string().max(200).optional(),
  /** The edition the sale was opened on (issue 27), as the organizations' and products' country filter. */
  countryCode: z.enum(['CL', 'PE', 'CO', 'INT'], { error: 'countryCode debe ser CL, PE, CO o INT' }).optional(),
});

export const SORT_FIELDS = ['createdAt', 'status', 'amount', 'productCode', 'completedAt'] as const;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** /api/admin/sales: the Ventas resource in react-admin's list protocol. */
export function salesAdminRouter(
  listSales: ListSales,
  refund: RequestRefund,
  authorization: () => Authorization | undefined,
): Router {
  const router = Router();
  const requirePermission = guard(authorization);
  const isStaff = (req: unknown) =>
    ((req as { user?: AuthenticatedUser }).user?.permissions ?? []).some(
      (p) => p === SALES_PERMISSIONS.staff || p === 'lead:*' || p === '*',
    );

  const listQuery = (query: unknown) => {
    const list = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      filter: filterSchema,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = list.filter ?? {};
    return {
      ...list,
      status: filter.status,
      countryCode: filter.countryCode,
      provider: filter.provider,
      productCode: filter.productCode,
      from: filter.from,
      to: filter.to,
      q: filter.q,
      ids: filter.id === undefined ? undefined : ([] as string[]).concat(filter.id),
      sort: { field: list.sort.field, order: list.sort.order.toUpperCase() as 'ASC' | 'DESC' },
    };
  };

  router.get('/', requirePermission(SALES_PERMISSIONS.read), async (req, res) => {
    const query = listQuery(req.query);
    const { rows, total } = isStaff(req) ? await listSales.list(query) : { rows: [], total: 0 };
    sendAdminList(
      res,
      'sales',
      rows.map((row) => ({ ...row, amount: row.amount.amount, currency: row.amount.currency })),
      total,
      query.offset,
    );
  });

  router.get('/export.csv', requirePermission(SALES_PERMISSIONS.export), async (req, res) => {
    const query = { ...listQuery(req.query), offset: 0, limit: 10_000 };
    const { rows } = isStaff(req) ? await listSales.list(query) : { rows: [] };
    const header = [
      'id',
      'fecha',
      'estado',
      'producto',
      'monto',
      'moneda',
      'proveedor',
      'estado del pago',
      'comprador',
      'correo',
    ];
    const lines = rows.map((row) =>
      [
        row.id,
        row.createdAt,
        row.status,
        row.productCode,
        row.amount.amount,
        row.amount.currency,
        row.provider,
        row.paymentStatus,
        row.buyerName,
        row.buyerEmail,
      ]
        .map(csvCell)
        .join(';'),
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="ventas.csv"');
    res.send(`\ufeff${[header.join(';'), ...lines].join('\n')}\n`);
  });

  router.get('/:id', requirePermission(SALES_PERMISSIONS.read), async (req, res) => {
    if (!isStaff(req)) throw new AppError('NOT_FOUND', 'No existe la venta.');
    const { sale, payments } = await listSales.get(String(req.params.id));
    res.set('Cache-Control', 'no-store').json({
      id: sale.id,
      status: sale.status,
      productCode: sale.productCode,
      productName: sale.productName,
      amount: sale.amount.amount,
      currency: sale.amount.currency,
      periodicityMonths: sale.periodicityMonths,
      buyerName: sale.buyerName,
      buyerEmail: sale.buyerEmail,
      leadId: sale.leadId,
      countryCode: sale.countryCode,
      createdAt: sale.createdAt,
      completedAt: sale.completedAt,
      // A payment approved after the sale was paid, that its provider could not refund: refund by hand.
      duplicatePaymentToRefund: payments.some((payment) => payment.duplicate && payment.status === 'REQUEST_REFUND'),
      steps: stepsJson(sale, true).map((step) => ({ ...step, subStatus: SECTIONS[step.code].subStatus })),
      payments: payments.map((payment) => ({
        ...paymentJson(payment),
        providerReference: payment.providerReference,
        idempotencyKey: payment.idempotencyKey,
        duplicate: payment.duplicate,
        adviceKind: payment.errorCode ? lookupPaymentError(payment.errorCode).advice : null,
        events: payment.events,
      })),
    });
  });

  router.post('/:id/payments/:paymentId/refund', requirePermission(SALES_PERMISSIONS.refund), async (req, res) => {
    const { payments } = await listSales.get(String(req.params.id));
    if (!payments.some((payment) => payment.id === req.params.paymentId)) {
      throw new AppError('NOT_FOUND', 'El pago no pertenece a esta venta.');
    }
    const user = (req as unknown as { user: AuthenticatedUser }).user;
    const payment = await refund.execute(String(req.params.paymentId), { id: user.id, name: user.name });
    res.json({ data: paymentJson(payment) });
  });

  return router;
}
