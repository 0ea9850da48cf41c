import type { Coverage, Currency } from '../domain/amounts.js';
import type { PaymentStatus, PeriodState, StoredPaymentStatus } from '../domain/payment-status.js';
import type { BillingScope } from '../domain/scope.js';

/** Billing's own copy of a policy, kept from the policies module's events. */
export interface BilledPolicy {
  policyId: number;
  policyNumber: string;
  organizationId: number | null;
  organizationName: string | null;
  billingEmail: string | null;
  insurerId: number | null;
  productId: number | null;
  periodicityMonths: number;
  startDate: string;
  endDate: string | null;
  premium: { amount: string; currency: Currency };
  premiumBasis: 'per-insured' | 'per-policy';
  saleId: string | null;
  renewalOf: number | null;
  canceledAt: string | null;
}

export interface StoredPeriod {
  id: number;
  policyId: number;
  organizationId: number | null;
  seq: number;
  startDate: string;
  endDate: string;
  billingDate: string;
  dueDate: string;
  amount: string;
  currency: Currency;
  ufValue: string | null;
  ufDate: string | null;
  amountClp: number | null;
  insuredCount: number;
  prorated: boolean;
  paidClp: number;
  status: StoredPaymentStatus;
}

export type NewPeriod = Omit<StoredPeriod, 'id' | 'paidClp' | 'status'> & { status: StoredPaymentStatus };

export interface SalePaymentFacts {
  paymentId: string;
  provider: string;
  amount: { amount: string; currency: Currency };
  paidAt: string;
}

/**
 * The writes of one event or command, all in one transaction (the one handleOnce opened for an event).
 * `lockPolicy` serialises every change of one policy (events of one policy may run on two workers).
 */
export interface BillingLedger {
  lockPolicy(policyId: number): Promise<void>;
  upsertPolicy(policy: BilledPolicy): Promise<void>;
  findPolicy(policyId: number): Promise<BilledPolicy | null>;
  findPolicyBySale(saleId: string): Promise<BilledPolicy | null>;
  setCanceled(policyId: number, canceledAt: string): Promise<void>;
  upsertInsured(
    policyId: number,
    insuredId: number,
    rut: string,
    change: { startDate?: string; exclusionDate?: string },
  ): Promise<void>;
  insuredOf(policyId: number): Promise<Coverage[]>;
  periodsOf(policyId: number): Promise<StoredPeriod[]>;
  /** Inserts the periods that do not exist yet (by policy and seq) and a pre-invoice for company periods. */
  insertPeriods(periods: NewPeriod[]): Promise<number>;
  updatePeriodAmount(
    periodId: number,
    values: {
      amount: string;
      amountClp: number | null;
      insuredCount: number;
      prorated: boolean;
      status: StoredPaymentStatus;
    },
  ): Promise<void>;
  saveSale(sale: {
    saleId: string;
    buyerEmail: string | null;
    buyerName: string | null;
    payment: SalePaymentFacts | null;
    completedAt: string;
  }): Promise<void>;
  saleOf(saleId: string): Promise<{ buyerEmail: string | null; payment: SalePaymentFacts | null } | null>;
  /** Adds a payment (a provider payment once by its external id); answers false when it already existed. */
  addPayment(payment: NewPayment): Promise<boolean>;
  /** Recomputes the period's paid total from its payments and stores the status. */
  settlePeriod(periodId: number): Promise<StoredPeriod>;
  /** The period, locked until the transaction ends. */
  periodForUpdate(periodId: number): Promise<StoredPeriod | null>;
  paymentById(
    paymentId: number,
  ): Promise<{ id: number; periodId: number; organizationId: number | null; method: string } | null>;
  deletePayment(paymentId: number): Promise<void>;
  insertFile(file: NewFile): Promise<number>;
  fileMeta(fileId: number): Promise<{ id: number; purpose: string; organizationId: number | null } | null>;
  preinvoiceForUpdate(id: number): Promise<{ id: number; organizationId: number | null; periodId: number } | null>;
  markPreinvoiceUpdateRequested(id: number, reason: string, userId: number | null): Promise<void>;
  insertTaxDocument(doc: NewTaxDocument): Promise<number>;
  taxDocumentForUpdate(
    id: number,
  ): Promise<{ id: number; organizationId: number | null; status: 'ACTIVE' | 'CANCELLED' } | null>;
  setTaxDocumentStatus(id: number, status: 'ACTIVE' | 'CANCELLED'): Promise<void>;
  deleteTaxDocument(id: number): Promise<void>;
  unsentForUpdate(
    id: number,
  ): Promise<{ id: number; reminderId: number | null; organizationId: number | null; status: string } | null>;
  setUnsentStatus(
    id: number,
    status: 'PENDING' | 'RETRY_REQUESTED' | 'SENT' | 'DISCARDED',
    countAttempt: boolean,
  ): Promise<void>;
  /** Outbox messages written in this transaction (e-mail jobs). */
  enqueue(...messages: { queue: string; name: string; payload: Record<string, unknown> }[]): Promise<void>;
  /** Inserts reminders not sent before (one per period, kind and count); answers the new ones. */
  claimReminders(
    rows: { periodId: number; kind: string; count: number; to: string | null }[],
  ): Promise<{ id: number; periodId: number; count: number }[]>;
  reminderForSend(id: number): Promise<ReminderToSend | null>;
  markReminderSent(id: number): Promise<void>;
  /** The reminder could not be sent: an unsent notification staff see (updated when it fails again). */
  markReminderUnsent(reminder: ReminderToSend, subject: string, reason: string): Promise<void>;
}

export interface ReminderToSend {
  id: number;
  kind: string;
  count: number;
  status: 'QUEUED' | 'SENT' | 'UNSENT';
  to: string | null;
  period: StoredPeriod;
  policyNumber: string;
  organizationName: string | null;
}

