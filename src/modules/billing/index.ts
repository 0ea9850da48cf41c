/** Public face of the billing module (DESIGN.md): other modules import only from here. */
export { billingModule } from './module.js';
export { BILLING, BILLING_EVENTS_QUEUE, BILLING_EMAIL_QUEUE, BILLING_SCHEDULES_QUEUE } from './tokens.js';
export type { LoadBillingSample, SamplePolicy } from './application/load-sample.js';
export type { RunArrearsReminders } from './application/run-arrears-reminders.js';
export type { RefreshOpenPeriodsUf } from './application/refresh-open-periods-uf.js';
/** Event contracts (declared in contracts.ts). */
export type { PaymentPeriodsOpened, OpenedPeriod, PaymentPeriodLate, PaymentPeriodSettled } from './contracts.js';
/** Bound to BILLING.CustomerBilling: a Portal Personas customer's periods and receipts (issue 29). */
export type { CustomerBilling, CustomerPeriod, CustomerReceipt } from './application/customer-billing.js';
