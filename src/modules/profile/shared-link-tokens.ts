/** Container tokens of the share links (profile module). */
export const SHARED_LINKS = {
  Store: Symbol.for('profile.SharedLinkStore'),
  Settings: Symbol.for('profile.SharedLinkSettings'),
  Links: Symbol.for('profile.SharedLinks'),
} as const;
