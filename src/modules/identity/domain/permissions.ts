/**
 * Permission strings `resource:verb` (spec 03 §6) plus the back-office ones this project adds
 * (lead, user, role, mailbox, product). Held in the database; this list seeds it and is what the
 * admin app offers when editing a role.
 */
const SPEC_PERMISSIONS: Record<string, string[]> = {
  policy: [
    'create',
    'read',
    'update',
    'delete',
    'duplicate',
    'renewal',
    'export',
    'upload-file',
    'read-history',
    'update-insurance-notification',
  ],
  employee: [
    'read',
    'create',
    'update',
    'update-with-policies',
    'delete',
    'bulk-load-read',
    'bulk-load-process',
    'bulk-cancellation',
    'bulk-activation',
    'add-policy',
    'read-history',
    'read-uninsured',
    'upload-file',
    'export',
  ],
  // 'refund' is added by this project (sales: the back-office refund of an online payment).
  payment: ['create', 'read', 'delete', 'export', 'upload-file', 'refund'],
  'payment-period': ['create', 'read', 'delete', 'upload-file'],
  'tax-document': ['create', 'read', 'delete', 'upload-file', 'update-status', 'read-comment'],
  'contact-us': ['create'],
  preinvoice: ['read', 'request-update'],
  partner: ['read', 'update', 'create'],
  'unsent-notification': ['read', 'update-status'],
  insurer: [
    'read',
    'update-cutting-day',
    'update-retroactive-days',
    'read-contact',
    'update-contact',
    'create-contact',
    'delete-contact',
  ],
  organization: ['read', 'update', 'create', 'delete', 'export', 'metrics'],
  'policy-employee': [
    'active-process-cancellation',
    'process-activation-accept',
    'process-activation-decline',
    'process-cancellation-accept',
    'process-cancellation-decline',
  ],
};

const BACKOFFICE_PERMISSIONS: Record<string, string[]> = {
  lead: ['read', 'update', 'assign', 'receive'],
  product: ['read', 'update'],
  // access-link: issue a one-time sign-in link for a user (GET /hashtoken/{hash}, spec 03 §7).
  user: ['read', 'create', 'update', 'access-link'],
  role: ['read', 'update'],
  mailbox: ['read'],
  // The Jobs screen and bull-board (/admin/queues): see the schedules and queues, run one now, act on the
  // queues (pause, resume, retry, clean, empty) (billing).
  job: ['read', 'run', 'manage'],
  // Information pages and blog articles (content module).
  content: ['read', 'create', 'update', 'delete'],
  // Purge the CDN's cached pages of the public site (content: POST /api/cloudflare-cache/{app}).
  cache: ['purge'],
  // The notification bell's messages of the public site (content module).
  notification: ['read', 'create', 'update', 'delete'],
  // The stored UF values; create: enter a day's UF by hand when the feed has not delivered it (pricing).
  rate: ['read', 'create'],
  // Support tickets (leads): see them; assign, move and answer the customer by e-mail.
  'support-ticket': ['read', 'update'],
  // Portal Personas customers (portal): see their policies, payments, saved searches and alerts; sign them out
  // everywhere and withdraw their alerts.
  customer: ['read', 'update'],
  // Price alerts (profile): the customers' saved searches and the alerts sent; delete withdraws one.
  'saved-search': ['read', 'delete'],
};

function expand(groups: Record<string, string[]>): string[] {
  return Object.entries(groups).flatMap(([resource, verbs]) => verbs.map((verb) => `${resource}:${verb}`));
}

export const ALL_PERMISSIONS: readonly string[] = [...expand(SPEC_PERMISSIONS), ...expand(BACKOFFICE_PERMISSIONS)];

/**
 * "Recibe solicitudes asignadas": the holder is in the pool that new leads are auto-assigned to. It marks a
 * duty, not a power, so it is not part of "every permission" (see DEFAULT_ROLE_PERMISSIONS) and whoever may
 * assign leads may grant it without holding it (see grant-policy.ts).
 */
export const LEAD_RECEIVE = 'lead:receive';

const PERMISSION_FORM = /^[a-z][a-z-]*:[a-z*][a-z-]*$/;

export function isPermissionString(value: string): boolean {
  return PERMISSION_FORM.test(value);
}

/**
 * Whether the granted strings cover the required one: an exact match, `resource:*` for every verb of
 * the resource, or `*` for everything.
 */
export function hasPermission(granted: readonly string[], required: string): boolean {
  if (granted.includes(required) || granted.includes('*')) return true;
  const resource = required.slice(0, required.indexOf(':'));
  return resource.length > 0 && granted.includes(`${resource}:*`);
}

