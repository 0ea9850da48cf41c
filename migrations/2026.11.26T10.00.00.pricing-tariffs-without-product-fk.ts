import type { Migration } from '../src/platform/migrator.js';

/**
 * Modules relate by ids, never foreign keys (DESIGN.md): pricing's tariffs keep the product id but no longer
 * reference catalogue's products table, so the catalogue writer asks pricing to clear its tariffs instead of
 * truncating pricing's tables through a cascade.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE tariffs DROP CONSTRAINT IF EXISTS tariffs_product_id_fkey;
    ALTER TABLE tariff_matrices DROP CONSTRAINT IF EXISTS tariff_matrices_product_id_fkey;
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DELETE FROM tariffs t WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = t.product_id);
    DELETE FROM tariff_matrices m WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = m.product_id);
    ALTER TABLE tariffs ADD CONSTRAINT tariffs_product_id_fkey
      FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE CASCADE;
    ALTER TABLE tariff_matrices ADD CONSTRAINT tariff_matrices_product_id_fkey
      FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE CASCADE;
  `);
};
