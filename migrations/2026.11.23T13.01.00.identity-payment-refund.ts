import type { Migration } from '../src/platform/migrator.js';

// payment:refund: the back-office Ventas' "Solicitar devolución" (spec 03 §6 lists payment: create, read,
// delete, export, upload-file; none says refund). Held by ADMIN and ADMINISTRADOR. Values written out so this
// migration means the same forever; ON CONFLICT because a fresh database got them from the identity seed.
const ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    `INSERT INTO identity_permissions (name) VALUES ('payment:refund') ON CONFLICT (name) DO NOTHING`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT id, 'payment:refund' FROM identity_roles WHERE name = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    { bind: [ROLES] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query("DELETE FROM identity_permissions WHERE name = 'payment:refund'");
};
