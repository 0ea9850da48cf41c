import type { Migration } from '../src/platform/migrator.js';

// The reference value of spec 03 §9, valid from a fixed past date so it is "current" until a newer one is loaded.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE uf_rates (
      date   date          PRIMARY KEY,
      value  numeric(12,2) NOT NULL CHECK (value > 0),
      source text          NOT NULL
    );
    INSERT INTO uf_rates (date, value, source) VALUES ('2025-01-01', 39214.8, 'referencia spec 03 §9');
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE uf_rates');
};
