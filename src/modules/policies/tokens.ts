/** Container tokens of the policies module's ports and use cases. */
export const POLICIES = {
  Transactor: Symbol.for('policies.Transactor'),
  EventSink: Symbol.for('policies.EventSink'),
  PolicyRepository: Symbol.for('policies.PolicyRepository'),
  ClientOrganizationRepository: Symbol.for('policies.ClientOrganizationRepository'),
  InsuredRepository: Symbol.for('policies.InsuredRepository'),
  BulkLoadRepository: Symbol.for('policies.BulkLoadRepository'),
  InsurerSettingsRepository: Symbol.for('policies.InsurerSettingsRepository'),
  DocumentRepository: Symbol.for('policies.DocumentRepository'),
  InsurerDocumentRepository: Symbol.for('policies.InsurerDocumentRepository'),
  InsurerDirectory: Symbol.for('policies.InsurerDirectory'),
  SpreadsheetReader: Symbol.for('policies.SpreadsheetReader'),
  FileTypeDetector: Symbol.for('policies.FileTypeDetector'),
  BulkLoadSettings: Symbol.for('policies.BulkLoadSettings'),
  ResolveActor: Symbol.for('policies.ResolveActor'),
  ManagePolicies: Symbol.for('policies.ManagePolicies'),
  ChangePolicyStatus: Symbol.for('policies.ChangePolicyStatus'),
  CopyPolicy: Symbol.for('policies.CopyPolicy'),
  ManageClientOrganizations: Symbol.for('policies.ManageClientOrganizations'),
  AddInsured: Symbol.for('policies.AddInsured'),
  ApplyMembershipAction: Symbol.for('policies.ApplyMembershipAction'),
  StartBulkLoad: Symbol.for('policies.StartBulkLoad'),
  ProcessBulkLoad: Symbol.for('policies.ProcessBulkLoad'),
  CancelBulkLoad: Symbol.for('policies.CancelBulkLoad'),
  ManageInsurerSettings: Symbol.for('policies.ManageInsurerSettings'),
  UploadDocument: Symbol.for('policies.UploadDocument'),
  ReviewPolicyDocument: Symbol.for('policies.ReviewPolicyDocument'),
  UploadInsurerDocument: Symbol.for('policies.UploadInsurerDocument'),
  CreatePolicyFromSale: Symbol.for('policies.CreatePolicyFromSale'),
  CancelPolicyForRefund: Symbol.for('policies.CancelPolicyForRefund'),
  PolicyArrearsRepository: Symbol.for('policies.PolicyArrearsRepository'),
  ApplyPeriodLate: Symbol.for('policies.ApplyPeriodLate'),
  ApplyPeriodSettled: Symbol.for('policies.ApplyPeriodSettled'),
  /** Public (index.ts): the individual policies of a Portal Personas customer's sales (issue 29). */
  CustomerPolicies: Symbol.for('policies.CustomerPolicies'),
  /** Public (index.ts): the sample companies of a fresh clone. */
  LoadSampleCompanies: Symbol.for('policies.LoadSampleCompanies'),
} as const;

/** BullMQ queue of the bulk loads (fed by the outbox). */
export const BULK_LOAD_QUEUE = 'policies-bulk-load';
export const BULK_LOAD_JOB = 'bulk-load.process';
/** BullMQ queue where the policies module receives the integration events it consumes (SaleCompleted, SaleRefunded). */
export const POLICIES_EVENTS_QUEUE = 'policies-events';
export const SALE_CONSUMER = 'policies.sale-completed';
export const REFUND_CONSUMER = 'policies.sale-refunded';
/** Billing's events about periods of a policy (PaymentPeriodLate, PaymentPeriodSettled): non-payment, issue 28. */
export const POLICIES_BILLING_EVENTS_QUEUE = 'policies-billing-events';
export const NON_PAYMENT_CONSUMER = 'policies.non-payment';
