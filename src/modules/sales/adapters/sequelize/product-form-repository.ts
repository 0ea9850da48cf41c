import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ProductFormRecord, ProductForms } from '../../application/ports.js';
import type { SectionCode } from '../../domain/steps.js';

/** sale_product_forms: one row per product code (a cross-module id, no foreign key to the catalogue). */
@injectable()
export class SequelizeProductForms implements ProductForms {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async find(productCode: string): Promise<ProductFormRecord | null> {
    const [row] = await this.sequelize.query<{
      product_code: string;
      sections: string[];
      updated_at: Date;
      updated_by: string | null;
    }>('SELECT product_code, sections, updated_at, updated_by FROM sale_product_forms WHERE product_code = $1', {
      bind: [productCode],
      type: QueryTypes.SELECT,
    });
    return row
      ? {
          productCode: row.product_code,
          sections: row.sections as SectionCode[],
          updatedAt: new Date(row.updated_at).toISOString(),
          updatedBy: row.updated_by,
        }
      : null;
  }

  async save(forms: { productCode: string; sections: SectionCode[] }[], updatedBy: string | null): Promise<void> {
    if (forms.length === 0) return;
    // One statement for any number of products (the seed stores hundreds at once).
    await this.sequelize.query(
      `INSERT INTO sale_product_forms (product_code, sections, updated_by)
       SELECT f->>'productCode', ARRAY(SELECT jsonb_array_elements_text(f->'sections')), $2
         FROM jsonb_array_elements($1::jsonb) AS f
       ON CONFLICT (product_code) DO UPDATE
         SET sections = EXCLUDED.sections, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      { bind: [JSON.stringify(forms), updatedBy] },
    );
  }
}
