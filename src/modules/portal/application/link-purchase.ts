import { inject, injectable } from 'inversify';
import { IDENTITY, type CustomerAccounts } from '../../identity/index.js';
import type { SaleCompleted } from '../../sales/index.js';
import { PORTAL } from '../tokens.js';
import type { PurchaseStore, Tx } from './ports.js';

/**
 * SaleCompleted -> the purchase creates or joins the account of the buyer's e-mail (identity) and is recorded as
 * that account's (issue 29). Runs inside handleOnce; the account is an idempotent upsert, so a retry after a
 * rollback joins the same account.
 */
@injectable()
export class LinkPurchase {
  constructor(
    @inject(IDENTITY.CustomerAccounts) private readonly accounts: CustomerAccounts,
    @inject(PORTAL.PurchaseStore) private readonly purchases: PurchaseStore,
  ) {}

  async execute(tx: Tx, event: SaleCompleted): Promise<'linked' | 'no-email'> {
    const sale = event.payload;
    const email = sale.buyer.email?.trim();
    if (!email) return 'no-email';
    const customer = await this.accounts.ensureAccount(email);
    await this.purchases.record(tx, {
      saleId: sale.saleId,
      customerId: customer.id,
      paymentId: sale.payment?.paymentId ?? null,
      completedAt: sale.completedAt,
    });
    return 'linked';
  }
}
