import { inject, injectable } from 'inversify';
import { PARTNERS } from '../tokens.js';
import type { ExperimentStore } from './ports.js';

/** SaleCompleted (sales' integration event): the sale's conversion counts as a completed sale. */
@injectable()
export class CompleteSaleConversion {
  constructor(@inject(PARTNERS.ExperimentStore) private readonly store: ExperimentStore) {}

  execute(transaction: unknown, saleId: string, completedAt: Date): Promise<boolean> {
    return this.store.completeSale(saleId, completedAt, transaction);
  }
}
