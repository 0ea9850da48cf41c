import { hasPermission } from '@domain/identity/domain/permissions';

/**
 * Which permission string each back-office screen or action needs. The server enforces the same strings on
 * /api/admin; this only hides what the user could not use anyway.
 */
const REQUIRED: Record<string, Partial<Record<string, string>>> = {
  leads: { list: 'lead:read', show: 'lead:read', edit: 'lead:update', assign: 'lead:assign' },
  executives: { list: 'lead:read', show: 'lead:read' },
  // Issue 30: the back-office screens of spec 03 §3 over what the API serves.
  advisors: { list: 'lead:read', show: 'lead:read', create: 'lead:assign', edit: 'lead:assign' },
  feedbacks: { list: 'lead:read', show: 'lead:read' },
  'contact-information': { list: 'content:read' },
  'isapre-plans': { list: 'product:read', show: 'product:read', edit: 'product:update' },
  // A customer opens its own ticket (contact-us:create); support staff see and work them.
  'support-tickets': {
    list: 'support-ticket:read',
    show: 'support-ticket:read',
    edit: 'support-ticket:update',
    create: 'contact-us:create',
  },
  'support-agents': { list: 'support-ticket:read', show: 'support-ticket:read' },
  users: { list: 'user:read', show: 'user:read', create: 'user:create', edit: 'user:update' },
  roles: { list: 'role:read', show: 'role:read', edit: 'role:update' },
  permissions: { list: 'role:read', show: 'role:read' },
  mailbox: { list: 'mailbox:read', show: 'mailbox:read' },
  products: { list: 'product:read', show: 'product:read', edit: 'product:update' },
  organizations: { list: 'organization:read', show: 'organization:read', edit: 'organization:update' },
  dashboard: { list: 'lead:read' },
  'care-scenarios': { list: 'product:read', show: 'product:read', edit: 'product:update' },
  'billing-dashboard': { list: 'payment-period:read' },
  'payment-periods': { list: 'payment-period:read', show: 'payment-period:read', export: 'payment:export' },
  payments: {
    list: 'payment:read',
    show: 'payment:read',
    create: 'payment:create',
    delete: 'payment:delete',
    export: 'payment:export',
  },
  preinvoices: { list: 'preinvoice:read', show: 'preinvoice:read', 'request-update': 'preinvoice:request-update' },
  'tax-documents': {
    list: 'tax-document:read',
    show: 'tax-document:read',
    create: 'tax-document:create',
    delete: 'tax-document:delete',
    'update-status': 'tax-document:update-status',
  },
  'unsent-notifications': {
    list: 'unsent-notification:read',
    show: 'unsent-notification:read',
    'update-status': 'unsent-notification:update-status',
  },
  'billing-jobs': { list: 'job:read', show: 'job:read', run: 'job:run' },
  sales: { list: 'payment:read', show: 'payment:read', export: 'payment:export', refund: 'payment:refund' },
  // Issue 28: automatic monthly card charges. pause, resume and change-date write a payment instruction
  // (payment:create); cancel ends the card mandate (payment:delete). Same strings as the server's.
  subscriptions: { list: 'payment:read', show: 'payment:read', manage: 'payment:create', cancel: 'payment:delete' },
  'content-pages': {
    list: 'content:read',
    show: 'content:read',
    create: 'content:create',
    edit: 'content:update',
  },
  'site-notifications': {
    list: 'notification:read',
    show: 'notification:read',
    create: 'notification:create',
    edit: 'notification:update',
    delete: 'notification:delete',
  },
  // Issue 30: the content service's resources and the purge of the site's page cache.
  ...Object.fromEntries(
    ['country-landings', 'organization-subscriptions', 'product-subscriptions', 'success-reviews'].map((resource) => [
      resource,
      {
        list: 'content:read',
        show: 'content:read',
        create: 'content:create',
        edit: 'content:update',
        delete: 'content:delete',
      },
    ]),
  ),
  'site-cache': { purge: 'cache:purge' },
  // Saved searches and price alerts (issue 29): what a customer saved and the alerts sent to them.
  'saved-searches': { list: 'saved-search:read', show: 'saved-search:read', delete: 'saved-search:delete' },
  'price-alerts': { list: 'saved-search:read', show: 'saved-search:read' },
  // Portal Personas customers (issue 29): policies, payments, saved searches and alerts; edit = sign out, withdraw.
  customers: { list: 'customer:read', show: 'customer:read', edit: 'customer:update' },
  // Portal Empresas and the policies back-office (issue 11): the server also limits client users to their
  // own company (or group).
  policies: {
    list: 'policy:read',
    show: 'policy:read',
    export: 'policy:export',
    create: 'policy:create',
    edit: 'policy:update',
    'change-status': 'policy:update',
    duplicate: 'policy:duplicate',
    renewal: 'policy:renewal',
    'read-history': 'policy:read-history',
    'upload-file': 'policy:upload-file',
    'review-document': 'policy:update',
  },
  'client-organizations': {
    list: 'policy:read',
    show: 'policy:read',
    create: 'organization:create',
    edit: 'organization:update',
  },
  insured: {
    list: 'employee:read',
    show: 'employee:read',
    create: 'employee:create',
    export: 'employee:export',
    'accept-activation': 'policy-employee:process-activation-accept',
    'decline-activation': 'policy-employee:process-activation-decline',
    'start-cancellation': 'policy-employee:active-process-cancellation',
    'accept-cancellation': 'policy-employee:process-cancellation-accept',
    'decline-cancellation': 'policy-employee:process-cancellation-decline',
  },
  uninsured: { list: 'employee:read-uninsured' },
  // Partners (issue 14): an ADMIN_PARTNER reads and edits its own partner; the server scopes both.
  partners: { list: 'partner:read', show: 'partner:read', edit: 'partner:update', create: 'partner:create' },
  // The flag service's flags are site-wide: for whoever runs the partner programme.
  'feature-flags': { list: 'partner:create', show: 'partner:create', edit: 'partner:create', create: 'partner:create' },
  experiments: { list: 'partner:read' },
  'uf-rates': { list: 'rate:read', create: 'rate:create' },
  'company-details': { list: 'content:read', edit: 'content:update' },
  'bulk-loads': {
    list: 'employee:bulk-load-read',
    show: 'employee:bulk-load-read',
    create: 'employee:bulk-load-process',
    cancel: 'employee:bulk-load-process',
  },
  // The catalogue's insurers and products, by name, for the policy form.
  insurers: { list: 'policy:read', show: 'policy:read' },
  'insurer-products': { list: 'policy:read', show: 'policy:read' },
  // The settings page opens to every reader; each field is enabled by its own update permission.
  'insurer-settings': {
    list: 'insurer:read',
    show: 'insurer:read',
    edit: 'insurer:read',
    'update-cutting-day': 'insurer:update-cutting-day',
    'update-retroactive-days': 'insurer:update-retroactive-days',
  },
  'insurer-contacts': {
    list: 'insurer:read-contact',
    show: 'insurer:read-contact',
    create: 'insurer:create-contact',
    edit: 'insurer:update-contact',
    delete: 'insurer:delete-contact',
  },
  // Uploading is the documents permission of spec 03 §6 (the spec has no insurer-specific one).
  'insurer-documents': {
    list: 'insurer:read',
    show: 'insurer:read',
    create: 'policy:upload-file',
    'update-status': 'policy:upload-file',
  },
};

export function requiredPermission(resource: string, action: string): string | undefined {
  return REQUIRED[resource]?.[action];
}

/** Unknown resources or actions (delete, export…) are denied unless a rule grants them. */
export function canAccessWith(permissions: readonly string[], resource: string, action: string): boolean {
  const permission = requiredPermission(resource, action);
  return permission !== undefined && hasPermission(permissions, permission);
}
