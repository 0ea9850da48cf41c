import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type LoadCatalogue, type NewProduct } from '../../src/modules/catalogue/index.js';
import { suspendSecondaryIndexes } from '../../src/platform/bulk-load-indexes.js';
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

/** The tables whose ids the COPY load reserves before writing (other rows point at them). */
const RESERVED_IDS = new Set(['products', 'product_coverages']);

/** Issue 31: the COPY load writes exactly the rows of the multi-row INSERT load, ids included. */
describe('sample catalogue load through COPY', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  }, 60_000);
  afterAll(() => runtime?.dispose());

  /**
   * Every row of TABLES as JSON, sorted. `ownIds: false` leaves out the serial id of the rows no other row points
   * at: batches in flight at once write them in the order their COPYs land (products' and coverages' ids, which
   * other rows point at, are reserved in the order the batches were added, and stay compared).
   */
  const dump = async ({ ownIds = true } = {}) => {
    const tables: Record<string, string[]> = {};
    for (const table of TABLES) {
      const dropId = !ownIds && !RESERVED_IDS.has(table) ? ` - 'id'` : '';
      const rows = await runtime.sequelize.query<{ row: string }>(
        `SELECT (to_jsonb(t) - 'created_at' - 'updated_at'${dropId})::text AS row FROM ${table} t ORDER BY 1`,
        { type: QueryTypes.SELECT },
      );
      tables[table] = rows.map((r) => r.row);
    }
    return tables;
  };

  /** Every index and constraint of those tables, as PostgreSQL would write them again. */
  const schema = async () => {
    const rows = await runtime.sequelize.query<{ def: string }>(
      `SELECT indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) AS def FROM pg_index
        WHERE indrelid = ANY ($1::regclass[])
       UNION ALL
       SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE conrelid = ANY ($1::regclass[])
       ORDER BY 1`,
      { bind: [TABLES], type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.def);
  };

  const loader = () => runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
  const products = (): NewProduct[] => {
    const state = generatorState(new Date('2026-12-01T00:00:00Z'));
    return Array.from({ length: 300 }, (_, i) => sampleProduct(state, i));
  };
  const start = async () => {
    await loader().reset();
    await loader().addReference({ organizations: sampleOrganizations(), ...sampleTaxonomy() });
  };

  const load = async (copy: boolean, rows: { ownIds?: boolean } = {}) => {
    await start();
    const all = products();
    // Two batches, so the second one's reserved ids follow the first one's.
    await loader().addProducts(all.slice(0, 120), { copy });
    await loader().addProducts(all.slice(120), { copy });
    return dump(rows);
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

  it('stores the same rows with three COPY batches in flight at once and the secondary indexes dropped', async () => {
    const inserted = await load(false, { ownIds: false });
    const before = await schema();
    await start();
    const all = products();
    let during: string[] = [];
    await loader().withoutSecondaryIndexes(async () => {
      during = await schema();
      // Not awaited one by one: the batches overlap, and still get the ids of the order they were added in.
      await Promise.all([
        loader().addProducts(all.slice(0, 100), { copy: true }),
        loader().addProducts(all.slice(100, 170), { copy: true }),
        loader().addProducts(all.slice(170), { copy: true }),
      ]);
    });
    const copied = await dump({ ownIds: false });
    for (const table of TABLES) expect(copied[table], table).toEqual(inserted[table]);
    // Dropped during the load: the child tables' foreign keys and plain indexes; their primary keys and unique
    // constraints stayed, and so did everything of products (its heap is read once per index rebuilt).
    expect(during.length).toBeLessThan(before.length);
    expect(during.filter((d) => d.includes('FOREIGN KEY')).every((d) => d.startsWith('products '))).toBe(true);
    expect(during.some((d) => d.startsWith('product_coverages ') && d.includes('FOREIGN KEY'))).toBe(false);
    expect(during).toContain(before.find((d) => d.startsWith('products_product_code_key '))!);
    expect(during).toContain(before.find((d) => d.startsWith('products_popular '))!);
    expect(during.some((d) => d.startsWith('tariffs_product '))).toBe(false);
    expect(during.some((d) => d.startsWith('product_tops_product '))).toBe(false);
    // And built again exactly as they were, with nothing left recorded.
    expect(await schema()).toEqual(before);
    const [left] = await runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_load_suspended', {
      type: QueryTypes.SELECT,
    });
    expect(left!.n).toBe(0);
  }, 120_000);

  it('builds the indexes again when the load fails, and those of a killed load on the next reset', async () => {
    const before = await schema();
    await start();
    await expect(
      loader().withoutSecondaryIndexes(async () => {
        await loader().addProducts(products().slice(0, 20), { copy: true });
        throw new Error('load failed');
      }),
    ).rejects.toThrow('load failed');
    expect(await schema()).toEqual(before);

    // A load killed half-way never reaches its restore: the dropped definitions stay recorded until a reset.
    // (The tables a large load suspends: every one but products.)
    const suspended = TABLES.filter((table) => table !== 'products');
    expect(await suspendSecondaryIndexes(runtime.sequelize, suspended)).toBeGreaterThan(5);
    expect(await schema()).not.toEqual(before);
    await loader().reset();
    expect(await schema()).toEqual(before);
  }, 120_000);
});
