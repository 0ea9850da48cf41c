/** Public face of the billing module (DESIGN.md): other modules import only from here. */
export { billingModule } from './module.js';
export { BILLING, BILLING_EVENTS_QUEUE, BILLING_EMAIL_QUEUE, BILLING_SCHEDULES_QUEUE } from './tokens.js';
/**
 * Published by billing when the resume-contracting reminders' schedule fires (spec 03 §4: counts 0, 1, 2);
 * the sales module, which owns abandoned purchases, subscribes and sends them.
 */
export type { ResumeContractingRemindersDue } from './adapters/schedules.js';
export type { LoadBillingSample, SamplePolicy } from './application/load-sample.js';
export type { RunArrearsReminders } from './application/run-arrears-reminders.js';
export type { RefreshOpenPeriodsUf } from './application/refresh-open-periods-uf.js';
