import type { Migration } from '../src/platform/migrator.js';

// One-time sign-in links (GET /hashtoken/{hash}, spec 03 §7): only a keyed hash of the secret is kept, with who
// issued it. user:access-link, which issues them, goes to the administrators (a fresh database already has it
// from the first identity migration, which reads the permission list).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE identity_access_links (
      id         bigserial PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES identity_users(id) ON DELETE CASCADE,
      issued_by  integer REFERENCES identity_users(id) ON DELETE SET NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX identity_access_links_user ON identity_access_links (user_id);
  `);
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description)
     VALUES ('user:access-link', 'Crea enlaces de acceso de un solo uso para un usuario')
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, 'user:access-link' FROM identity_roles r WHERE r.name IN ('ADMIN', 'ADMINISTRADOR')
     ON CONFLICT DO NOTHING`,
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE identity_access_links');
  await sequelize.query(`DELETE FROM identity_permissions WHERE name = 'user:access-link'`);
};
