import type { Migration } from '../src/platform/migrator.js';

// The policies module (spec 03 §3 §4 §5 §6 §9, issue 11): client organizations, collective and individual
// policies with coverage groups and a history, insured people and their memberships, insurer settings and
// contacts, documents, and bulk activation/cancellation loads with their per-row error report.
// Catalogue insurers and products are referenced by id only (no foreign key across modules).
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE policy_client_organizations (
      id          serial PRIMARY KEY,
      name        text NOT NULL,
      rut         text NOT NULL UNIQUE,
      status      text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING', 'INACTIVE')),
      group_code  text,
      email       text,
      phone       text,
      street      text,
      city        text NOT NULL DEFAULT 'Santiago',
      region      text NOT NULL DEFAULT 'Metropolitana',
      country     text NOT NULL DEFAULT 'Chile',
      zip         text,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_client_organizations_group ON policy_client_organizations (group_code);

    CREATE SEQUENCE policy_number_seq;
    CREATE TABLE policies (
      id                     serial PRIMARY KEY,
      number                 text NOT NULL UNIQUE,
      kind                   text NOT NULL CHECK (kind IN ('collective', 'individual')),
      client_organization_id integer REFERENCES policy_client_organizations(id),
      insurer_id             integer,
      product_id             integer,
      product_name           text,
      status                 text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('ACTIVE', 'CANCELED', 'PENDING', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION', 'DECLINE')),
      start_date             date NOT NULL,
      end_date               date,
      periodicity_months     integer NOT NULL DEFAULT 1 CHECK (periodicity_months IN (1, 2, 3, 4, 6, 12)),
      premium_amount         numeric(14, 4) NOT NULL DEFAULT 0 CHECK (premium_amount >= 0),
      premium_currency       text NOT NULL DEFAULT 'UF' CHECK (premium_currency IN ('CLP', 'UF', 'USD', 'PEN')),
      premium_basis          text NOT NULL DEFAULT 'per-insured' CHECK (premium_basis IN ('per-insured', 'per-policy')),
      sale_id                text UNIQUE,
      renewal_of             integer REFERENCES policies(id),
      duplicated_from        integer REFERENCES policies(id),
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now(),
      CHECK (kind = 'individual' OR client_organization_id IS NOT NULL),
      CHECK (premium_currency <> 'CLP' OR premium_amount = trunc(premium_amount))
    );
    CREATE INDEX policies_organization ON policies (client_organization_id);
    CREATE INDEX policies_status ON policies (status);

    CREATE TABLE policy_coverage_groups (
      id        serial PRIMARY KEY,
      policy_id integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      code      text NOT NULL,
      name      text NOT NULL,
      UNIQUE (policy_id, code)
    );

    CREATE TABLE policy_history (
      id         bigserial PRIMARY KEY,
      policy_id  integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      at         timestamptz NOT NULL DEFAULT now(),
      user_id    integer,
      user_name  text,
      action     text NOT NULL,
      changes    jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX policy_history_policy ON policy_history (policy_id, id);

    CREATE TABLE policy_people (
      id                     serial PRIMARY KEY,
      client_organization_id integer REFERENCES policy_client_organizations(id),
      rut                    text NOT NULL,
      first_name             text NOT NULL,
      paternal_surname       text NOT NULL,
      maternal_surname       text,
      birth_date             date,
      gender                 text CHECK (gender IN ('M', 'F')),
      email                  text,
      phone                  text,
      insured_type           text NOT NULL DEFAULT 'TITULAR' CHECK (insured_type IN ('TITULAR', 'CARGA')),
      dependant_type         text CHECK (dependant_type IN ('CONYUGE', 'HIJO', 'PADRE', 'MADRE', 'OTRO')),
      holder_id              integer REFERENCES policy_people(id),
      account_type           text,
      account_number         text,
      bank                   text,
      status                 text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING', 'INACTIVE')),
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now()
    );
    -- One person per RUT in a company (individual buyers: organization 0).
    CREATE UNIQUE INDEX policy_people_org_rut ON policy_people (COALESCE(client_organization_id, 0), rut);
    CREATE INDEX policy_people_holder ON policy_people (holder_id);

    CREATE TABLE policy_memberships (
      id                serial PRIMARY KEY,
      policy_id         integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      person_id         integer NOT NULL REFERENCES policy_people(id),
      coverage_group_id integer REFERENCES policy_coverage_groups(id),
      status            text NOT NULL
        CHECK (status IN ('ACTIVE', 'CANCELED', 'PENDING', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION', 'DECLINE')),
      start_date        date NOT NULL,
      exclusion_date    date,
      exclusion_reason  text,
      bulk_load_id      integer,
      created_at        timestamptz NOT NULL DEFAULT now(),
      updated_at        timestamptz NOT NULL DEFAULT now(),
      UNIQUE (policy_id, person_id)
    );
    CREATE INDEX policy_memberships_status ON policy_memberships (policy_id, status);
    CREATE INDEX policy_memberships_person ON policy_memberships (person_id);

    CREATE TABLE policy_insurer_settings (
      insurer_id        integer PRIMARY KEY,
      cutting_day       integer NOT NULL DEFAULT 20 CHECK (cutting_day BETWEEN 1 AND 31),
      retroactive_days  integer NOT NULL DEFAULT 30 CHECK (retroactive_days BETWEEN 0 AND 365),
      request_days      integer NOT NULL DEFAULT 15 CHECK (request_days BETWEEN 0 AND 365),
      updated_at        timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE policy_insurer_contacts (
      id         serial PRIMARY KEY,
      insurer_id integer NOT NULL,
      name       text NOT NULL,
      email      text,
      phone      text,
      position   text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_insurer_contacts_insurer ON policy_insurer_contacts (insurer_id);

    CREATE TABLE policy_documents (
      id                     serial PRIMARY KEY,
      policy_id              integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      client_organization_id integer,
      file_name              text NOT NULL,
      content_type           text NOT NULL,
      size_bytes             integer NOT NULL,
      storage_key            text NOT NULL,
      status                 text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('APPROVED', 'PENDING', 'REJECTED', 'NO_ACTION')),
      uploaded_by            integer,
      created_at             timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_documents_policy ON policy_documents (policy_id);

    CREATE TABLE policy_bulk_loads (
      id                     serial PRIMARY KEY,
      policy_id              integer NOT NULL REFERENCES policies(id),
      client_organization_id integer NOT NULL REFERENCES policy_client_organizations(id),
      kind                   text NOT NULL CHECK (kind IN ('activation', 'cancellation')),
      status                 text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'processing', 'done', 'failed', 'cancelled')),
      file_name              text NOT NULL,
      file_format            text NOT NULL CHECK (file_format IN ('xlsx', 'csv')),
      content_hash           text NOT NULL,
      storage_key            text NOT NULL,
      total                  integer,
      processed              integer NOT NULL DEFAULT 0,
      succeeded              integer NOT NULL DEFAULT 0,
      failed                 integer NOT NULL DEFAULT 0,
      cancel_requested       boolean NOT NULL DEFAULT false,
      error_message          text,
      created_by             integer,
      created_by_name        text,
      created_at             timestamptz NOT NULL DEFAULT now(),
      started_at             timestamptz,
      finished_at            timestamptz,
      updated_at             timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_bulk_loads_org ON policy_bulk_loads (client_organization_id, id DESC);
    -- The same file for the same policy and kind is one load (re-uploads are recognised, issue 11).
    CREATE UNIQUE INDEX policy_bulk_loads_same_file ON policy_bulk_loads (policy_id, kind, content_hash)
      WHERE status NOT IN ('failed', 'cancelled');

    CREATE TABLE policy_bulk_load_errors (
      bulk_load_id integer NOT NULL REFERENCES policy_bulk_loads(id) ON DELETE CASCADE,
      row_number   integer NOT NULL,
      seq          integer NOT NULL,
      column_key   text,
      column_label text,
      value        text NOT NULL DEFAULT '',
      reason       text NOT NULL,
      PRIMARY KEY (bulk_load_id, row_number, seq)
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP TABLE policy_bulk_load_errors, policy_bulk_loads, policy_documents, policy_insurer_contacts,
      policy_insurer_settings, policy_memberships, policy_people, policy_history, policy_coverage_groups, policies,
      policy_client_organizations;
    DROP SEQUENCE policy_number_seq;
  `);
};
