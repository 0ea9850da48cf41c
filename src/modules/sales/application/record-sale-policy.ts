import { inject, injectable } from 'inversify';
import type { PolicyActivated } from '../../policies/contracts.js';
import { SALES } from '../tokens.js';
import type { ProductCatalog, SaleRepository } from './ports.js';
import { isUuid } from './sale-access.js';

/**
 * PolicyActivated for a policy issued from an online sale -> the sale keeps the policy's number, start date and
 * insurer (the Confirmacion page shows them) and, the first time, the buyer's confirmation e-mail is written to
 * the outbox in the same transaction (the consumer's handleOnce). Other policies (collective, staff) are ignored.
 */
@injectable()
export class RecordSalePolicy {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  /** The insurer's name, read before the transaction opens (a catalogue call). */
  async prepare(event: PolicyActivated['payload']): Promise<{ insurerName: string | null } | null> {
    if (!event.saleId || !isUuid(event.saleId)) return null;
    const sale = await this.sales.findById(event.saleId);
    if (!sale) return null;
    const product = await this.catalog.find(sale.productCode, sale.profile).catch(() => null);
    return { insurerName: product?.insurerName ?? null };
  }

  async execute(
    tx: unknown,
    event: PolicyActivated['payload'],
    prepared: { insurerName: string | null },
  ): Promise<boolean> {
    return this.sales.recordPolicy(tx, event.saleId!, {
      policyNumber: event.policyNumber,
      startDate: event.startDate,
      insurerName: prepared.insurerName,
    });
  }
}
