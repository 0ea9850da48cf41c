import type { Migration } from '../src/platform/migrator.js';

// The leads module's tables: advisors (referidores), leads with their consent, profile and attribution,
// the e-mail delivery log (one e-mail per lead and kind) and feedback.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE lead_advisors (
      id         serial      PRIMARY KEY,
      email      text        NOT NULL CHECK (char_length(email) <= 50),
      name       text        NOT NULL,
      country    text        NOT NULL DEFAULT 'chile',
      active     boolean     NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX lead_advisors_email ON lead_advisors (lower(email));

    CREATE TABLE leads (
      id                  bigserial   PRIMARY KEY,
      kind                text        NOT NULL CHECK (kind IN ('plan', 'adicional', 'contacto', 'correo')),
      status              integer     NOT NULL DEFAULT 1,
      sub_status          integer,
      origin              text        NOT NULL,
      nombre              text        NOT NULL,
      rut                 text,
      rut_pareja          text,
      email               text        NOT NULL,
      telefono            text,
      fecha_nacimiento    date,
      contact_channel     text        NOT NULL CHECK (contact_channel IN ('llamada', 'whatsapp', 'solo-correo')),
      contact_time        text        NOT NULL,
      product_id          text,
      product_code        text,
      product_name        text,
      product_type        text,
      business_line       text,
      profile             jsonb,
      referrer            jsonb,
      extra               jsonb       NOT NULL DEFAULT '{}'::jsonb,
      is_internal_traffic boolean     NOT NULL DEFAULT false,
      advisor_id          integer     REFERENCES lead_advisors (id),
      executive_id        integer,
      executive_name      text,
      executive_email     text,
      idempotency_key     text        UNIQUE,
      dedupe_key          text        NOT NULL,
      update_token        text        NOT NULL,
      created_at          timestamptz NOT NULL DEFAULT now(),
      updated_at          timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at DESC);
    CREATE INDEX leads_created ON leads (created_at DESC);
    CREATE INDEX leads_status ON leads (status, sub_status);
    CREATE INDEX leads_executive ON leads (executive_id, created_at DESC);
    CREATE INDEX leads_product ON leads (product_id);

    CREATE TABLE lead_attributions (
      id         bigserial   PRIMARY KEY,
      lead_id    bigint      NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      position   integer     NOT NULL,
      referrer   text        NOT NULL,
      visited_at timestamptz,
      info       jsonb
    );
    CREATE INDEX lead_attributions_lead ON lead_attributions (lead_id, position);

    CREATE TABLE lead_email_deliveries (
      lead_id  bigint      NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      kind     text        NOT NULL,
      to_address text,
      attempts integer     NOT NULL DEFAULT 0,
      sent_at  timestamptz,
      PRIMARY KEY (lead_id, kind)
    );

    CREATE TABLE lead_feedbacks (
      id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
      lead_id    bigint      REFERENCES leads (id) ON DELETE SET NULL,
      score      integer     CHECK (score BETWEEN 1 AND 5),
      comment    text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX lead_feedbacks_lead ON lead_feedbacks (lead_id);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE lead_feedbacks, lead_email_deliveries, lead_attributions, leads, lead_advisors');
};
