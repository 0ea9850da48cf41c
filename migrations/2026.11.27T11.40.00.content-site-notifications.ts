import type { Migration } from '../src/platform/migrator.js';

// The notification bell's messages (spec 02 §2.7): a title and sanitised HTML shown between publish_from and
// publish_until (open when null). Managed in the back-office under notification:* permissions, granted to the
// administrator roles; an ADMIN grants them to others under Roles.
const PERMISSIONS: Array<[string, string]> = [
  ['notification:read', 'Ver los mensajes de la campana del sitio'],
  ['notification:create', 'Crear mensajes de la campana del sitio'],
  ['notification:update', 'Editar mensajes de la campana del sitio'],
  ['notification:delete', 'Eliminar mensajes de la campana del sitio'],
];
const ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE content_site_notifications (
      id            serial      PRIMARY KEY,
      title         text        NOT NULL,
      message       text        NOT NULL,
      publish_from  timestamptz NOT NULL,
      publish_until timestamptz,
      updated_by    text        NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now(),
      CHECK (publish_until IS NULL OR publish_until > publish_from)
    )
  `);
  await sequelize.query(
    'CREATE INDEX content_site_notifications_window ON content_site_notifications (publish_from DESC)',
  );
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
  await sequelize.query("DELETE FROM identity_permissions WHERE name LIKE 'notification:%'");
  await sequelize.query('DROP TABLE content_site_notifications');
};
