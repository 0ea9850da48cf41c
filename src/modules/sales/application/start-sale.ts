import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { DEFAULT_SECTIONS, normaliseSections } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { ProductCatalog, ProductForms, SaleRecord, SaleRepository } from './ports.js';
import { newSaleToken } from './sale-access.js';

export interface StartSaleInput {
  productCode: string;
  profile: Record<string, unknown> | null;
  referrer?: string | null;
  leadAttributionInfo?: unknown[] | null;
}

/** POST /api/sales: opens a purchase of an online product at its price for the profile. */
@injectable()
export class StartSale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(SALES.ProductForms) private readonly forms: ProductForms,
  ) {}

  async execute(input: StartSaleInput): Promise<{ sale: SaleRecord; token: string }> {
    const product = await this.catalog.find(input.productCode.trim(), input.profile);
    if (!product) throw new AppError('NOT_FOUND', `No existe el seguro ${input.productCode}.`);
    if (!product.online) {
      throw new AppError('BAD_REQUEST', `El seguro ${product.name} no se contrata en línea; solicita que te llamemos.`);
    }
    if (!product.price) {
      throw new AppError('INVALID_AMOUNT', `El seguro ${product.name} no tiene precio para este perfil.`);
    }
    // The sections are data on the product (its stored form); the sale keeps the list it began with.
    const form = await this.forms.find(product.code);
    const { token, hash } = newSaleToken();
    const sale = await this.sales.create({
      tokenHash: hash,
      product,
      sections: normaliseSections(form?.sections ?? DEFAULT_SECTIONS),
      amount: product.price,
      profile: input.profile,
      referrer: input.referrer ?? null,
      attribution: input.leadAttributionInfo ?? null,
    });
    return { sale, token };
  }
}
