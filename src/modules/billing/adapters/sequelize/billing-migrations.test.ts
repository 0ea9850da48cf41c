import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from '../../../../platform/db.js';
import { createLogger } from '../../../../platform/logger.js';
import { createMigrator } from '../../../../platform/migrator.js';
import { databaseUrl, withAdminClient } from '../../../../platform/testing/test-database.js';

/** The migrations of issue 12's second pass (files out of the database, credits, pre-invoices per month) and after. */
const FIRST_OF_THEM = '2026.11.24T12.00.00';

describe('billing migrations 2026.11.24T12: existing rows carried over, and back down', () => {
  const name = `cmp_mig_${randomBytes(4).toString('hex')}`;
  let sequelize: Sequelize;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    sequelize = createSequelize(databaseUrl(name), 2, createLogger('silent'));
  });
  afterAll(async () => {
    await sequelize?.close();
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  const select = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });

  it('merges pre-invoices per organization and month, keeps the update request, moves bytes aside', async () => {
    const migrator = createMigrator(sequelize);
    const before = (await migrator.pending()).map((m) => m.name).filter((n) => n < FIRST_OF_THEM);
    await migrator.up({ migrations: before });
    // The shape before: one pre-invoice per company period, file bytes in billing_files.
    await sequelize.query(`
      INSERT INTO billing_policies (policy_id, policy_number, organization_id, periodicity_months, start_date,
        premium_amount, premium_currency, premium_basis)
      VALUES (1, 'A-1', 501, 1, '2026-01-01', 10000, 'CLP', 'per-policy'),
             (2, 'A-2', 501, 1, '2026-01-15', 5000, 'CLP', 'per-policy'),
             (3, 'I-1', NULL, 1, '2026-01-01', 7000, 'CLP', 'per-policy');
      INSERT INTO billing_periods (id, policy_id, organization_id, seq, start_date, end_date, billing_date, due_date,
        amount, currency, amount_clp)
      VALUES (10, 1, 501, 1, '2026-01-01', '2026-01-31', '2026-01-01', '2026-01-11', 10000, 'CLP', 10000),
             (11, 1, 501, 2, '2026-02-01', '2026-02-28', '2026-02-01', '2026-02-11', 10000, 'CLP', 10000),
             (12, 2, 501, 1, '2026-01-15', '2026-02-14', '2026-01-15', '2026-01-25', 5000, 'CLP', 5000),
             (13, 3, NULL, 1, '2026-01-01', '2026-01-31', '2026-01-01', '2026-01-11', 7000, 'CLP', 7000);
      INSERT INTO billing_preinvoices (period_id, organization_id, status, update_reason, requested_at)
      VALUES (10, 501, 'ISSUED', NULL, NULL),
             (11, 501, 'ISSUED', NULL, NULL),
             (12, 501, 'UPDATE_REQUESTED', 'Falta una persona', now());
      INSERT INTO billing_files (id, purpose, filename, content_type, size, data, organization_id)
      VALUES (7, 'payment-receipt', 'c.pdf', 'application/pdf', 4, '\\x25504446'::bytea, 501);
    `);

    await migrator.up();
    expect(
      await select<{ organization_id: string; billing_month: string; status: string; update_reason: string | null }>(
        'SELECT organization_id, billing_month::text, status, update_reason FROM billing_preinvoices ORDER BY 2',
      ),
    ).toEqual([
      {
        organization_id: '501',
        billing_month: '2026-01-01',
        status: 'UPDATE_REQUESTED',
        update_reason: 'Falta una persona',
      },
      { organization_id: '501', billing_month: '2026-02-01', status: 'ISSUED', update_reason: null },
    ]);
    expect(await select('SELECT file_id, data FROM billing_files_legacy')).toEqual([
      { file_id: '7', data: Buffer.from('%PDF') },
    ]);
    expect(await select('SELECT storage_key FROM billing_files')).toEqual([{ storage_key: null }]);
    expect(await select('SELECT DISTINCT credit_clp, credit_out_clp FROM billing_periods')).toEqual([
      { credit_clp: '0', credit_out_clp: '0' },
    ]);
    const renewalIndex = "SELECT indexname FROM pg_indexes WHERE indexname = 'billing_policies_renewal_of'";
    expect(await select(renewalIndex)).toHaveLength(1);

    // And down again: a pre-invoice per company period, the month's request on each, the bytes back in place.
    const ours = (await migrator.executed()).map((m) => m.name).filter((n) => n >= FIRST_OF_THEM);
    await migrator.down({ migrations: ours.reverse() });
    expect(
      await select<{ period_id: string; status: string }>(
        'SELECT period_id, status FROM billing_preinvoices ORDER BY period_id',
      ),
    ).toEqual([
      { period_id: '10', status: 'UPDATE_REQUESTED' },
      { period_id: '11', status: 'ISSUED' },
      { period_id: '12', status: 'UPDATE_REQUESTED' },
    ]);
    expect(await select('SELECT data FROM billing_files')).toEqual([{ data: Buffer.from('%PDF') }]);
    expect(await select(renewalIndex)).toEqual([]);
  });
});
