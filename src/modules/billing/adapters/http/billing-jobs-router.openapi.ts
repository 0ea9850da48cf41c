import { z } from 'zod';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import { SCHEDULE_IDS } from '../../application/schedules.js';
import { BILLING_TAG } from './openapi-common.js';

const job = z
  .object({
    id: z.enum(SCHEDULE_IDS),
    label: z.string(),
    pattern: z.string().nullable(),
    timeZone: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    lastRun: z
      .object({
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
        status: z.string(),
        counts: z.record(z.string(), z.unknown()),
        error: z.string().nullable(),
        trigger: z.string(),
      })
      .nullable(),
    runs: z.number(),
    failures: z.number(),
  })
  .meta({ id: 'BillingJob' });

/** The routes of billingJobsRouter (billing-jobs-router.ts). */
export const billingJobsApiDoc: ApiDoc = (api) => {
  const jobParams = z.object({ id: z.enum(SCHEDULE_IDS) });
  api
    .router('/api/admin/billing-jobs', BILLING_TAG)
    .get('/', {
      summary: 'Trabajos programados de cobranza',
      permission: 'job:read',
      list: true,
      response: z.array(job),
    })
    .get('/:id', {
      summary: 'Un trabajo programado',
      permission: 'job:read',
      params: jobParams,
      response: job,
      errors: [404],
    })
    .post('/:id/run', {
      summary: 'Ejecuta ahora un trabajo programado',
      permission: 'job:run',
      params: jobParams,
      response: { status: 202, schema: z.object({ jobId: z.string() }) },
      errors: [404],
    });
};
