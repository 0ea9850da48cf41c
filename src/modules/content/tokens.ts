/** Container tokens of the content module's ports. */
export const CONTENT = {
  ChatProvider: Symbol.for('content.ChatProvider'),
  SiteMessages: Symbol.for('content.SiteMessages'),
} as const;
