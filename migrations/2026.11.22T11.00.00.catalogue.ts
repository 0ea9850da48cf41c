import type { Migration } from '../src/platform/migrator.js';
import { INSURANCE_TYPES, UPPER_TYPES } from '../src/modules/catalogue/domain/categories.js';

/**
 * The catalogue of spec 01 §3 and spec 03 §3: reference data (countries, regions, work sectors), organizations
 * (insurers, isapres, clinics) with metadata and QPCL codes, upper and insurance types (the category catalogue),
 * products with their card fields and precomputed sort keys, coverages (tags -> benefits -> amounts by
 * prevision), tops and deductibles, features, coverage requirements, offers, payment offers, providers
 * ('Cubre en'), comparators, showcases and events. Money is numeric, never float; amounts carry their unit.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE countries (
      id            integer PRIMARY KEY,
      code          text    NOT NULL UNIQUE,
      name          text    NOT NULL,
      display_name  text    NOT NULL,
      dialing_code  text    NOT NULL,
      currency      text    NOT NULL
    );
    CREATE TABLE country_states (
      id              serial  PRIMARY KEY,
      country_id      integer NOT NULL REFERENCES countries (id),
      state_code      text    NOT NULL,
      state_name      text    NOT NULL,
      abbreviation    text    NOT NULL,
      order_position  integer NOT NULL,
      UNIQUE (country_id, state_code)
    );
    CREATE TABLE work_sector_types (
      id            serial  PRIMARY KEY,
      country_id    integer NOT NULL REFERENCES countries (id),
      display_name  text    NOT NULL
    );
    CREATE TABLE work_sectors (
      id            serial  PRIMARY KEY,
      type_id       integer NOT NULL REFERENCES work_sector_types (id) ON DELETE CASCADE,
      code          text    NOT NULL,
      display_name  text    NOT NULL
    );

    CREATE TABLE organizations (
      id                 serial  PRIMARY KEY,
      organization_code  text    NOT NULL UNIQUE,
      display_name       text    NOT NULL,
      legal_name         text,
      organization_type  text    NOT NULL CHECK (organization_type IN ('ASEGURADORA', 'ISAPRE', 'CLINICA')),
      type_alias         text    NOT NULL,
      url_segment        text    NOT NULL UNIQUE,
      image              text,
      website            text,
      -- QPCL-1 (libre elección), QPCL-2 and QPCL-3 (international libre elección), spec 02 §3.
      qpcl_codes         text[]  NOT NULL DEFAULT '{}',
      metadata           jsonb   NOT NULL DEFAULT '{}',
      country_code       text    NOT NULL DEFAULT 'CL',
      region             text,
      city               text,
      address            text,
      lat                double precision,
      lng                double precision,
      is_open            boolean NOT NULL DEFAULT true,
      -- Isapres: the GES premium per beneficiary, UF a month.
      ges_uf             numeric(8,4),
      available_to_sell  boolean NOT NULL DEFAULT true,
      sample             boolean NOT NULL DEFAULT false,
      created_at         timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX organizations_type ON organizations (organization_type, display_name);
    CREATE INDEX organizations_lower_url ON organizations (lower(url_segment));

    CREATE TABLE upper_insurance_types (
      id            serial PRIMARY KEY,
      name          text   NOT NULL UNIQUE,
      display_name  text   NOT NULL,
      price_model   text   NOT NULL CHECK (price_model IN ('persona', 'accidente', 'guardia', 'colectivo', 'mascota'))
    );
    CREATE TABLE insurance_types (
      id              serial  PRIMARY KEY,
      name            text    NOT NULL UNIQUE,
      display_name    text    NOT NULL,
      url_segment     text    NOT NULL UNIQUE,
      description     text    NOT NULL,
      tooltip         text    NOT NULL,
      upper_type_id   integer NOT NULL REFERENCES upper_insurance_types (id),
      showcase_only   boolean NOT NULL DEFAULT false,
      order_position  integer NOT NULL
    );

    CREATE TABLE coverage_tags (
      id              serial  PRIMARY KEY,
      code            text    NOT NULL UNIQUE,
      name            text    NOT NULL,
      order_position  integer NOT NULL DEFAULT 0
    );
    CREATE TABLE insurance_benefits (
      id      serial  PRIMARY KEY,
      code    text    NOT NULL UNIQUE,
      name    text    NOT NULL,
      tag_id  integer NOT NULL REFERENCES coverage_tags (id)
    );
    CREATE TABLE features (
      id            serial PRIMARY KEY,
      code          text   NOT NULL UNIQUE,
      display_name  text   NOT NULL,
      icon          text   NOT NULL,
      description   text
    );

    CREATE TABLE products (
      id                   serial  PRIMARY KEY,
      product_code         text    NOT NULL UNIQUE,
      product_name         text    NOT NULL,
      display_name         text    NOT NULL,
      url_segment          text    NOT NULL,
      description          text    NOT NULL DEFAULT '',
      organization_id      integer NOT NULL REFERENCES organizations (id),
      insurance_type_id    integer NOT NULL REFERENCES insurance_types (id),
      exclusive            boolean NOT NULL DEFAULT false,
      is_promoted          boolean NOT NULL DEFAULT false,
      available_from       date,
      active               boolean NOT NULL DEFAULT true,
      is_popular           boolean NOT NULL DEFAULT false,
      is_map_enabled       boolean NOT NULL DEFAULT false,
      sales_channel        text    NOT NULL DEFAULT 'QpLead',
      has_offer            boolean NOT NULL DEFAULT false,
      -- The metadata bag of spec 01 §3 (modality, minEmployeeQuantity, coverage_ratio, …).
      metadata             jsonb   NOT NULL DEFAULT '{}',
      price_model          text    NOT NULL CHECK (price_model IN ('persona', 'accidente', 'guardia', 'colectivo', 'mascota')),
      price_unit           text    NOT NULL CHECK (price_unit IN ('CLP', 'UF', 'USD')),
      -- Lowest monthly rate, in price_unit (price.minPrice); null: prices not defined.
      min_price            numeric(14,4),
      price_range_from     numeric(14,4),
      price_range_to       numeric(14,4),
      price_suffix         text,
      min_employees        integer,
      evaluation_score     numeric(4,2) NOT NULL DEFAULT 0 CHECK (evaluation_score BETWEEN 0 AND 10),
      evaluation_count     integer NOT NULL DEFAULT 0,
      request_count        integer NOT NULL DEFAULT 0,
      operation_dates      text[]  NOT NULL DEFAULT '{}',
      coverage_countries   text[]  NOT NULL DEFAULT '{CL}',
      -- Precomputed sort and filter keys (README, "Recommended order").
      coverage_index       numeric(6,4) NOT NULL DEFAULT 0,
      recommended_score    numeric(8,6) NOT NULL DEFAULT 0,
      deductible_min_uf    numeric(12,4),
      deductible_max_uf    numeric(12,4),
      -- Copies of product_features / product_prestadores ids, kept by the writer, for the in-memory filter.
      feature_ids          integer[] NOT NULL DEFAULT '{}',
      prestador_ids        integer[] NOT NULL DEFAULT '{}',
      -- The card's summaries, rebuilt from the rows below whenever the product is saved.
      card_summary         jsonb   NOT NULL DEFAULT '{}',
      detail               jsonb   NOT NULL DEFAULT '{}',
      sample               boolean NOT NULL DEFAULT false,
      updated_at           timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, url_segment)
    );
    CREATE INDEX products_type ON products (insurance_type_id) WHERE active;
    CREATE INDEX products_org ON products (organization_id) WHERE active;
    CREATE INDEX products_recommended ON products (recommended_score DESC, id) WHERE active;
    CREATE INDEX products_popular ON products (request_count DESC, id) WHERE active;
    CREATE INDEX products_promoted ON products (insurance_type_id) WHERE active AND is_promoted;

    CREATE TABLE product_coverages (
      id              serial  PRIMARY KEY,
      product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      tag_id          integer NOT NULL REFERENCES coverage_tags (id),
      benefit_id      integer NOT NULL REFERENCES insurance_benefits (id),
      order_position  integer NOT NULL DEFAULT 0,
      UNIQUE (product_id, benefit_id)
    );
    CREATE TABLE coverage_amounts (
      coverage_id   integer NOT NULL REFERENCES product_coverages (id) ON DELETE CASCADE,
      amount_type   text    NOT NULL CHECK (amount_type IN ('percentage_fonasa', 'percentage_isapre', 'percentage_particular',
                                                            'yearly_top', 'monthly_top', 'weekly_top', 'daily_top')),
      min_amount    numeric(14,4),
      max_amount    numeric(14,4),
      unit          text    NOT NULL,
      PRIMARY KEY (coverage_id, amount_type)
    );
    -- Providers a coverage applies at (GET /api/insurance/{id}/coverageOrganization/{id}/coverages).
    CREATE TABLE coverage_organizations (
      coverage_id      integer NOT NULL REFERENCES product_coverages (id) ON DELETE CASCADE,
      organization_id  integer NOT NULL REFERENCES organizations (id),
      PRIMARY KEY (coverage_id, organization_id)
    );

    CREATE TABLE product_tops (
      id              serial  PRIMARY KEY,
      product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      group_name      text    NOT NULL,
      name            text    NOT NULL,
      -- null: unknown ('Consultar'); 0: no cap ('Sin tope').
      amount          numeric(14,4),
      unit            text    NOT NULL,
      period          text    CHECK (period IN ('anual', 'mensual', 'semanal', 'diario')),
      calificados     boolean NOT NULL DEFAULT false,
      order_position  integer NOT NULL DEFAULT 0
    );
    CREATE INDEX product_tops_product ON product_tops (product_id);
    CREATE TABLE product_deductibles (
      id              serial  PRIMARY KEY,
      product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      group_name      text    NOT NULL,
      name            text    NOT NULL,
      min_amount      numeric(14,4),
      max_amount      numeric(14,4),
      unit            text    NOT NULL,
      order_position  integer NOT NULL DEFAULT 0
    );
    CREATE INDEX product_deductibles_product ON product_deductibles (product_id);

    CREATE TABLE product_features (
      product_id   integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      feature_id   integer NOT NULL REFERENCES features (id),
      -- true: one of the card's features; false: only in featuresAll.
      highlighted  boolean NOT NULL DEFAULT true,
      value        text,
      order_position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, feature_id)
    );
    CREATE INDEX product_features_feature ON product_features (feature_id);

    CREATE TABLE coverage_requirements (
      product_id         integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      value              numeric(12,4) NOT NULL,
      unit               text    NOT NULL CHECK (unit IN ('%', 'UF', 'CLP', 'BM')),
      prevision_type     text    CHECK (prevision_type IN ('Fonasa', 'Isapre')),
      previous_coverage  boolean NOT NULL DEFAULT true
    );

    CREATE TABLE offers (
      id               serial  PRIMARY KEY,
      product_id       integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      offer_type       text    NOT NULL CHECK (offer_type IN ('DISCOUNT', 'AGGREGATE', 'RELATED', 'GIFTCARD', 'COUPON')),
      title            text    NOT NULL,
      description      text,
      discount_amount  numeric(14,4),
      discount_unit    text,
      valid_from       date,
      valid_until      date
    );
    CREATE INDEX offers_product ON offers (product_id);

    CREATE TABLE payment_offers (
      product_id       integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      title            text    NOT NULL,
      description      text    NOT NULL,
      installments     integer,
      discount_amount  numeric(14,4),
      discount_unit    text,
      payment_methods  text[]  NOT NULL DEFAULT '{}'
    );

    -- 'Cubre en': the providers (clinics) where a product covers.
    CREATE TABLE product_prestadores (
      product_id       integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      organization_id  integer NOT NULL REFERENCES organizations (id),
      order_position   integer NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, organization_id)
    );
    CREATE INDEX product_prestadores_org ON product_prestadores (organization_id);

    CREATE TABLE events (
      id         serial  PRIMARY KEY,
      name       text    NOT NULL UNIQUE,
      title      text    NOT NULL,
      logo       text,
      image      text,
      video_url  text,
      start_at   timestamptz NOT NULL,
      finish_at  timestamptz NOT NULL,
      show       boolean NOT NULL DEFAULT true,
      CHECK (finish_at > start_at)
    );

    CREATE TABLE comparators (
      id                   serial  PRIMARY KEY,
      name                 text    NOT NULL,
      base_url             text    NOT NULL UNIQUE,
      title                text    NOT NULL,
      description          text    NOT NULL DEFAULT '',
      product_type         text,
      upper_types          text[]  NOT NULL DEFAULT '{}',
      insurance_types      text[]  NOT NULL DEFAULT '{}',
      organization_types   text[]  NOT NULL DEFAULT '{}',
      features_filter      boolean NOT NULL DEFAULT false,
      is_showcase          boolean NOT NULL DEFAULT false,
      event_id             integer REFERENCES events (id),
      order_position       integer NOT NULL DEFAULT 0
    );
    CREATE TABLE comparator_features (
      comparator_id   integer NOT NULL REFERENCES comparators (id) ON DELETE CASCADE,
      feature_id      integer NOT NULL REFERENCES features (id),
      order_position  integer NOT NULL DEFAULT 0,
      PRIMARY KEY (comparator_id, feature_id)
    );
    CREATE TABLE showcases (
      id             serial  PRIMARY KEY,
      comparator_id  integer NOT NULL REFERENCES comparators (id) ON DELETE CASCADE,
      name           text    NOT NULL,
      title          text    NOT NULL,
      order_position integer NOT NULL DEFAULT 0
    );
    CREATE TABLE showcase_products (
      showcase_id     integer NOT NULL REFERENCES showcases (id) ON DELETE CASCADE,
      product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      order_position  integer NOT NULL DEFAULT 0,
      PRIMARY KEY (showcase_id, product_id)
    );

    -- Bumped by every catalogue write: API processes reload their in-memory comparison index when it moves.
    CREATE TABLE catalogue_state (
      id          boolean PRIMARY KEY DEFAULT true CHECK (id),
      version     bigint  NOT NULL DEFAULT 0,
      sample      boolean NOT NULL DEFAULT false,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO catalogue_state (id) VALUES (true);

    INSERT INTO countries (id, code, name, display_name, dialing_code, currency) VALUES
      (1, 'CL', 'chile', 'Chile', '+56', 'CLP'),
      (2, 'PE', 'peru', 'Perú', '+51', 'PEN'),
      (3, 'CO', 'colombia', 'Colombia', '+57', 'COP'),
      (4, 'INT', 'internacional', 'Internacional', '+1', 'USD');
  `);

  // The sixteen regions of Chile (spec 03 §3), Metropolitana (code 13, RM) being the default.
  const regions: [string, string, string][] = [
    ['15', 'Arica y Parinacota', 'XV'],
    ['1', 'Tarapacá', 'I'],
    ['2', 'Antofagasta', 'II'],
    ['3', 'Atacama', 'III'],
    ['4', 'Coquimbo', 'IV'],
    ['5', 'Valparaíso', 'V'],
    ['13', 'Metropolitana de Santiago', 'RM'],
    ['6', "Libertador General Bernardo O'Higgins", 'VI'],
    ['7', 'Maule', 'VII'],
    ['16', 'Ñuble', 'XVI'],
    ['8', 'Biobío', 'VIII'],
    ['9', 'La Araucanía', 'IX'],
    ['14', 'Los Ríos', 'XIV'],
    ['10', 'Los Lagos', 'X'],
    ['11', 'Aysén del General Carlos Ibáñez del Campo', 'XI'],
    ['12', 'Magallanes y de la Antártica Chilena', 'XII'],
  ];
  await sequelize.query(
    `INSERT INTO country_states (country_id, state_code, state_name, abbreviation, order_position)
     SELECT 1, code, name, abbr, ord FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS t(code, name, abbr, ord)`,
    {
      bind: [
        regions.map((r) => r[0]),
        regions.map((r) => r[1]),
        regions.map((r) => r[2]),
        regions.map((_, i) => i + 1),
      ],
    },
  );

  // Peru's SCTR work sectors (spec 03 §3: work sector types with workSectors).
  await sequelize.query(`
    WITH t AS (
      INSERT INTO work_sector_types (country_id, display_name) VALUES
        (2, 'Construcción'), (2, 'Minería'), (2, 'Industria manufacturera'), (2, 'Servicios')
      RETURNING id, display_name
    )
    INSERT INTO work_sectors (type_id, code, display_name)
    SELECT t.id, s.code, s.name FROM t JOIN (VALUES
      ('Construcción', 'F45', 'Construcción de edificios'), ('Construcción', 'F46', 'Obras de ingeniería civil'),
      ('Minería', 'C10', 'Extracción de carbón'), ('Minería', 'C13', 'Extracción de minerales metalíferos'),
      ('Industria manufacturera', 'D15', 'Elaboración de alimentos'), ('Industria manufacturera', 'D24', 'Fabricación de químicos'),
      ('Servicios', 'O90', 'Eliminación de desperdicios'), ('Servicios', 'N85', 'Servicios de salud')
    ) AS s(type_name, code, name) ON s.type_name = t.display_name;
  `);

  await sequelize.query(
    `INSERT INTO upper_insurance_types (name, display_name, price_model)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
    {
      bind: [
        UPPER_TYPES.map((u) => u.name),
        UPPER_TYPES.map((u) => u.displayName),
        UPPER_TYPES.map((u) => u.priceModel),
      ],
    },
  );
  await sequelize.query(
    `INSERT INTO insurance_types (name, display_name, url_segment, description, tooltip, upper_type_id, showcase_only, order_position)
     SELECT t.name, t.display_name, t.url_segment, t.description, t.tooltip, u.id, t.showcase_only, t.ord
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::int[])
            AS t(name, display_name, url_segment, description, tooltip, upper, showcase_only, ord)
       JOIN upper_insurance_types u ON u.name = t.upper`,
    {
      bind: [
        INSURANCE_TYPES.map((t) => t.code),
        INSURANCE_TYPES.map((t) => t.displayName),
        INSURANCE_TYPES.map((t) => t.urlSegment),
        INSURANCE_TYPES.map((t) => t.description),
        INSURANCE_TYPES.map((t) => t.tooltip),
        INSURANCE_TYPES.map((t) => t.upperType),
        INSURANCE_TYPES.map((t) => t.showcaseOnly),
        INSURANCE_TYPES.map((_, i) => i + 1),
      ],
    },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS catalogue_state, showcase_products, showcases, comparator_features, comparators, events,
      product_prestadores, payment_offers, offers, coverage_requirements, product_features, product_deductibles,
      product_tops, coverage_organizations, coverage_amounts, product_coverages, products, features,
      insurance_benefits, coverage_tags, insurance_types, upper_insurance_types, organizations, work_sectors,
      work_sector_types, country_states, countries CASCADE;
  `);
};
