import { inject, injectable } from 'inversify';
import type { PaymentType } from '../domain/payment-types.js';
import { DEFAULT_SECTIONS, normaliseSections, type SectionCode } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { ProductForms } from './ports.js';

export interface ProductFormView {
  productCode: string;
  sections: SectionCode[];
  /** False: the product has no stored form and its purchase asks DEFAULT_SECTIONS. */
  stored: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The payment types offered (null: every buyer type its price allows) and whether it is free of charge. */
  paymentTypes: readonly PaymentType[] | null;
  freeOfCharge: boolean;
}

/** The purchase form of a product: its stored sections, else the default. */
@injectable()
export class GetProductForm {
  constructor(@inject(SALES.ProductForms) private readonly forms: ProductForms) {}

  async execute(productCode: string): Promise<ProductFormView> {
    const form = await this.forms.find(productCode);
    return form
      ? { ...form, sections: normaliseSections(form.sections), stored: true }
      : {
          productCode,
          sections: [...DEFAULT_SECTIONS],
          stored: false,
          updatedAt: null,
          updatedBy: null,
          paymentTypes: null,
          freeOfCharge: false,
        };
  }
}
