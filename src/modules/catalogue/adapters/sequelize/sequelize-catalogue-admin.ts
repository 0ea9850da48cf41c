import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { numericOrNull, select, type Converters } from '../../../../platform/db-select.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { CatalogueAdminRepository } from '../../application/ports.js';
import type {
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  AdminListPage,
  AdminOrganizationFilter,
  AdminOrganizationRow,
  AdminProductFilter,
  AdminProductRow,
  OrganizationChanges,
  ProductChanges,
} from '../../domain/admin-catalogue.js';

/** Sortable fields -> columns (whitelisted: the field name never reaches SQL as text). */
const PRODUCT_SORT: Record<(typeof ADMIN_PRODUCT_SORT_FIELDS)[number], string> = {
  id: 'p.id',
  productCode: 'p.product_code',
  displayName: 'p.display_name',
  organizationId: 'o.display_name',
  organizationName: 'o.display_name',
  insuranceTypeId: 't.display_name',
  insuranceTypeName: 't.display_name',
  exclusive: 'p.exclusive',
  isPromoted: 'p.is_promoted',
  active: 'p.active',
  salesChannel: 'p.sales_channel',
  minPrice: 'p.min_price',
  requestCount: 'p.request_count',
};

const ORGANIZATION_SORT: Record<(typeof ADMIN_ORGANIZATION_SORT_FIELDS)[number], string> = {
  id: 'o.id',
  organizationCode: 'o.organization_code',
  name: 'o.display_name',
  organizationType: 'o.organization_type',
  url: 'o.website',
  active: 'o.available_to_sell',
  productCount: '"productCount"',
};

const PRODUCT_SELECT = `
  SELECT p.id, p.product_code AS "productCode", p.product_name AS "productName", p.display_name AS "displayName",
         p.url_segment AS "urlSegment", p.organization_id AS "organizationId", o.display_name AS "organizationName",
         p.insurance_type_id AS "insuranceTypeId", t.display_name AS "insuranceTypeName", p.exclusive,
         p.is_promoted AS "isPromoted", p.active, p.sales_channel AS "salesChannel", p.price_unit AS "priceUnit",
         p.min_price::text AS "minPrice", p.request_count AS "requestCount", p.sample
    FROM products p
    JOIN organizations o ON o.id = p.organization_id
    JOIN insurance_types t ON t.id = p.insurance_type_id`;
// numeric column read as text: the admin shows it, it never feeds a calculation here.
const PRODUCT_CONVERT: Converters<AdminProductRow> = { minPrice: numericOrNull };

const ORGANIZATION_SELECT = `
  SELECT o.id, o.organization_code AS "organizationCode", o.display_name AS name, o.legal_name AS "legalName",
         o.organization_type AS "organizationType", o.url_segment AS "urlSegment", o.website AS url, o.image,
         o.available_to_sell AS active,
         (SELECT count(*)::int FROM products p WHERE p.organization_id = o.id) AS "productCount", o.sample
    FROM organizations o`;

