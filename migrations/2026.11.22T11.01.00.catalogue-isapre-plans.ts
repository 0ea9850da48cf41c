import type { Migration } from '../src/platform/migrator.js';

/**
 * Isapre plans (spec 03 §3 Plan (Chile), spec 02 §3): plan types (libre elección 0, prestador preferente 1,
 * plan cerrado 2), restriction codes 1-6, the base price in UF and risk-factor tables by role, age and sex.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE plan_types (
      id            integer PRIMARY KEY,
      code          text    NOT NULL UNIQUE,
      display_name  text    NOT NULL
    );
    INSERT INTO plan_types (id, code, display_name) VALUES
      (0, 'libreEleccion', 'Libre elección'),
      (1, 'prestadorPreferente', 'Prestador preferente'),
      (2, 'planCerrado', 'Plan cerrado');

    CREATE TABLE plan_restriction_codes (
      code         integer PRIMARY KEY CHECK (code BETWEEN 1 AND 6),
      description  text    NOT NULL
    );
    INSERT INTO plan_restriction_codes (code, description) VALUES
      (1, 'Parto, neonatología y obstetricia'),
      (2, 'Psiquiatría y psicología'),
      (3, 'Cirugía bariátrica'),
      (4, 'Cirugía refractiva'),
      (5, 'Otras prestaciones restringidas'),
      (6, 'Sin prestaciones restringidas');

    CREATE TABLE risk_factor_tables (
      id               serial  PRIMARY KEY,
      organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name             text    NOT NULL,
      UNIQUE (organization_id, name)
    );
    CREATE TABLE risk_factors (
      table_id  integer NOT NULL REFERENCES risk_factor_tables (id) ON DELETE CASCADE,
      role      text    NOT NULL CHECK (role IN ('cotizante', 'carga')),
      age_from  integer NOT NULL CHECK (age_from >= 0),
      age_to    integer NOT NULL,
      sexo      text    CHECK (sexo IN ('Masculino', 'Femenino')),
      factor    numeric(6,3) NOT NULL CHECK (factor >= 0),
      CHECK (age_to >= age_from)
    );
    CREATE INDEX risk_factors_table ON risk_factors (table_id);

    CREATE TABLE isapre_plans (
      id                  serial  PRIMARY KEY,
      codigoplan          text    NOT NULL UNIQUE,
      nombreplan          text    NOT NULL,
      organization_id     integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      -- Preferred provider of the plan (prestador preferente / plan cerrado).
      codigoprestador     integer REFERENCES organizations (id),
      lineaplan           text    NOT NULL,
      plan_type_id        integer NOT NULL REFERENCES plan_types (id),
      amplitudcobertura   text    NOT NULL CHECK (amplitudcobertura IN ('Nacional', 'Regional')),
      region_code         text,
      estadoplan          text    NOT NULL CHECK (estadoplan IN ('Comercializable', 'No Comercializable')),
      -- Annual cap in UF; 0: no cap.
      topeanual           numeric(12,2) NOT NULL DEFAULT 0,
      fechainicio         date    NOT NULL,
      -- Restriction code digits (spec 03 §3), e.g. '{1,2}'; '{6}': none.
      prestacionesrest    integer[] NOT NULL DEFAULT '{6}',
      base_price_uf       numeric(8,4) NOT NULL CHECK (base_price_uf > 0),
      risk_table_id       integer NOT NULL REFERENCES risk_factor_tables (id),
      hospital_pct        integer NOT NULL CHECK (hospital_pct BETWEEN 0 AND 100),
      ambulatory_pct      integer NOT NULL CHECK (ambulatory_pct BETWEEN 0 AND 100),
      preferred_hospital_pct   integer CHECK (preferred_hospital_pct BETWEEN 0 AND 100),
      preferred_ambulatory_pct integer CHECK (preferred_ambulatory_pct BETWEEN 0 AND 100),
      maternity           text    CHECK (maternity IN ('conParto', 'reducidoParto')),
      sample              boolean NOT NULL DEFAULT false
    );
    CREATE INDEX isapre_plans_org ON isapre_plans (organization_id, base_price_uf);
    CREATE INDEX isapre_plans_price ON isapre_plans (base_price_uf, id) WHERE estadoplan = 'Comercializable';

    -- Providers of a plan and their coverage percentages (GET /api/infoplanes/prestadoresplan).
    CREATE TABLE plan_prestadores (
      plan_id          integer NOT NULL REFERENCES isapre_plans (id) ON DELETE CASCADE,
      organization_id  integer NOT NULL REFERENCES organizations (id),
      hospital_pct     integer NOT NULL,
      ambulatory_pct   integer NOT NULL,
      PRIMARY KEY (plan_id, organization_id)
    );
  `);
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(
    'DROP TABLE IF EXISTS plan_prestadores, isapre_plans, risk_factors, risk_factor_tables, plan_restriction_codes, plan_types CASCADE',
  );
};
