import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type LoadCatalogue, type NewProduct } from '../../src/modules/catalogue/index.js';
import { createTestRuntime, type TestRuntime } from '../../src/platform/testing/test-runtime.js';
import { generatorState, sampleOrganizations, sampleProduct, sampleTaxonomy } from './catalogue-generator.js';

/** Every table a product batch writes (catalogue's and pricing's). */
const TABLES = [
  'products',
  'product_coverages',
  'coverage_amounts',
  'coverage_organizations',
  'product_tops',
  'product_deductibles',
  'product_features',
  'coverage_requirements',
  'offers',
  'payment_offers',
  'product_prestadores',
  'tariffs',
  'tariff_matrices',
];

/** Issue 31: the COPY load writes exactly the rows of the multi-row INSERT load, ids included. */
describe('sample catalogue load through COPY', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  }, 60_000);
  afterAll(() => runtime?.dispose());

  const dump = async () => {
    const tables: Record<string, string[]> = {};
    for (const table of TABLES) {
      const rows = await runtime.sequelize.query<{ row: string }>(
        `SELECT (to_jsonb(t) - 'created_at' - 'updated_at')::text AS row FROM ${table} t ORDER BY 1`,
        { type: QueryTypes.SELECT },
      );
      tables[table] = rows.map((r) => r.row);
    }
    return tables;
  };

  const load = async (copy: boolean) => {
    const loader = runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
    await loader.reset();
    await loader.addReference({ organizations: sampleOrganizations(), ...sampleTaxonomy() });
    const state = generatorState(new Date('2026-12-01T00:00:00Z'));
    const products: NewProduct[] = Array.from({ length: 300 }, (_, i) => sampleProduct(state, i));
    // Two batches, so the second one's reserved ids follow the first one's.
    await loader.addProducts(products.slice(0, 120), { copy });
    await loader.addProducts(products.slice(120), { copy });
    return dump();
  };

  it('stores the same rows as the INSERT path for 300 sample products', async () => {
    const inserted = await load(false);
    const copied = await load(true);
    for (const table of TABLES) {
      expect(copied[table]!.length, table).toBe(inserted[table]!.length);
      expect(copied[table], table).toEqual(inserted[table]);
    }
    expect(inserted.products).toHaveLength(300);
    expect(inserted.tariffs!.length).toBeGreaterThan(1_000);
  }, 120_000);
});
