import type { Migration } from '../src/platform/migrator.js';

// Company users (issue 11): identity_users.company_id is the client organization (policies module) of a
// payroll manager or client administrator, carried in the access token's company claim so the policies
// module shows them only their own company. No foreign key: modules link by id.
// Grants the client roles the policies screens of spec 03 §6 (values written out so this migration means
// the same forever; ON CONFLICT because a fresh database already got them from the domain mapping).
const CLIENT_ADMIN_GRANTS = [
  'policy:read',
  'policy:export',
  'policy:read-history',
  'employee:read',
  'employee:create',
  'employee:update',
  'employee:bulk-load-read',
  'employee:bulk-load-process',
  'employee:bulk-activation',
  'employee:bulk-cancellation',
  'employee:read-uninsured',
  'employee:export',
  'policy-employee:active-process-cancellation',
  'policy-employee:process-activation-accept',
  'policy-employee:process-activation-decline',
];
const GRANTS: Record<string, string[]> = {
  PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE: CLIENT_ADMIN_GRANTS,
  ADMIN_CLIENT_QPCLIENTS: CLIENT_ADMIN_GRANTS,
  ADMIN_CLIENT_QPCLIENTS_ENTERPRISE: CLIENT_ADMIN_GRANTS,
  ADMIN_GROUP_QPCLIENTS_ENTERPRISE: CLIENT_ADMIN_GRANTS,
  EXTERNAL_ADMIN_QPCLIENTS: CLIENT_ADMIN_GRANTS,
  CLIENT: ['policy:read', 'employee:read', 'employee:bulk-load-read', 'employee:read-uninsured'],
  BACKOFFICE: [
    'employee:read',
    'employee:bulk-load-read',
    'insurer:read',
    'policy-employee:process-activation-accept',
    'policy-employee:process-activation-decline',
    'policy-employee:process-cancellation-accept',
    'policy-employee:process-cancellation-decline',
  ],
  POSTVENTA: ['employee:bulk-load-read', 'insurer:read', 'policy-employee:active-process-cancellation'],
};

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE identity_users ADD COLUMN company_id integer');
  await sequelize.query('CREATE INDEX identity_users_company ON identity_users (company_id)');
  const pairs = Object.entries(GRANTS).flatMap(([role, permissions]) => permissions.map((p) => [role, p]));
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, p.permission
       FROM unnest($1::text[], $2::text[]) AS p(role, permission)
       JOIN identity_roles r ON r.name = p.role
       JOIN identity_permissions ip ON ip.name = p.permission
     ON CONFLICT DO NOTHING`,
    { bind: [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('ALTER TABLE identity_users DROP COLUMN company_id');
};
