import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { select } from '../../../../platform/db-select.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { CatalogueSearchRepository } from '../../application/ports.js';
import type { SearchHit } from '../../domain/search-hit.js';
import { organizationPath as pathOf, productPath } from '../../domain/product-paths.js';

// Same folding as domain/search-words.ts: lower case, accents removed.
const FOLD = (column: string) => `translate(lower(${column}), 'áéíóúüàèìòùñ', 'aeiouuaeioun')`;
/** Every word ($1, text[]) appears in the folded text. */
const ALL_WORDS = (text: string) =>
  `(SELECT bool_and(${FOLD(text)} LIKE '%' || w || '%') FROM unnest($1::text[]) AS w)`;

interface ProductRow {
  id: number;
  display_name: string;
  url_segment: string;
  org_name: string;
  org_type: string;
  org_url: string;
  type_name: string;
  type_code: string;
  org_country: string | null;
}

const organizationPath = (organizationType: string, urlSegment: string) => pathOf({ organizationType, urlSegment });

const productUrl = (row: ProductRow) =>
  productPath(
    { organizationType: row.org_type, urlSegment: row.org_url, countryCode: row.org_country },
    row.url_segment,
    row.type_code,
  );

@injectable()
export class SequelizeCatalogueSearch implements CatalogueSearchRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async search(words: string[], limit: number) {
    const products = await select<ProductRow>(
      this.sequelize,
      `SELECT p.id, p.display_name, p.url_segment, o.display_name AS org_name, o.organization_type AS org_type,
              o.url_segment AS org_url, t.display_name AS type_name, t.name AS type_code, o.country_code AS org_country
         FROM products p JOIN organizations o ON o.id = p.organization_id JOIN insurance_types t ON t.id = p.insurance_type_id
        WHERE p.active AND ${ALL_WORDS("p.display_name || ' ' || p.product_code || ' ' || o.display_name || ' ' || t.display_name")}
        ORDER BY p.recommended_score DESC, p.id LIMIT $2`,
      [words, limit],
    );
    const plans = await select<{
      id: number;
      codigoplan: string;
      nombreplan: string;
      org_name: string;
      org_url: string;
    }>(
      this.sequelize,
      `SELECT pl.id, pl.codigoplan, pl.nombreplan, o.display_name AS org_name, o.url_segment AS org_url
         FROM isapre_plans pl JOIN organizations o ON o.id = pl.organization_id
        WHERE pl.estadoplan = 'Comercializable'
          AND ${ALL_WORDS("pl.nombreplan || ' ' || pl.codigoplan || ' ' || o.display_name")}
        ORDER BY pl.base_price_uf, pl.id LIMIT $2`,
      [words, limit],
    );
    const organizations = await select<{
      id: number;
      display_name: string;
      organization_type: string;
      type_alias: string;
      url_segment: string;
      city: string | null;
    }>(
      this.sequelize,
      `SELECT id, display_name, organization_type, type_alias, url_segment, city FROM organizations
        WHERE ${ALL_WORDS("display_name || ' ' || type_alias || ' ' || coalesce(city, '')")}
        ORDER BY display_name LIMIT $2`,
      [words, limit],
    );
    return {
      products: products.map((row): SearchHit => ({
        kind: 'product',
        id: row.id,
        title: row.display_name,
        subtitle: `${row.org_name} · ${row.type_name}`,
        url: productUrl(row),
      })),
      plans: plans.map((row): SearchHit => ({
        kind: 'plan',
        id: row.id,
        title: row.nombreplan,
        subtitle: `${row.org_name} · plan ${row.codigoplan}`,
        url: `/Isapre/${row.org_url}/Planes/${encodeURIComponent(row.codigoplan)}`,
      })),
      organizations: organizations.map((row): SearchHit => ({
        kind: 'organization',
        id: row.id,
        title: row.display_name,
        subtitle: row.city ? `${row.type_alias} · ${row.city}` : row.type_alias,
        url: organizationPath(row.organization_type, row.url_segment),
      })),
    };
  }

  async productIndex() {
    const rows = await select<ProductRow>(
      this.sequelize,
      `SELECT p.id, p.display_name, p.url_segment, o.display_name AS org_name, o.organization_type AS org_type,
              o.url_segment AS org_url, t.display_name AS type_name, t.name AS type_code, o.country_code AS org_country
         FROM products p JOIN organizations o ON o.id = p.organization_id JOIN insurance_types t ON t.id = p.insurance_type_id
        WHERE p.active ORDER BY o.display_name, p.display_name, p.id`,
    );
    return rows.map((row) => ({
      title: row.display_name,
      url: productUrl(row),
      organization: row.org_name,
      organizationUrl: organizationPath(row.org_type, row.org_url),
      type: row.type_name,
    }));
  }
}
