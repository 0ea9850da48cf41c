import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { CATALOGUE } from '../tokens.js';
import type { LoadCatalogue } from './load-catalogue.js';

/** A catalogue reload empties pricing's tariffs through pricing, not through a foreign-key cascade. */
describe('LoadCatalogue.reset', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  }, 60_000);
  afterAll(() => runtime?.dispose());

  const count = async (table: string) => {
    const [row] = await runtime.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, {
      type: QueryTypes.SELECT,
    });
    return row?.n;
  };

  it('tariffs refer to products by id only, and a reset asks pricing to clear them', async () => {
    // No product 424242 exists: the insert only succeeds because pricing's tables hold no foreign key.
    await runtime.sequelize.query(`
      INSERT INTO tariffs (product_id, role, age_from, age_to, rate, unit) VALUES (424242, 'cotizante', 18, 64, 1, 'UF');
      INSERT INTO tariff_matrices (product_id, price_model, unit, rates) VALUES (424242, 'persona', 'UF', '\\x00');
    `);
    expect(await count('tariffs')).toBe(1);

    await runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue).reset();

    expect(await count('tariffs')).toBe(0);
    expect(await count('tariff_matrices')).toBe(0);
  });
});
