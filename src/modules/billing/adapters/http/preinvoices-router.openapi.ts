import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { PreinvoiceView } from '../../domain/back-office-views.js';
import { PAYMENT_STATUSES } from '../../domain/payment-status.js';
import { BILLING_TAG, currency, one, type Assignable } from './openapi-common.js';
import { PREINVOICE_SORT_FIELDS, preinvoiceFilter, preinvoiceUpdateBody } from './preinvoices-router.js';

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

/** The routes of preinvoicesRouter (preinvoices-router.ts). */
export const preinvoicesApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/preinvoices', BILLING_TAG)
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
};

const typeChecks: [Assignable<PreinvoiceView, z.infer<typeof preinvoice>>] = [true];
void typeChecks;
