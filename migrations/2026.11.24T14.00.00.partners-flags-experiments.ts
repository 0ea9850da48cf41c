import type { Migration } from '../src/platform/migrator.js';

// Partners (issue 14, spec 02 §7): the feature flags the database flag service answers (editable in the
// back-office; the three experiments and color-contratar to start with), the exposures (which variant of
// which experiment a visitor saw, once per visitor and variant) and the conversions (a lead or a sale with
// the visitor's partner and the variants it saw). Leads and sales are referred to by their ids as text: no
// foreign key into those modules' tables.
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE feature_flags (
      key text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$'),
      enabled boolean NOT NULL DEFAULT true,
      description text NOT NULL DEFAULT '',
      default_value jsonb,
      variants jsonb NOT NULL DEFAULT '[]'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO feature_flags (key, enabled, description, default_value, variants) VALUES
      ('TESTABCLUSTER', true, 'Experimento TESTABCLUSTER: clusterOne / clusterTwo (50/50).', '"clusterOne"',
        '["clusterOne","clusterTwo"]'),
      ('TESTWHYWEFORM', true, 'Experimento TESTWHYWEFORM: originalForm / withWhyWe (50/50).', '"originalForm"',
        '["originalForm","withWhyWe"]'),
      ('DISTANCETEST', true, 'Experimento DISTANCETEST: originalDistance / withDistance (50/50).',
        '"originalDistance"', '["originalDistance","withDistance"]'),
      ('color-contratar', true, 'Color del botón Contratar (prueba de color, por visitante).', '"#0b4f8a"',
        '["#0b4f8a","#c2410c"]');

    CREATE TABLE experiment_exposures (
      visitor_id text NOT NULL,
      experiment text NOT NULL,
      variant text NOT NULL,
      partner_code text,
      internal boolean NOT NULL DEFAULT false,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (visitor_id, experiment, variant)
    );
    CREATE INDEX experiment_exposures_variant ON experiment_exposures (experiment, variant);

    CREATE TABLE experiment_conversions (
      kind text NOT NULL CHECK (kind IN ('lead', 'sale')),
      reference text NOT NULL,
      visitor_id text,
      partner_code text,
      variants jsonb NOT NULL DEFAULT '{}'::jsonb,
      internal boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (kind, reference)
    );
    CREATE INDEX experiment_conversions_partner ON experiment_conversions (partner_code);
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    'DROP TABLE experiment_conversions; DROP TABLE experiment_exposures; DROP TABLE feature_flags;',
  );
};
