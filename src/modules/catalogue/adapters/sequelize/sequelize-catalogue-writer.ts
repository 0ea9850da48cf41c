import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import { ORGANIZATION_TYPES } from '../../domain/categories.js';
import type {
  CatalogueWriter,
  LoadIds,
  NewBenefit,
  NewComparator,
  NewEvent,
  NewFeature,
  NewOrganization,
  NewPlan,
  NewRiskTable,
  NewTag,
  PreparedProduct,
  ProductIdReservation,
} from '../../application/catalogue-load.js';
import { restoreSecondaryIndexes, suspendSecondaryIndexes } from '../../../../platform/bulk-load-indexes.js';
import { bulkInsert } from './bulk-insert.js';
import { copyProducts, reserveProductIds } from './copy-products.js';

/**
 * The child tables of a product batch whose indexes and foreign keys a large load suspends (pricing suspends its
 * own tariff tables). Not `products`: one row a product against tens in these, and its 1.8 GB heap at a million
 * products is read again by each index and foreign key rebuilt — five indexes and two keys took longer than
 * keeping them up to date (issue 31, measured at 1,000,000).
 */
const PRODUCT_TABLES = [
  'product_coverages',
  'coverage_amounts',
  'coverage_organizations',
  'product_tops',
  'product_deductibles',
  'product_features',
  'coverage_requirements',
  'offers',
  'payment_offers',
  'product_prestadores',
];
import { fix, productValues } from './product-row.js';

