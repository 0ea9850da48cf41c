import type { AttributionEntry } from '../domain/lead-attribution.js';
import type { ContactChannel, ContactTime } from '../domain/contact-consent.js';
import type { LeadEmailKind } from '../domain/lead-emails.js';
import type { LeadKind } from '../domain/lead-origin.js';

/** The edition a lead was made on (issue 27): organizations.country_code's values. */
export type LeadCountry = 'CL' | 'PE' | 'CO' | 'INT';

export interface Executive {
  id: number;
  email: string;
  name: string;
}

export interface ProductRef {
  id: string | null;
  code: string | null;
  name: string | null;
  type: string | null;
}

/**
 * The catalogue's products (through its index.ts facade): a lead sent with only a legacy code
 * (`codigoplan`, `productCode`/`insuranceId`) gets the product's id and name (issue 9).
 */
export interface ProductCatalogue {
  find(ref: { id?: string | null; code?: string | null }): Promise<ProductRef | null>;
}

/** A lead ready to be stored (validated and normalised by SubmitLead). */
export interface NewLead {
  kind: LeadKind;
  status: number;
  origin: string;
  /** The host's edition (issue 27); Chile for the main host. */
  countryCode: LeadCountry;
  nombre: string;
  rut: string | null;
  rutPareja: string | null;
  email: string;
  telefono: string | null;
  fechaNacimiento: string | null;
  contactChannel: ContactChannel;
  contactTime: ContactTime;
  product: ProductRef;
  businessLine: string | null;
  profile: Record<string, unknown> | null;
  referrer: Record<string, unknown> | null;
  extra: Record<string, unknown>;
  isInternalTraffic: boolean;
  advisorId: number | null;
  executive: Executive | null;
  idempotencyKey: string | null;
  dedupeKey: string;
  updateToken: string;
  attribution: AttributionEntry[];
}

export interface LeadSummary {
  id: number;
  kind: LeadKind;
  status: number;
  subStatus: number | null;
  origin: string;
  countryCode: LeadCountry;
  nombre: string;
  rut: string | null;
  rutPareja: string | null;
  email: string;
  telefono: string | null;
  fechaNacimiento: string | null;
  contactChannel: ContactChannel;
  contactTime: ContactTime;
  product: ProductRef;
  businessLine: string | null;
  isInternalTraffic: boolean;
  advisor: { id: number; name: string; email: string } | null;
  executive: Executive | null;
  updateToken: string;
  createdAt: string;
  updatedAt: string;
}

export interface LeadDetail extends LeadSummary {
  profile: Record<string, unknown> | null;
  referrer: Record<string, unknown> | null;
  extra: Record<string, unknown>;
  attribution: AttributionEntry[];
  emails: { kind: string; to: string | null; sentAt: string | null; attempts: number }[];
  history: LeadHistoryEntry[];
}

export interface LeadHistoryEntry {
  action: 'status' | 'assign';
  status: number | null;
  subStatus: number | null;
  executive: { id: number; name: string } | null;
  by: { id: number; name: string } | null;
  at: string;
}

/** The back-office user behind a change (req.user), kept in the lead's history. */
export interface Actor {
  id: number;
  name: string;
}

