import { hasPermission } from '@domain/identity/domain/permissions';

/**
 * Which permission string each back-office screen or action needs. The server enforces the same strings on
 * /api/admin; this only hides what the user could not use anyway.
 */
const REQUIRED: Record<string, Partial<Record<string, string>>> = {
  leads: { list: 'lead:read', show: 'lead:read', edit: 'lead:update', assign: 'lead:assign' },
  executives: { list: 'lead:read', show: 'lead:read' },
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
  'content-pages': {
    list: 'content:read',
    show: 'content:read',
    create: 'content:create',
    edit: 'content:update',
  },
  // Portal Empresas (issue 11): the server also limits client users to their own company.
  policies: { list: 'policy:read', show: 'policy:read', export: 'policy:export' },
  'client-organizations': { list: 'policy:read', show: 'policy:read' },
  insured: {
    list: 'employee:read',
    show: 'employee:read',
    'accept-activation': 'policy-employee:process-activation-accept',
    'decline-activation': 'policy-employee:process-activation-decline',
    'start-cancellation': 'policy-employee:active-process-cancellation',
    'accept-cancellation': 'policy-employee:process-cancellation-accept',
    'decline-cancellation': 'policy-employee:process-cancellation-decline',
  },
  // Partners (issue 14): an ADMIN_PARTNER reads and edits its own partner; the server scopes both.
  partners: { list: 'partner:read', show: 'partner:read', edit: 'partner:update', create: 'partner:create' },
  // The flag service's flags are site-wide: for whoever runs the partner programme.
  'feature-flags': { list: 'partner:create', show: 'partner:create', edit: 'partner:create', create: 'partner:create' },
  experiments: { list: 'partner:read' },
  'bulk-loads': {
    list: 'employee:bulk-load-read',
    show: 'employee:bulk-load-read',
    create: 'employee:bulk-load-process',
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
