import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { numericOrNull, select, type SelectOptions } from '../../../../platform/db-select.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { CatalogueReader } from '../../application/ports.js';
import type { ComparatorRow } from '../../domain/comparator.js';
import type { IndexRow } from '../../domain/compare-index-row.js';
import type { InsuranceTypeRow } from '../../domain/insurance-type.js';
import type { OrganizationRow } from '../../domain/organization.js';
import type { FeatureRow, ProductRow } from '../../domain/product.js';
import type { CountryRow, CountryStateRow, WorkSectorTypeRow } from '../../domain/reference-data.js';
import type { Amount, CoverageAmounts, CoverageTag } from '../../domain/product-card.js';

/** A timestamptz as `Date#toISOString` writes it (UTC, milliseconds). */
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const UNIT_NAMES: Record<string, string> = {
  '%': 'Porcentaje',
  UF: 'Unidad de Fomento',
  CLP: 'Peso chileno',
  USD: 'Dólar',
};

@injectable()
export class SequelizeCatalogueReader implements CatalogueReader {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<Row extends object>(sql: string, bind: readonly unknown[] = [], options?: SelectOptions<Row>) {
    return select<Row>(this.sequelize, sql, bind, options);
  }

  async version() {
    const [row] = await this.select<{ version: string; sample: boolean }>(
      'SELECT version::text AS version, sample FROM catalogue_state WHERE id',
    );
    return { version: Number(row?.version ?? 0), sample: row?.sample ?? false };
  }

  organizations(): Promise<OrganizationRow[]> {
    return this.select<OrganizationRow>(
      `SELECT id, organization_code AS "organizationCode", display_name AS "displayName", legal_name AS "legalName",
              organization_type AS "organizationType", type_alias AS "typeAlias", url_segment AS "urlSegment", image,
              website, qpcl_codes AS "qpclCodes", metadata, country_code AS "countryCode", region, city, address, lat,
              lng, is_open AS "isOpen", ges_uf::text AS "gesUf", available_to_sell AS "availableToSell", sample
         FROM organizations ORDER BY display_name, id`,
      [],
      { convert: { gesUf: numericOrNull } },
    );
  }

  insuranceTypes(): Promise<InsuranceTypeRow[]> {
    return this.select<InsuranceTypeRow>(
      `SELECT t.id, t.name, t.display_name AS "displayName", t.url_segment AS "urlSegment", t.description, t.tooltip,
              t.showcase_only AS "showcaseOnly", t.order_position AS "orderPosition",
              json_build_object('id', u.id, 'name', u.name, 'displayName', u.display_name, 'priceModel', u.price_model)
                AS "upperType"
         FROM insurance_types t JOIN upper_insurance_types u ON u.id = t.upper_type_id ORDER BY t.order_position`,
    );
  }

  features(): Promise<FeatureRow[]> {
    return this.select<FeatureRow>(
      'SELECT id, code, display_name AS "displayName", icon, description FROM features ORDER BY id',
    );
  }

  comparators(): Promise<ComparatorRow[]> {
    return this.select<ComparatorRow>(
      `SELECT c.id, c.name, c.base_url AS "baseUrl", c.title, c.description, c.product_type AS "productType",
              c.upper_types AS "upperTypes", c.insurance_types AS "insuranceTypes",
              c.organization_types AS "organizationTypes", c.features_filter AS "featuresFilter",
              c.is_showcase AS "isShowcase",
              COALESCE((SELECT array_agg(feature_id ORDER BY order_position) FROM comparator_features f WHERE f.comparator_id = c.id), '{}') AS "featureIds",
              COALESCE((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'title', s.title,
                  'productIds', COALESCE((SELECT jsonb_agg(sp.product_id ORDER BY sp.order_position) FROM showcase_products sp WHERE sp.showcase_id = s.id), '[]'))
                  ORDER BY s.order_position) FROM showcases s WHERE s.comparator_id = c.id), '[]') AS showcases,
              CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'name', e.name, 'title', e.title,
                'logo', e.logo, 'image', e.image, 'videoUrl', e.video_url, 'start', ${ISO('e.start_at')},
                'finish', ${ISO('e.finish_at')}, 'show', e.show) END AS event
         FROM comparators c LEFT JOIN events e ON e.id = c.event_id ORDER BY c.order_position, c.id`,
    );
  }

