import type { Migration } from '../src/platform/migrator.js';

// bull-board's actions (pause, resume, retry, clean, empty…) need job:manage; job:read alone gets a read-only
// board. Given to the administrators, who held those actions through job:read until now.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description)
     VALUES ('job:manage', 'Pausa, reanuda, reintenta, limpia y vacía las colas de trabajos')
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, 'job:manage' FROM identity_roles r WHERE r.name IN ('ADMIN', 'ADMINISTRADOR')
     ON CONFLICT DO NOTHING`,
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`DELETE FROM identity_permissions WHERE name = 'job:manage'`);
};