/** Roles of spec 03 §6 (portal roles first, then staff roles). */
export const ROLES: readonly string[] = [
  'ADMIN',
  'EXTERNAL_ADMIN_QPCLIENTS',
  'CLIENT',
  'ADMIN_PARTNER',
  'REFERIDOR',
  'REFERIDOR_MASCOTA',
  'REFERIDOR PERU',
  'REFERIDOR VIDA CAMARA',
  'EJECUTIVO DE SOPORTE',
  'ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE',
  'ADMIN_CLIENT_QPCLIENTS_ENTERPRISE',
  'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE',
  'ADMIN_CLIENT_QPCLIENTS',
  'ADMIN_GROUP_QPCLIENTS_ENTERPRISE',
  'ADMIN_QPACCESS',
  'EJECUTIVO',
  'SUPERVISOR',
  'GERENTE',
  'BACKOFFICE',
  'JEFATURA_SAC_CHILE',
  'ADMINISTRADOR',
  'POSTVENTA',
  'POSTVENTA individual Chile',
];

const of = (resource: string, ...verbs: string[]) => verbs.map((verb) => `${resource}:${verb}`);
const leadWork = of('lead', 'read', 'update');
const leadReceiver = [...leadWork, LEAD_RECEIVE];
// Every permission except lead:receive: an administrator must not be put in the auto-assignment pool just by
// being an administrator; ADMIN can still grant lead:receive to anyone (it holds lead:assign).
const everyPowerButReceiving = ALL_PERMISSIONS.filter((permission) => permission !== LEAD_RECEIVE);
const leadLead = of('lead', 'read', 'update', 'assign');
// Support tickets: see, assign, move and answer them, and open one on a customer's behalf.
const supportDesk = [...of('support-ticket', 'read', 'update'), 'contact-us:create'];
const clientPortal = [
  ...of('policy', 'read', 'export', 'read-history'),
  ...of('employee', 'read', 'create', 'update', 'delete', 'bulk-load-read', 'bulk-load-process', 'export'),
  ...of('payment', 'read'),
  ...of('payment-period', 'read'),
  ...of('tax-document', 'read'),
  ...of('preinvoice', 'read', 'request-update'),
  'contact-us:create',
];

/**
 * The default mapping (the spec does not give one): a sensible start that an ADMIN edits in the back-office.
 * ADMIN and ADMINISTRADOR hold every permission but lead:receive; executives work and receive leads; supervisors
 * and managers also assign (but do not receive).
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  ADMIN: everyPowerButReceiving,
  ADMINISTRADOR: everyPowerButReceiving,
  EJECUTIVO: leadReceiver,
  'EJECUTIVO DE SOPORTE': [...leadReceiver, 'mailbox:read', ...supportDesk],
  SUPERVISOR: [...leadLead, 'user:read', 'product:read', 'organization:read'],
  GERENTE: [...leadLead, 'user:read', 'product:read', 'organization:read', 'organization:metrics'],
  JEFATURA_SAC_CHILE: [...leadLead, 'user:read', 'mailbox:read', ...supportDesk],
  BACKOFFICE: [
    'lead:read',
    'product:read',
    'organization:read',
    ...of('policy', 'read', 'update', 'upload-file', 'read-history'),
    ...of('payment', 'read', 'create', 'upload-file'),
    ...of('tax-document', 'read', 'create', 'upload-file', 'update-status'),
    'mailbox:read',
  ],
  POSTVENTA: ['lead:read', ...of('policy', 'read', 'update', 'read-history'), 'employee:read'],
  'POSTVENTA individual Chile': ['lead:read', ...of('policy', 'read', 'read-history')],
  REFERIDOR: ['lead:read'],
  REFERIDOR_MASCOTA: ['lead:read'],
  'REFERIDOR PERU': ['lead:read'],
  'REFERIDOR VIDA CAMARA': ['lead:read'],
  ADMIN_PARTNER: of('partner', 'read', 'update'),
  CLIENT: clientPortal,
  ADMIN_CLIENT_QPCLIENTS: clientPortal,
  ADMIN_CLIENT_QPCLIENTS_ENTERPRISE: clientPortal,
  ADMIN_GROUP_QPCLIENTS_ENTERPRISE: clientPortal,
  PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE: [...of('employee', 'read', 'update'), ...of('payment', 'read')],
  EXTERNAL_ADMIN_QPCLIENTS: [...clientPortal, 'organization:read'],
  ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE: [
    ...clientPortal,
    ...of('organization', 'read', 'update', 'create', 'metrics'),
    ...of('insurer', 'read', 'read-contact'),
    ...of('unsent-notification', 'read', 'update-status'),
  ],
  ADMIN_QPACCESS: of('partner', 'read', 'update', 'create'),
};

/** The permissions a set of roles grants (union, sorted, no repeats). */
export function permissionsOfRoles(
  roles: readonly string[],
  mapping: Readonly<Record<string, readonly string[]>>,
): string[] {
  return [...new Set(roles.flatMap((role) => mapping[role] ?? []))].sort();
}

export const USER_STATUSES = ['Activo', 'Inactivo'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
