import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './db.js';
import { numeric, numericOrNull, select } from './db-select.js';
import { createLogger } from './logger.js';
import { createTestDatabase } from './testing/test-database.js';

interface ItemRow {
  id: number;
  itemCode: string;
  priceUf: number | null;
  total: number;
  tags: string[];
  owner: { id: number; displayName: string } | null;
}

const ITEMS = `
  SELECT id, item_code AS "itemCode", price_uf::text AS "priceUf", (id * 10)::bigint AS total, tags,
         CASE WHEN owner_id IS NULL THEN NULL ELSE json_build_object('id', owner_id, 'displayName', owner_name) END AS owner
    FROM select_items`;

describe('select on the real PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sequelize: Sequelize;

  beforeAll(async () => {
    database = await createTestDatabase();
    sequelize = createSequelize(database.url, 2, createLogger('silent'));
    await sequelize.query(`
      CREATE TABLE select_items (id int PRIMARY KEY, item_code text NOT NULL, price_uf numeric(12,4), tags text[] NOT NULL,
                                 owner_id int, owner_name text);
      INSERT INTO select_items VALUES (1, 'A-1', 1.2345, '{x,y}', 7, 'Ana'), (2, 'B-2', NULL, '{}', NULL, NULL);`);
  });
  afterAll(async () => {
    await sequelize?.close();
    await database?.drop();
  });

  it('answers rows shaped as the DTO: aliased columns, converted numerics, nested JSON in its key order', async () => {
    const rows = await select<ItemRow>(sequelize, `${ITEMS} ORDER BY id`, [], {
      convert: { priceUf: numericOrNull, total: numeric },
    });
    expect(rows).toEqual([
      { id: 1, itemCode: 'A-1', priceUf: 1.2345, total: 10, tags: ['x', 'y'], owner: { id: 7, displayName: 'Ana' } },
      { id: 2, itemCode: 'B-2', priceUf: null, total: 20, tags: [], owner: null },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'itemCode', 'priceUf', 'total', 'tags', 'owner']);
    expect(Object.keys(rows[0]!.owner!)).toEqual(['id', 'displayName']);
  });

  it('without a converter pg hands NUMERIC and BIGINT over as text (why the converters exist)', async () => {
    const [row] = await select<Record<string, unknown>>(sequelize, `${ITEMS} WHERE id = $1`, [1]);
    expect(row).toMatchObject({ priceUf: '1.2345', total: '10' });
  });

  it('binds parameters and runs inside the given transaction', async () => {
    const transaction = await sequelize.transaction();
    try {
      await sequelize.query(`INSERT INTO select_items VALUES (3, 'C-3', 2, '{}', NULL, NULL)`, { transaction });
      const inside = await select<{ itemCode: string }>(
        sequelize,
        'SELECT item_code AS "itemCode" FROM select_items WHERE id = ANY($1::int[]) ORDER BY id',
        [[1, 3]],
        { transaction },
      );
      expect(inside).toEqual([{ itemCode: 'A-1' }, { itemCode: 'C-3' }]);
    } finally {
      await transaction.rollback();
    }
    expect(await select(sequelize, 'SELECT id FROM select_items WHERE id = 3')).toEqual([]);
  });

  it('fails loudly when a converted column is missing from the SQL', async () => {
    await expect(
      select<{ itemCode: string; priceUf: number }>(sequelize, 'SELECT item_code AS "itemCode" FROM select_items', [], {
        convert: { priceUf: numeric },
      }),
    ).rejects.toThrow(/priceUf/);
  });
});
