import type { Migration } from '../src/platform/migrator.js';

// Every e-mail the platform sends: the development mailbox itself, and the idempotency record for SMTP.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE mail_messages (
      id              bigserial   PRIMARY KEY,
      idempotency_key text        UNIQUE,
      transport       text        NOT NULL CHECK (transport IN ('mailbox', 'smtp')),
      to_address      text        NOT NULL,
      subject         text        NOT NULL,
      text_body       text        NOT NULL,
      html_body       text,
      created_at      timestamptz NOT NULL DEFAULT now(),
      sent_at         timestamptz
    );
    CREATE INDEX mail_messages_created ON mail_messages (created_at DESC);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE mail_messages');
};
