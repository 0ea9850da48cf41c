/** Choices whose names are catalogue keys (admin/src/i18n-es.ts), so codes never reach the screen raw. */
export const SAVED_SEARCH_KINDS = [
  { id: 'search', name: 'resources.saved-searches.kinds.search' },
  { id: 'product', name: 'resources.saved-searches.kinds.product' },
];

export const ALERT_STATUSES = [
  { id: 'pending', name: 'resources.price-alerts.statuses.pending' },
  { id: 'sent', name: 'resources.price-alerts.statuses.sent' },
  { id: 'skipped-weekly-limit', name: 'resources.price-alerts.statuses.skipped-weekly-limit' },
  { id: 'skipped-unsubscribed', name: 'resources.price-alerts.statuses.skipped-unsubscribed' },
];

export const ALERT_REASONS = [
  { id: 'cheaper-equivalent', name: 'resources.price-alerts.reasons.cheaper-equivalent' },
  { id: 'price-change', name: 'resources.price-alerts.reasons.price-change' },
  { id: 'renewal', name: 'resources.price-alerts.reasons.renewal' },
];