export interface LeadListQuery {
  ids?: number[];
  status?: number;
  subStatus?: number;
  executiveId?: number;
  productId?: string;
  /** The stored origin (an origin system or source of spec 03 §3, or what a client sent). */
  origin?: string;
  /** The edition the lead was made on (issue 27: staff filter every list by country). */
  countryCode?: LeadCountry;
  from?: string;
  to?: string;
  q?: string;
  sort: { field: 'id' | 'createdAt' | 'status' | 'nombre' | 'email' | 'executiveId'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface LeadChanges {
  rutPareja?: string | null;
  telefono?: string;
  fechaNacimiento?: string | null;
  contactChannel?: ContactChannel;
  contactTime?: ContactTime;
  profile?: Record<string, unknown> | null;
}

export interface LeadRepository {
  /**
   * Stores the lead, its attribution entries and one outbox job per e-mail in ONE transaction.
   * A lead with the same idempotency key, or the same dedupe key within `windowMs`, is returned
   * instead of creating another (created: false).
   */
  insert(lead: NewLead, emails: LeadEmailKind[], windowMs: number): Promise<{ lead: LeadSummary; created: boolean }>;
  findById(id: number): Promise<LeadDetail | null>;
  update(id: number, changes: LeadChanges): Promise<LeadSummary>;
  list(query: LeadListQuery): Promise<{ rows: LeadSummary[]; total: number }>;
  setStatus(id: number, status: number, subStatus: number | null, by: Actor | null): Promise<LeadSummary | null>;
  assign(id: number, executive: Executive, by: Actor | null): Promise<LeadSummary | null>;
  /** How many leads each executive received since a date (to spread new leads evenly). */
  assignedSince(executiveIds: number[], since: Date): Promise<Map<number, number>>;
  countByStatus(): Promise<{ status: number; count: number }[]>;
  /** Leads per Chilean calendar day (America/Santiago), the `days` days ending `today` (YYYY-MM-DD). */
  countByDay(days: number, today: string): Promise<{ date: string; count: number }[]>;
  requestCounts(): Promise<
    { productId: string | null; productCode: string | null; productName: string | null; count: number }[]
  >;
}

export interface Advisor {
  id: number;
  email: string;
  name: string;
  country: string;
}

export interface AdvisorRecord extends Advisor {
  active: boolean;
  createdAt: string;
}

export interface AdvisorInput {
  email: string;
  name: string;
  country: string;
  active: boolean;
}

export interface AdvisorRepository {
  findActiveByEmail(email: string): Promise<Advisor | null>;
  list(query: { q?: string; offset: number; limit: number }): Promise<{ rows: AdvisorRecord[]; total: number }>;
  findById(id: number): Promise<AdvisorRecord | null>;
  /** Null when another advisor already has the e-mail. */
  create(input: AdvisorInput): Promise<AdvisorRecord | null>;
  update(id: number, input: Partial<AdvisorInput>): Promise<AdvisorRecord | null | 'duplicate'>;
}

/** Who works leads: adapted to the identity module's user directory once it exists. */
export interface ExecutiveDirectory {
  listActive(): Promise<Executive[]>;
  getById(id: number): Promise<Executive | null>;
}

/** The leads module's own view of the e-mail port (PLATFORM.Mailer behind it). */
export interface LeadMailer {
  send(message: { to: string; subject: string; text: string; idempotencyKey: string }): Promise<void>;
}

/**
 * Serialises and records e-mail deliveries: `send` runs at most once per lead and kind, even with
 * two workers on the same job (the second waits, then sees it sent).
 */
export interface EmailDeliveryLog {
  once(leadId: number, kind: LeadEmailKind, to: string, send: () => Promise<void>): Promise<'sent' | 'already-sent'>;
}

export interface LeadsSettings {
  /** Where executives' notices go while a lead has no executive. */
  salesInbox: string;
  publicUrl: string;
}

export interface Feedback {
  _id: string;
  leadId: number | null;
  score: number | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FeedbackRepository {
  create(input: { leadId: number | null; score: number | null; comment: string | null }): Promise<Feedback>;
  update(id: string, changes: { score?: number | null; comment?: string | null }): Promise<Feedback | null>;
  findById(id: string): Promise<Feedback | null>;
  findByLead(leadId: number): Promise<Feedback[]>;
  /** The back-office list, newest first, with the request's name and product when tied to one. */
  list(page: { offset: number; limit: number; minScore?: number; maxScore?: number }): Promise<{
    rows: (Feedback & { leadName: string | null; productName: string | null })[];
    total: number;
  }>;
}

/** The public request counts (LEADS.RequestCounts): insurance lists may be sorted by them (spec 03 §3, §9). */
export interface LeadRequestCounts {
  byProduct(): Promise<{ productId: string | null; productCode: string | null; count: number }[]>;
}