/** Builds `WHERE a AND b` with numbered bind parameters. */
class Where {
  readonly bind: unknown[] = [];
  private readonly parts: string[] = [];
  add(sql: (param: string) => string, value: unknown): void {
    this.bind.push(value);
    this.parts.push(sql(`$${this.bind.length}`));
  }
  toString(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@injectable()
export class SequelizeCatalogueAdmin implements CatalogueAdminRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private async page<Row extends object, F extends string>(
    sql: string,
    where: Where,
    order: string,
    page: AdminListPage<F>,
    convert?: Converters<Row>,
  ): Promise<{ rows: Row[]; total: number }> {
    const [count] = await select<{ total: number }>(
      this.sequelize,
      `SELECT count(*)::int AS total FROM (${sql} ${where}) AS x`,
      where.bind,
    );
    const bind = [...where.bind, page.limit, page.offset];
    const rows = await select<Row>(
      this.sequelize,
      `${sql} ${where} ORDER BY ${order} LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
      bind,
      { convert },
    );
    return { rows, total: count?.total ?? 0 };
  }

  listProducts(filter: AdminProductFilter, page: AdminListPage<(typeof ADMIN_PRODUCT_SORT_FIELDS)[number]>) {
    const where = new Where();
    if (filter.ids) where.add((p) => `p.id = ANY(${p}::int[])`, filter.ids);
    if (filter.q)
      where.add(
        (p) => `(p.display_name ILIKE ${p} OR p.product_code ILIKE ${p} OR p.product_name ILIKE ${p})`,
        likeOf(filter.q),
      );
    if (filter.organizationId !== undefined) where.add((p) => `p.organization_id = ${p}`, filter.organizationId);
    if (filter.insuranceTypeId !== undefined) where.add((p) => `p.insurance_type_id = ${p}`, filter.insuranceTypeId);
    if (filter.active !== undefined) where.add((p) => `p.active = ${p}`, filter.active);
    if (filter.isPromoted !== undefined) where.add((p) => `p.is_promoted = ${p}`, filter.isPromoted);
    if (filter.salesChannel !== undefined) where.add((p) => `p.sales_channel = ${p}`, filter.salesChannel);
    if (filter.countryCode !== undefined) where.add((p) => `o.country_code = ${p}`, filter.countryCode);
    const column = PRODUCT_SORT[page.sort.field] ?? 'p.id';
    return this.page<AdminProductRow, typeof page.sort.field>(
      PRODUCT_SELECT,
      where,
      `${column} ${page.sort.order} NULLS LAST, p.id`,
      page,
      PRODUCT_CONVERT,
    );
  }

  async product(id: number) {
    const [row] = await select<AdminProductRow>(this.sequelize, `${PRODUCT_SELECT} WHERE p.id = $1`, [id], {
      convert: PRODUCT_CONVERT,
    });
    return row ?? null;
  }

  async updateProduct(id: number, changes: ProductChanges) {
    const updated = await this.update('products', id, changes, {
      displayName: 'display_name',
      isPromoted: 'is_promoted',
      exclusive: 'exclusive',
      salesChannel: 'sales_channel',
      active: 'active',
    });
    return updated ? this.product(id) : null;
  }

  listOrganizations(
    filter: AdminOrganizationFilter,
    page: AdminListPage<(typeof ADMIN_ORGANIZATION_SORT_FIELDS)[number]>,
  ) {
    const where = new Where();
    if (filter.ids) where.add((p) => `o.id = ANY(${p}::int[])`, filter.ids);
    if (filter.q)
      where.add(
        (p) => `(o.display_name ILIKE ${p} OR o.organization_code ILIKE ${p} OR o.legal_name ILIKE ${p})`,
        likeOf(filter.q),
      );
    if (filter.organizationType) where.add((p) => `o.organization_type = ${p}`, filter.organizationType);
    if (filter.active !== undefined) where.add((p) => `o.available_to_sell = ${p}`, filter.active);
    if (filter.countryCode !== undefined) where.add((p) => `o.country_code = ${p}`, filter.countryCode);
    const column = ORGANIZATION_SORT[page.sort.field] ?? 'o.id';
    return this.page<AdminOrganizationRow, typeof page.sort.field>(
      ORGANIZATION_SELECT,
      where,
      `${column} ${page.sort.order} NULLS LAST, o.id`,
      page,
    );
  }

  async organization(id: number) {
    const [row] = await select<AdminOrganizationRow>(this.sequelize, `${ORGANIZATION_SELECT} WHERE o.id = $1`, [id]);
    return row ?? null;
  }

  async updateOrganization(id: number, changes: OrganizationChanges) {
    const updated = await this.update('organizations', id, changes, {
      name: 'display_name',
      url: 'website',
      image: 'image',
      active: 'available_to_sell',
    });
    return updated ? this.organization(id) : null;
  }

  /**
   * Sets the given columns and bumps catalogue_state.version in one transaction (so no process can see the
   * new row with the old version); answers false for an unknown id, writing nothing.
   */
  private update<C extends object>(
    table: 'products' | 'organizations',
    id: number,
    changes: C,
    columns: Record<keyof C & string, string>,
  ): Promise<boolean> {
    const sets: string[] = [];
    const bind: unknown[] = [id];
    for (const [field, column] of Object.entries(columns) as [keyof C & string, string][]) {
      if (changes[field] === undefined) continue;
      bind.push(changes[field]);
      sets.push(`${column} = $${bind.length}`);
    }
    return this.sequelize.transaction(async (transaction) => {
      const sql =
        sets.length > 0
          ? `UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`
          : `SELECT id FROM ${table} WHERE id = $1`;
      const rows = await select<{ id: number }>(this.sequelize, sql, bind, { transaction });
      if (rows.length === 0) return false;
      if (sets.length > 0)
        await this.sequelize.query('UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id', {
          transaction,
        });
      return true;
    });
  }
}
