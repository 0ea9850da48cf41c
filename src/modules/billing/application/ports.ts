import type { AdminListQuery } from '../../../platform/http/admin-list.js';
import type { IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { Coverage } from '../domain/amounts.js';
import type {
  BillingDashboard,
  Page,
  PaymentView,
  PeriodFilter,
  PeriodView,
  PreinvoiceView,
  TaxDocumentView,
  UnsentNotificationView,
} from '../domain/back-office-views.js';
import type { FileRecord, StoredFile } from '../domain/files.js';
import type {
  ArrearsCandidate,
  BilledPolicy,
  NewPayment,
  NewPeriod,
  NewTaxDocument,
  ReminderToSend,
  SalePaymentFacts,
  StoredPeriod,
} from '../domain/ledger-records.js';
import type { BillingScope } from '../domain/scope.js';

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

export interface LedgerFactory {
  /** Runs `work` in a new transaction. */
  inTransaction<T>(work: (ledger: BillingLedger) => Promise<T>): Promise<T>;
  /** A ledger on a transaction someone else opened (handleOnce). */
  on(transaction: unknown): BillingLedger;
}

/**
 * The payment link of a period (the sales module's facade, issue 28): for an online sale's period no card
 * subscription charges; null for every other period.
 */
export interface PeriodPaymentLinkSource {
  urlFor(periodId: number): Promise<string | null>;
}

/** The UF of a date (the pricing module's UF source: the latest value on or before the date). */
export interface UfRates {
  /** `fresh`: skip the per-process cache (the UF refresh must see a value stored a minute ago). */
  on(date: string, options?: { fresh?: boolean }): Promise<{ value: string; date: string } | null>;
}

/** A page of react-admin's list protocol (the platform's AdminListQuery), read in the caller's scope. */
export type ListQuery<F> = AdminListQuery<F> & { scope: BillingScope; today: string };

export interface BillingSettings {
  staffInbox: string;
  publicUrl: string;
  arrearsSchedule: string;
  ufRefreshSchedule: string;
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

/**
 * Re-exported only for adapters/sequelize/sequelize-ledger.ts, which another change of issue 32 edits at the
 * same time: drop these once it imports them from domain/.
 */
export type {
  BilledPolicy,
  NewPayment,
  NewPeriod,
  NewTaxDocument,
  ReminderToSend,
  SalePaymentFacts,
  StoredPeriod,
} from '../domain/ledger-records.js';
export type { FileRecord, StoredFile } from '../domain/files.js';
