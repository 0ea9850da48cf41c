import type { AlertDecision, AlertProduct, AlertReason } from '../domain/price-alert.js';

/** Prices a search or a product for a stored profile: the catalogue's SearchPricing facade (bound in the module). */
export interface AlertPricing {
  /** 400 (AppError) in Spanish when the compare body is not one the compare API accepts. */
  check(body: Record<string, unknown>): void;
  /** The search's `take` cheapest results priced for its profile, cheapest first. */
  search(body: Record<string, unknown>, take: number): Promise<AlertProduct[]>;
  /** One product (id or code) priced for the profile; null when it is not in the catalogue. */
  product(idOrCode: string, profile: unknown): Promise<(AlertProduct & { organizationType?: string }) | null>;
}

export interface PriceAlertSettings {
  /** The site's public address (links in the e-mails). */
  publicUrl: string;
  /** Key of the unsubscribe tokens. */
  unsubscribeSecret: string;
}

export type SavedSearchKind = 'search' | 'product';

/** An edition's country code (issue 27), as organizations.country_code. */
export type SavedSearchCountry = 'CL' | 'PE' | 'CO' | 'INT';

export interface NewSavedSearch {
  email: string;
  /** The edition of the host the search was saved on (issue 27); Chile when absent. */
  countryCode?: SavedSearchCountry;
  consentVersion: string;
  consentText: string;
  consentAt: Date;
  kind: SavedSearchKind;
  productCode: string | null;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
  baseline: Record<string, unknown>;
}

/** A saved search as the job reads it, with its owner's consent and last e-mail. */
export interface ScanItem {
  id: number;
  subscriberId: number;
  kind: SavedSearchKind;
  productCode: string | null;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
  baseline: Record<string, unknown>;
  lastSentAt: Date | null;
  consentWithdrawnAt: Date | null;
}

export type AlertStatus = 'pending' | 'sent' | 'skipped-weekly-limit' | 'skipped-unsubscribed';

export interface StoredAlert {
  id: number;
  savedSearchId: number | null;
  subscriberId: number;
  email: string;
  reason: AlertReason;
  status: AlertStatus;
  alternatives: AlertProduct[];
  details: { productName?: string; previousPriceClp?: number | null; priceClp?: number | null };
  createdAt: string;
  sentAt: string | null;
  /** The saved search's edition (issue 27); Chile for an alert without a search (renewals). */
  countryCode: SavedSearchCountry;
}

export interface SavedSearchView {
  id: number;
  subscriberId: number;
  email: string;
  kind: SavedSearchKind;
  productCode: string | null;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
  consentVersion: string;
  consentAt: string;
  consentWithdrawnAt: string | null;
  checkedAt: string | null;
  createdAt: string;
  deletedAt: string | null;
  alertsSent: number;
  /** The edition of the host the search was saved on (issue 27). */
  countryCode: SavedSearchCountry;
}

export const SAVED_SEARCH_SORT_FIELDS = ['id', 'createdAt', 'email', 'checkedAt'] as const;
export const ALERT_SORT_FIELDS = ['id', 'createdAt', 'sentAt', 'status'] as const;

export interface AdminPage<F> {
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: F;
}

/** The consent a renewal notice relies on when the person has no price-alert consent yet (Portal Personas'). */
export interface RenewalConsent {
  version: string;
  text: string;
  givenAt: Date;
}

/** A renewal notice to record: one per policy and end date (its dedupe key), with its outbox message. */
export interface NewRenewalAlert {
  email: string;
  consent: RenewalConsent | null;
  dedupeKey: string;
  alternatives: AlertProduct[];
  details: Record<string, unknown>;
}

export type RenewalRecordOutcome = 'created' | 'already-recorded' | 'no-consent' | 'unsubscribed' | 'weekly-limit';

export interface SavedSearchStore {
  /**
   * The person of an address as the renewal notice needs it (null when unknown), and whether an alert of theirs
   * still waits to be sent (it counts against the weekly limit).
   */
  subscriberByEmail(
    email: string,
  ): Promise<{ id: number; consentWithdrawnAt: Date | null; lastSentAt: Date | null; pending: boolean } | null>;
  /**
   * Records a renewal notice in one transaction, the person locked: their consent (taken from `consent` when they
   * have none yet; a withdrawn one is never overridden), the weekly limit (a pending alert counts as sent), the
   * alert once per dedupe key, and the outbox message of its e-mail.
   */
  /** Whether an alert with this dedupe key was already decided. */
  hasAlert(dedupeKey: string): Promise<boolean>;
  recordRenewal(alert: NewRenewalAlert, now: Date): Promise<{ outcome: RenewalRecordOutcome; alertId: number | null }>;
  /** Inserts the search; the person's consent is (re)recorded with its time and version. */
  save(search: NewSavedSearch): Promise<{ id: number; subscriberId: number; createdAt: string }>;
  /** Active searches (not deleted, consent not withdrawn) after an id, in id order. */
  batch(afterId: number, limit: number): Promise<ScanItem[]>;
  /**
   * Records a run of one search in one transaction: the next baseline, and, when there is an alert, its row
   * (once per dedupe key) and the outbox message of its e-mail. Answers the new alert's id, or null.
   */
  recordRun(
    item: Pick<ScanItem, 'id' | 'subscriberId'>,
    next: Record<string, unknown>,
    alert: AlertDecision | null,
  ): Promise<number | null>;
  /**
   * Records the runs of a batch of searches in one transaction (the job's bulk write, one statement for the
   * baselines and one for the alerts): as recordRun for each. Answers the ids of the searches whose alert was
   * created (an alert already decided under its dedupe key is not).
   */
  recordRuns(
    runs: { item: Pick<ScanItem, 'id' | 'subscriberId'>; next: Record<string, unknown>; alert: AlertDecision | null }[],
  ): Promise<Set<number>>;
  /**
   * Sends a pending alert at most once: locks the alert and its person, lets `decide` send or skip, and
   * stores the outcome (a sent alert sets the person's last e-mail). Answers the outcome, or 'not-pending'.
   */
  settleAlert(
    alertId: number,
    decide: (
      alert: StoredAlert,
      subscriber: { consentWithdrawnAt: Date | null; lastSentAt: Date | null },
    ) => Promise<AlertStatus>,
  ): Promise<AlertStatus | 'not-pending'>;
  /** Withdraws the person's consent (the first time only); false when there is no such person. */
  withdrawConsent(subscriberId: number): Promise<boolean>;
  listSearches(
    page: AdminPage<{ email?: string; subscriberId?: number; id?: number[]; countryCode?: SavedSearchCountry }>,
  ): Promise<{ rows: SavedSearchView[]; total: number }>;
  getSearch(id: number): Promise<SavedSearchView | null>;
  deleteSearch(id: number): Promise<SavedSearchView | null>;
  listAlerts(
    page: AdminPage<{
      email?: string;
      subscriberId?: number;
      savedSearchId?: number;
      id?: number[];
      countryCode?: SavedSearchCountry;
    }>,
  ): Promise<{ rows: StoredAlert[]; total: number }>;
  getAlert(id: number): Promise<StoredAlert | null>;
}
