import type { Migration } from '../src/platform/migrator.js';

// The billing module's tables (spec 03 §3 §4 §9). Policies, insured people and sales are kept here as
// billing's own copies, filled from the policies and sales modules' integration events: no foreign key or
// query reaches another module's tables. Money: UF/USD/PEN as numeric, CLP as bigint, always with a unit.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE billing_policies (
      policy_id           bigint        PRIMARY KEY,
      policy_number       text          NOT NULL,
      organization_id     bigint,
      organization_name   text,
      billing_email       text,
      insurer_id          bigint,
      product_id          bigint,
      periodicity_months  smallint      NOT NULL CHECK (periodicity_months IN (1, 2, 3, 4, 6, 12)),
      start_date          date          NOT NULL,
      end_date            date,
      premium_amount      numeric(18,4) NOT NULL CHECK (premium_amount >= 0),
      premium_currency    text          NOT NULL CHECK (premium_currency IN ('CLP', 'UF', 'USD', 'PEN')),
      premium_basis       text          NOT NULL CHECK (premium_basis IN ('per-insured', 'per-policy')),
      sale_id             text,
      renewal_of          bigint,
      canceled_at         date,
      created_at          timestamptz   NOT NULL DEFAULT now()
    );
    CREATE INDEX billing_policies_org ON billing_policies (organization_id);
    CREATE UNIQUE INDEX billing_policies_sale ON billing_policies (sale_id) WHERE sale_id IS NOT NULL;

    CREATE TABLE billing_insured (
      policy_id       bigint NOT NULL,
      insured_id      bigint NOT NULL,
      rut             text   NOT NULL,
      start_date      date   NOT NULL,
      exclusion_date  date,
      PRIMARY KEY (policy_id, insured_id)
    );

    CREATE TABLE billing_sales (
      sale_id       text        PRIMARY KEY,
      buyer_email   text,
      buyer_name    text,
      payment       jsonb,
      completed_at  timestamptz NOT NULL
    );

    CREATE TABLE billing_periods (
      id                 bigserial     PRIMARY KEY,
      policy_id          bigint        NOT NULL REFERENCES billing_policies (policy_id),
      organization_id    bigint,
      seq                integer       NOT NULL,
      start_date         date          NOT NULL,
      end_date           date          NOT NULL,
      billing_date       date          NOT NULL,
      due_date           date          NOT NULL,
      amount             numeric(18,4) NOT NULL,
      currency           text          NOT NULL,
      uf_value           numeric(12,2),
      uf_date            date,
      amount_clp         bigint,
      insured_count      integer       NOT NULL DEFAULT 0,
      prorated           boolean       NOT NULL DEFAULT false,
      paid_clp           bigint        NOT NULL DEFAULT 0,
      status             text          NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PARTIAL', 'PAID', 'NA')),
      created_at         timestamptz   NOT NULL DEFAULT now(),
      updated_at         timestamptz   NOT NULL DEFAULT now(),
      UNIQUE (policy_id, seq)
    );
    CREATE INDEX billing_periods_org ON billing_periods (organization_id, due_date);
    CREATE INDEX billing_periods_unpaid ON billing_periods (due_date) WHERE status IN ('PENDING', 'PARTIAL');

    CREATE TABLE billing_files (
      id            bigserial   PRIMARY KEY,
      purpose       text        NOT NULL,
      filename      text        NOT NULL,
      content_type  text        NOT NULL,
      size          integer     NOT NULL,
      data          bytea       NOT NULL,
      organization_id bigint,
      uploaded_by   bigint,
      created_at    timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE billing_payments (
      id               bigserial   PRIMARY KEY,
      period_id        bigint      NOT NULL REFERENCES billing_periods (id),
      policy_id        bigint      NOT NULL,
      organization_id  bigint,
      amount_clp       bigint      NOT NULL CHECK (amount_clp > 0),
      method           text        NOT NULL CHECK (method IN ('transfer', 'provider')),
      provider         text,
      external_id      text        UNIQUE,
      paid_at          date        NOT NULL,
      receipt_file_id  bigint      REFERENCES billing_files (id),
      note             text,
      recorded_by      bigint,
      created_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX billing_payments_period ON billing_payments (period_id);

    CREATE TABLE billing_preinvoices (
      id               bigserial   PRIMARY KEY,
      period_id        bigint      NOT NULL UNIQUE REFERENCES billing_periods (id),
      organization_id  bigint,
      status           text        NOT NULL DEFAULT 'ISSUED' CHECK (status IN ('ISSUED', 'UPDATE_REQUESTED')),
      update_reason    text,
      requested_by     bigint,
      requested_at     timestamptz,
      created_at       timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE billing_tax_documents (
      id               bigserial   PRIMARY KEY,
      organization_id  bigint,
      period_id        bigint      REFERENCES billing_periods (id),
      folio            text        NOT NULL,
      kind             text        NOT NULL,
      status           text        NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CANCELLED')),
      pdf_file_id      bigint      REFERENCES billing_files (id),
      xml_file_id      bigint      REFERENCES billing_files (id),
      comment          text,
      created_by       bigint,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE billing_reminders (
      id            bigserial   PRIMARY KEY,
      period_id     bigint      NOT NULL REFERENCES billing_periods (id),
      kind          text        NOT NULL,
      count         smallint    NOT NULL,
      to_address    text,
      status        text        NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'UNSENT')),
      created_at    timestamptz NOT NULL DEFAULT now(),
      sent_at       timestamptz,
      UNIQUE (period_id, kind, count)
    );

    CREATE TABLE billing_unsent_notifications (
      id               bigserial   PRIMARY KEY,
      reminder_id      bigint      UNIQUE REFERENCES billing_reminders (id),
      period_id        bigint      REFERENCES billing_periods (id),
      organization_id  bigint,
      channel          text        NOT NULL DEFAULT 'email',
      to_address       text,
      subject          text        NOT NULL,
      reason           text        NOT NULL,
      status           text        NOT NULL DEFAULT 'PENDING'
                                   CHECK (status IN ('PENDING', 'RETRY_REQUESTED', 'SENT', 'DISCARDED')),
      attempts         integer     NOT NULL DEFAULT 1,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE billing_job_runs (
      id           bigserial   PRIMARY KEY,
      schedule     text        NOT NULL,
      trigger      text        NOT NULL CHECK (trigger IN ('schedule', 'manual')),
      job_id       text,
      started_at   timestamptz NOT NULL DEFAULT now(),
      finished_at  timestamptz,
      status       text        NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'OK', 'FAILED')),
      counts       jsonb       NOT NULL DEFAULT '{}',
      error        text
    );
    CREATE INDEX billing_job_runs_schedule ON billing_job_runs (schedule, started_at DESC);
  `);
  // The Jobs screen and bull-board (/admin/queues): new permission strings, given to the administrators.
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description) VALUES
       ('job:read', 'Ve los trabajos programados y sus colas'),
       ('job:run', 'Ejecuta un trabajo programado ahora')
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, p.name FROM identity_roles r CROSS JOIN (VALUES ('job:read'), ('job:run')) AS p(name)
      WHERE r.name IN ('ADMIN', 'ADMINISTRADOR')
     ON CONFLICT DO NOTHING`,
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP TABLE billing_job_runs, billing_unsent_notifications, billing_reminders, billing_tax_documents,
      billing_preinvoices, billing_payments, billing_files, billing_periods, billing_sales, billing_insured,
      billing_policies;
    DELETE FROM identity_permissions WHERE name IN ('job:read', 'job:run');
  `);
};
