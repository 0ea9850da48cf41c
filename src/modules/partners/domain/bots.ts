/**
 * Search-engine and pre-rendering bots (spec 02 §5 "Bots"): prerender, googlebot, bingbot, petalbot, yahoo and
 * ahrefs are not real browsers. A bot's visit gets no experiments, no visitor id and no lead attribution, so
 * crawls neither skew an experiment's counts nor stamp a lead. One rule for the server (user-agent header) and
 * the site (navigator.userAgent).
 */
export const SEARCH_BOT_MARKERS = ['prerender', 'googlebot', 'bingbot', 'petalbot', 'yahoo', 'ahrefs'] as const;

const BOT = new RegExp(SEARCH_BOT_MARKERS.join('|'), 'i');

/** True when the user agent names one of the search-engine bots (case-insensitive, anywhere in the text). */
export function isSearchBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT.test(userAgent);
}
