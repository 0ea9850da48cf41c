/** Container tokens and queues of the saved searches and price alerts (profile module, issue 29). */
export const PRICE_ALERTS = {
  Store: Symbol.for('profile.SavedSearchStore'),
  Pricing: Symbol.for('profile.AlertPricing'),
  Settings: Symbol.for('profile.PriceAlertSettings'),
  SaveSearch: Symbol.for('profile.SaveSearch'),
  RunPriceAlerts: Symbol.for('profile.RunPriceAlerts'),
  SendPriceAlert: Symbol.for('profile.SendPriceAlert'),
  Unsubscribe: Symbol.for('profile.Unsubscribe'),
  SavedSearchAdmin: Symbol.for('profile.SavedSearchAdmin'),
  /** The facade the portal module's renewal job calls (ProposeRenewalAlert). */
  ProposeRenewalAlert: Symbol.for('profile.ProposeRenewalAlert'),
  /** The facade of the back-office's customer view: a person's saved searches and alerts (CustomerAlerts). */
  CustomerAlerts: Symbol.for('profile.CustomerAlerts'),
} as const;

/** The scheduled run that compares every saved search with the catalogue. */
export const PRICE_ALERT_RUN_QUEUE = 'profile-price-alert-runs';
export const PRICE_ALERT_SCHEDULE_ID = 'price-alerts';
/** One job per alert e-mail, relayed from the outbox. */
export const PRICE_ALERT_MAIL_QUEUE = 'profile-price-alert-mail';
export const PRICE_ALERT_MAIL_JOB = 'price-alert.email';
