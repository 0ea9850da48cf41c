/** Container tokens of the billing module's ports and use cases. */
export const BILLING = {
  LedgerFactory: Symbol.for('billing.LedgerFactory'),
  Queries: Symbol.for('billing.Queries'),
  UfRates: Symbol.for('billing.UfRates'),
  PaymentLinks: Symbol.for('billing.PaymentLinks'),
  UserOrganization: Symbol.for('billing.UserOrganization'),
  Settings: Symbol.for('billing.Settings'),
  ApplyPolicyEvents: Symbol.for('billing.ApplyPolicyEvents'),
  ApplySaleCompleted: Symbol.for('billing.ApplySaleCompleted'),
  RecordPayment: Symbol.for('billing.RecordPayment'),
  DeletePayment: Symbol.for('billing.DeletePayment'),
  RequestPreinvoiceUpdate: Symbol.for('billing.RequestPreinvoiceUpdate'),
  SendReminder: Symbol.for('billing.SendReminder'),
  Schedules: Symbol.for('billing.Schedules'),
  /** Public (index.ts): loads labelled sample billing (scripts/seed, the benchmark). */
  LoadSample: Symbol.for('billing.LoadSample'),
  /** Public (index.ts): a Portal Personas customer's periods and receipts (issue 29). */
  CustomerBilling: Symbol.for('billing.CustomerBilling'),
  /** Public (index.ts): the arrears run, for the benchmark. */
  RunArrearsReminders: Symbol.for('billing.RunArrearsReminders'),
  /** Public (index.ts): the UF refresh of open periods, for the benchmark. */
  RefreshOpenPeriodsUf: Symbol.for('billing.RefreshOpenPeriodsUf'),
} as const;

/** The queue of the integration events billing consumes (PolicyActivated, SaleCompleted, …). */
export const BILLING_EVENTS_QUEUE = 'billing-events';
/** The queue of billing's e-mails (reminders, pre-invoice update requests), fed by the outbox. */
export const BILLING_EMAIL_QUEUE = 'billing-email';
/** The queue the job schedulers (arrears reminders, UF refresh) produce into. */
export const BILLING_SCHEDULES_QUEUE = 'billing-schedules';
/** The name handleOnce records for billing's consumers. */
export const BILLING_CONSUMER = 'billing';
