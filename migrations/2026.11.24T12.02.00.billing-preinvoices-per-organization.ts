import type { Migration } from '../src/platform/migrator.js';

// Pre-invoices per organization and period (issue 12, domain/preinvoices.ts): one per client organization and
// billing month, listing every period of its policies billed that month, instead of one per policy period.
// Existing rows are merged into the oldest of each organization and month, which keeps the latest update
// request of the group.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE billing_preinvoices ADD COLUMN billing_month date;
    UPDATE billing_preinvoices i SET billing_month = date_trunc('month', p.billing_date)::date
      FROM billing_periods p WHERE p.id = i.period_id;
    DELETE FROM billing_preinvoices WHERE organization_id IS NULL OR billing_month IS NULL;

    WITH groups AS (
      SELECT organization_id, billing_month, min(id) AS keep_id,
             (array_agg(id ORDER BY requested_at DESC NULLS LAST, id DESC)
               FILTER (WHERE status = 'UPDATE_REQUESTED'))[1] AS request_id
        FROM billing_preinvoices GROUP BY organization_id, billing_month
    )
    UPDATE billing_preinvoices k SET status = r.status, update_reason = r.update_reason,
           requested_by = r.requested_by, requested_at = r.requested_at
      FROM groups g JOIN billing_preinvoices r ON r.id = g.request_id
     WHERE k.id = g.keep_id AND g.request_id <> g.keep_id;
    DELETE FROM billing_preinvoices i USING billing_preinvoices k
     WHERE k.organization_id = i.organization_id AND k.billing_month = i.billing_month AND k.id < i.id;

    ALTER TABLE billing_preinvoices DROP COLUMN period_id,
      ALTER COLUMN organization_id SET NOT NULL,
      ALTER COLUMN billing_month SET NOT NULL,
      ADD CONSTRAINT billing_preinvoices_organization_month UNIQUE (organization_id, billing_month);
    CREATE INDEX billing_periods_org_billing ON billing_periods (organization_id, billing_date);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  // Back to one per company period: each month's request goes to every period of it.
  await sequelize.query(`
    DROP INDEX billing_periods_org_billing;
    ALTER TABLE billing_preinvoices RENAME TO billing_preinvoices_monthly;
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
    INSERT INTO billing_preinvoices (period_id, organization_id, status, update_reason, requested_by, requested_at)
    SELECT p.id, p.organization_id, COALESCE(m.status, 'ISSUED'), m.update_reason, m.requested_by, m.requested_at
      FROM billing_periods p
      LEFT JOIN billing_preinvoices_monthly m
        ON m.organization_id = p.organization_id AND m.billing_month = date_trunc('month', p.billing_date)::date
     WHERE p.organization_id IS NOT NULL;
    DROP TABLE billing_preinvoices_monthly;
  `);
};
