import type { Migration } from '../src/platform/migrator.js';

/**
 * Tariffs (pricing module): a monthly rate per insured role, age band and sex (pets: species), in the
 * product's unit; the rate matrix derived from them (the comparison's precomputed price columns); exchange
 * rates to CLP besides the UF.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE tariffs (
      product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      role        text    NOT NULL CHECK (role IN ('cotizante', 'pareja', 'carga', 'mascota')),
      age_from    integer NOT NULL CHECK (age_from >= 0),
      age_to      integer NOT NULL,
      sexo        text    CHECK (sexo IN ('Masculino', 'Femenino')),
      especie     text    CHECK (especie IN ('perro', 'gato')),
      rate        numeric(14,4) NOT NULL CHECK (rate >= 0),
      unit        text    NOT NULL CHECK (unit IN ('CLP', 'UF', 'USD')),
      CHECK (age_to >= age_from)
    );
    CREATE INDEX tariffs_product ON tariffs (product_id);

    -- Derived from tariffs when they are saved: one row per product with every (role, band, sex) rate, so
    -- the comparison prices a household for thousands of products with table look-ups.
    CREATE TABLE tariff_matrices (
      product_id     integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      price_model    text    NOT NULL,
      unit           text    NOT NULL,
      min_employees  integer,
      discount_pct   integer NOT NULL DEFAULT 0,
      -- Lowest contributor (or pet) rate: the reference price ('Desde').
      reference_rate double precision,
      -- Flattened rates as little-endian float64, NaN where no tariff applies (pricing/domain/rate-matrix.ts).
      rates          bytea   NOT NULL
    );

    CREATE TABLE currency_rates (
      code       text          NOT NULL,
      date       date          NOT NULL,
      clp_value  numeric(14,4) NOT NULL CHECK (clp_value > 0),
      source     text          NOT NULL,
      PRIMARY KEY (code, date)
    );
    INSERT INTO currency_rates (code, date, clp_value, source) VALUES
      ('USD', '2025-01-01', 950, 'referencia'),
      ('PEN', '2025-01-01', 255, 'referencia'),
      ('COP', '2025-01-01', 0.23, 'referencia');
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE IF EXISTS currency_rates, tariff_matrices, tariffs CASCADE');
};
