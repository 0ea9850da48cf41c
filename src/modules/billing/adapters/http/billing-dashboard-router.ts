import { Router } from 'express';
import { billingRequests, type BillingHttpDeps, type Guard } from './billing-http.js';

/** /api/admin/billing-dashboard: collected vs. due and arrears by age, in the caller's scope. */
export function billingDashboardRouter(deps: BillingHttpDeps, guard: Guard) {
  const { today, scope } = billingRequests(deps);
  const dashboard = Router();
  dashboard.get('/', guard('payment-period:read'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await deps.queries.dashboard(scope(req), today()));
  });
  return dashboard;
}
