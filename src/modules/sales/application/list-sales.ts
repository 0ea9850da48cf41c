import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { SALES } from '../tokens.js';
import type {
  PaymentEventRecord,
  PaymentRecord,
  SaleListQuery,
  SaleListRow,
  SaleRecord,
  SaleRepository,
} from './ports.js';
import { isUuid } from './sale-access.js';

/** The back-office Ventas resource: list with filters, and one sale with its steps and payments. */
@injectable()
export class ListSales {
  constructor(@inject(SALES.SaleRepository) private readonly sales: SaleRepository) {}

  list(query: SaleListQuery): Promise<{ rows: SaleListRow[]; total: number }> {
    return this.sales.list(query);
  }

  async get(id: string): Promise<{ sale: SaleRecord; payments: (PaymentRecord & { events: PaymentEventRecord[] })[] }> {
    const sale = isUuid(id) ? await this.sales.findById(id) : null;
    if (!sale) throw new AppError('NOT_FOUND', 'No existe la venta.');
    const payments = await this.sales.payments(sale.id);
    return {
      sale,
      payments: await Promise.all(payments.map(async (p) => ({ ...p, events: await this.sales.paymentEvents(p.id) }))),
    };
  }
}
