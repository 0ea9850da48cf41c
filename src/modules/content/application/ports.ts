import type { SitePages } from '../../catalogue/index.js';
import type { CompanyDetails } from '../domain/company-details.js';
import type { ContentDraft, ContentKind, ContentPage } from '../domain/content-page.js';
import type { PublishedNotification, SiteNotification, SiteNotificationDraft } from '../domain/site-notification.js';
import type { ContentEntry, EntryResource } from '../domain/content-entries.js';

export const CONTENT_SORT_FIELDS = ['id', 'kind', 'area', 'slug', 'title', 'publishedAt', 'updatedAt'] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];

export interface ContentListQuery {
  offset: number;
  limit: number;
  sort: { field: ContentSortField; order: 'ASC' | 'DESC' };
  filter: { id?: number[]; kind?: ContentKind; area?: string; q?: string; published?: boolean };
}

/** Where content pages live (Postgres in production). */
export interface ContentPageRepository {
  /** A published page by its address. */
  findPublished(kind: ContentKind, area: string | null, slug: string): Promise<ContentPage | null>;
  /** Published pages of a kind (and area), newest first. */
  listPublished(kind: ContentKind, area?: string): Promise<ContentPage[]>;
  list(query: ContentListQuery): Promise<{ rows: ContentPage[]; total: number }>;
  findById(id: number): Promise<ContentPage | null>;
  /** Null when another page already has that address. */
  create(draft: ContentDraft): Promise<ContentPage | null>;
  /** Null when the page does not exist; 'taken' when the new address belongs to another page. */
  update(id: number, draft: ContentDraft): Promise<ContentPage | null | 'taken'>;
}

/**
 * The chat behind GET api/chat/available and api/chat/getWebchatConfig/{app}-{language} (spec 03 §4 §7):
 * a port so the provider is an adapter chosen by configuration (CHAT_PROVIDER). The default answers that
 * no chat is active, so the site shows no widget.
 */
export interface WebchatConfig {
  baseConfig: Record<string, unknown>;
  valuesConfig: Record<string, unknown>;
}

export interface ChatProvider {
  /** Whether a chat can open now for the app (the site's widget is shown only when active). */
  available(app: string | null): Promise<{ active: boolean }>;
  /** The web chat's configuration for an app and language; null when there is none. */
  webchatConfig(app: string, language: string): Promise<WebchatConfig | null>;
  /** GET api/twilio/webchat-config/{app}-{language}: only a Twilio-style provider has one (null otherwise). */
  twilioWebchatConfig(app: string, language: string): Promise<WebchatConfig | null>;
}

/** Where the site's messages come from (GET /i18n/{lang}.json): the catalogue web/ uses, per language. */
export interface SiteMessages {
  catalogue(language: string): Readonly<Record<string, string>> | null;
}

/** What the content module reads from the catalogue for the pages' heads and the sitemap (its facade). */
export type SiteCatalogue = Pick<SitePages, 'product' | 'organization' | 'paths' | 'shownOnSite'>;

/** Where the company's details live (one record, edited in the back-office). */
export interface CompanyDetailsStore {
  get(): Promise<CompanyDetails>;
  save(details: CompanyDetails, updatedBy: string): Promise<void>;
}

export const NOTIFICATION_SORT_FIELDS = ['id', 'title', 'publishFrom', 'publishUntil', 'updatedAt'] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

export interface NotificationListQuery {
  offset: number;
  limit: number;
  sort: { field: NotificationSortField; order: 'ASC' | 'DESC' };
  filter: { id?: number[]; q?: string };
}

/** Where the notification bell's messages live (Postgres). */
export interface SiteNotificationRepository {
  /** Messages whose publication window holds `now`, newest start first. */
  listPublished(now: Date, limit: number): Promise<PublishedNotification[]>;
  list(query: NotificationListQuery): Promise<{ rows: SiteNotification[]; total: number }>;
  findById(id: number): Promise<SiteNotification | null>;
  create(draft: SiteNotificationDraft, updatedBy: string): Promise<SiteNotification>;
  /** Null when the message does not exist. */
  update(id: number, draft: SiteNotificationDraft, updatedBy: string): Promise<SiteNotification | null>;
  /** False when the message did not exist. */
  delete(id: number): Promise<boolean>;
}

/** Cleans HTML typed in the back-office before it is stored and shown to every visitor. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}

export const ENTRY_SORT_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;
export type EntrySortField = (typeof ENTRY_SORT_FIELDS)[number];

export interface EntryListQuery {
  offset: number;
  limit: number;
  sort: { field: EntrySortField; order: 'ASC' | 'DESC' };
  filter: { id?: number[]; q?: string; fields?: Record<string, string | boolean> };
}

/** Where the content service's entries live (one Postgres table, rows told apart by resource). */
export interface ContentEntryRepository {
  /** Rows whose fields contain every filter value, oldest first (the site takes the last one). */
  search(resource: EntryResource, filter: Record<string, string | boolean>): Promise<ContentEntry[]>;
  list(resource: EntryResource, query: EntryListQuery): Promise<{ rows: ContentEntry[]; total: number }>;
  findById(resource: EntryResource, id: number): Promise<ContentEntry | null>;
  /** Null when another row already has that unique key. */
  create(resource: EntryResource, uniqueKey: string, fields: Record<string, unknown>): Promise<ContentEntry | null>;
  /** Null when the row does not exist; 'taken' when the key belongs to another row. */
  update(
    resource: EntryResource,
    id: number,
    uniqueKey: string,
    fields: Record<string, unknown>,
  ): Promise<ContentEntry | null | 'taken'>;
  delete(resource: EntryResource, id: number): Promise<boolean>;
}

/**
 * The site's cache of server-rendered pages (site-page-renderer.ts), bound by the composition root. A purge
 * drops the pages of the process that receives it; other API processes keep theirs until they expire (1 min).
 */
export interface PageCachePurge {
  /** How many pages this process dropped. */
  purge(): Promise<{ pages: number }>;
}
