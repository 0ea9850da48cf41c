import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { BUYER_PAYMENT_TYPES, type PaymentType } from '../domain/payment-types.js';
import { normaliseSections, sectionsProblem } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { ProductForms, ProductFormUpdate } from './ports.js';

/**
 * Stores which sections products' purchases ask (the back-office's product screen, one product; the
 * sample data, many). Each list is checked by the domain rule (sectionsProblem) and stored normalised
 * (known codes once each, the payment last). A purchase already started keeps the sections it began with.
 */
@injectable()
export class SetProductForms {
  constructor(@inject(SALES.ProductForms) private readonly forms: ProductForms) {}

  async execute(
    entries: {
      productCode: string;
      sections: readonly string[];
      /** The payment types offered (null: the default for its price); left out: unchanged. */
      paymentTypes?: readonly string[] | null;
      freeOfCharge?: boolean;
    }[],
    by: string | null,
  ): Promise<void> {
    const checked = entries.map((entry): ProductFormUpdate => {
      const productCode = entry.productCode.trim();
      const problem = !productCode ? 'Falta el código del producto.' : sectionsProblem(entry.sections);
      if (problem) {
        throw new AppError('BAD_REQUEST', problem, { productCode, errors: { sections: problem } });
      }
      const unknown = entry.paymentTypes?.find((type) => !(BUYER_PAYMENT_TYPES as readonly string[]).includes(type));
      if (unknown !== undefined) {
        const message = `El tipo de pago ${unknown} no existe.`;
        throw new AppError('BAD_REQUEST', message, { productCode, errors: { paymentTypes: message } });
      }
      return {
        productCode,
        sections: normaliseSections(entry.sections),
        ...(entry.paymentTypes !== undefined
          ? { paymentTypes: entry.paymentTypes ? [...new Set(entry.paymentTypes as PaymentType[])] : null }
          : {}),
        ...(entry.freeOfCharge !== undefined ? { freeOfCharge: entry.freeOfCharge } : {}),
      };
    });
    await this.forms.save(checked, by);
  }
}
