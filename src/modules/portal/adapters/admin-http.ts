import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { idText, positiveId } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { CustomerAdmin } from '../application/customer-admin.js';

export const CUSTOMER_SORT_FIELDS = ['lastPurchaseAt'] as const;
export const customerListFilter = z.object({
  email: z.string().trim().max(254).optional(),
  id: z
    .union([positiveId(), z.array(positiveId()).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
export const customerIdParams = z.object({ id: idText('El identificador del cliente') });

/**
 * /api/admin/customers (react-admin): Portal Personas customers with their policies, payments, saved searches and
 * alerts (customer:read); signing out everywhere and withdrawing alerts (customer:update).
 */
export function customerAdminRouter(admin: CustomerAdmin, guard: (permission: string) => RequestHandler): Router {
  const router = Router();
  router.get('/customers', guard('customer:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: CUSTOMER_SORT_FIELDS,
      filter: customerListFilter,
      defaultSort: { field: 'lastPurchaseAt', order: 'DESC' },
    });
    const { rows, total } = await admin.list({ offset: query.offset, limit: query.limit, filter: query.filter ?? {} });
    sendAdminList(res, 'customers', rows, total, query.offset);
  });
  router.get('/customers/:id', guard('customer:read'), async (req, res) => {
    const { id } = parseInput(customerIdParams, req.params, 'Identificador inválido.');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await admin.get(id));
  });
  router.post('/customers/:id/sign-out', guard('customer:update'), async (req, res) => {
    const { id } = parseInput(customerIdParams, req.params, 'Identificador inválido.');
    res.json(await admin.signOutEverywhere(id));
  });
  router.post('/customers/:id/withdraw-alerts', guard('customer:update'), async (req, res) => {
    const { id } = parseInput(customerIdParams, req.params, 'Identificador inválido.');
    res.json(await admin.withdrawAlerts(id));
  });
  return router;
}
