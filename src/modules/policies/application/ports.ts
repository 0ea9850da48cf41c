import type { IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { Actor, OrgFilter } from '../domain/actor.js';
import type { BulkLoadKind } from '../domain/bulk-load-columns.js';
import type { BulkLoadStatus } from '../domain/bulk-load-status.js';
import type { BulkLoad, BulkLoadError, ChunkOutcome, NewBulkLoad, SpreadsheetRow } from '../domain/bulk-load.js';
import type { ClientOrganization, ClientOrganizationInput } from '../domain/client-organization.js';
import type { IsoDate } from '../domain/dates.js';
import type { Insured, InsuredFilter, NewPerson, Person } from '../domain/insured.js';
import type {
  InsurerContact,
  InsurerDocument,
  InsurerProductRef,
  InsurerRef,
  InsurerSettings,
} from '../domain/insurer.js';
import type { ListOptions, Page } from '../domain/listing.js';
import type { HistoryEntry, Policy, PolicyDocument, PolicyFilter, PolicyInput } from '../domain/policy.js';
import type { CancellationRow } from '../domain/row-validation.js';
import type { DocumentReviewStatus, MembershipStatus, OrganizationStatus } from '../domain/statuses.js';

/** An open transaction, opaque to the use cases (the Sequelize adapter knows what it is). */
export type Tx = { readonly __tx: unique symbol };

export interface Transactor {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** Publishes integration events in the caller's transaction (platform EventPublisher). */
export interface EventSink {
  publish(tx: Tx, ...events: IntegrationEvent[]): Promise<void>;
}

export interface PolicyRepository {
  list(orgs: OrgFilter, options: ListOptions<PolicyFilter>): Promise<Page<Policy>>;
  get(orgs: OrgFilter, id: number, tx?: Tx): Promise<Policy | null>;
  /** Answers the new policy's id; a missing number is generated (spec 03 §5 format). */
  insert(tx: Tx, input: PolicyInput): Promise<number>;
  update(tx: Tx, id: number, patch: Partial<PolicyInput>): Promise<void>;
  addHistory(
    tx: Tx,
    policyId: number,
    actor: Pick<Actor, 'id' | 'name'>,
    action: string,
    changes: object,
  ): Promise<void>;
  history(policyId: number): Promise<HistoryEntry[]>;
  findBySale(saleId: string, tx?: Tx): Promise<number | null>;
  /**
   * Ids of the ACTIVE individual policies of online sales that renew within [from, to] (YYYY-MM-DD): their end
   * date, or without one the anniversary of their start date (nextRenewalDate).
   */
  soldEndingBetween(from: string, to: string): Promise<number[]>;
}

export interface ClientOrganizationRepository {
  list(
    orgs: OrgFilter,
    options: ListOptions<{ q?: string; status?: OrganizationStatus; ids?: number[] }>,
  ): Promise<Page<ClientOrganization>>;
  get(orgs: OrgFilter, id: number): Promise<ClientOrganization | null>;
  insert(input: ClientOrganizationInput): Promise<number>;
  update(id: number, patch: Partial<ClientOrganizationInput>): Promise<boolean>;
  /** The organizations sharing the group of this one (itself included). */
  groupOf(id: number): Promise<number[]>;
}

export interface InsuredRepository {
  list(orgs: OrgFilter, options: ListOptions<InsuredFilter>, tx?: Tx): Promise<Page<Insured>>;
  get(orgs: OrgFilter, id: number, tx?: Tx): Promise<Insured | null>;
  /** Locks the membership for a transition. */
  lock(tx: Tx, id: number): Promise<{ status: MembershipStatus } | null>;
  setStatus(
    tx: Tx,
    id: number,
    status: MembershipStatus,
    exclusion?: { date: IsoDate; reason: string | null },
  ): Promise<void>;
  /** Upserts people of an organization (titulars before dependants); answers person ids by RUT. */
  upsertPeople(tx: Tx, organizationId: number | null, people: NewPerson[]): Promise<Map<string, number>>;
  /**
   * Adds memberships; a person already in the policy (except CANCELED/DECLINE, which start again) is left
   * alone. Answers the person ids that got a membership.
   */
  addMemberships(
    tx: Tx,
    policyId: number,
    rows: {
      personId: number;
      coverageGroupId: number | null;
      startDate: IsoDate;
      status: MembershipStatus;
      bulkLoadId: number | null;
    }[],
  ): Promise<Set<number>>;
  /** ACTIVE → PROCESS_CANCELLATION by RUT; answers the RUTs moved. */
  startCancellations(
    tx: Tx,
    policyId: number,
    rows: CancellationRow[],
    bulkLoadId: number | null,
  ): Promise<Set<string>>;
  titularRuts(organizationId: number): Promise<Set<string>>;
  /** Which of these RUTs are holders (TITULAR) of the organization, as the transaction sees them. */
  titularsAmong(tx: Tx, organizationId: number, ruts: string[]): Promise<Set<string>>;
  uninsured(
    orgs: OrgFilter,
    options: ListOptions<{ q?: string; clientOrganizationId?: number }>,
  ): Promise<Page<Person>>;
}

export interface BulkLoadRepository {
  list(
    orgs: OrgFilter,
    options: ListOptions<{ policyId?: number; status?: BulkLoadStatus; kind?: BulkLoadKind }>,
  ): Promise<Page<BulkLoad>>;
  get(orgs: OrgFilter, id: number): Promise<BulkLoad | null>;
  /** The live load for the same file (policy, kind, content hash), if any. */
  findSameFile(policyId: number, kind: BulkLoadKind, contentHash: string): Promise<BulkLoad | null>;
  /** Inserts the load and its processing job (outbox) in one transaction; null when the same file won a race. */
  insertQueued(load: NewBulkLoad): Promise<number | null>;
  /** queued → processing (started now); false when it is finished or cancelled. */
  markProcessing(id: number): Promise<boolean>;
  /**
   * Runs one chunk in one transaction: locks the load, checks the cursor is still `expectedProcessed` and
   * no cancel was requested, calls work, then stores its errors and advances the counters. Answers
   * 'cancelled' / 'moved' (another worker advanced it) without running work.
   */
  runChunk(
    id: number,
    expectedProcessed: number,
    work: (tx: Tx) => Promise<ChunkOutcome>,
  ): Promise<'ok' | 'cancelled' | 'moved'>;
  finish(id: number, status: 'done' | 'failed' | 'cancelled', errorMessage?: string | null): Promise<void>;
  /** Asks a running load to stop at its next chunk (a queued one stops at once); records who asked. */
  requestCancel(id: number, byName: string): Promise<void>;
  errors(id: number): Promise<BulkLoadError[]>;
}

export interface InsurerSettingsRepository {
  /** Every insurer with stored settings, or only those of the ids given. */
  list(insurerIds?: number[]): Promise<InsurerSettings[]>;
  get(insurerId: number): Promise<InsurerSettings | null>;
  upsert(
    insurerId: number,
    patch: { cuttingDay?: number; retroactiveDays?: number; requestDays?: number },
  ): Promise<void>;
  contact(id: number): Promise<InsurerContact | null>;
  addContact(contact: Omit<InsurerContact, 'id'>): Promise<number>;
  updateContact(id: number, patch: Partial<Omit<InsurerContact, 'id' | 'insurerId'>>): Promise<boolean>;
  deleteContact(id: number): Promise<boolean>;
}

/** The catalogue's insurers and products, read through the catalogue's public face (index.ts). */
export interface InsurerDirectory {
  insurers(options: { q?: string; ids?: number[]; offset: number; limit: number }): Promise<Page<InsurerRef>>;
  insurer(id: number): Promise<InsurerRef | null>;
  products(options: {
    insurerId?: number;
    q?: string;
    ids?: number[];
    offset: number;
    limit: number;
  }): Promise<Page<InsurerProductRef>>;
  product(id: number): Promise<InsurerProductRef | null>;
}

export interface InsurerDocumentRepository {
  list(
    options: ListOptions<{ insurerId?: number; status?: OrganizationStatus }, 'id' | 'fileName' | 'createdAt'>,
  ): Promise<Page<InsurerDocument>>;
  get(id: number): Promise<InsurerDocument | null>;
  insert(
    doc: Omit<InsurerDocument, 'id' | 'createdAt' | 'status' | 'uploadedByName'> & {
      uploadedBy: number | null;
      uploadedByName: string;
    },
  ): Promise<number>;
  setStatus(id: number, status: OrganizationStatus): Promise<boolean>;
}

export interface DocumentRepository {
  list(policyId: number): Promise<PolicyDocument[]>;
  get(id: number): Promise<PolicyDocument | null>;
  /** The review status of spec 03 §4 (APPROVED, PENDING, REJECTED, NO_ACTION). */
  setStatus(id: number, status: DocumentReviewStatus): Promise<boolean>;
  insert(doc: Omit<PolicyDocument, 'id' | 'createdAt' | 'status'> & { uploadedBy: number | null }): Promise<number>;
}

/** Where uploaded files live: the platform's port (PLATFORM.FileStorage), shared with billing. */
export type { FileStorage } from '../../../platform/files/file-storage.js';

/** What a file is, judged by its content (not its name): null when it is none of the allowed kinds. */
export interface FileTypeDetector {
  detect(content: Buffer, fileName: string): Promise<{ ext: string; mime: string } | null>;
  /** The same for a file on disk, without reading it whole. */
  detectFile(path: string, fileName: string): Promise<{ ext: string; mime: string } | null>;
}

/** A spreadsheet's bytes: in memory, a stream, or a file on disk (read from there without holding it whole). */
export type SpreadsheetContent = NodeJS.ReadableStream | Buffer | { path: string };

export interface SpreadsheetReader {
  rows(content: SpreadsheetContent, format: 'xlsx' | 'csv'): AsyncIterable<SpreadsheetRow>;
  /**
   * The first non-blank row's cells and how many non-blank rows follow it, as rows() would give them, but
   * cheaper: the upload needs only these to check the columns and count the rows.
   */
  summary(content: Buffer | { path: string }, format: 'xlsx' | 'csv'): Promise<SpreadsheetSummary>;
}

export interface SpreadsheetSummary {
  header: unknown[] | null;
  dataRows: number;
}

/** A period billing marked LATE on a policy (non-payment, issue 28), as the policies module keeps it. */
export interface LatePeriodRecord {
  periodId: number;
  policyId: number;
  seq: number;
  dueDate: string;
  owedClp: number | null;
  lateAt: string;
  settledAt: string | null;
}

/** The policy's record of its late periods (policy_late_periods): what its non-payment rules decide on. */
export interface PolicyArrearsRepository {
  find(tx: Tx, periodId: number): Promise<LatePeriodRecord | null>;
  /** Late periods of the policy still unpaid. */
  openCount(tx: Tx, policyId: number): Promise<number>;
  /** Records a late period (a period already recorded is left as it is; answers whether it was new). */
  recordLate(tx: Tx, period: Omit<LatePeriodRecord, 'settledAt'>): Promise<boolean>;
  /** Marks a recorded late period paid (answers whether it was open). */
  settle(tx: Tx, periodId: number, settledAt: string): Promise<boolean>;
  /** The late periods of a policy, newest first (the back-office). */
  ofPolicy(policyId: number): Promise<LatePeriodRecord[]>;
}
