import type { Migration } from '../src/platform/migrator.js';

// The sales module's tables (spec 03 §2 §4 §8 §9): sales with their steps, payments keyed by an
// idempotency key (one charge per key), the payment history (API, webhooks, reconciliation, back-office),
// the reminders sent, and the sandbox provider's own ledger (it plays the provider's side in development).
// Card numbers and security codes are never stored: only provider tokens' brand and last 4 digits.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE sales (
      id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash         text        NOT NULL,
      product_id         integer,
      product_code       text        NOT NULL,
      product_name       text,
      product_type       text,
      insurer_id         integer,
      sections           text[]      NOT NULL,
      status             text        NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OK', 'FAIL',
                           'SUBS_CANCELLED_SUCCESS_PAYMENT', 'SUBS_CANCELLED_WITHOUT_PAYMENT', 'PENDING_CANCELLATION',
                           'OVERDUE', 'CANCELLATION_REQUEST')),
      sale_type          text        NOT NULL DEFAULT 'immediatePayment',
      amount             numeric(18, 4) NOT NULL CHECK (amount > 0),
      currency           text        NOT NULL CHECK (currency IN ('CLP', 'UF', 'USD', 'PEN')),
      periodicity_months integer     NOT NULL DEFAULT 1,
      profile            jsonb,
      referrer           text,
      attribution        jsonb,
      lead_id            bigint,
      buyer_name         text,
      buyer_email        text,
      completed_at       timestamptz,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sales_created ON sales (created_at DESC);
    CREATE INDEX sales_status ON sales (status, created_at DESC);
    CREATE INDEX sales_product ON sales (product_code);

    CREATE TABLE sale_steps (
      sale_id    uuid        NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
      code       text        NOT NULL,
      data       jsonb       NOT NULL,
      status     text        NOT NULL DEFAULT 'COMPLETED' CHECK (status IN ('PENDING', 'COMPLETED')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (sale_id, code)
    );

    CREATE TABLE sale_payments (
      id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
      sale_id            uuid        NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
      idempotency_key    text        NOT NULL,
      payment_type       text        NOT NULL,
      provider           text,
      status             text        NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OK', 'FAIL', 'DECLINED',
                           'VOID', 'REQUEST_REFUND', 'REFUND')),
      amount             numeric(18, 4) NOT NULL,
      fee                numeric(18, 4) NOT NULL DEFAULT 0,
      tax                numeric(18, 4) NOT NULL DEFAULT 0,
      currency           text        NOT NULL,
      provider_reference text,
      error_code         text,
      message            text,
      advice             text,
      instructions       jsonb,
      redirect_url       text,
      card_brand         text,
      card_last4         text        CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
      settled_at         timestamptz,
      paid_at            timestamptz,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (sale_id, idempotency_key)
    );
    CREATE INDEX sale_payments_pending ON sale_payments (created_at) WHERE status = 'PENDING';
    CREATE INDEX sale_payments_reference ON sale_payments (provider, provider_reference);
    -- One payment in flight per sale: a second key cannot charge while the first is undecided.
    CREATE UNIQUE INDEX sale_payments_one_in_flight ON sale_payments (sale_id) WHERE status = 'PENDING' AND settled_at IS NULL;

    CREATE TABLE sale_payment_events (
      id         bigserial   PRIMARY KEY,
      payment_id uuid        NOT NULL REFERENCES sale_payments (id) ON DELETE CASCADE,
      source     text        NOT NULL CHECK (source IN ('api', 'webhook', 'reconciliation', 'admin')),
      status     text        NOT NULL,
      applied    boolean     NOT NULL,
      data       jsonb,
      at         timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sale_payment_events_payment ON sale_payment_events (payment_id, id);

    CREATE TABLE sale_reminders (
      sale_id  uuid        NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
      reminder integer     NOT NULL CHECK (reminder IN (0, 1, 2)),
      sent_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (sale_id, reminder)
    );

    CREATE TABLE sandbox_provider_charges (
      id              bigserial   PRIMARY KEY,
      reference       text        NOT NULL UNIQUE,
      merchant_order  text        NOT NULL,
      kind            text        NOT NULL CHECK (kind IN ('charge', 'transfer', 'refund')),
      status          text        NOT NULL,
      amount          numeric(18, 4) NOT NULL,
      currency        text        NOT NULL,
      decline_code    text,
      created_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sandbox_provider_charges_order ON sandbox_provider_charges (merchant_order);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    'DROP TABLE sandbox_provider_charges, sale_reminders, sale_payment_events, sale_payments, sale_steps, sales',
  );
};
