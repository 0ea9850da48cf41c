import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  AdminListPage,
  AdminOrganizationFilter,
  AdminOrganizationRow,
  AdminProductFilter,
  AdminProductRow,
  CatalogueAdminRepository,
  OrganizationChanges,
  ProductChanges,
} from '../../application/ports.js';

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
  productCount: 'product_count',
};

const PRODUCT_SELECT = `
  SELECT p.id, p.product_code, p.product_name, p.display_name, p.url_segment, p.organization_id,
         o.display_name AS organization_name, p.insurance_type_id, t.display_name AS insurance_type_name,
         p.exclusive, p.is_promoted, p.active, p.sales_channel, p.price_unit, p.min_price::text AS min_price,
         p.request_count, p.sample
    FROM products p
    JOIN organizations o ON o.id = p.organization_id
    JOIN insurance_types t ON t.id = p.insurance_type_id`;

const ORGANIZATION_SELECT = `
  SELECT o.id, o.organization_code, o.display_name, o.legal_name, o.organization_type, o.url_segment, o.website,
         o.image, o.available_to_sell, o.sample,
         (SELECT count(*)::int FROM products p WHERE p.organization_id = o.id) AS product_count
    FROM organizations o`;

type Raw = Record<string, unknown>;

const productOf = (r: Raw): AdminProductRow => ({
  id: r.id as number,
  productCode: r.product_code as string,
  productName: r.product_name as string,
  displayName: r.display_name as string,
  urlSegment: r.url_segment as string,
  organizationId: r.organization_id as number,
  organizationName: r.organization_name as string,
  insuranceTypeId: r.insurance_type_id as number,
  insuranceTypeName: r.insurance_type_name as string,
  exclusive: r.exclusive as boolean,
  isPromoted: r.is_promoted as boolean,
  active: r.active as boolean,
  salesChannel: r.sales_channel as string,
  priceUnit: r.price_unit as string,
  // numeric column read as text: the admin shows it, it never feeds a calculation here.
  minPrice: r.min_price === null ? null : Number(r.min_price),
  requestCount: r.request_count as number,
  sample: r.sample as boolean,
});

const organizationOf = (r: Raw): AdminOrganizationRow => ({
  id: r.id as number,
  organizationCode: r.organization_code as string,
  name: r.display_name as string,
  legalName: r.legal_name as string | null,
  organizationType: r.organization_type as AdminOrganizationRow['organizationType'],
  urlSegment: r.url_segment as string,
  url: r.website as string | null,
  image: r.image as string | null,
  active: r.available_to_sell as boolean,
  productCount: r.product_count as number,
  sample: r.sample as boolean,
});

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

  private select(sql: string, bind: unknown[], transaction?: Transaction): Promise<Raw[]> {
    return this.sequelize.query<Raw>(sql, { bind, type: QueryTypes.SELECT, transaction });
  }

  private async page<T, F extends string>(
    select: string,
    where: Where,
    order: string,
    page: AdminListPage<F>,
    map: (r: Raw) => T,
  ): Promise<{ rows: T[]; total: number }> {
    const [countRow] = await this.select(`SELECT count(*)::int AS total FROM (${select} ${where}) AS x`, where.bind);
    const bind = [...where.bind, page.limit, page.offset];
    const rows = await this.select(
      `${select} ${where} ORDER BY ${order} LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
      bind,
    );
    return { rows: rows.map(map), total: (countRow?.total as number) ?? 0 };
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
    const column = PRODUCT_SORT[page.sort.field] ?? 'p.id';
    return this.page(PRODUCT_SELECT, where, `${column} ${page.sort.order} NULLS LAST, p.id`, page, productOf);
  }

  async product(id: number) {
    const [row] = await this.select(`${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
    return row ? productOf(row) : null;
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
    const column = ORGANIZATION_SORT[page.sort.field] ?? 'o.id';
    return this.page(ORGANIZATION_SELECT, where, `${column} ${page.sort.order} NULLS LAST, o.id`, page, organizationOf);
  }

  async organization(id: number) {
    const [row] = await this.select(`${ORGANIZATION_SELECT} WHERE o.id = $1`, [id]);
    return row ? organizationOf(row) : null;
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
      const rows = await this.select(sql, bind, transaction);
      if (rows.length === 0) return false;
      if (sets.length > 0)
        await this.sequelize.query('UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id', {
          transaction,
        });
      return true;
    });
  }
}
