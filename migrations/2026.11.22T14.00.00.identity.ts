import type { Migration } from '../src/platform/migrator.js';
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, ROLES } from '../src/modules/identity/domain/permissions.js';

// Users, roles and permission strings (spec 03 §5 §6). The roles, permissions and the default mapping are
// seeded from the domain lists as they stand when this runs; later additions come in their own migration.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE identity_permissions (
      name        text PRIMARY KEY CHECK (name ~ '^[a-z][a-z-]*:[a-z*][a-z-]*$'),
      description text NOT NULL DEFAULT ''
    );
    CREATE TABLE identity_roles (
      id          serial PRIMARY KEY,
      name        text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT ''
    );
    CREATE TABLE identity_role_permissions (
      role_id    integer NOT NULL REFERENCES identity_roles(id) ON DELETE CASCADE,
      permission text    NOT NULL REFERENCES identity_permissions(name) ON DELETE CASCADE,
      PRIMARY KEY (role_id, permission)
    );
    CREATE TABLE identity_users (
      id                   serial PRIMARY KEY,
      email                text NOT NULL CHECK (email = lower(email)),
      name                 text NOT NULL,
      status               text NOT NULL DEFAULT 'Activo' CHECK (status IN ('Activo', 'Inactivo')),
      password_hash        text NOT NULL,
      password_changed_at  timestamptz NOT NULL DEFAULT now(),
      must_change_password boolean NOT NULL DEFAULT false,
      last_login_at        timestamptz,
      created_at           timestamptz NOT NULL DEFAULT now(),
      updated_at           timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX identity_users_email ON identity_users (email);
    CREATE TABLE identity_user_roles (
      user_id integer NOT NULL REFERENCES identity_users(id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES identity_roles(id) ON DELETE RESTRICT,
      PRIMARY KEY (user_id, role_id)
    );
    CREATE INDEX identity_user_roles_role ON identity_user_roles (role_id);
    CREATE TABLE identity_password_history (
      id            bigserial PRIMARY KEY,
      user_id       integer NOT NULL REFERENCES identity_users(id) ON DELETE CASCADE,
      password_hash text NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX identity_password_history_user ON identity_password_history (user_id, id DESC);
    CREATE TABLE identity_refresh_tokens (
      id         bigserial PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES identity_users(id) ON DELETE CASCADE,
      family     uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX identity_refresh_tokens_family ON identity_refresh_tokens (family);
    CREATE INDEX identity_refresh_tokens_user ON identity_refresh_tokens (user_id);
    CREATE TABLE identity_password_resets (
      id         bigserial PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES identity_users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  await sequelize.query('INSERT INTO identity_permissions (name) SELECT unnest($1::text[])', {
    bind: [ALL_PERMISSIONS],
  });
  await sequelize.query('INSERT INTO identity_roles (name) SELECT unnest($1::text[])', { bind: [ROLES] });
  const pairs = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, permissions]) =>
    permissions.map((permission) => [role, permission]),
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT DISTINCT r.id, p.permission
       FROM unnest($1::text[], $2::text[]) AS p(role, permission)
       JOIN identity_roles r ON r.name = p.role`,
    { bind: [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP TABLE identity_password_resets, identity_refresh_tokens, identity_password_history,
      identity_user_roles, identity_users, identity_role_permissions, identity_roles, identity_permissions;
  `);
};
