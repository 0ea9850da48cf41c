import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { requiredText } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { actorId, billingRequests, idOf, ids, intLike, type BillingHttpDeps, type Guard } from './billing-http.js';

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

/** /api/admin/preinvoices: a company's pre-invoice per month and its update requests. */
export function preinvoicesRouter(deps: BillingHttpDeps, guard: Guard) {
  const { scope, listRoute } = billingRequests(deps);
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
  return preinvoices;
}
