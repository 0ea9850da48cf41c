import type { AdminListQuery } from '../../../platform/http/admin-list.js';
import type { IntegrationEvent } from '../../../platform/outbox/integration-events.js';
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
  /** The day its online sale was refunded (domain/refund.ts): periods not yet due then are void. */
  refundedAt?: string | null;
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
  /** Pesos paid by this period's own payments. */
  paidClp: number;
  /** Credit from earlier periods counted as paid here (domain/settlement.ts). */
  creditClp: number;
  /** Credit this period passes on to the next ones. */
  creditOutClp: number;
  status: StoredPaymentStatus;
}

export type NewPeriod = Omit<StoredPeriod, 'id' | 'paidClp' | 'creditClp' | 'creditOutClp' | 'status'> & {
  status: StoredPaymentStatus;
};

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
  /** lockPolicy for many, in id order (so two lockers never wait on each other in a circle). */
  lockPolicies(policyIds: number[]): Promise<void>;
  upsertPolicy(policy: BilledPolicy): Promise<void>;
  findPolicy(policyId: number): Promise<BilledPolicy | null>;
  findPolicies(policyIds: number[]): Promise<BilledPolicy[]>;
  findPolicyBySale(saleId: string): Promise<BilledPolicy | null>;
  setCanceled(policyId: number, canceledAt: string): Promise<void>;
  setRefunded(policyId: number, refundedAt: string): Promise<void>;
  /** Marks the provider payment (by its external id) reversed; answers its period, or null when none is live. */
  reversePayment(externalId: string): Promise<{ periodId: number } | null>;
  upsertInsured(
    policyId: number,
    insuredId: number,
    rut: string,
    change: { startDate?: string; exclusionDate?: string },
  ): Promise<void>;
  insuredOf(policyId: number): Promise<Coverage[]>;
  periodsOf(policyId: number): Promise<StoredPeriod[]>;
  /** The periods of each policy, in period order. */
  periodsOfPolicies(policyIds: number[]): Promise<Map<number, StoredPeriod[]>>;
  /** The credit each policy left after its last period (`creditOutClp` of its last period; absent: none). */
  closingCredits(policyIds: number[]): Promise<Map<number, number>>;
  /** The billed policies that renew `policyId` (renewalOf = policyId). */
  renewalsOf(policyId: number): Promise<BilledPolicy[]>;
  /**
   * Inserts the periods that do not exist yet (by policy and seq) and the pre-invoice of each organization and
   * billing month they fall in (domain/preinvoices.ts).
   */
  insertPeriods(periods: NewPeriod[]): Promise<number>;
  /** Writes the computed values of periods (amounts, UF, insured, status, credits), in one statement. */
  updatePeriods(periods: StoredPeriod[]): Promise<void>;
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
  /** Stores the period's paid total from its payments (settle the policy afterwards). */
  syncPaid(periodId: number): Promise<void>;
  /** The period, read without a lock (lock its policy first, then read it again to change it). */
  periodById(periodId: number): Promise<StoredPeriod | null>;
  paymentById(
    paymentId: number,
  ): Promise<{ id: number; periodId: number; organizationId: number | null; method: string } | null>;
  deletePayment(paymentId: number): Promise<void>;
  insertFile(file: FileRecord): Promise<number>;
  fileMeta(fileId: number): Promise<{ id: number; purpose: string; organizationId: number | null } | null>;
  /** Gives a file without an organization to `organizationId` (a receipt staff uploaded, once attached). */
  claimFile(fileId: number, organizationId: number | null): Promise<void>;
  /** A file row locked until the transaction ends (moving a legacy file into the storage). */
  fileForUpdate(fileId: number): Promise<StoredFile | null>;
  /** Bytes of a file uploaded before files moved to the FileStorage (billing_files_legacy), or null. */
  legacyBytes(fileId: number): Promise<Buffer | null>;
  /** The legacy file now lives in the storage under `key`: its bytes leave the database. */
  movedToStorage(fileId: number, key: string): Promise<void>;
  preinvoiceForUpdate(id: number): Promise<{ id: number; organizationId: number; month: string } | null>;
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
  /** Marks an unpaid period LATE (its card charge ran out of retries); false when paid or already marked. */
  markLate(periodId: number, at: string): Promise<boolean>;
  /** Integration events published in this transaction (one outbox row per subscriber). */
  publish(...events: IntegrationEvent[]): Promise<void>;
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
  /** The policy's sale was refunded: it is chased no more (domain/refund.ts). */
  policyRefunded?: boolean;
}

export type FilePurpose = 'payment-receipt' | 'tax-document-pdf' | 'tax-document-xml';

/** An upload as received: the bytes go to the FileStorage, the rest to billing_files. */
export interface NewFile {
  purpose: FilePurpose;
  filename: string;
  contentType: string;
  data: Buffer;
  organizationId: number | null;
  uploadedBy: number | null;
}

/** The row of a stored file: where the FileStorage keeps it, never its bytes. */
export type FileRecord = Omit<NewFile, 'data'> & { size: number; storageKey: string };

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
  /** `fresh`: skip the per-process cache (the UF refresh must see a value stored a minute ago). */
  on(date: string, options?: { fresh?: boolean }): Promise<{ value: string; date: string } | null>;
}

export interface PeriodView extends StoredPeriod {
  policyNumber: string;
  organizationName: string | null;
  paymentStatus: PaymentStatus;
  state: PeriodState;
  balanceClp: number | null;
}

/** A page of react-admin's list protocol (the platform's AdminListQuery), read in the caller's scope. */
export type ListQuery<F> = AdminListQuery<F> & { scope: BillingScope; today: string };

export interface BillingSettings {
  staffInbox: string;
  publicUrl: string;
  arrearsSchedule: string;
  ufRefreshSchedule: string;
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

export interface PreinvoiceLine {
  periodId: number;
  policyId: number;
  policyNumber: string;
  startDate: string;
  endDate: string;
  amount: string;
  currency: Currency;
  ufValue: string | null;
  amountClp: number | null;
  insuredCount: number;
  prorated: boolean;
  status: StoredPaymentStatus;
}

/** A pre-invoice: one organization, one billing month, the periods billed in it and their totals. */
export interface PreinvoiceView {
  id: number;
  organizationId: number;
  organizationName: string | null;
  /** 'YYYY-MM': the billing month. */
  month: string;
  periodStart: string | null;
  periodEnd: string | null;
  lines: PreinvoiceLine[];
  policies: number;
  amountClp: number | null;
  insuredCount: number;
  byCurrency: { currency: Currency; amount: string }[];
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
  /** Null only for a file uploaded before the FileStorage, still in billing_files_legacy. */
  storageKey: string | null;
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
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string; month?: string }>,
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
  /** Billing dates of open UF periods whose pesos wait for the UF of that date (domain/uf-conversion.ts). */
  provisionalUfDates(): Promise<string[]>;
  /** Policies with an open provisional UF period whose UF differs from `rates` (billing date -> UF). */
  policiesWithStaleUf(rates: Map<string, { value: string; date: string }>): Promise<number[]>;
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
