import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ProductFormRecord, ProductForms, ProductFormUpdate } from '../../application/ports.js';
import type { PaymentType } from '../../domain/payment-types.js';
import type { SectionCode } from '../../domain/steps.js';

/** sale_product_forms: one row per product code (a cross-module id, no foreign key to the catalogue). */
@injectable()
export class SequelizeProductForms implements ProductForms {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async find(productCode: string): Promise<ProductFormRecord | null> {
    // text[] columns written only from SectionCode and PaymentType values (save() takes them typed).
    const [row] = await this.sequelize.query<{
      product_code: string;
      sections: SectionCode[];
      updated_at: Date;
      updated_by: string | null;
      payment_types: PaymentType[] | null;
      free_of_charge: boolean;
    }>(
      `SELECT product_code, sections, updated_at, updated_by, payment_types, free_of_charge
         FROM sale_product_forms WHERE product_code = $1`,
      { bind: [productCode], type: QueryTypes.SELECT },
    );
    return row
      ? {
          productCode: row.product_code,
          sections: row.sections,
          updatedAt: new Date(row.updated_at).toISOString(),
          updatedBy: row.updated_by,
          paymentTypes: row.payment_types,
          freeOfCharge: row.free_of_charge,
        }
      : null;
  }

  async save(forms: ProductFormUpdate[], updatedBy: string | null): Promise<void> {
    if (forms.length === 0) return;
    const entries = JSON.stringify(forms);
    await this.sequelize.transaction(async (transaction) => {
      // One statement for any number of products (the seed stores hundreds at once).
      await this.sequelize.query(
        `INSERT INTO sale_product_forms (product_code, sections, updated_by)
         SELECT f->>'productCode', ARRAY(SELECT jsonb_array_elements_text(f->'sections')), $2
           FROM jsonb_array_elements($1::jsonb) AS f
         ON CONFLICT (product_code) DO UPDATE
           SET sections = EXCLUDED.sections, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        { bind: [entries, updatedBy], transaction },
      );
      // Payment settings an entry leaves out keep their stored value.
      await this.sequelize.query(
        `UPDATE sale_product_forms t SET
           payment_types = CASE WHEN jsonb_exists(f, 'paymentTypes') THEN
             (CASE WHEN jsonb_typeof(f->'paymentTypes') = 'array'
               THEN ARRAY(SELECT jsonb_array_elements_text(f->'paymentTypes')) END)
             ELSE t.payment_types END,
           free_of_charge = CASE WHEN jsonb_exists(f, 'freeOfCharge') THEN (f->>'freeOfCharge')::boolean
             ELSE t.free_of_charge END
         FROM jsonb_array_elements($1::jsonb) AS f
         WHERE t.product_code = f->>'productCode' AND (jsonb_exists(f, 'paymentTypes') OR jsonb_exists(f, 'freeOfCharge'))`,
        { bind: [entries], transaction },
      );
    });
  }
}