  /** The comparison snapshot loads every active product by keyset pages: the rows pg returns are the answer. */
  indexRowsAfter(afterId: number, limit: number): Promise<IndexRow[]> {
    return this.select<IndexRow>(
      `SELECT id, insurance_type_id AS "typeId", organization_id AS "organizationId", exclusive,
              is_promoted AS "isPromoted", request_count AS "requestCount",
              evaluation_score::float8 AS "evaluationScore", recommended_score::float8 AS "recommendedScore",
              deductible_min_uf::float8 AS "deductibleMinUf", coverage_countries AS countries,
              feature_ids AS "featureIds", prestador_ids AS "prestadorIds", sample
         FROM products WHERE active AND id > $1 ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  async productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return this.select<ProductRow>(
      `SELECT id, product_code AS "productCode", product_name AS "productName", display_name AS "displayName",
              url_segment AS "urlSegment", description, organization_id AS "organizationId",
              insurance_type_id AS "insuranceTypeId", exclusive, is_promoted AS "isPromoted",
              to_char(available_from, 'YYYY-MM-DD') AS "availableFrom", active, is_popular AS "isPopular",
              is_map_enabled AS "isMapEnabled", sales_channel AS "salesChannel", has_offer AS "hasOffer", metadata,
              price_model AS "priceModel", price_unit AS "priceUnit", min_price::float8 AS "minPrice",
              price_range_from::float8 AS "priceRangeFrom", price_range_to::float8 AS "priceRangeTo",
              price_suffix AS "priceSuffix", min_employees AS "minEmployees",
              evaluation_score::float8 AS "evaluationScore", evaluation_count AS "evaluationCount",
              request_count AS "requestCount", operation_dates AS "operationDates",
              coverage_countries AS "coverageCountries", sample, card_summary AS "cardSummary", detail
         FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
  }

  async productIdByCode(code: string): Promise<number | null> {
    const [row] = await this.select<{ id: number }>(
      'SELECT id FROM products WHERE product_code = $1 OR lower(product_code) = lower($1) ORDER BY product_code = $1 DESC LIMIT 1',
      [code],
    );
    return row?.id ?? null;
  }

  async coverageTags(
    productId: number,
    options: { organizationId?: number; benefitId?: number } = {},
  ): Promise<CoverageTag[]> {
    const rows = await this.select<{
      tag_id: number;
      tag_code: string;
      tag_name: string;
      benefit_id: number;
      benefit_code: string;
      benefit_name: string;
      amounts:
        | {
            type: keyof CoverageAmounts;
            min: string | null;
            max: string | null;
            unit: Amount['unit']['currencyCode'];
          }[]
        | null;
    }>(
      `SELECT t.id AS tag_id, t.code AS tag_code, t.name AS tag_name, b.id AS benefit_id, b.code AS benefit_code,
              b.name AS benefit_name,
              (SELECT jsonb_agg(jsonb_build_object('type', a.amount_type, 'min', a.min_amount::text, 'max', a.max_amount::text, 'unit', a.unit))
                 FROM coverage_amounts a WHERE a.coverage_id = pc.id) AS amounts
         FROM product_coverages pc
         JOIN insurance_benefits b ON b.id = pc.benefit_id
         JOIN coverage_tags t ON t.id = pc.tag_id
        WHERE pc.product_id = $1
          AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM coverage_organizations co WHERE co.coverage_id = pc.id AND co.organization_id = $2))
          AND ($3::int IS NULL OR b.id = $3)
        ORDER BY t.order_position, pc.order_position`,
      [productId, options.organizationId ?? null, options.benefitId ?? null],
    );
    const tags = new Map<number, CoverageTag>();
    for (const row of rows) {
      let tag = tags.get(row.tag_id);
      if (!tag) {
        tag = { id: row.tag_id, code: row.tag_code, name: row.tag_name, coverages: [] };
        tags.set(row.tag_id, tag);
      }
      const amounts: CoverageAmounts = {};
      for (const a of row.amounts ?? []) {
        const amount: Amount = {
          minAmount: numericOrNull(a.min),
          maxAmount: numericOrNull(a.max),
          unit: { currencyCode: a.unit, name: UNIT_NAMES[a.unit] ?? a.unit },
        };
        amounts[a.type] = amount;
      }
      tag.coverages.push({
        insuranceBenefit: { id: row.benefit_id, code: row.benefit_code, name: row.benefit_name },
        amounts,
      });
    }
    return [...tags.values()];
  }

  async productPrestadores(productId: number): Promise<number[]> {
    const rows = await this.select<{ organization_id: number }>(
      'SELECT organization_id FROM product_prestadores WHERE product_id = $1 ORDER BY order_position',
      [productId],
    );
    return rows.map((r) => r.organization_id);
  }

  countries(): Promise<CountryRow[]> {
    return this.select<CountryRow>(
      `SELECT id, code, name, display_name AS "displayName", dialing_code AS "dialingCode", currency
         FROM countries ORDER BY id`,
    );
  }

  countryStates(countryId: number | null): Promise<CountryStateRow[]> {
    return this.select<CountryStateRow>(
      `SELECT id, country_id AS "countryId", state_code AS "stateCode", state_name AS "stateName", abbreviation,
              order_position AS "orderPosition"
         FROM country_states WHERE $1::int IS NULL OR country_id = $1 ORDER BY country_id, order_position`,
      [countryId],
    );
  }

  async communes(stateId: number): Promise<string[]> {
    const rows = await this.select<{ name: string }>(
      `SELECT commune_name AS name FROM country_state_communes WHERE state_id = $1 ORDER BY order_position`,
      [stateId],
    );
    return rows.map((r) => r.name);
  }

  workSectorTypes(countryId: number | null): Promise<WorkSectorTypeRow[]> {
    return this.select<WorkSectorTypeRow>(
      `SELECT t.id, t.country_id AS "countryId", t.display_name AS "displayName",
              COALESCE(jsonb_agg(jsonb_build_object('id', s.id, 'code', s.code, 'displayName', s.display_name) ORDER BY s.id)
                       FILTER (WHERE s.id IS NOT NULL), '[]') AS "workSectors"
         FROM work_sector_types t LEFT JOIN work_sectors s ON s.type_id = t.id
        WHERE $1::int IS NULL OR t.country_id = $1
        GROUP BY t.id ORDER BY t.id`,
      [countryId],
    );
  }

  countInsurancesByType(organizationId: number) {
    return this.select<{ insuranceType: string; displayName: string; count: number }>(
      `SELECT t.name AS "insuranceType", t.display_name AS "displayName", count(*)::int AS count
         FROM products p JOIN insurance_types t ON t.id = p.insurance_type_id
        WHERE p.active AND p.organization_id = $1 GROUP BY t.id ORDER BY t.order_position`,
      [organizationId],
    );
  }

  async countCoverageOrganizations(organizationId: number): Promise<number> {
    const [row] = await this.select<{ n: number }>(
      `SELECT count(DISTINCT pp.organization_id)::int AS n FROM product_prestadores pp JOIN products p ON p.id = pp.product_id
        WHERE p.active AND p.organization_id = $1`,
      [organizationId],
    );
    return row?.n ?? 0;
  }

  async organizationIdsSelling(
    upperTypes: readonly string[],
    insuranceTypeIds: readonly number[] = [],
  ): Promise<number[]> {
    const rows = await this.select<{ organization_id: number }>(
      `SELECT DISTINCT p.organization_id FROM products p
         JOIN insurance_types t ON t.id = p.insurance_type_id JOIN upper_insurance_types u ON u.id = t.upper_type_id
        WHERE p.active AND (cardinality($1::text[]) = 0 OR u.name = ANY($1::text[]))
          AND (cardinality($2::int[]) = 0 OR t.id = ANY($2::int[]))`,
      [upperTypes, insuranceTypeIds],
    );
    return rows.map((r) => r.organization_id);
  }

  activeProductSegments(): Promise<{ organizationId: number; urlSegment: string; insuranceTypeId: number }[]> {
    return this.select<{ organizationId: number; urlSegment: string; insuranceTypeId: number }>(
      'SELECT organization_id AS "organizationId", url_segment AS "urlSegment", insurance_type_id AS "insuranceTypeId" FROM products WHERE active ORDER BY id',
    );
  }
}
