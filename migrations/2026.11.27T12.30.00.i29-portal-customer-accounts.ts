import type { Migration } from '../src/platform/migrator.js';

// Portal Personas (issue 29). Identity owns the customers' accounts: one per e-mail (a purchase creates or joins
// it), one-time sign-in links (only a keyed hash of the secret is stored; 15 minutes, used once) and the
// sessions behind the portal's cookie (a keyed hash too; "cerrar sesión en todos los dispositivos" revokes
// every row of the customer). The portal module owns which sales belong to which account and the customer's
// contact data and preferences; it names the account and the sale by id, never by foreign key into another
// module's tables.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE identity_customers (
      id          serial      PRIMARY KEY,
      email       text        NOT NULL UNIQUE CHECK (email = lower(email)),
      created_at  timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    )
  `);
  await sequelize.query(`
    CREATE TABLE identity_customer_links (
      id          bigserial   PRIMARY KEY,
      token_hash  text        NOT NULL UNIQUE,
      customer_id integer     NOT NULL REFERENCES identity_customers (id) ON DELETE CASCADE,
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz,
      created_at  timestamptz NOT NULL DEFAULT now()
    )
  `);
  await sequelize.query(`
    CREATE TABLE identity_customer_sessions (
      id          bigserial   PRIMARY KEY,
      token_hash  text        NOT NULL UNIQUE,
      customer_id integer     NOT NULL REFERENCES identity_customers (id) ON DELETE CASCADE,
      expires_at  timestamptz NOT NULL,
      revoked_at  timestamptz,
      created_at  timestamptz NOT NULL DEFAULT now()
    )
  `);
  await sequelize.query('CREATE INDEX identity_customer_sessions_customer ON identity_customer_sessions (customer_id)');

  await sequelize.query(`
    CREATE TABLE portal_purchases (
      sale_id      text        PRIMARY KEY,
      customer_id  integer     NOT NULL,
      payment_id   text,
      completed_at timestamptz NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now()
    )
  `);
  await sequelize.query('CREATE INDEX portal_purchases_customer ON portal_purchases (customer_id)');
  await sequelize.query(`
    CREATE TABLE portal_contact_preferences (
      customer_id     integer     PRIMARY KEY,
      phone           text,
      street          text,
      commune         text,
      region          text,
      consent         boolean     NOT NULL DEFAULT false,
      channel         text        CHECK (channel IN ('email', 'phone', 'whatsapp')),
      contact_time    text        CHECK (contact_time IN ('morning', 'afternoon', 'evening', 'any')),
      updated_at      timestamptz NOT NULL DEFAULT now()
    )
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE portal_contact_preferences');
  await sequelize.query('DROP TABLE portal_purchases');
  await sequelize.query('DROP TABLE identity_customer_sessions');
  await sequelize.query('DROP TABLE identity_customer_links');
  await sequelize.query('DROP TABLE identity_customers');
};
