import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  CatalogueReader,
  ComparatorRow,
  CountryRow,
  CountryStateRow,
  FeatureRow,
  IndexRow,
  InsuranceTypeRow,
  OrganizationRow,
  ProductRow,
  WorkSectorTypeRow,
} from '../../application/ports.js';
import type { Amount, CoverageAmounts, CoverageTag } from '../../domain/product-card.js';

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

const UNIT_NAMES: Record<string, string> = {
  '%': 'Porcentaje',
  UF: 'Unidad de Fomento',
  CLP: 'Peso chileno',
  USD: 'Dólar',
};

@injectable()
export class SequelizeCatalogueReader implements CatalogueReader {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[] = []): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async version() {
    const [row] = await this.select<{ version: string; sample: boolean }>(
      'SELECT version::text AS version, sample FROM catalogue_state WHERE id',
    );
    return { version: Number(row?.version ?? 0), sample: row?.sample ?? false };
  }

  async organizations(): Promise<OrganizationRow[]> {
    const rows = await this.select<Record<string, unknown>>(
      `SELECT id, organization_code, display_name, legal_name, organization_type, type_alias, url_segment, image, website,
              qpcl_codes, metadata, country_code, region, city, address, lat, lng, is_open, ges_uf::text AS ges_uf,
              available_to_sell, sample
         FROM organizations ORDER BY display_name, id`,
    );
    return rows.map((r) => ({
      id: r.id as number,
      organizationCode: r.organization_code as string,
      displayName: r.display_name as string,
      legalName: r.legal_name as string | null,
      organizationType: r.organization_type as OrganizationRow['organizationType'],
      typeAlias: r.type_alias as string,
      urlSegment: r.url_segment as string,
      image: r.image as string | null,
      website: r.website as string | null,
      qpclCodes: r.qpcl_codes as string[],
      metadata: r.metadata as Record<string, unknown>,
      countryCode: r.country_code as string,
      region: r.region as string | null,
      city: r.city as string | null,
      address: r.address as string | null,
      lat: r.lat as number | null,
      lng: r.lng as number | null,
      isOpen: r.is_open as boolean,
      gesUf: num(r.ges_uf as string | null),
      availableToSell: r.available_to_sell as boolean,
      sample: r.sample as boolean,
    }));
  }

  async insuranceTypes(): Promise<InsuranceTypeRow[]> {
    const rows = await this.select<Record<string, unknown>>(
      `SELECT t.id, t.name, t.display_name, t.url_segment, t.description, t.tooltip, t.showcase_only, t.order_position,
              u.id AS upper_id, u.name AS upper_name, u.display_name AS upper_display, u.price_model
         FROM insurance_types t JOIN upper_insurance_types u ON u.id = t.upper_type_id ORDER BY t.order_position`,
    );
    return rows.map((r) => ({
      id: r.id as number,
      name: r.name as string,
      displayName: r.display_name as string,
      urlSegment: r.url_segment as string,
      description: r.description as string,
      tooltip: r.tooltip as string,
      showcaseOnly: r.showcase_only as boolean,
      orderPosition: r.order_position as number,
      upperType: {
        id: r.upper_id as number,
        name: r.upper_name as InsuranceTypeRow['upperType']['name'],
        displayName: r.upper_display as string,
        priceModel: r.price_model as InsuranceTypeRow['upperType']['priceModel'],
      },
    }));
  }

  async features(): Promise<FeatureRow[]> {
    const rows = await this.select<{
      id: number;
      code: string;
      display_name: string;
      icon: string;
      description: string | null;
    }>('SELECT id, code, display_name, icon, description FROM features ORDER BY id');
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      displayName: r.display_name,
      icon: r.icon,
      description: r.description,
    }));
  }

  async comparators(): Promise<ComparatorRow[]> {
    const rows = await this.select<Record<string, unknown>>(
      `SELECT c.*, e.id AS e_id, e.name AS e_name, e.title AS e_title, e.logo AS e_logo, e.image AS e_image,
              e.video_url AS e_video, e.start_at AS e_start, e.finish_at AS e_finish, e.show AS e_show,
              COALESCE((SELECT array_agg(feature_id ORDER BY order_position) FROM comparator_features f WHERE f.comparator_id = c.id), '{}') AS feature_ids,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'title', s.title,
                  'productIds', COALESCE((SELECT jsonb_agg(sp.product_id ORDER BY sp.order_position) FROM showcase_products sp WHERE sp.showcase_id = s.id), '[]'))
                  ORDER BY s.order_position) FROM showcases s WHERE s.comparator_id = c.id), '[]') AS showcases
         FROM comparators c LEFT JOIN events e ON e.id = c.event_id ORDER BY c.order_position, c.id`,
    );
    return rows.map((r) => ({
      id: r.id as number,
      name: r.name as string,
      baseUrl: r.base_url as string,
      title: r.title as string,
      description: r.description as string,
      productType: r.product_type as string | null,
      upperTypes: r.upper_types as string[],
      insuranceTypes: r.insurance_types as string[],
      organizationTypes: r.organization_types as string[],
      featuresFilter: r.features_filter as boolean,
      isShowcase: r.is_showcase as boolean,
      featureIds: r.feature_ids as number[],
      showcases: r.showcases as ComparatorRow['showcases'],
      event: r.e_id
        ? {
            id: r.e_id as number,
            name: r.e_name as string,
            title: r.e_title as string,
            logo: r.e_logo as string | null,
            image: r.e_image as string | null,
            videoUrl: r.e_video as string | null,
            start: new Date(r.e_start as string).toISOString(),
            finish: new Date(r.e_finish as string).toISOString(),
            show: r.e_show as boolean,
          }
        : null,
    }));
  }

  async indexRows(): Promise<IndexRow[]> {
    const rows = await this.sequelize.query<unknown[]>(
      `SELECT id, insurance_type_id, organization_id, exclusive, is_promoted, request_count, evaluation_score::float8,
              recommended_score::float8, deductible_min_uf::float8, coverage_countries, feature_ids, prestador_ids, sample
         FROM products WHERE active ORDER BY id`,
      { type: QueryTypes.SELECT, raw: true },
    );
    return (rows as unknown as Record<string, unknown>[]).map((r) => ({
      id: r.id as number,
      typeId: r.insurance_type_id as number,
      organizationId: r.organization_id as number,
      exclusive: r.exclusive as boolean,
      isPromoted: r.is_promoted as boolean,
      requestCount: r.request_count as number,
      evaluationScore: r.evaluation_score as number,
      recommendedScore: r.recommended_score as number,
      deductibleMinUf: r.deductible_min_uf as number | null,
      countries: r.coverage_countries as string[],
      featureIds: r.feature_ids as number[],
      prestadorIds: r.prestador_ids as number[],
      sample: r.sample as boolean,
    }));
  }

  async productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.select<Record<string, unknown>>(
      `SELECT id, product_code, product_name, display_name, url_segment, description, organization_id, insurance_type_id,
              exclusive, is_promoted, to_char(available_from, 'YYYY-MM-DD') AS available_from, active, is_popular,
              is_map_enabled, sales_channel, has_offer, metadata, price_model, price_unit, min_price::float8,
              price_range_from::float8, price_range_to::float8, price_suffix, min_employees, evaluation_score::float8,
              evaluation_count, request_count, operation_dates, coverage_countries, sample, card_summary, detail
         FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    return rows.map((r) => ({
      id: r.id as number,
      productCode: r.product_code as string,
      productName: r.product_name as string,
      displayName: r.display_name as string,
      urlSegment: r.url_segment as string,
      description: r.description as string,
      organizationId: r.organization_id as number,
      insuranceTypeId: r.insurance_type_id as number,
      exclusive: r.exclusive as boolean,
      isPromoted: r.is_promoted as boolean,
      availableFrom: r.available_from as string | null,
      active: r.active as boolean,
      isPopular: r.is_popular as boolean,
      isMapEnabled: r.is_map_enabled as boolean,
      salesChannel: r.sales_channel as string,
      hasOffer: r.has_offer as boolean,
      metadata: r.metadata as ProductRow['metadata'],
      priceModel: r.price_model as ProductRow['priceModel'],
      priceUnit: r.price_unit as ProductRow['priceUnit'],
      minPrice: r.min_price as number | null,
      priceRangeFrom: r.price_range_from as number | null,
      priceRangeTo: r.price_range_to as number | null,
      priceSuffix: r.price_suffix as string | null,
      minEmployees: r.min_employees as number | null,
      evaluationScore: r.evaluation_score as number,
      evaluationCount: r.evaluation_count as number,
      requestCount: r.request_count as number,
      operationDates: r.operation_dates as string[],
      coverageCountries: r.coverage_countries as string[],
      sample: r.sample as boolean,
      cardSummary: r.card_summary as ProductRow['cardSummary'],
      detail: r.detail as ProductRow['detail'],
    }));
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
      amounts: { type: string; min: string | null; max: string | null; unit: string }[] | null;
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
          minAmount: num(a.min),
          maxAmount: num(a.max),
          unit: { currencyCode: a.unit as Amount['unit']['currencyCode'], name: UNIT_NAMES[a.unit] ?? a.unit },
        };
        amounts[a.type as keyof CoverageAmounts] = amount;
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

  async countries(): Promise<CountryRow[]> {
    const rows = await this.select<{
      id: number;
      code: string;
      name: string;
      display_name: string;
      dialing_code: string;
      currency: string;
    }>('SELECT * FROM countries ORDER BY id');
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      displayName: r.display_name,
      dialingCode: r.dialing_code,
      currency: r.currency,
    }));
  }

  async countryStates(countryId: number | null): Promise<CountryStateRow[]> {
    const rows = await this.select<{
      id: number;
      country_id: number;
      state_code: string;
      state_name: string;
      abbreviation: string;
      order_position: number;
    }>('SELECT * FROM country_states WHERE $1::int IS NULL OR country_id = $1 ORDER BY country_id, order_position', [
      countryId,
    ]);
    return rows.map((r) => ({
      id: r.id,
      countryId: r.country_id,
      stateCode: r.state_code,
      stateName: r.state_name,
      abbreviation: r.abbreviation,
      orderPosition: r.order_position,
    }));
  }

  async workSectorTypes(countryId: number | null): Promise<WorkSectorTypeRow[]> {
    const rows = await this.select<{
      id: number;
      country_id: number;
      display_name: string;
      sectors: { id: number; code: string; displayName: string }[];
    }>(
      `SELECT t.id, t.country_id, t.display_name,
              COALESCE(jsonb_agg(jsonb_build_object('id', s.id, 'code', s.code, 'displayName', s.display_name) ORDER BY s.id)
                       FILTER (WHERE s.id IS NOT NULL), '[]') AS sectors
         FROM work_sector_types t LEFT JOIN work_sectors s ON s.type_id = t.id
        WHERE $1::int IS NULL OR t.country_id = $1
        GROUP BY t.id ORDER BY t.id`,
      [countryId],
    );
    return rows.map((r) => ({
      id: r.id,
      countryId: r.country_id,
      displayName: r.display_name,
      workSectors: r.sectors,
    }));
  }

  async countInsurancesByType(organizationId: number) {
    const rows = await this.select<{ name: string; display_name: string; count: number }>(
      `SELECT t.name, t.display_name, count(*)::int AS count FROM products p JOIN insurance_types t ON t.id = p.insurance_type_id
        WHERE p.active AND p.organization_id = $1 GROUP BY t.id ORDER BY t.order_position`,
      [organizationId],
    );
    return rows.map((r) => ({ insuranceType: r.name, displayName: r.display_name, count: r.count }));
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

  async activeProductSegments(): Promise<{ organizationId: number; urlSegment: string }[]> {
    const rows = await this.select<{ organization_id: number; url_segment: string }>(
      `SELECT organization_id, url_segment FROM products WHERE active ORDER BY id`,
      [],
    );
    return rows.map((r) => ({ organizationId: r.organization_id, urlSegment: r.url_segment }));
  }
}
