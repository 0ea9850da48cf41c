import type { Migration } from '../src/platform/migrator.js';

// Issue 27: Peru's and Colombia's products are priced in soles and Colombian pesos (spec 02 §9), so a
// product's price unit and its tariffs' unit may also be PEN or COP. Chile's rows are untouched.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE products DROP CONSTRAINT IF EXISTS products_price_unit_check;
    ALTER TABLE products ADD CONSTRAINT products_price_unit_check CHECK (price_unit IN ('CLP', 'UF', 'USD', 'PEN', 'COP'));
    ALTER TABLE tariffs DROP CONSTRAINT IF EXISTS tariffs_unit_check;
    ALTER TABLE tariffs ADD CONSTRAINT tariffs_unit_check CHECK (unit IN ('CLP', 'UF', 'USD', 'PEN', 'COP'));
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    ALTER TABLE products DROP CONSTRAINT IF EXISTS products_price_unit_check;
    ALTER TABLE products ADD CONSTRAINT products_price_unit_check CHECK (price_unit IN ('CLP', 'UF', 'USD'));
    ALTER TABLE tariffs DROP CONSTRAINT IF EXISTS tariffs_unit_check;
    ALTER TABLE tariffs ADD CONSTRAINT tariffs_unit_check CHECK (unit IN ('CLP', 'UF', 'USD'));
  `);
};