@injectable()
export class SequelizeCatalogueWriter implements CatalogueWriter {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async isEmpty(): Promise<boolean> {
    const [row] = await this.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM products LIMIT 1) x',
      {
        type: QueryTypes.SELECT,
      },
    );
    return (row?.n ?? 0) === 0;
  }

  async clear(): Promise<void> {
    await this.sequelize.query(`
      TRUNCATE showcase_products, showcases, comparator_features, comparators, events, plan_prestadores, isapre_plans,
        risk_factors, risk_factor_tables, product_prestadores, payment_offers, offers,
        coverage_requirements, product_features, product_deductibles, product_tops, coverage_organizations,
        coverage_amounts, product_coverages, products, features, insurance_benefits, coverage_tags, organizations
      RESTART IDENTITY CASCADE
    `);
  }

  async insertOrganizations(rows: readonly NewOrganization[]): Promise<void> {
    const alias = (type: string) => ORGANIZATION_TYPES.find((t) => t.code === type)?.typeAlias ?? type;
    await bulkInsert(
      this.sequelize,
      'organizations',
      [
        { name: 'organization_code', type: 'text' },
        { name: 'display_name', type: 'text' },
        { name: 'legal_name', type: 'text' },
        { name: 'organization_type', type: 'text' },
        { name: 'type_alias', type: 'text' },
        { name: 'url_segment', type: 'text' },
        { name: 'image', type: 'text' },
        { name: 'website', type: 'text' },
        { name: 'qpcl_codes', type: 'text[]' },
        { name: 'metadata', type: 'jsonb' },
        { name: 'country_code', type: 'text' },
        { name: 'region', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'address', type: 'text' },
        { name: 'lat', type: 'float8' },
        { name: 'lng', type: 'float8' },
        { name: 'is_open', type: 'boolean' },
        { name: 'ges_uf', type: 'numeric' },
        { name: 'available_to_sell', type: 'boolean' },
        { name: 'sample', type: 'boolean' },
      ],
      rows.map((o) => [
        o.organizationCode,
        o.displayName,
        o.legalName ?? null,
        o.organizationType,
        alias(o.organizationType),
        o.urlSegment,
        o.image ?? null,
        o.website ?? null,
        o.qpclCodes ?? [],
        o.metadata ?? {},
        o.countryCode ?? 'CL',
        o.region ?? null,
        o.city ?? null,
        o.address ?? null,
        o.lat ?? null,
        o.lng ?? null,
        o.isOpen ?? true,
        fix(o.gesUf),
        o.availableToSell ?? true,
        o.sample,
      ]),
    );
  }

  async insertTaxonomy(tags: readonly NewTag[], benefits: readonly NewBenefit[], features: readonly NewFeature[]) {
    await bulkInsert(
      this.sequelize,
      'coverage_tags',
      [
        { name: 'code', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'order_position', type: 'int' },
      ],
      tags.map((t, i) => [t.code, t.name, i]),
    );
    await this.sequelize.query(
      `INSERT INTO insurance_benefits (code, name, tag_id)
       SELECT b.code, b.name, t.id FROM unnest($1::text[], $2::text[], $3::text[]) AS b(code, name, tag)
       JOIN coverage_tags t ON t.code = b.tag`,
      { bind: [benefits.map((b) => b.code), benefits.map((b) => b.name), benefits.map((b) => b.tagCode)] },
    );
    await bulkInsert(
      this.sequelize,
      'features',
      [
        { name: 'code', type: 'text' },
        { name: 'display_name', type: 'text' },
        { name: 'icon', type: 'text' },
        { name: 'description', type: 'text' },
      ],
      features.map((f) => [f.code, f.displayName, f.icon, f.description ?? null]),
    );
  }

  async ids(): Promise<LoadIds> {
    const q = <T extends object>(sql: string) => this.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    const [orgs, types, tags, benefits, features] = await Promise.all([
      q<{ id: number; organization_code: string; display_name: string }>(
        'SELECT id, organization_code, display_name FROM organizations',
      ),
      q<{ id: number; name: string; display_name: string; upper: string }>(
        'SELECT t.id, t.name, t.display_name, u.name AS upper FROM insurance_types t JOIN upper_insurance_types u ON u.id = t.upper_type_id',
      ),
      q<{ id: number; code: string; name: string }>('SELECT id, code, name FROM coverage_tags'),
      q<{ id: number; code: string; name: string; tag: string }>(
        'SELECT b.id, b.code, b.name, t.code AS tag FROM insurance_benefits b JOIN coverage_tags t ON t.id = b.tag_id',
      ),
      q<{ id: number; code: string; display_name: string; icon: string; description: string | null }>(
        'SELECT id, code, display_name, icon, description FROM features',
      ),
    ]);
    return {
      organizations: new Map(orgs.map((o) => [o.organization_code, o.id])),
      organizationNames: new Map(orgs.map((o) => [o.organization_code, o.display_name])),
      insuranceTypes: new Map(
        types.map((t) => [t.name, { id: t.id, displayName: t.display_name, upperType: t.upper }]),
      ),
      tags: new Map(tags.map((t) => [t.code, t])),
      benefits: new Map(benefits.map((b) => [b.code, { id: b.id, code: b.code, name: b.name, tagCode: b.tag }])),
      features: new Map(
        features.map((f) => [
          f.code,
          { id: f.id, code: f.code, displayName: f.display_name, icon: f.icon, description: f.description },
        ]),
      ),
    };
  }

  reserveProductIds(products: readonly PreparedProduct[], ids: LoadIds): Promise<ProductIdReservation> {
    return reserveProductIds(this.sequelize, products, ids);
  }

  copyProducts(
    products: readonly PreparedProduct[],
    ids: LoadIds,
    reservation: ProductIdReservation,
  ): Promise<Map<string, number>> {
    return copyProducts(this.sequelize, products, ids, reservation);
  }

  suspendIndexes(): Promise<number> {
    return suspendSecondaryIndexes(this.sequelize, PRODUCT_TABLES);
  }

  restoreIndexes(): Promise<number> {
    return restoreSecondaryIndexes(this.sequelize, PRODUCT_TABLES);
  }

  async insertProducts(products: readonly PreparedProduct[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (products.length === 0) return ids;
    await this.sequelize.transaction(async (transaction) => {
      const inserted = await bulkInsert<{ id: number; product_code: string }>(
        this.sequelize,
        'products',
        [
          { name: 'product_code', type: 'text' },
          { name: 'product_name', type: 'text' },
          { name: 'display_name', type: 'text' },
          { name: 'url_segment', type: 'text' },
          { name: 'description', type: 'text' },
          { name: 'organization_id', type: 'int' },
          { name: 'insurance_type_id', type: 'int' },
          { name: 'exclusive', type: 'boolean' },
          { name: 'is_promoted', type: 'boolean' },
          { name: 'available_from', type: 'date' },
          { name: 'active', type: 'boolean' },
          { name: 'is_popular', type: 'boolean' },
          { name: 'is_map_enabled', type: 'boolean' },
          { name: 'sales_channel', type: 'text' },
          { name: 'has_offer', type: 'boolean' },
          { name: 'metadata', type: 'jsonb' },
          { name: 'price_model', type: 'text' },
          { name: 'price_unit', type: 'text' },
          { name: 'min_price', type: 'numeric' },
          { name: 'price_range_from', type: 'numeric' },
          { name: 'price_range_to', type: 'numeric' },
          { name: 'price_suffix', type: 'text' },
          { name: 'min_employees', type: 'int' },
          { name: 'evaluation_score', type: 'numeric' },
          { name: 'evaluation_count', type: 'int' },
          { name: 'request_count', type: 'int' },
          { name: 'operation_dates', type: 'text[]' },
          { name: 'coverage_countries', type: 'text[]' },
          { name: 'coverage_index', type: 'numeric' },
          { name: 'recommended_score', type: 'numeric' },
          { name: 'deductible_min_uf', type: 'numeric' },
          { name: 'deductible_max_uf', type: 'numeric' },
          { name: 'feature_ids', type: 'int[]' },
          { name: 'prestador_ids', type: 'int[]' },
          { name: 'card_summary', type: 'jsonb' },
          { name: 'detail', type: 'jsonb' },
          { name: 'sample', type: 'boolean' },
        ],
        products.map((p) => productValues(p)),
        { returning: 'id, product_code', transaction },
      );
      for (const row of inserted) ids.set(row.product_code, row.id);
      const byCode = (code: string) => ids.get(code)!;

      // Coverages, then their amounts and providers (ids come back in insertion order).
      const coverageRows = products.flatMap((p) =>
        p.product.coverages.map((c, i) => [byCode(p.product.productCode), c.benefitCode, i] as const),
      );
      const coverages = await this.sequelize.query<{ id: number; product_id: number; code: string }>(
        `INSERT INTO product_coverages (product_id, tag_id, benefit_id, order_position)
         SELECT u.product_id, b.tag_id, b.id, u.ord
           FROM unnest($1::int[], $2::text[], $3::int[]) WITH ORDINALITY AS u(product_id, code, ord, n)
           JOIN insurance_benefits b ON b.code = u.code
          ORDER BY u.n
         RETURNING id, product_id, (SELECT code FROM insurance_benefits WHERE id = benefit_id) AS code`,
        {
          bind: [coverageRows.map((r) => r[0]), coverageRows.map((r) => r[1]), coverageRows.map((r) => r[2])],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      const coverageId = new Map(coverages.map((c) => [`${c.product_id}:${c.code}`, c.id]));
      const amountRows: unknown[][] = [];
      const providerRows: unknown[][] = [];
      for (const p of products) {
        const productId = byCode(p.product.productCode);
        for (const c of p.product.coverages) {
          const id = coverageId.get(`${productId}:${c.benefitCode}`);
          if (!id) continue;
          for (const [type, amount] of Object.entries(c.amounts)) {
            if (amount) amountRows.push([id, type, fix(amount.min), fix(amount.max), amount.unit]);
          }
          for (const code of c.organizationCodes ?? []) providerRows.push([id, code]);
        }
      }
      await bulkInsert(
        this.sequelize,
        'coverage_amounts',
        [
          { name: 'coverage_id', type: 'int' },
          { name: 'amount_type', type: 'text' },
          { name: 'min_amount', type: 'numeric' },
          { name: 'max_amount', type: 'numeric' },
          { name: 'unit', type: 'text' },
        ],
        amountRows,
        { transaction },
      );
      if (providerRows.length > 0) {
        await this.sequelize.query(
          `INSERT INTO coverage_organizations (coverage_id, organization_id)
           SELECT u.coverage_id, o.id FROM unnest($1::int[], $2::text[]) AS u(coverage_id, code)
           JOIN organizations o ON o.organization_code = u.code ON CONFLICT DO NOTHING`,
          { bind: [providerRows.map((r) => r[0]), providerRows.map((r) => r[1])], transaction },
        );
      }

      await bulkInsert(
        this.sequelize,
        'product_tops',
        [
          { name: 'product_id', type: 'int' },
          { name: 'group_name', type: 'text' },
          { name: 'name', type: 'text' },
          { name: 'amount', type: 'numeric' },
          { name: 'unit', type: 'text' },
          { name: 'period', type: 'text' },
          { name: 'calificados', type: 'boolean' },
          { name: 'order_position', type: 'int' },
        ],
        products.flatMap((p) =>
          p.product.tops.map((t, i) => [
            byCode(p.product.productCode),
            t.group,
            t.name,
            fix(t.amount),
            t.unit,
            t.period,
            t.calificados ?? false,
            i,
          ]),
        ),
        { transaction },
      );
      await bulkInsert(
        this.sequelize,
        'product_deductibles',
        [
          { name: 'product_id', type: 'int' },
          { name: 'group_name', type: 'text' },
          { name: 'name', type: 'text' },
          { name: 'min_amount', type: 'numeric' },
          { name: 'max_amount', type: 'numeric' },
          { name: 'unit', type: 'text' },
          { name: 'order_position', type: 'int' },
        ],
        products.flatMap((p) =>
          p.product.deductibles.map((d, i) => [
            byCode(p.product.productCode),
            d.group,
            d.name,
            fix(d.min),
            fix(d.max),
            d.unit,
            i,
          ]),
        ),
        { transaction },
      );
      const featureRows = products.flatMap((p) =>
        p.product.features.map((f, i) => [byCode(p.product.productCode), f.code, f.highlighted, f.value ?? null, i]),
      );
      await this.sequelize.query(
        `INSERT INTO product_features (product_id, feature_id, highlighted, value, order_position)
         SELECT u.product_id, f.id, u.highlighted, u.value, u.ord
           FROM unnest($1::int[], $2::text[], $3::boolean[], $4::text[], $5::int[]) AS u(product_id, code, highlighted, value, ord)
           JOIN features f ON f.code = u.code`,
        { bind: [0, 1, 2, 3, 4].map((i) => featureRows.map((r) => r[i])), transaction },
      );
      await bulkInsert(
        this.sequelize,
        'coverage_requirements',
        [
          { name: 'product_id', type: 'int' },
          { name: 'value', type: 'numeric' },
          { name: 'unit', type: 'text' },
          { name: 'prevision_type', type: 'text' },
          { name: 'previous_coverage', type: 'boolean' },
        ],
        products
          .filter((p) => p.product.requirement)
          .map((p) => [
            byCode(p.product.productCode),
            fix(p.product.requirement!.value),
            p.product.requirement!.unit,
            p.product.requirement!.previsionType,
            p.product.requirement!.previousCoverage,
          ]),
        { transaction },
      );
      await bulkInsert(
        this.sequelize,
        'offers',
        [
          { name: 'product_id', type: 'int' },
          { name: 'offer_type', type: 'text' },
          { name: 'title', type: 'text' },
          { name: 'description', type: 'text' },
          { name: 'discount_amount', type: 'numeric' },
          { name: 'discount_unit', type: 'text' },
          { name: 'valid_from', type: 'date' },
          { name: 'valid_until', type: 'date' },
        ],
        products.flatMap((p) =>
          p.product.offers.map((o) => [
            byCode(p.product.productCode),
            o.offerType,
            o.title,
            o.description,
            fix(o.discountAmount),
            o.discountUnit,
            o.validFrom,
            o.validUntil,
          ]),
        ),
        { transaction },
      );
      await bulkInsert(
        this.sequelize,
        'payment_offers',
        [
          { name: 'product_id', type: 'int' },
          { name: 'title', type: 'text' },
          { name: 'description', type: 'text' },
          { name: 'installments', type: 'int' },
          { name: 'discount_amount', type: 'numeric' },
          { name: 'discount_unit', type: 'text' },
          { name: 'payment_methods', type: 'text[]' },
        ],
        products
          .filter((p) => p.product.paymentOffer)
          .map((p) => {
            const o = p.product.paymentOffer!;
            return [
              byCode(p.product.productCode),
              o.title,
              o.description,
              o.installments,
              fix(o.discountAmount),
              o.discountUnit,
              o.paymentMethods,
            ];
          }),
        { transaction },
      );
      const prestadorRows = products.flatMap((p) =>
        p.product.prestadorCodes.map((code, i) => [byCode(p.product.productCode), code, i]),
      );
      await this.sequelize.query(
        `INSERT INTO product_prestadores (product_id, organization_id, order_position)
         SELECT u.product_id, o.id, u.ord FROM unnest($1::int[], $2::text[], $3::int[]) AS u(product_id, code, ord)
         JOIN organizations o ON o.organization_code = u.code ON CONFLICT DO NOTHING`,
        { bind: [0, 1, 2].map((i) => prestadorRows.map((r) => r[i])), transaction },
      );
    });
    return ids;
  }

  async insertEvents(rows: readonly NewEvent[]): Promise<void> {
    await bulkInsert(
      this.sequelize,
      'events',
      [
        { name: 'name', type: 'text' },
        { name: 'title', type: 'text' },
        { name: 'logo', type: 'text' },
        { name: 'image', type: 'text' },
        { name: 'video_url', type: 'text' },
        { name: 'start_at', type: 'timestamptz' },
        { name: 'finish_at', type: 'timestamptz' },
        { name: 'show', type: 'boolean' },
      ],
      rows.map((e) => [e.name, e.title, e.logo, e.image, e.videoUrl, e.start, e.finish, e.show]),
    );
  }

  async insertComparators(rows: readonly NewComparator[]): Promise<void> {
    for (const [i, c] of rows.entries()) {
      const [inserted] = await this.sequelize.query<{ id: number }>(
        `INSERT INTO comparators (name, base_url, title, description, product_type, upper_types, insurance_types,
           organization_types, features_filter, is_showcase, event_id, order_position)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7::text[], $8::text[], $9, $10, (SELECT id FROM events WHERE name = $11), $12)
         RETURNING id`,
        {
          bind: [
            c.name,
            c.baseUrl,
            c.title,
            c.description,
            c.productType,
            c.upperTypes,
            c.insuranceTypes,
            c.organizationTypes,
            c.featuresFilter,
            c.isShowcase,
            c.eventName,
            i,
          ],
          type: QueryTypes.SELECT,
        },
      );
      const id = inserted!.id;
      await this.sequelize.query(
        `INSERT INTO comparator_features (comparator_id, feature_id, order_position)
         SELECT $1, f.id, u.ord FROM unnest($2::text[]) WITH ORDINALITY AS u(code, ord) JOIN features f ON f.code = u.code`,
        { bind: [id, c.featureCodes] },
      );
      for (const [j, showcase] of c.showcases.entries()) {
        const [s] = await this.sequelize.query<{ id: number }>(
          'INSERT INTO showcases (comparator_id, name, title, order_position) VALUES ($1, $2, $3, $4) RETURNING id',
          { bind: [id, showcase.name, showcase.title, j], type: QueryTypes.SELECT },
        );
        await this.sequelize.query(
          `INSERT INTO showcase_products (showcase_id, product_id, order_position)
           SELECT $1, p.id, u.ord FROM unnest($2::text[]) WITH ORDINALITY AS u(code, ord) JOIN products p ON p.product_code = u.code`,
          { bind: [s!.id, showcase.productCodes] },
        );
      }
    }
  }

  async insertPlans(tables: readonly NewRiskTable[], plans: readonly NewPlan[]): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(
        `INSERT INTO risk_factor_tables (organization_id, name)
         SELECT o.id, u.name FROM unnest($1::text[], $2::text[]) AS u(code, name) JOIN organizations o ON o.organization_code = u.code`,
        { bind: [tables.map((t) => t.organizationCode), tables.map((t) => t.name)], transaction },
      );
      const factorRows = tables.flatMap((t) =>
        t.factors.map((f) => [t.organizationCode, t.name, f.role, f.ageFrom, f.ageTo, f.sexo, f.factor.toFixed(3)]),
      );
      await this.sequelize.query(
        `INSERT INTO risk_factors (table_id, role, age_from, age_to, sexo, factor)
         SELECT rt.id, u.role, u.age_from, u.age_to, u.sexo, u.factor
           FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::numeric[])
                AS u(code, name, role, age_from, age_to, sexo, factor)
           JOIN organizations o ON o.organization_code = u.code
           JOIN risk_factor_tables rt ON rt.organization_id = o.id AND rt.name = u.name`,
        { bind: [0, 1, 2, 3, 4, 5, 6].map((i) => factorRows.map((r) => r[i])), transaction },
      );
      const planIds = await this.sequelize.query<{ id: number; codigoplan: string }>(
        `INSERT INTO isapre_plans (codigoplan, nombreplan, organization_id, codigoprestador, lineaplan, plan_type_id,
           amplitudcobertura, region_code, estadoplan, topeanual, fechainicio, prestacionesrest, base_price_uf,
           risk_table_id, hospital_pct, ambulatory_pct, preferred_hospital_pct, preferred_ambulatory_pct, maternity, sample)
         SELECT u.codigo, u.nombre, o.id, pr.id, u.linea, u.tipo, u.amplitud, u.region, u.estado, u.tope, u.inicio,
                ARRAY(SELECT jsonb_array_elements_text(u.rest::jsonb))::int[], u.base, rt.id, u.hosp, u.amb, u.phosp,
                u.pamb, u.maternity, u.sample
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[],
                       $9::text[], $10::numeric[], $11::date[], $12::text[], $13::numeric[], $14::text[], $15::int[],
                       $16::int[], $17::int[], $18::int[], $19::text[], $20::boolean[])
                AS u(codigo, nombre, org, prestador, linea, tipo, amplitud, region, estado, tope, inicio, rest, base,
                     tabla, hosp, amb, phosp, pamb, maternity, sample)
           JOIN organizations o ON o.organization_code = u.org
           JOIN risk_factor_tables rt ON rt.organization_id = o.id AND rt.name = u.tabla
           LEFT JOIN organizations pr ON pr.organization_code = u.prestador
         RETURNING id, codigoplan`,
        {
          bind: [
            plans.map((p) => p.codigoplan),
            plans.map((p) => p.nombreplan),
            plans.map((p) => p.organizationCode),
            plans.map((p) => p.prestadorCode),
            plans.map((p) => p.lineaplan),
            plans.map((p) => p.planTypeId),
            plans.map((p) => p.amplitudcobertura),
            plans.map((p) => p.regionCode),
            plans.map((p) => p.estadoplan),
            plans.map((p) => p.topeanual.toFixed(2)),
            plans.map((p) => p.fechainicio),
            plans.map((p) => JSON.stringify(p.prestacionesrest)),
            plans.map((p) => p.basePriceUf.toFixed(4)),
            plans.map((p) => p.riskTableName),
            plans.map((p) => p.hospitalPct),
            plans.map((p) => p.ambulatoryPct),
            plans.map((p) => p.preferredHospitalPct),
            plans.map((p) => p.preferredAmbulatoryPct),
            plans.map((p) => p.maternity),
            plans.map((p) => p.sample),
          ],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      const idOf = new Map(planIds.map((p) => [p.codigoplan, p.id]));
      const providerRows = plans.flatMap((p) =>
        p.prestadores.map((x) => [idOf.get(p.codigoplan), x.organizationCode, x.hospitalPct, x.ambulatoryPct]),
      );
      await this.sequelize.query(
        `INSERT INTO plan_prestadores (plan_id, organization_id, hospital_pct, ambulatory_pct)
         SELECT u.plan_id, o.id, u.hosp, u.amb FROM unnest($1::int[], $2::text[], $3::int[], $4::int[]) AS u(plan_id, code, hosp, amb)
         JOIN organizations o ON o.organization_code = u.code ON CONFLICT DO NOTHING`,
        { bind: [0, 1, 2, 3].map((i) => providerRows.map((r) => r[i])), transaction },
      );
    });
  }

  async analyze(): Promise<void> {
    await this.sequelize.query('ANALYZE products, product_coverages, product_features, product_prestadores');
  }

  async bumpVersion(sample: boolean): Promise<void> {
    await this.sequelize.query(
      'UPDATE catalogue_state SET version = version + 1, sample = $1, updated_at = now() WHERE id',
      { bind: [sample] },
    );
  }
}