export interface NewFile {
  purpose: 'payment-receipt' | 'tax-document-pdf' | 'tax-document-xml';
  filename: string;
  contentType: string;
  data: Buffer;
  organizationId: number | null;
  uploadedBy: number | null;
}

export interface NewTaxDocument {
  organizationId: number | null;
  periodId: number | null;
  folio: string;
  kind: string;
  pdfFileId: number | null;
  xmlFileId: number | null;
  comment: string | null;
  createdBy: number | null;
}

export interface NewPayment {
  periodId: number;
  policyId: number;
  organizationId: number | null;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  externalId: string | null;
  paidAt: string;
  receiptFileId: number | null;
  note: string | null;
  recordedBy: number | null;
}

export interface LedgerFactory {
  /** Runs `work` in a new transaction. */
  inTransaction<T>(work: (ledger: BillingLedger) => Promise<T>): Promise<T>;
  /** A ledger on a transaction someone else opened (handleOnce). */
  on(transaction: unknown): BillingLedger;
}

/** The UF of a date (the pricing module's UF source: the latest value on or before the date). */
export interface UfRates {
  on(date: string): Promise<{ value: string; date: string } | null>;
}

export interface PeriodView extends StoredPeriod {
  policyNumber: string;
  organizationName: string | null;
  paymentStatus: PaymentStatus;
  state: PeriodState;
  balanceClp: number | null;
}

export interface ListQuery<F> {
  scope: BillingScope;
  today: string;
  filter: F;
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface BillingSettings {
  staffInbox: string;
  publicUrl: string;
  arrearsSchedule: string;
  resumeContractingSchedule: string;
}

export interface PeriodFilter {
  ids?: number[];
  state?: PeriodState;
  paymentStatus?: PaymentStatus;
  organizationId?: number;
  policyId?: number;
  from?: string;
  to?: string;
  q?: string;
}

export interface PaymentView {
  id: number;
  periodId: number;
  policyId: number;
  policyNumber: string;
  organizationId: number | null;
  organizationName: string | null;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  externalId: string | null;
  paidAt: string;
  receiptFileId: number | null;
  note: string | null;
  recordedBy: number | null;
  createdAt: string;
}

export interface PreinvoiceView {
  id: number;
  periodId: number;
  organizationId: number | null;
  organizationName: string | null;
  policyNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  currency: Currency;
  amountClp: number | null;
  insuredCount: number;
  status: 'ISSUED' | 'UPDATE_REQUESTED';
  updateReason: string | null;
  requestedAt: string | null;
}

export interface TaxDocumentView {
  id: number;
  organizationId: number | null;
  organizationName: string | null;
  periodId: number | null;
  folio: string;
  kind: string;
  status: 'ACTIVE' | 'CANCELLED';
  pdfFileId: number | null;
  xmlFileId: number | null;
  comment: string | null;
  createdAt: string;
}

export interface UnsentNotificationView {
  id: number;
  reminderId: number | null;
  periodId: number | null;
  organizationId: number | null;
  organizationName: string | null;
  channel: string;
  toAddress: string | null;
  subject: string;
  reason: string;
  status: 'PENDING' | 'RETRY_REQUESTED' | 'SENT' | 'DISCARDED';
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export interface StoredFile {
  id: number;
  purpose: string;
  filename: string;
  contentType: string;
  size: number;
  organizationId: number | null;
  data: Buffer;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Reads for the back-office, every one restricted by the caller's scope. */
export interface BillingQueries {
  periods(query: ListQuery<PeriodFilter>): Promise<Page<PeriodView>>;
  period(id: number, scope: BillingScope, today: string): Promise<PeriodView | null>;
  payments(
    query: ListQuery<{
      ids?: number[];
      periodId?: number;
      organizationId?: number;
      method?: string;
      from?: string;
      to?: string;
    }>,
  ): Promise<Page<PaymentView>>;
  payment(id: number, scope: BillingScope): Promise<PaymentView | null>;
  preinvoices(
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string }>,
  ): Promise<Page<PreinvoiceView>>;
  preinvoice(id: number, scope: BillingScope): Promise<PreinvoiceView | null>;
  taxDocuments(
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string; q?: string }>,
  ): Promise<Page<TaxDocumentView>>;
  taxDocument(id: number, scope: BillingScope): Promise<TaxDocumentView | null>;
  unsentNotifications(
    query: ListQuery<{ ids?: number[]; status?: string; organizationId?: number }>,
  ): Promise<Page<UnsentNotificationView>>;
  unsentNotification(id: number, scope: BillingScope): Promise<UnsentNotificationView | null>;
  file(id: number): Promise<StoredFile | null>;
  dashboard(scope: BillingScope, today: string): Promise<BillingDashboard>;
  /** Unpaid periods past their due date, by id after `afterId`, with the reminder counts already sent. */
  arrearsCandidates(today: string, afterId: number, limit: number): Promise<ArrearsCandidate[]>;
}

export interface ArrearsCandidate {
  periodId: number;
  dueDate: string;
  status: StoredPaymentStatus;
  sentCounts: number[];
  /** The policy's billing e-mail, else the online buyer's; null when nobody can be written to. */
  to: string | null;
}

export interface BillingDashboard {
  collectedVsDue: { month: string; dueClp: number; collectedClp: number }[];
  arrearsByAge: { bucket: string; label: string; periods: number; balanceClp: number }[];
  topLateOrganizations: {
    organizationId: number | null;
    organizationName: string;
    periods: number;
    balanceClp: number;
  }[];
  totals: { overduePeriods: number; overdueClp: number; pendingPeriods: number; paidPeriods: number };
}
