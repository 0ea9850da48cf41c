import type { Migration } from '../src/platform/migrator.js';

// The stored UF values and their manual entry (pricing: the last fallback when the feed has not delivered a
// day), granted to the administrator roles; an ADMIN grants them to others under Roles.
const PERMISSIONS: Array<[string, string]> = [
  ['rate:read', 'Ver los valores de la UF guardados'],
  ['rate:create', 'Ingresar a mano la UF de un día'],
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
  await sequelize.query("DELETE FROM identity_permissions WHERE name LIKE 'rate:%'");
};
