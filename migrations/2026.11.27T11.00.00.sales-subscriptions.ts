import type { Migration } from '../src/platform/migrator.js';

// Automatic monthly card charges (issue 28). Sales keeps:
// - sale_subscriptions: the card enrolled with a provider (its token reference, brand and last 4, never the
//   number), its state (spec 03 §4 PENDING/SUCCESS/DECLINED plus staff PAUSED/CANCELED) and the charge day staff
//   may move (changeDate), with its history of staff actions;
// - sale_billing_periods: a read model of billing's periods of online sales (PaymentPeriodsOpened), billing
//   remaining their owner; sales records here what it charged;
// - sale_period_charges: every attempt to collect a period (the subscription's monthly charge, or the buyer
//   through the period's payment link), keyed per period and attempt. Two partial unique indexes are the
//   guarantee a period is never paid twice: one charge in flight per period, one approved charge per period.
// The sandbox provider gets its enrolments and an idempotency key on its charges, as the real providers have.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE sale_subscriptions (
      id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
      sale_id       uuid        NOT NULL UNIQUE REFERENCES sales (id) ON DELETE CASCADE,
      payment_type  text        NOT NULL,
      provider      text        NOT NULL,
      token_ref     text        NOT NULL,
      card_brand    text,
      card_last4    text        CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
      status        text        NOT NULL DEFAULT 'PENDING'
                                CHECK (status IN ('PENDING', 'SUCCESS', 'DECLINED', 'PAUSED', 'CANCELED')),
      charge_day    smallint    CHECK (charge_day BETWEEN 1 AND 31),
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sale_subscriptions_status ON sale_subscriptions (status, created_at DESC);
    CREATE TABLE sale_subscription_history (
      id              bigserial   PRIMARY KEY,
      subscription_id uuid        NOT NULL REFERENCES sale_subscriptions (id) ON DELETE CASCADE,
      action          text        NOT NULL,
      detail          jsonb,
      actor_id        bigint,
      at              timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sale_subscription_history_sub ON sale_subscription_history (subscription_id, id);
    CREATE TABLE sale_billing_periods (
      period_id      bigint      PRIMARY KEY,
      policy_id      bigint      NOT NULL,
      sale_id        uuid        NOT NULL,
      seq            integer     NOT NULL,
      billing_date   date        NOT NULL,
      due_date       date        NOT NULL,
      amount         numeric(18, 4) NOT NULL,
      currency       text        NOT NULL,
      amount_clp     bigint,
      billing_status text        NOT NULL,
      attempts       smallint    NOT NULL DEFAULT 0,
      paid_at        timestamptz,
      paid_by        text,
      late_at        timestamptz,
      updated_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sale_billing_periods_open ON sale_billing_periods (billing_date, period_id)
      WHERE paid_at IS NULL AND late_at IS NULL;
    CREATE INDEX sale_billing_periods_sale ON sale_billing_periods (sale_id, seq);
    CREATE TABLE sale_period_charges (
      id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
      period_id          bigint      NOT NULL REFERENCES sale_billing_periods (period_id) ON DELETE CASCADE,
      subscription_id    uuid        REFERENCES sale_subscriptions (id) ON DELETE SET NULL,
      source             text        NOT NULL CHECK (source IN ('subscription', 'link')),
      attempt            smallint    NOT NULL,
      idempotency_key    text        NOT NULL UNIQUE,
      provider           text        NOT NULL,
      payment_type       text        NOT NULL,
      amount_clp         bigint      NOT NULL CHECK (amount_clp > 0),
      uf_value           numeric(12, 2),
      status             text        NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OK', 'DECLINED')),
      provider_reference text,
      error_code         text,
      card_last4         text,
      lease_until        timestamptz,
      created_at         timestamptz NOT NULL DEFAULT now(),
      settled_at         timestamptz
    );
    CREATE UNIQUE INDEX sale_period_charges_one_paid ON sale_period_charges (period_id) WHERE status = 'OK';
    CREATE UNIQUE INDEX sale_period_charges_one_in_flight ON sale_period_charges (period_id) WHERE status = 'PENDING';
    CREATE INDEX sale_period_charges_period ON sale_period_charges (period_id, attempt);
    CREATE TABLE sandbox_provider_enrolments (
      token_ref    text        PRIMARY KEY,
      scenario     text        NOT NULL,
      decline_code text,
      brand        text,
      last4        text,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE sandbox_provider_charges ADD COLUMN idempotency_key text;
    CREATE UNIQUE INDEX sandbox_provider_charges_key ON sandbox_provider_charges (idempotency_key)
      WHERE idempotency_key IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS sandbox_provider_charges_key;
    ALTER TABLE sandbox_provider_charges DROP COLUMN IF EXISTS idempotency_key;
    DROP TABLE sandbox_provider_enrolments, sale_period_charges, sale_billing_periods, sale_subscription_history,
      sale_subscriptions;
  `);
};
