import type { Migration } from '../src/platform/migrator.js';

// Partners (issue 14, spec 02 §3 §5, spec 03 §6 §7): one row per partner with its sub-domain, its embedding
// token (IFRAME_AUTH) and its validated sub-domain configuration as JSON; the back-office users of role
// ADMIN_PARTNER linked to their partner (ids only, no foreign key into identity's tables); the forms
// partners post through /api/integration/form, kept by hash. The permission strings partner:read/create/
// update are already in identity's seed (identity/domain/permissions.ts), so none is added here.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE partners (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      active boolean NOT NULL DEFAULT true,
      embed_type text NOT NULL DEFAULT 'standard' CHECK (embed_type IN ('standard', 'partner')),
      iframe_token text NOT NULL UNIQUE,
      config jsonb NOT NULL DEFAULT '{}'::jsonb,
      sample boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE partner_users (
      partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
      user_id integer NOT NULL,
      PRIMARY KEY (partner_id, user_id)
    );
    CREATE INDEX partner_users_user ON partner_users (user_id);
    CREATE TABLE partner_forms (
      hash text PRIMARY KEY,
      partner_id integer REFERENCES partners (id) ON DELETE SET NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE partner_forms; DROP TABLE partner_users; DROP TABLE partners;');
};
