import type { Money } from '../../../kernel/money.js';
import type { IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { BulkLoadKind, ColumnKey } from '../domain/bulk-load-columns.js';
import type { BulkLoadStatus } from '../domain/bulk-load-status.js';
import type { IsoDate } from '../domain/dates.js';
import type { ActivationRow, CancellationRow, RowError } from '../domain/row-validation.js';
import type {
  DependantType,
  Gender,
  InsuredType,
  MembershipStatus,
  DocumentReviewStatus,
  OrganizationStatus,
  PolicyStatus,
} from '../domain/statuses.js';

/** An open transaction, opaque to the use cases (the Sequelize adapter knows what it is). */
export type Tx = { readonly __tx: unique symbol };

export interface Transactor {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** Publishes integration events in the caller's transaction (platform EventPublisher). */
export interface EventSink {
  publish(tx: Tx, ...events: IntegrationEvent[]): Promise<void>;
}

/** Organizations a caller may see: null = every one (staff). */
export type OrgFilter = number[] | null;

/** Who acts (for the history) and what they may see. */
export interface Actor {
  id: number | null;
  name: string;
  orgs: OrgFilter;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface ListOptions<F, S extends string = string> {
  offset: number;
  limit: number;
  sort: { field: S; order: 'ASC' | 'DESC' };
  filter: F;
}

export interface ClientOrganization {
  id: number;
  name: string;
  rut: string;
  status: OrganizationStatus;
  groupCode: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string;
  region: string;
  country: string;
  zip: string | null;
  policyCount: number;
  createdAt: string;
}

export type ClientOrganizationInput = Omit<ClientOrganization, 'id' | 'createdAt' | 'policyCount'>;

export interface CoverageGroup {
  id: number;
  code: string;
  name: string;
}

export interface Policy {
  id: number;
  number: string;
  kind: 'collective' | 'individual';
  clientOrganizationId: number | null;
  clientOrganizationName: string | null;
  insurerId: number | null;
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  periodicityMonths: number;
  premium: Money;
  premiumBasis: 'per-insured' | 'per-policy';
  saleId: string | null;
  renewalOf: number | null;
  duplicatedFrom: number | null;
  coverageGroups: CoverageGroup[];
  insuredCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyInput {
  number?: string;
  kind: 'collective' | 'individual';
  clientOrganizationId: number | null;
  insurerId: number | null;
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  periodicityMonths: number;
  premium: Money;
  premiumBasis: 'per-insured' | 'per-policy';
  saleId?: string | null;
  renewalOf?: number | null;
  duplicatedFrom?: number | null;
  coverageGroups: { code: string; name: string }[];
}

export interface PolicyFilter {
  q?: string;
  status?: PolicyStatus;
  clientOrganizationId?: number;
  ids?: number[];
}

export interface HistoryEntry {
  id: number;
  policyId: number;
  at: string;
  userId: number | null;
  userName: string | null;
  action: string;
  changes: Record<string, unknown>;
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

export interface NewPerson {
  rut: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string | null;
  birthDate: IsoDate | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  insuredType: InsuredType;
  dependantType: DependantType | null;
  holderRut: string | null;
  accountType: string | null;
  accountNumber: string | null;
  bank: string | null;
}

export interface Insured {
  id: number;
  policyId: number;
  policyNumber: string;
  clientOrganizationId: number | null;
  personId: number;
  rut: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string | null;
  fullName: string;
  birthDate: IsoDate | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  insuredType: InsuredType;
  dependantType: DependantType | null;
  holderRut: string | null;
  coverageGroupId: number | null;
  coverageGroupName: string | null;
  status: MembershipStatus;
  startDate: IsoDate;
  exclusionDate: IsoDate | null;
  exclusionReason: string | null;
  bulkLoadId: number | null;
}

export interface InsuredFilter {
  q?: string;
  policyId?: number;
  status?: MembershipStatus;
  /** A filter mode's statuses (ALTAS, BAJAS: spec 03 §3). */
  statuses?: readonly MembershipStatus[];
  insuredType?: InsuredType;
  bulkLoadId?: number;
  ids?: number[];
}

export interface Person {
  id: number;
  clientOrganizationId: number | null;
  rut: string;
  fullName: string;
  insuredType: InsuredType;
  email: string | null;
  status: string;
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
  uninsured(
    orgs: OrgFilter,
    options: ListOptions<{ q?: string; clientOrganizationId?: number }>,
  ): Promise<Page<Person>>;
}

export interface BulkLoad {
  id: number;
  policyId: number;
  policyNumber: string;
  clientOrganizationId: number;
  clientOrganizationName: string;
  kind: BulkLoadKind;
  status: BulkLoadStatus;
  fileName: string;
  fileFormat: 'xlsx' | 'csv';
  contentHash: string;
  storageKey: string;
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  cancelRequested: boolean;
  cancelledByName: string | null;
  errorMessage: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface NewBulkLoad {
  policyId: number;
  clientOrganizationId: number;
  kind: BulkLoadKind;
  fileName: string;
  fileFormat: 'xlsx' | 'csv';
  contentHash: string;
  storageKey: string;
  total: number;
  createdBy: number | null;
  createdByName: string;
}

export interface BulkLoadError extends RowError {
  rowNumber: number;
  columnLabel: string | null;
}

export interface ChunkOutcome {
  processed: number;
  succeeded: number;
  failed: number;
  errors: BulkLoadError[];
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

export interface InsurerSettings {
  insurerId: number;
  cuttingDay: number;
  retroactiveDays: number;
  requestDays: number;
  contacts: InsurerContact[];
}

export interface InsurerContact {
  id: number;
  insurerId: number;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
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

/** An insurer as the catalogue names it (the catalogue owns insurers; policies link them by id). */
export interface InsurerRef {
  id: number;
  name: string;
}

/** A catalogue product offered by an insurer, as a policy names it. */
export interface InsurerProductRef {
  id: number;
  name: string;
  code: string;
  insurerId: number;
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

export interface InsurerDocument {
  id: number;
  insurerId: number;
  fileName: string;
  description: string | null;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  status: OrganizationStatus;
  uploadedByName: string | null;
  createdAt: string;
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

export interface PolicyDocument {
  id: number;
  policyId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  status: DocumentReviewStatus;
  createdAt: string;
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
}

/** A spreadsheet read row by row (row 1 is the header). */
export interface SpreadsheetRow {
  rowNumber: number;
  cells: unknown[];
}

export interface SpreadsheetReader {
  rows(content: NodeJS.ReadableStream | Buffer, format: 'xlsx' | 'csv'): AsyncIterable<SpreadsheetRow>;
}

export type { ActivationRow, CancellationRow, ColumnKey, RowError };
