/** Container tokens of the content module's ports and use cases. */
export const CONTENT = {
  ChatProvider: Symbol.for('content.ChatProvider'),
  SiteMessages: Symbol.for('content.SiteMessages'),
  PageHeads: Symbol.for('content.PageHeads'),
  Sitemap: Symbol.for('content.Sitemap'),
} as const;
