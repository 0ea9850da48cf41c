import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { PeriodView } from '../../domain/back-office-views.js';
import { PAYMENT_STATUSES, PERIOD_STATES } from '../../domain/payment-status.js';
import { BILLING_TAG, currency, one, XLSX, type Assignable } from './openapi-common.js';
import { PERIOD_SORT_FIELDS, periodFilter } from './payment-periods-router.js';

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

/** The routes of paymentPeriodsRouter (payment-periods-router.ts). */
export const paymentPeriodsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/payment-periods', BILLING_TAG)
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
};

const typeChecks: [
  Assignable<
    Omit<PeriodView, 'paymentStatusLabel' | 'stateLabel'>,
    Omit<z.infer<typeof period>, 'paymentStatusLabel' | 'stateLabel'>
  >,
] = [true];
void typeChecks;
