import type { Migration } from '../src/platform/migrator.js';

// Saved searches and price alerts (issue 29, profile module): a person (an e-mail) who consented to be e-mailed,
// with the consent's time and text version; their saved searches (a profile and filters) and saved products,
// each with the baseline the alert job compares against; and every alert the job decided, with its status.
// mail_messages keeps the headers a message was sent with (List-Unsubscribe, List-Unsubscribe-Post).
const PERMISSIONS: Array<[string, string]> = [
  ['saved-search:read', 'Ver las búsquedas guardadas y las alertas de precio enviadas a un cliente'],
  ['saved-search:delete', 'Eliminar búsquedas guardadas y dar de baja las alertas de un cliente'],
];
const ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`ALTER TABLE mail_messages ADD COLUMN headers jsonb`);
  await sequelize.query(`
    CREATE TABLE price_alert_subscribers (
      id                    bigserial   PRIMARY KEY,
      email                 text        NOT NULL UNIQUE,
      consent_version       text        NOT NULL,
      consent_text          text        NOT NULL,
      consent_given_at      timestamptz NOT NULL,
      consent_withdrawn_at  timestamptz,
      last_sent_at          timestamptz,
      created_at            timestamptz NOT NULL DEFAULT now(),
      CHECK (email = lower(email))
    )
  `);
  await sequelize.query(`
    CREATE TABLE saved_searches (
      id               bigserial   PRIMARY KEY,
      subscriber_id    bigint      NOT NULL REFERENCES price_alert_subscribers (id) ON DELETE CASCADE,
      kind             text        NOT NULL CHECK (kind IN ('search', 'product')),
      product_code     text,
      profile          jsonb       NOT NULL,
      filters          jsonb       NOT NULL,
      baseline         jsonb       NOT NULL,
      consent_version  text        NOT NULL,
      consent_at       timestamptz NOT NULL,
      checked_at       timestamptz,
      created_at       timestamptz NOT NULL DEFAULT now(),
      deleted_at       timestamptz,
      CHECK ((kind = 'product') = (product_code IS NOT NULL))
    )
  `);
  await sequelize.query('CREATE INDEX saved_searches_subscriber ON saved_searches (subscriber_id)');
  await sequelize.query('CREATE INDEX saved_searches_active ON saved_searches (id) WHERE deleted_at IS NULL');
  await sequelize.query(`
    CREATE TABLE saved_search_alerts (
      id               bigserial   PRIMARY KEY,
      saved_search_id  bigint      REFERENCES saved_searches (id) ON DELETE SET NULL,
      subscriber_id    bigint      NOT NULL REFERENCES price_alert_subscribers (id) ON DELETE CASCADE,
      reason           text        NOT NULL CHECK (reason IN ('cheaper-equivalent', 'price-change', 'renewal')),
      dedupe_key       text        NOT NULL UNIQUE,
      alternatives     jsonb       NOT NULL,
      details          jsonb       NOT NULL DEFAULT '{}'::jsonb,
      status           text        NOT NULL DEFAULT 'pending'
                                   CHECK (status IN ('pending', 'sent', 'skipped-weekly-limit', 'skipped-unsubscribed')),
      created_at       timestamptz NOT NULL DEFAULT now(),
      sent_at          timestamptz
    )
  `);
  await sequelize.query('CREATE INDEX saved_search_alerts_subscriber ON saved_search_alerts (subscriber_id, id DESC)');
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
  await sequelize.query("DELETE FROM identity_permissions WHERE name LIKE 'saved-search:%'");
  await sequelize.query('DROP TABLE saved_search_alerts');
  await sequelize.query('DROP TABLE saved_searches');
  await sequelize.query('DROP TABLE price_alert_subscribers');
  await sequelize.query('ALTER TABLE mail_messages DROP COLUMN headers');
};
