import { z } from 'zod';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { BillingDashboard } from '../../domain/back-office-views.js';
import { BILLING_TAG, type Assignable } from './openapi-common.js';

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

/** The route of billingDashboardRouter (billing-dashboard-router.ts). */
export const billingDashboardApiDoc: ApiDoc = (api) => {
  api.router('/api/admin/billing-dashboard', BILLING_TAG).get('/', {
    summary: 'Tablero de cobranza: recaudado vs. adeudado, mora por antigüedad',
    permission: 'payment-period:read',
    response: dashboard,
  });
};

const typeChecks: [Assignable<BillingDashboard, z.infer<typeof dashboard>>] = [true];
void typeChecks;
