import { Router } from 'express';
import { AppError } from '../../../../platform/errors.js';
import { sendAdminList } from '../../../../platform/http/admin-list.js';
import { SCHEDULE_IDS } from '../../application/schedules.js';
import type { BillingHttpDeps, Guard } from './billing-http.js';

/** /api/admin/billing-jobs: the billing schedulers, their last runs, and running one now. */
export function billingJobsRouter(deps: Pick<BillingHttpDeps, 'schedules'>, guard: Guard) {
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
  return jobs;
}
