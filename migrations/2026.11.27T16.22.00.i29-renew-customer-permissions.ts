import type { Migration } from '../src/platform/migrator.js';

// The back-office's view of Portal Personas customers (issue 29): who may read a customer's policies, payments,
// saved searches and alerts sent, and who may act on the account (sign it out everywhere, withdraw its alerts).
const PERMISSIONS: Array<[string, string]> = [
  ['customer:read', 'Ver los clientes del Portal Personas: pólizas, pagos, búsquedas guardadas y alertas enviadas'],
  ['customer:update', 'Cerrar las sesiones de un cliente del Portal Personas y retirar sus alertas por correo'],
];
const ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description)
     SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING`,
    { bind: [PERMISSIONS.map((p) => p[0]), PERMISSIONS.map((p) => p[1])] },
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, p FROM identity_roles r CROSS JOIN unnest($2::text[]) AS p WHERE r.name = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    { bind: [ROLES, PERMISSIONS.map((p) => p[0])] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query("DELETE FROM identity_role_permissions WHERE permission LIKE 'customer:%'");
  await sequelize.query("DELETE FROM identity_permissions WHERE name LIKE 'customer:%'");
};
