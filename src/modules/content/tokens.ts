/** Container tokens of the content module's ports and use cases. */
export const CONTENT = {
  ChatProvider: Symbol.for('content.ChatProvider'),
  SiteMessages: Symbol.for('content.SiteMessages'),
  ContentPageRepository: Symbol.for('content.ContentPageRepository'),
  ReadInformationPage: Symbol.for('content.ReadInformationPage'),
  ReadBlog: Symbol.for('content.ReadBlog'),
  ManageContentPages: Symbol.for('content.ManageContentPages'),
  PageHeads: Symbol.for('content.PageHeads'),
  Sitemap: Symbol.for('content.Sitemap'),
  CompanyDetailsStore: Symbol.for('content.CompanyDetailsStore'),
  /** CompanyDetailsService: the company's details; other modules read the transfer account through it. */
  CompanyDetails: Symbol.for('content.CompanyDetails'),
  SiteNotificationRepository: Symbol.for('content.SiteNotificationRepository'),
  HtmlSanitizer: Symbol.for('content.HtmlSanitizer'),
  ManageSiteNotifications: Symbol.for('content.ManageSiteNotifications'),
  ReadSiteNotifications: Symbol.for('content.ReadSiteNotifications'),
  ContentEntryRepository: Symbol.for('content.ContentEntryRepository'),
  /** ContentEntries: the content service's four resources (country landings, subscriptions, reviews). */
  ContentEntries: Symbol.for('content.ContentEntries'),
  /** PageCachePurge (application/ports.ts): the site's server-rendered page cache, bound by the runtime. */
  PageCachePurge: Symbol.for('content.PageCachePurge'),
  /** Public (index.ts): the content a server-rendered content page shows (PageContent, issue 31). */
  PageContent: Symbol.for('content.PageContent'),
} as const;
