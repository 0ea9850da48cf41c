import type { Migration } from '../src/platform/migrator.js';
import { CHILE_COMMUNES } from '../src/modules/catalogue/domain/chile-communes.js';

/**
 * The communes of each Chilean region (GET /api/geomap/{mapName}, spec 03 §7), reference data beside the
 * regions of `country_states`. Seeded from the catalogue's data file; ordered alphabetically (es-CL) for lists.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE country_state_communes (
      id              serial  PRIMARY KEY,
      state_id        integer NOT NULL REFERENCES country_states (id) ON DELETE CASCADE,
      commune_name    text    NOT NULL,
      order_position  integer NOT NULL,
      UNIQUE (state_id, commune_name)
    );
  `);
  const rows = Object.entries(CHILE_COMMUNES).flatMap(([code, names]) =>
    [...names].sort((a, b) => a.localeCompare(b, 'es-CL')).map((name, i) => ({ code, name, order: i + 1 })),
  );
  await sequelize.query(
    `INSERT INTO country_state_communes (state_id, commune_name, order_position)
     SELECT s.id, t.name, t.ord
       FROM unnest($1::text[], $2::text[], $3::int[]) AS t(code, name, ord)
       JOIN country_states s ON s.country_id = (SELECT id FROM countries WHERE code = 'CL') AND s.state_code = t.code`,
    { bind: [rows.map((r) => r.code), rows.map((r) => r.name), rows.map((r) => r.order)] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`DROP TABLE country_state_communes`);
};
