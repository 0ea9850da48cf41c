import type { Migration } from '../src/platform/migrator.js';

// lead:receive ("recibe solicitudes asignadas") decides who is in the auto-assignment pool, instead of
// lead:update, which ADMIN and ADMINISTRADOR hold too. Values are written out (not read from the domain lists)
// so this migration means the same thing forever; ON CONFLICT because a fresh database already got them from
// the first identity migration, which seeds from the current domain lists.
const EXECUTIVE_ROLES = ['EJECUTIVO', 'EJECUTIVO DE SOPORTE'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description) VALUES ('lead:receive', 'Recibe solicitudes asignadas')
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT id, 'lead:receive' FROM identity_roles WHERE name = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    { bind: [EXECUTIVE_ROLES] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query("DELETE FROM identity_permissions WHERE name = 'lead:receive'");
};
