/** Container tokens of the content module. */
export const CONTENT = {
  PageHeads: Symbol.for('content.PageHeads'),
  Sitemap: Symbol.for('content.Sitemap'),
} as const;
