/** Container tokens of the portal module (Portal Personas, issue 29). */
export const PORTAL = {
  PurchaseStore: Symbol.for('portal.PurchaseStore'),
  PreferencesStore: Symbol.for('portal.PreferencesStore'),
  DocumentRenderer: Symbol.for('portal.DocumentRenderer'),
  LinkPurchase: Symbol.for('portal.LinkPurchase'),
  CustomerPortal: Symbol.for('portal.CustomerPortal'),
  RunRenewalAlerts: Symbol.for('portal.RunRenewalAlerts'),
  CustomerAdmin: Symbol.for('portal.CustomerAdmin'),
} as const;

/** The queue where the portal receives the integration events it consumes (SaleCompleted). */
export const PORTAL_EVENTS_QUEUE = 'portal-events';
/** The name handleOnce records for the portal's SaleCompleted consumer. */
export const PORTAL_SALE_CONSUMER = 'portal.sale-completed';
/** The daily run that e-mails the renewal alternatives of policies about to renew. */
export const PORTAL_RENEWAL_QUEUE = 'portal-renewal-alerts';
export const PORTAL_RENEWAL_SCHEDULE_ID = 'renewal-alerts';
