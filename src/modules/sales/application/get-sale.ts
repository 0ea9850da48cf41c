import { inject, injectable } from 'inversify';
import { SALES } from '../tokens.js';
import type { PaymentRecord, SaleRecord, SaleRepository, SalesSettings } from './ports.js';
import { checkToken, isUuid } from './sale-access.js';

/** GET /api/sales/{id}: the sale, its steps and its payments, for the holder of its token. */
@injectable()
export class GetSale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
  ) {}

  async execute(id: string, token: string | undefined): Promise<{ sale: SaleRecord; payments: PaymentRecord[] }> {
    const sale = checkToken(isUuid(id) ? await this.sales.findById(id) : null, token, this.settings.linkSecret);
    return { sale, payments: await this.sales.payments(sale.id) };
  }
}
