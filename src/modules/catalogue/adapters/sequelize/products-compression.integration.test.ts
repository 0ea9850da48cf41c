import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../../platform/testing/test-runtime.js';

/**
 * Issue 31: products' JSON columns are compressed with lz4 (pglz cost PostgreSQL twice the CPU for a
 * catalogue's COPY, for the same stored size), where the server has lz4 (the embedded PGlite does not).
 */
describe('products JSON columns', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  }, 60_000);
  afterAll(() => runtime?.dispose());

  it('are compressed with lz4', async () => {
    // The PostgreSQL the tests run on (Debian 15) has lz4; one without it refuses the option (the migration then
    // keeps pglz, and this test says why it fails).
    const lz4 = await runtime.sequelize
      .query('CREATE TEMPORARY TABLE lz4_probe (j jsonb COMPRESSION lz4); DROP TABLE lz4_probe')
      .then(() => true)
      .catch(() => false);
    const columns = await runtime.sequelize.query<{ attname: string; attcompression: string }>(
      `SELECT attname, attcompression FROM pg_attribute
        WHERE attrelid = 'products'::regclass AND attname IN ('card_summary', 'detail', 'metadata') ORDER BY attname`,
      { type: QueryTypes.SELECT },
    );
    expect(columns.map((c) => c.attname)).toEqual(['card_summary', 'detail', 'metadata']);
    expect(lz4).toBe(true);
    expect(columns.map((c) => c.attcompression)).toEqual(['l', 'l', 'l']);
  });
});
